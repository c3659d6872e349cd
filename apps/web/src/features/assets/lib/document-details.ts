import { warrantyState } from '@cmms/shared/asset-history';
import { DOCUMENT_TYPES, type DocumentType } from '@cmms/shared/attachments';
import type { MessageKey } from '@cmms/shared/i18n/message';
import { formats, t } from '../../../lib/i18n/i18n';

const TYPE_LABELS = {
  manual: 'assetHistory.typeManual',
  warranty: 'assetHistory.typeWarranty',
  certificate: 'assetHistory.typeCertificate',
  other: 'assetHistory.typeOther',
} as const satisfies Record<DocumentType, MessageKey>;

/** The choices of the document's type, in the current language (a function: see languages.md). */
export const documentTypeOptions = () =>
  DOCUMENT_TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) }));

/** The types that run out, and so may carry an expiry date. */
export const EXPIRING_TYPES: readonly DocumentType[] = ['warranty', 'certificate'];

export const isDocumentType = (value: string | undefined | null): value is DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(value ?? '');

/** A calendar day (YYYY-MM-DD) as the lists write it: 'Jul 10, 2027'. */
export const dayText = (day: string) => formats().day(day, { dateStyle: 'medium' });

export type ExpiryState = ReturnType<typeof warrantyState>;
/** What is said of a document: its type and expiry, as kept or as waiting to be sent. */
export type DescribedDocument = { documentType: DocumentType | null; expiresOn: string | null };

/**
 * What a document row says of its type and expiry ('Warranty · expires Jul 10, 2027'), with the
 * expiry's state on `today` for its colour; null for a file with no type (a work order's).
 */
export function documentDetail(
  document: DescribedDocument,
  today: string,
): { text: string; state: ExpiryState | null } | null {
  if (!document.documentType) return null;
  const type = t(TYPE_LABELS[document.documentType]);
  if (!document.expiresOn) return { text: type, state: null };
  const state = warrantyState(document.expiresOn, today);
  const day = dayText(document.expiresOn);
  return {
    text:
      state === 'expired'
        ? t('assetHistory.documentExpired', { type, day })
        : t('assetHistory.documentExpires', { type, day }),
    state,
  };
}
