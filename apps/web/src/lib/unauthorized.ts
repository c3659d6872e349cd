import { pathOf, rememberRedirect } from './redirect-after-login';
import { removeStorage, storageKeys } from './storage-keys';

export type UnauthorizedInfo = { method: string; path: string };

const listeners = new Set<(info: UnauthorizedInfo) => void>();

/** Lets the app react to a refused token (providers re-check the session with the server). */
export function onUnauthorized(listener: (info: UnauthorizedInfo) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * requirements/accounts.md#calls: any 401 on an API call clears the login-error marker and saves the current path
 * as redirect_after_login. Ending the session is left to the profile check (one place for it:
 * features/auth/api/session.ts), which the listeners ask to run again.
 */
export function handleUnauthorized(info: UnauthorizedInfo): void {
  removeStorage(storageKeys.loginError);
  const location = globalThis.location;
  if (location) rememberRedirect(pathOf(location));
  for (const listener of listeners) listener(info);
}
