import type { AuthResult } from '@cmms/shared/accounts';
import { authTexts } from '@cmms/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** Doc 000 §5, verbatim. */
export const lockTexts = {
  pinInvalid: authTexts.pinInvalid,
  pinPrompt: authTexts.pinPrompt,
  incorrectPin: 'Incorrect PIN. Please try again.',
} as const;

/** The PIN is checked by the server, the only place that knows it (POST /pin/verify). */
export const verifyPin = (body: { email: string; pin: string }) =>
  apiRequest<AuthResult>('POST', '/pin/verify', { body, auth: false });

export const useUnlock = () => useMutation({ mutationFn: verifyPin });

/**
 * A wrong PIN reads 'Incorrect PIN. Please try again.'; a lock after too many tries (429) or a
 * deactivated account shows the server's own reason; no answer shows the connection text.
 */
export function unlockErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return authTexts.unexpected;
  if (error.status === 401) return lockTexts.incorrectPin;
  if (error.status === 0 || (error.status >= 400 && error.status < 500)) return error.message;
  return authTexts.unexpected;
}
