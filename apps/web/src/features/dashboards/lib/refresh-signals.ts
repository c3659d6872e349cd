/**
 * requirements/dashboards.md#states: what makes a dashboard refresh besides its 30 s poll: a 'dashboard-refresh' window
 * event, the cross-tab 'site-assignments-updated' signal (BroadcastChannel 'cmms-events' or a
 * localStorage write, like task-updated), and user activity at most every 5 minutes.
 */
const DASHBOARD_REFRESH_EVENT = 'dashboard-refresh';
const SITE_ASSIGNMENTS_UPDATED = 'site-assignments-updated';
const CHANNEL_NAME = 'cmms-events';

/**
 * A function that runs `action` at most once per `intervalMs`; `lastRun` is when it last ran
 * (by default never, so the first call runs at once).
 */
export function throttle(
  action: () => void,
  intervalMs: number,
  now: () => number = Date.now,
  lastRun = Number.NEGATIVE_INFINITY,
) {
  let last = lastRun;
  return () => {
    const at = now();
    if (at - last < intervalMs) return;
    last = at;
    action();
  };
}

/** Listens for the refresh events and signals above; returns the unsubscribe. */
export function onDashboardSignals(refresh: () => void): () => void {
  const target = globalThis.window;
  if (!target) return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === SITE_ASSIGNMENTS_UPDATED) refresh();
  };
  target.addEventListener(DASHBOARD_REFRESH_EVENT, refresh);
  target.addEventListener(SITE_ASSIGNMENTS_UPDATED, refresh);
  target.addEventListener('storage', onStorage);
  let channel: BroadcastChannel | null = null;
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === SITE_ASSIGNMENTS_UPDATED) refresh();
    };
  }
  return () => {
    target.removeEventListener(DASHBOARD_REFRESH_EVENT, refresh);
    target.removeEventListener(SITE_ASSIGNMENTS_UPDATED, refresh);
    target.removeEventListener('storage', onStorage);
    channel?.close();
  };
}

/**
 * Tells this tab and the others that site assignments changed (requirements/dashboards.md#states), so dashboards
 * refresh their figures: a window event here, BroadcastChannel and a localStorage write there.
 */
export function announceSiteAssignments() {
  const target = globalThis.window;
  if (!target) return;
  target.dispatchEvent(new Event(SITE_ASSIGNMENTS_UPDATED));
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.postMessage({ type: SITE_ASSIGNMENTS_UPDATED });
    channel.close();
  }
  try {
    target.localStorage.setItem(SITE_ASSIGNMENTS_UPDATED, String(Date.now()));
  } catch {
    // Storage full or blocked: the channel and the poll still refresh the others.
  }
}

/** Calls `onActivity` on the person's input (pointer, keys, touch, scroll); returns the unsubscribe. */
export function onUserActivity(onActivity: () => void): () => void {
  const target = globalThis.window;
  if (!target) return () => undefined;
  const events = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
  for (const name of events) target.addEventListener(name, onActivity, { passive: true });
  return () => {
    for (const name of events) target.removeEventListener(name, onActivity);
  };
}
