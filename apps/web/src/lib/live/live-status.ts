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

/**
 * A query's refetchInterval: the screen's own polling, only while the live stream is not live
 * (issue 34, docs/live.md). While it is, changes come by the stream and polling would only repeat
 * them; when it goes down for a while, the shell refetches what is on screen, which sets the
 * polling going again.
 */
export const pollUnlessLive = (ms: number) => () => (current === 'live' ? false : ms);
