import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage-keys';

/**
 * requirements/notifications.md#screens: delete removes a notification only in this browser. The ids are kept so the
 * next fetch does not bring it back; ids are UUIDs, unique across users.
 */
const DELETED_NOTIFICATIONS_KEY = 'deletedNotifications';
const MAX_KEPT = 500;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedIds: ReadonlySet<string> = new Set();

function read(): ReadonlySet<string> {
  const raw = readStorage(DELETED_NOTIFICATIONS_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = new Set(parse(raw));
  }
  return cachedIds;
}

function parse(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(ids: string[]) {
  // The newest ids are kept: an old deleted notification is long past the first pages.
  writeStorage(DELETED_NOTIFICATIONS_KEY, JSON.stringify(ids.slice(-MAX_KEPT)));
  for (const listener of listeners) listener();
}

export const deleteLocally = (id: string) => write([...read(), id]);
export const restoreLocally = (id: string) => write([...read()].filter((kept) => kept !== id));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useDeletedIds = () => useSyncExternalStore(subscribe, read, read);
