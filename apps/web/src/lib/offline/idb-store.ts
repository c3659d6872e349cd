import { createStore, get, type UseStore, update } from 'idb-keyval';
import type { ChangeStore, QueuedChange } from './changes';

/**
 * The changes in IndexedDB (idb-keyval): one list per user, so a shared phone never sends one
 * person's changes with another's session, and a change survives closing the app. The database
 * opens on first use, not on import.
 */
export function indexedDbChangeStore(): ChangeStore {
  let store: UseStore | null = null;
  const opened = () => {
    store ??= createStore('cmms-changes', 'changes');
    return store;
  };
  const key = (userId: string) => `changes:${userId}`;
  return {
    read: async (userId) => (await get<QueuedChange[]>(key(userId), opened())) ?? [],
    // idb-keyval's update reads and writes in one IndexedDB transaction.
    update: (userId, change) =>
      update<QueuedChange[]>(key(userId), (changes) => change(changes ?? []), opened()),
  };
}
