import { isAdminRole } from '@cmms/shared/roles';
import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../../../lib/session';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage-keys';
import { resolveSiteSelection, type SiteSelection } from '../lib/site-selection';
import { useSiteOptions } from './sites';

/** The spec's key (doc 000 §3, §6): the admin's chosen site, restored on the next visit. */
export const SELECTED_SITE_KEY = 'selectedSiteId';

// The pick of this session, per user, shared by the header's selector and every screen that
// reads it; a module store, so it outlives screen changes without a provider.
const picks = new Map<string, string | null>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function pick(userId: string, siteId: string | null, remember: boolean) {
  picks.set(userId, siteId);
  if (remember) {
    if (siteId) writeStorage(SELECTED_SITE_KEY, siteId);
    else removeStorage(SELECTED_SITE_KEY);
  }
  for (const listener of listeners) listener();
}

export type SiteSelectionState = SiteSelection & {
  /** A site id, or null for all sites. */
  select(siteId: string | null): void;
  isLoading: boolean;
};

/**
 * The site the signed-in user works on, by the rule of doc 000 §6 (lib/site-selection.ts).
 * Admins load every site; everyone else reads the sites of their own user data.
 */
export function useSiteSelection(): SiteSelectionState {
  const user = useSession()?.user;
  const userId = user?.id ?? '';
  const admin = isAdminRole(user?.role);
  const allSites = useSiteOptions(userId, admin && userId !== '');
  const chosen = useSyncExternalStore(
    subscribe,
    () => picks.get(userId),
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
    saved: admin ? readStorage(SELECTED_SITE_KEY) : null,
    chosen,
  });
  return { ...selection, select, isLoading: admin && allSites.isPending };
}
