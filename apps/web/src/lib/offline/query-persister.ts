import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/** How long a screen's last answer is kept for offline use. */
export const OFFLINE_CACHE_MAX_AGE_MS = 3 * 24 * 60 * 60_000;

/**
 * What a field worker needs with no signal (issue 21): their work, its assets, their
 * checklists and grids, their sites, attendance, the dashboard and who they are. Lists of
 * users, materials or roles are not kept.
 */
const KEPT = new Set([
  'work-orders',
  'assets',
  'checklists',
  'attendance',
  'sites',
  'dashboard',
  'auth',
]);

export const isKeptOffline = (query: Pick<Query, 'queryKey' | 'state'>) =>
  query.state.status === 'success' && KEPT.has(String(query.queryKey[0]));

// A database of its own: idb-keyval creates one store per database (a second createStore on the
// same database name finds no store of that name).
let store: UseStore | null = null;
const opened = () => {
  store ??= createStore('cmms-queries', 'queries');
  return store;
};
const keyOf = (userId: string) => `queries:${userId}`;

/** The signed-in user's answers in IndexedDB, under their own key (a shared phone). */
export const userQueryPersister = (userId: string) =>
  createAsyncStoragePersister({
    key: keyOf(userId),
    storage: {
      getItem: (key) => get<string>(key, opened()).then((value) => value ?? null),
      setItem: (key, value: string) => set(key, value, opened()),
      removeItem: (key) => del(key, opened()),
    },
    // Written a second after the answers arrive (docs/offline.md), as TanStack's default.
    throttleTime: 1_000,
  });

/** Signing out forgets the answers kept for that user. */
export const forgetUserQueries = (userId: string) => del(keyOf(userId), opened());
