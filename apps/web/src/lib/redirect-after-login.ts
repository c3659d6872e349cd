import { dashboardPathOf } from '@cmms/shared/route-access';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage-keys';

/** Where a location-like object points: path, query and hash. */
export function pathOf(location: { pathname: string; search?: string; hash?: string }): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

// Pages that only make sense signed out: landing on one after sign-in would bounce or loop.
const SIGNED_OUT_PAGES = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/super-admin-register',
];

/**
 * A path inside this app, never another origin: '//evil.example' and '/\evil.example' are
 * protocol-relative URLs to a browser, so a stored or passed value cannot send the user away.
 */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return false;
  }
  const pathname = path.split(/[?#]/)[0] ?? '';
  return !SIGNED_OUT_PAGES.includes(pathname.replace(/\/+$/, '') || '/');
}

/** requirements/accounts.md#screens: the path a signed-out visit wanted, kept under redirect_after_login. */
export function rememberRedirect(path: string): void {
  if (isSafeReturnPath(path)) writeStorage(storageKeys.redirectAfterLogin, path);
}

/** Reads and forgets the remembered path, so it is used by one sign-in only. */
export function takeRedirect(): string | null {
  const saved = readStorage(storageKeys.redirectAfterLogin);
  removeStorage(storageKeys.redirectAfterLogin);
  return saved;
}

export interface LandingChoice {
  /** The location a guard passed in router state; password sign-in only (requirements/accounts.md#screens). */
  from?: string | null;
  /** The remembered redirect_after_login path. */
  saved?: string | null;
  role: string | null | undefined;
}

/** Where a fresh sign-in lands: the guarded page, else the remembered path, else the dashboard. */
export function landingPath({ from, saved, role }: LandingChoice): string {
  if (isSafeReturnPath(from)) return from;
  if (isSafeReturnPath(saved)) return saved;
  return dashboardPathOf(role);
}

/** The `from` location a guard put in router state, as a path; null when there is none. */
export function fromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state as { from: unknown };
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return pathOf({ pathname, search: text(search), hash: text(hash) });
}
