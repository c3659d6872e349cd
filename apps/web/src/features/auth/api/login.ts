import type { AuthResult } from '@cmms/shared/accounts';
import type { LoginBody, PinLoginBody } from '@cmms/shared/auth';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { useAction } from '../../../lib/use-action';
import { retryIfUnreached, wakeUpServer } from '../../../lib/wake-up';

// Sign-in calls never send a stale token from an earlier session.
const postLogin = (body: LoginBody) =>
  apiRequest<AuthResult>('POST', '/auth/login', { body, auth: false });

/** requirements/accounts.md#calls: wake the server first, then sign in, sending again once if it never arrived. */
async function login(body: LoginBody): Promise<AuthResult> {
  await wakeUpServer();
  return retryIfUnreached(() => postLogin(body));
}

const pinLogin = (body: PinLoginBody) =>
  apiRequest<AuthResult>('POST', '/pin/verify', { body, auth: false });

// useAction, not TanStack's useMutation: the login page loads without the query library.
export const useLogin = () => useAction(login);
export const usePinLogin = () => useAction(pinLogin);

function connectionMessage(error: ApiError): string | undefined {
  if (error.code === 'TIMEOUT') return t('auth.timeout');
  if (error.code === 'NETWORK_ERROR') return t('auth.networkError');
  return undefined;
}

/**
 * requirements/accounts.md#errors: a wrong password reads the same whatever the server says; any other answer
 * (pending approval, deactivated, too many attempts) shows the server's own reason.
 */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t('auth.unexpected');
  if (error.status === 401) return t('auth.invalidCredentials');
  return connectionMessage(error) ?? error.message;
}

/** requirements/accounts.md#errors: client errors show the server's reason, anything else a generic text. */
export function pinLoginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t('auth.unexpected');
  if (error.status === 401) return t('auth.invalidPin');
  return serverReasonOr(error, connectionMessage(error) ?? t('auth.unexpected'));
}
