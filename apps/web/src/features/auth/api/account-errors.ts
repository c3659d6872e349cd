import { accountTexts } from '@cmms/shared/accounts';
import { ApiError } from '../../../lib/api-client';

/**
 * requirements/accounts.md#errors for the account and recovery screens: the server's reason when it gives one, the
 * slow-server text on a timeout, and `fallback` (the screen's own failure text) otherwise.
 */
export function accountErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return accountTexts.genericError;
  if (error.code === 'TIMEOUT') return accountTexts.serverSlow;
  if (error.status === 0) return accountTexts.genericError;
  // A server fault's text is not meant for users; the screen's own words are.
  if (error.status >= 500) return fallback;
  return error.message || fallback;
}
