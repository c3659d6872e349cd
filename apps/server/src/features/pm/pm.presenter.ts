import { isMessage, type Message } from '@cmms/shared/i18n/message';
import type { Translator } from '@cmms/shared/i18n/translator';
import type { Pm, PmPriority, PmRecurrence, PmStatus } from '@cmms/shared/pm';
import type { PmRecipient } from './pm.recipients';
import type { PmWithNames } from './pm.repository';

const ref = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

/**
 * generation_error keeps why a PM's work order could not be made as a message in JSON (issue
 * 32), so each reader reads it in their own language. A plain string is a row written before,
 * in English, or an error another feature still gives as English: it is shown as it is.
 */
export const storedReason = (reason: Message | string) =>
  typeof reason === 'string' ? reason : JSON.stringify(reason);

function reasonText(stored: string | null, translator: Translator): string | null {
  if (stored === null || !stored.startsWith('{')) return stored;
  try {
    const parsed: unknown = JSON.parse(stored);
    // A reason whose message the catalogues no longer read: the generic one, never the JSON.
    return isMessage(parsed)
      ? translator.renderStored(parsed, translator.t('pm.noRecipient'))
      : stored;
  } catch {
    return stored;
  }
}

/** A PM as the screens read it, its texts in the reader's language. */
export const presentPm =
  (translator: Translator) =>
  (row: PmWithNames & { recipient: PmRecipient | null }): Pm => ({
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority as PmPriority,
    recurrence: row.recurrence as PmRecurrence,
    assetId: row.assetId,
    asset: { id: row.assetId, name: row.assetName, site: { id: row.siteId, name: row.siteName } },
    date: row.date,
    status: row.status as PmStatus,
    assigneeId: row.assigneeId,
    assignee: ref(row.assigneeId, row.assigneeName),
    recipient: row.recipient,
    openWorkOrder:
      row.openTaskId && row.openTaskNumber && row.openTaskStatus
        ? { id: row.openTaskId, workOrderNumber: row.openTaskNumber, status: row.openTaskStatus }
        : null,
    generationError: reasonText(row.generationError, translator),
    lastCompletedAt: row.lastCompletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
