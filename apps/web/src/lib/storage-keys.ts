/** Local storage keys the spec names (doc 000 §3); every reader and writer uses these. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  loginTime: 'loginTime',
  redirectAfterLogin: 'redirect_after_login',
} as const;

// Storage can throw (private mode, disabled cookies); a missing value is the safe answer.
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
