import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';

/**
 * requirements/accounts.md#errors for the account and recovery screens: the server's reason when it gives one, the
 * slow-server text on a timeout, and `fallback` (the screen's own failure text) otherwise.
 */
export function accountErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return t('account.genericError');
  if (error.code === 'TIMEOUT') return t('account.serverSlow');
  if (error.status === 0) return t('account.genericError');
  // A server fault's text is not meant for users; the screen's own words are.
  if (error.status >= 500) return fallback;
  return error.message || fallback;
}
