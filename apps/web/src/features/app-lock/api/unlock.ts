import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';

/**
 * The PIN is checked by the server, the only place that knows it. POST /pin/check verifies the
 * signed-in user's own PIN without opening a new session, so the session goes on as it was.
 */
const checkPin = (pin: string) =>
  apiRequest<{ valid: true }>('POST', '/pin/check', { body: { pin } });

export const useUnlock = () => useMutation({ mutationFn: checkPin });

/**
 * A wrong PIN reads 'Incorrect PIN. Please try again.'; a lock after too many tries (429) or a
 * deactivated account shows the server's own reason; no answer shows the connection text.
 */
export function unlockErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t('auth.unexpected');
  // A wrong PIN is a 400 (the session is fine); a 401 means the session itself ended.
  if (error.status === 400) return t('appLock.incorrectPin');
  // No answer: the client's own words say whether the connection failed or timed out.
  if (error.status === 0) return error.message;
  return serverReasonOr(error, t('auth.unexpected'));
}
