import { normalizeRole } from '@cmms/shared/roles';
import { storageKeys } from './storage-keys';

/** The user as the sign-in calls answer it (doc 000 §7: token, user). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: string;
}

export interface AuthResult {
  token: string;
  user: SessionUser;
}

// Minimal for now: the next issue replaces this with the session store and route guards.
export function saveSession({ token, user }: AuthResult) {
  localStorage.setItem(storageKeys.token, token);
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  localStorage.setItem(storageKeys.loginTime, new Date().toISOString());
}

/** Spec doc 000 §2.2: each role has its own area; an unknown role is a technician. */
export function dashboardPath(role: string | null | undefined): string {
  return `/${normalizeRole(role)}/dashboard`;
}
