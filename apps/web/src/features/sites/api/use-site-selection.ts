import { isAdminRole } from '@cmms/shared/roles';
import { useCallback, useSyncExternalStore } from 'react';
import { readSession, subscribeSession, useSession } from '../../../lib/session';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage-keys';
import {
  ALL_SITES_SAVED,
  ownerKeyOf,
  readSavedChoice,
  resolveSiteSelection,
  SELECTED_SITE_KEY,
  type SiteSelection,
  userKeyOf,
} from '../lib/site-selection';
import { useSiteOptions } from './sites';

/** What a pick is: a site id, or null for all sites. Undefined: no pick made or kept. */
type Choice = string | null | undefined;

// The picks of this page's life, per user, shared by the header's selector and every screen
// that reads it; storage keeps them across reloads (lib/site-selection.ts, "Kept across
// reloads"), this map keeps them where storage cannot be written (private mode).
const picks = new Map<string, string | null>();
const listeners = new Set<() => void>();
const announce = () => {
  for (const listener of listeners) listener();
};

// Signing out (here, in another tab, or a 401) forgets the spec's shared key, so whoever signs
// in next on this device starts from their own choice; each user's own key stays theirs.
let watchingSession = false;
function watchSession() {
  if (watchingSession) return;
  watchingSession = true;
  subscribeSession(() => {
    if (readSession()) return;
    removeStorage(SELECTED_SITE_KEY);
    removeStorage(ownerKeyOf());
    picks.clear();
  });
}

// A pick in another tab of this browser is this tab's pick too.
function onStorage(event: StorageEvent) {
  if (event.key === null || event.key.startsWith(SELECTED_SITE_KEY)) {
    picks.clear();
    announce();
  }
}

function subscribe(listener: () => void) {
  watchSession();
  if (listeners.size === 0) globalThis.window?.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.window?.removeEventListener('storage', onStorage);
  };
}

function currentChoice(userId: string, admin: boolean): Choice {
  if (userId === '') return undefined;
  if (picks.has(userId)) return picks.get(userId);
  return readSavedChoice(readStorage, userId, admin);
}

/**
 * Keeps the pick: for the session in memory, across reloads under the user's own key, and for
 * an administrator under the spec's `selectedSiteId` too, marked with whose it is.
 */
function pick(userId: string, siteId: string | null, admin: boolean) {
  picks.set(userId, siteId);
  writeStorage(userKeyOf(userId), siteId ?? ALL_SITES_SAVED);
  if (admin) {
    if (siteId) writeStorage(SELECTED_SITE_KEY, siteId);
    else removeStorage(SELECTED_SITE_KEY);
    writeStorage(ownerKeyOf(), userId);
  }
  announce();
}

export type SiteSelectionState = SiteSelection & {
  /** A site id, or null for all sites. */
  select(siteId: string | null): void;
  isLoading: boolean;
};

/**
 * The site the signed-in user works on, by the rule of lib/site-selection.ts: one choice,
 * read by the header's selector and every screen that lists site data, kept across reloads.
 * Admins load every site; everyone else reads the sites of their own user data.
 */
export function useSiteSelection(): SiteSelectionState {
  const user = useSession()?.user;
  const userId = user?.id ?? '';
  const admin = isAdminRole(user?.role);
  const allSites = useSiteOptions(userId, admin && userId !== '');
  const chosen = useSyncExternalStore(
    subscribe,
    () => currentChoice(userId, admin),
    () => undefined,
  );
  const select = useCallback(
    (siteId: string | null) => {
      if (userId) pick(userId, siteId, admin);
    },
    [userId, admin],
  );

  const selection = resolveSiteSelection({
    user: user ?? { role: '' },
    allSites: admin ? allSites.data : undefined,
    chosen,
  });
  return { ...selection, select, isLoading: admin && allSites.isPending };
}
