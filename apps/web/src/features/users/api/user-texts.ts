import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';

/** requirements/users-and-roles.md#errors: a failed delete shows 'Error: ' and the server's error, else the local text. */
export function deleteUserErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status > 0
    ? t('users.errorWithReason', { reason: error.message })
    : t('users.deleteBlocked');
}

/** requirements/users-and-roles.md#errors: a failed load, or the expired-session text on a 401. */
export function usersLoadErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 401
    ? t('users.sessionExpired')
    : t('users.loadFailed');
}
