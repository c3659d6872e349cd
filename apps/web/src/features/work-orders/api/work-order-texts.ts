import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';

/**
 * How many assets the form's asset picker lists (ours: the spec shows no such text): some of
 * them while a search would narrow the list, else all that match.
 */
export function assetsShownText(shown: number, total: number): string {
  return shown < total
    ? t('workOrders.assetsShownSome', { shown, total })
    : t('workOrders.assetsMatching', { total });
}

/**
 * A status change or delete the server refused because of the work order's state (409, such as
 * 'Task is locked after due date') shows the server's words, in the language it was asked in;
 * anything else the spec's fallback.
 */
export function workOrderActionError(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 409 ? error.message : fallback;
}
