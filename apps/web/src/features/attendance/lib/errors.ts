import { ApiError, serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';

/**
 * What a failed change says: the spec's text for it (`fallback`), unless the server refused it
 * on purpose (4xx), whose words say why (an overlapping leave, a holiday already on that day);
 * no answer at all is a network error.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) return t('attendance.networkError');
  return serverReasonOr(error, fallback);
}

/** The server's message of an admin-screen failure, for 'Error ...: {error}' (requirements/attendance.md#errors). */
export const reasonOf = (error: unknown) =>
  error instanceof ApiError && error.status === 0
    ? t('attendance.networkError')
    : error instanceof Error
      ? error.message
      : String(error);
