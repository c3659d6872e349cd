import type { Attachment, AttachmentTag, DocumentType } from '@cmms/shared/attachments';
import type { AttachmentRow } from './attachments.repository';

/** An attachment as the screens read it, with the links its bytes are loaded from. */
export function presentAttachment(
  row: AttachmentRow,
  links: { url: string; thumbnailUrl: string | null },
): Attachment {
  return {
    id: row.id,
    kind: row.kind === 'photo' ? 'photo' : 'document',
    tag: (row.tag as AttachmentTag | null) ?? null,
    name: row.name,
    contentType: row.contentType,
    size: row.sizeBytes,
    uploadedBy: { id: row.uploadedBy, name: row.uploadedByName },
    documentType: (row.documentType as DocumentType | null) ?? null,
    expiresOn: row.expiresOn,
    createdAt: row.createdAt.toISOString(),
    ...links,
  };
}
