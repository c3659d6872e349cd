import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiRequest } from '../api-client';
import type { QueuedChange } from './changes';
import { indexedDbChangeStore, indexedDbFileStore } from './idb-store';
import { multipartBody } from './kept-files';
import { createOfflineQueue } from './offline-queue';

export { changeText } from './change-text';
export type { QueuedChange, QueuedFile } from './changes';
export { KeptFilesFullError } from './kept-files';
export { worksOnSite } from './on-site';

/**
 * How long an upload may take: 25 MB at a slow 2 Mbit/s is under two minutes. The 30 s of every
 * other call would give up on a document the phone is still sending, and try it again forever.
 */
const UPLOAD_TIMEOUT_MS = 120_000;

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
  files: indexedDbFileStore(),
  send: (change: QueuedChange, blob?: Blob) =>
    apiRequest(change.method, change.path, {
      body: change.file && blob ? multipartBody(change.file, blob) : change.body,
      headers: { 'Idempotency-Key': change.id },
      retry: false,
      ...(change.file ? { timeoutMs: UPLOAD_TIMEOUT_MS } : {}),
    }),
  isOnline: () => globalThis.navigator?.onLine !== false,
  newId: newChangeId,
  now: () => new Date(),
});

/** The signed-in user's waiting and refused changes; re-renders when they change. */
export function useQueuedChanges(): QueuedChange[] {
  return useSyncExternalStore(offlineQueue.subscribe, offlineQueue.snapshot, offlineQueue.snapshot);
}

/**
 * An object URL for the bytes a waiting change carries (a photo shown as waiting), revoked when
 * the screen no longer shows it; null while it is read, or when nothing is kept under that id.
 */
export function useKeptFileUrl(changeId: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let gone = false;
    void offlineQueue.keptFile(changeId).then((blob) => {
      if (gone || !blob) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [changeId]);
  return url;
}
