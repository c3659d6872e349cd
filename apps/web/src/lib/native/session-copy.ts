import {
  restoreStoredSession,
  type StoredSession,
  storedSession,
  subscribeSession,
} from '../session';

/**
 * The native app's copy of the session in the phone's keychain / keystore
 * (@aparajita/capacitor-secure-storage). The session itself stays in localStorage under the
 * spec's keys (lib/session.ts), where every screen reads it; but a web view's storage can be
 * cleared by the system (iOS does so under storage pressure), which would sign the technician out
 * mid-shift. So the copy is written at sign-in, removed at logout, and put back at start when
 * storage has lost it.
 */
export interface SecretStore {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

const KEY = 'session';

async function keychain(): Promise<SecretStore> {
  return (await import('@aparajita/capacitor-secure-storage')).SecureStorage;
}

function parse(text: string | null): StoredSession | null {
  try {
    const value = text ? (JSON.parse(text) as Partial<StoredSession>) : null;
    if (typeof value?.token !== 'string' || typeof value.user !== 'string') return null;
    const loginTime = typeof value.loginTime === 'string' ? value.loginTime : null;
    return { token: value.token, user: value.user, loginTime };
  } catch {
    return null;
  }
}

/** At start, before the app reads the session: the copy comes back if storage lost it. */
export async function restoreSessionCopy(store: Promise<SecretStore> = keychain()): Promise<void> {
  if (storedSession()) return;
  const saved = parse(await (await store).getItem(KEY));
  if (saved) restoreStoredSession(saved);
}

/** Keeps the copy in step with the session from now on; answers the function that stops. */
export function keepSessionCopy(store: Promise<SecretStore> = keychain()): () => void {
  let written: string | null | undefined;
  // One write at a time, in order: a quick sign-out after a sign-in must end removed.
  let queue: Promise<unknown> = Promise.resolve();
  const sync = () => {
    const session = storedSession();
    const next = session ? JSON.stringify(session) : null;
    if (next === written) return;
    written = next;
    queue = queue
      .then(() => store)
      .then((secrets) => (next ? secrets.setItem(KEY, next) : secrets.removeItem(KEY)))
      // The copy is a safety net: the session works without it.
      .catch(() => undefined);
  };
  sync();
  return subscribeSession(sync);
}
