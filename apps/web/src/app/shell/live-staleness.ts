import type { LiveChange } from '@cmms/shared/live';

/**
 * The caches a change makes stale, by its topic (the activity family of the change, or a
 * notification): the lists, dashboards and pages that read them refetch, whatever screen is open.
 */
const STALE_AFTER: Record<string, string[]> = {
  task: ['work-orders', 'dashboard', 'assets', 'pm', 'reports'],
  notification: ['notifications'],
  checklist: ['checklists', 'dashboard'],
  material: ['materials', 'dashboard'],
  leave: ['attendance', 'dashboard'],
  punch: ['attendance', 'dashboard'],
  pm: ['pm', 'work-orders', 'dashboard', 'reports'],
  asset: ['assets', 'dashboard'],
  site: ['sites', 'dashboard'],
  user: ['users', 'staff', 'assignees', 'dashboard'],
  // A request of the portal (issue 35): sent, or decided by someone else. The Requests screen
  // and its count, and the dashboards' New requests card.
  request: ['requests', 'dashboard'],
};

/**
 * The query-key roots a live change makes stale for this tab (docs/live.md). None for one's own
 * change when this tab has just changed something (`changedHere`): it refreshed itself on its
 * success, and refetching under its optimistic state (a checklist's ticks) would only race it.
 * The same person's other tabs and devices made no change, and do refetch: they do not poll
 * while the stream is live. An administrator's bell lists the activity log's admin
 * notifications: any change of someone else's may add one.
 */
export function staleAfter(
  change: Pick<LiveChange, 'topic' | 'data'>,
  reader: { me: string; adminBell: boolean; changedHere: boolean },
): string[] {
  const own = change.data?.by === reader.me;
  if (own && reader.changedHere) return [];
  const roots = STALE_AFTER[change.topic] ?? [];
  return reader.adminBell && !own && change.topic !== 'notification'
    ? [...roots, 'notifications']
    : roots;
}
