import type { Attachment } from '@cmms/shared/attachments';
import { Trash2 } from 'lucide-react';
import { t } from '../../../../lib/i18n/i18n';
import { DocumentRow } from './document-row';
import { PhotoThumb } from './photo-thumb';

/**
 * One file as a list shows it: a photo's thumbnail, which opens it, or a document's row with a
 * link to open it and Delete when allowed (a photo's Delete is in its full view).
 */
export function AttachmentItem({
  attachment,
  canDelete,
  onOpen,
  onDelete,
}: {
  attachment: Attachment;
  canDelete: boolean;
  onOpen(attachment: Attachment): void;
  onDelete(attachment: Attachment): void;
}) {
  if (attachment.kind === 'photo') {
    return (
      <PhotoThumb
        src={attachment.thumbnailUrl ?? attachment.url}
        name={attachment.name}
        tag={attachment.tag}
        onOpen={() => onOpen(attachment)}
      />
    );
  }
  return (
    <DocumentRow
      name={attachment.name}
      size={attachment.size}
      href={attachment.url}
      described={attachment}
    >
      {canDelete && (
        <button
          type="button"
          aria-label={t('attachments.deleteNamed', { name: attachment.name })}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
          onClick={() => onDelete(attachment)}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      )}
    </DocumentRow>
  );
}
