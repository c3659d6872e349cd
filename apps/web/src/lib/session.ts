import type { AuthResult, SessionUser } from '@cmms/shared/accounts';
import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage-keys';

export type { AuthResult, SessionUser };

export interface Session {
  token: string;
  user: SessionUser;
}

// The session lives in localStorage under the spec's keys (requirements/accounts.md#records), so it survives reloads
// and other tabs see it; this module is the only place that writes those keys.
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Stores a sign-in answer (requirements/accounts.md#states: logged in once login stores user and token). */
export function saveSession({ token, user }: AuthResult): void {
  writeStorage(storageKeys.token, token);
  writeStorage(storageKeys.user, JSON.stringify(user));
  writeStorage(storageKeys.loginTime, new Date().toISOString());
  removeStorage(storageKeys.loggedOut);
  notify();
}

/** Replaces the stored user with a fresher copy from the server, keeping the token. */
export function updateSessionUser(user: SessionUser): void {
  const next = JSON.stringify(user);
  if (readStorage(storageKeys.user) === next) return;
  writeStorage(storageKeys.user, next);
  notify();
}

/** requirements/accounts.md#states: logout clears token, user and loginTime and sets logged_out. */
export function clearSession(): void {
  removeStorage(storageKeys.token);
  removeStorage(storageKeys.user);
  removeStorage(storageKeys.loginTime);
  writeStorage(storageKeys.loggedOut, 'true');
  notify();
}

/** The stored session as the keys hold it, for the native app's copy (lib/native/session-copy.ts). */
export interface StoredSession {
  token: string;
  user: string;
  loginTime: string | null;
}

export function storedSession(): StoredSession | null {
  const token = readStorage(storageKeys.token);
  const user = readStorage(storageKeys.user);
  return token && user ? { token, user, loginTime: readStorage(storageKeys.loginTime) } : null;
}

/**
 * Puts back a session kept elsewhere when storage has none (the phone cleared the web view's
 * storage). Its own sign-in time comes back with it, so the day-change logout still applies.
 */
export function restoreStoredSession(saved: StoredSession): void {
  if (readStorage(storageKeys.token)) return;
  writeStorage(storageKeys.token, saved.token);
  writeStorage(storageKeys.user, saved.user);
  if (saved.loginTime) writeStorage(storageKeys.loginTime, saved.loginTime);
  removeStorage(storageKeys.loggedOut);
  notify();
}

let cachedKey: string | undefined;
let cachedSession: Session | null = null;

/**
 * The stored session, or null. requirements/accounts.md#validation: a user needs a stored token and a stored user id.
 * The same object is returned while storage is unchanged, as useSyncExternalStore requires.
 */
export function readSession(): Session | null {
  const token = readStorage(storageKeys.token);
  const rawUser = readStorage(storageKeys.user);
  const key = `${token}\n${rawUser}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cachedSession = parseSession(token, rawUser);
  }
  return cachedSession;
}

export const currentUser = (): SessionUser | null => readSession()?.user ?? null;

function parseSession(token: string | null, rawUser: string | null): Session | null {
  if (!token || !rawUser) return null;
  try {
    const user: unknown = JSON.parse(rawUser);
    // Only the id is required, as the spec's guard checks; the rest is what the server sent.
    if (typeof user !== 'object' || user === null) return null;
    const { id } = user as { id?: unknown };
    return typeof id === 'string' && id !== '' ? { token, user: user as SessionUser } : null;
  } catch {
    return null;
  }
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Signing in or out in another tab changes storage there; this tab follows.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.token || event.key === storageKeys.user) {
      listener();
    }
  };
  globalThis.window?.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.window?.removeEventListener('storage', onStorage);
  };
}

/** The current session; the component re-renders when the user signs in or out. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}

/** The signed-in user's id, '' while signed out: the queries keyed by it wait for one. */
export const useMe = () => useSession()?.user.id ?? '';
