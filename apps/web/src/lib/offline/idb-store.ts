import { createStore, del, entries, get, set, type UseStore, update } from 'idb-keyval';
import type { ChangeStore, FileStore, KeptFile, QueuedChange } from './changes';

/** idb-keyval's store, opened on first use, not on import. */
function lazyStore(database: string, name: string) {
  let store: UseStore | null = null;
  return () => {
    store ??= createStore(database, name);
    return store;
  };
}

/**
 * The changes in IndexedDB (idb-keyval): one list per user, so a shared phone never sends one
 * person's changes with another's session, and a change survives closing the app.
 */
export function indexedDbChangeStore(): ChangeStore {
  const opened = lazyStore('cmms-changes', 'changes');
  const key = (userId: string) => `changes:${userId}`;
  return {
    read: async (userId) => (await get<QueuedChange[]>(key(userId), opened())) ?? [],
    // idb-keyval's update reads and writes in one IndexedDB transaction.
    update: (userId, change) =>
      update<QueuedChange[]>(key(userId), (changes) => change(changes ?? []), opened()),
  };
}

/**
 * The bytes of waiting photos and documents, one entry per change. A database of its own:
 * idb-keyval makes one object store per database, and the list's must stay small.
 */
export function indexedDbFileStore(): FileStore {
  const opened = lazyStore('cmms-change-files', 'files');
  return {
    put: (changeId, entry) => set(changeId, entry, opened()),
    get: (changeId) => get<KeptFile>(changeId, opened()),
    delete: (changeId) => del(changeId, opened()),
    // A Blob read back from IndexedDB is a handle: its size is known without reading the bytes.
    list: async () =>
      (await entries<string, KeptFile>(opened())).map(([changeId, entry]) => ({
        changeId,
        userId: entry.userId,
        size: entry.blob.size,
      })),
  };
}
