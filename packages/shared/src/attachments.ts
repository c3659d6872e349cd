import { z } from 'zod';
import { assetRules, type WorkCaller, workOrderRules } from './work-rules';

/**
 * Photos and files on a work order or an asset (issue 33, docs/work-order-record.md "Files").
 * The server decides a file's type from its bytes, never from its name, and refuses a name that
 * says otherwise; photos are re-encoded without their metadata (a phone's EXIF holds where it
 * was taken) and get a thumbnail once, when uploaded.
 */
const ATTACHMENT_TAGS = ['before', 'after'] as const;
export type AttachmentTag = (typeof ATTACHMENT_TAGS)[number];

/** What may be attached, by the type its bytes show, with the extensions a name may carry. */
export const ACCEPTED_FILE_TYPES = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
} as const satisfies Record<string, readonly string[]>;
export type AcceptedFileType = keyof typeof ACCEPTED_FILE_TYPES;

/** For a file input's `accept`: the extensions and types above. */
export const ACCEPT_ATTRIBUTE = Object.entries(ACCEPTED_FILE_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions.map((extension) => `.${extension}`)])
  .join(',');

export const isPhotoType = (type: string) => type.startsWith('image/');

export const ATTACHMENT_NAME_MAX_LENGTH = 255;
/** The default upload limit (UPLOAD_MAX_MB on the server). */
export const DEFAULT_UPLOAD_MAX_MB = 25;

/** Why a file name is refused, or null: a name, not a path, of at most 255 characters. */
export function fileNameProblem(name: string) {
  if (name.trim() === '') return 'attachmentErrors.nameRequired' as const;
  if (name.length > ATTACHMENT_NAME_MAX_LENGTH) return 'attachmentErrors.nameTooLong' as const;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (/[/\\\u0000-\u001f]/.test(name) || name === '.' || name === '..') {
    return 'attachmentErrors.nameHasPath' as const;
  }
  return null;
}

/** What a document of an asset is; a warranty or certificate may say when it runs out. */
export const DOCUMENT_TYPES = ['manual', 'warranty', 'certificate', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The form fields sent with the file (before it, in the multipart body). */
export const attachmentFieldsSchema = z.object({
  tag: z.enum(ATTACHMENT_TAGS, { error: 'attachmentErrors.badTag' }).optional(),
  documentType: z.enum(DOCUMENT_TYPES, { error: 'attachmentErrors.badDocumentType' }).optional(),
  expiresOn: z.iso
    .date({ error: 'attachmentErrors.badExpiry' })
    .refine((day) => day >= '2000-01-01' && day <= '2199-12-31', 'attachmentErrors.badExpiry')
    .optional(),
});

/**
 * Who may attach and remove files (docs/permissions.md): on a work order whoever may comment on
 * it, on an asset whoever may change its status; the uploader removes their own, the leads (who
 * manage work orders, or assets) anyone's. The server authorizes with these; the screens hide
 * what they refuse.
 */
export const attachmentRules = {
  /** As recordRules.canComment: whoever may see the work order. */
  mayAttachToTask: (caller: WorkCaller) => workOrderRules.canView(caller),
  mayAttachToAsset: (caller: WorkCaller) => assetRules.canChangeStatus(caller),
  mayReadAssetFiles: (caller: WorkCaller) => assetRules.canView(caller),
  mayRemove(
    caller: WorkCaller & { id: string },
    attachment: { uploadedBy: string | null; onWorkOrder: boolean },
  ) {
    if (attachment.uploadedBy !== null && attachment.uploadedBy === caller.id) return true;
    return attachment.onWorkOrder ? workOrderRules.canManage(caller) : assetRules.canManage(caller);
  },
};

export const attachmentParamsSchema = z.object({
  id: z.uuid({ error: 'attachmentErrors.invalidId' }),
});

export const attachmentSchema = z.object({
  id: z.string(),
  kind: z.enum(['photo', 'document']),
  tag: z.enum(ATTACHMENT_TAGS).nullable(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedBy: z.object({ id: z.string().nullable(), name: z.string() }),
  /** Of an asset's document: what it is, and when it runs out (YYYY-MM-DD). */
  documentType: z.enum(DOCUMENT_TYPES).nullable(),
  expiresOn: z.string().nullable(),
  createdAt: z.string(),
  /** Short-lived URLs the browser loads without a token (signed); refreshed with the record. */
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentPaths = {
  ofTask: (taskId: string) => `/tasks/${taskId}/attachments`,
  ofAsset: (assetId: string) => `/assets/${assetId}/attachments`,
  one: (id: string) => `/attachments/${id}`,
} as const;
