import { useSyncExternalStore } from 'react';
import type { LiveStatus } from './live-client';

/** The tab's live stream as the header shows it: one value, set by the shell's stream. */
let current: LiveStatus = 'connecting';
const listeners = new Set<() => void>();

export function setLiveStatus(status: LiveStatus) {
  if (status === current) return;
  current = status;
  for (const listener of listeners) listener();
}

export function useLiveStatus() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
