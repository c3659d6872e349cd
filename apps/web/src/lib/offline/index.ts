import { useSyncExternalStore } from 'react';
import { apiRequest } from '../api-client';
import type { QueuedChange } from './changes';
import { indexedDbChangeStore } from './idb-store';
import { createOfflineQueue } from './offline-queue';

export { changeText } from './change-text';
export type { QueuedChange } from './changes';
export { worksOnSite } from './on-site';

/** A v4 UUID; crypto.randomUUID exists only on HTTPS and localhost, not on a LAN address. */
function newChangeId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The app's queue: IndexedDB, the API client, the browser's idea of being online. */
export const offlineQueue = createOfflineQueue({
  store: indexedDbChangeStore(),
  send: (change: QueuedChange) =>
    apiRequest(change.method, change.path, {
      body: change.body,
      headers: { 'Idempotency-Key': change.id },
      retry: false,
    }),
  isOnline: () => globalThis.navigator?.onLine !== false,
  newId: newChangeId,
  now: () => new Date(),
});

/** The signed-in user's waiting and refused changes; re-renders when they change. */
export function useQueuedChanges(): QueuedChange[] {
  return useSyncExternalStore(offlineQueue.subscribe, offlineQueue.snapshot, offlineQueue.snapshot);
}
