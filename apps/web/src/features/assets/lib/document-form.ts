import { attachmentFieldsSchema, DOCUMENT_TYPES } from '@cmms/shared/attachments';
import { z } from 'zod';
import type { AttachmentDetails } from './attachment-upload';
import { EXPIRING_TYPES } from './document-details';

// The server's own rule for the day (a date, 2000 to 2199), so the form refuses what it would.
const expiryDay = attachmentFieldsSchema.shape.expiresOn;
/** The date input's range, as the server's rule above. */
export const EXPIRY_BOUNDS = { min: '2000-01-01', max: '2199-12-31' } as const;

/**
 * The form asked of an asset's document before it is sent: its type, always chosen (a type
 * guessed for the person would file a warranty as "Other" unseen), and an optional expiry.
 */
export const documentFormSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES, { error: 'assetHistory.documentTypeRequired' }),
  expiresOn: z
    .string()
    .refine((day) => day === '' || expiryDay.safeParse(day).success, 'attachmentErrors.badExpiry'),
});
export type DocumentFormValues = z.output<typeof documentFormSchema>;

/** What the upload says of the document: an expiry only for a type that runs out. */
export const detailsOfDocument = (values: DocumentFormValues): AttachmentDetails => ({
  documentType: values.documentType,
  expiresOn:
    EXPIRING_TYPES.includes(values.documentType) && values.expiresOn !== ''
      ? values.expiresOn
      : null,
});
