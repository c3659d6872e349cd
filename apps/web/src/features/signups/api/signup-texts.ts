import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';

/** 'Failed to reject user: ' and the server's error, or 'Unknown error'. */
export function rejectErrorMessage(error: unknown): string {
  const reason = error instanceof ApiError && error.status > 0 ? error.message : '';
  return t('signups.rejectFailed', { reason: reason || t('signups.unknownError') });
}
