/** Local storage keys the spec names (requirements/product.md#records); every reader and writer uses these. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  loginTime: 'loginTime',
  redirectAfterLogin: 'redirect_after_login',
  loggedOut: 'logged_out',
  sidebarCollapsed: 'sidebarCollapsed',
  /** The spec's login-error marker (requirements/product.md#calls), cleared by any 401. */
  loginError: 'login_error',
  /** When the last connectivity check failed (epoch ms): the network-error flag of requirements/product.md#states. */
  networkError: 'network_error',
  /** Custom roles as their authors wrote them, from GET /user/me (ours, not the spec's). */
  roleLabels: 'role_labels',
  /** How far this device's clock is from the server's, in ms (ours; lib/server-clock.ts). */
  clockOffset: 'clock_offset',
  /** The language last picked on this device, in Settings or on the sign-in page (ours). */
  language: 'language',
  /** The organisation's default language as GET /auth/config last gave it (ours). */
  organisationLanguage: 'organisation_language',
} as const;

/** The network-error flags that "Clear Network Errors" removes (requirements/product.md#screens). */
export const networkErrorKeys = [storageKeys.networkError] as const;

// Storage can throw (private mode, disabled cookies); a missing value is the safe answer.
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

// Writes fail quietly for the same reason: the app still works for this page's lifetime.
export function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not kept.
  }
}

export function removeStorage(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to do: there is nothing readable to remove.
  }
}
