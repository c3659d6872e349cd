import type { ActivityEntry } from '@cmms/shared/activity';
import { t } from '../../../lib/i18n/i18n';
import { activityActionText } from '../../activity-log/public';

/** requirements/notifications.md#records: an admin notification, built from an activity entry and kept in the browser. */
export interface AdminNotification {
  id: string;
  /**
   * The activity's action ('pm_updated'), read in the reader's language when shown (adminTitle).
   * Entries stored before issue 32 have none: their action is read back from their title.
   */
  action?: string;
  /** The title in the language it was stored in: for older versions of the app. */
  title: string;
  message: string;
  timestamp: string;
  read: boolean;
  metadata: Record<string, unknown> | null;
  /** Removed by the admin: kept as a marker so the next fetch does not bring it back. */
  removed?: boolean;
}

/** What is stored under 'adminNotifications': whose they are, and the entries, newest first. */
export interface AdminNotificationStore {
  userId: string;
  items: AdminNotification[];
}

/**
 * Enough to always hold every entry one fetch can return (the latest 50), so a removed entry is
 * never fetched again after it has fallen out of the store.
 */
export const ADMIN_STORE_LIMIT = 200;

/**
 * 'user_signup' -> 'User signup', 'pm_updated' -> 'PM updated': as the activity log names
 * actions, in the reader's language. A title stored in the old way reads right again ('Pm
 * updated' -> 'PM updated').
 */
export function actionTitle(action: string): string {
  return activityActionText(action) || t('notifications.activityFallback');
}

/** The action a stored title names ('PM updated' -> 'pm_updated'): titles were its words. */
const actionOfTitle = (title: string) => title.trim().toLowerCase().replace(/\s+/g, '_');

/** An admin notification's title in the reader's language, whenever it was stored. */
export const adminTitle = (item: Pick<AdminNotification, 'action' | 'title'>) =>
  actionTitle(item.action ?? actionOfTitle(item.title));

export function fromActivity(
  entry: Pick<ActivityEntry, 'id' | 'action' | 'description' | 'timestamp' | 'metadata'>,
): AdminNotification {
  return {
    id: entry.id,
    action: entry.action,
    title: actionTitle(entry.action),
    message: entry.description,
    timestamp: entry.timestamp,
    read: false,
    metadata: entry.metadata,
  };
}

/**
 * Adds entries not seen before, unread; keeps what the admin already read or removed, with the
 * description as the server wrote it now (in the language the app speaks now). Another user's
 * store (a shared browser) starts afresh.
 */
export function mergeAdminNotifications(
  stored: AdminNotificationStore | null,
  userId: string,
  entries: Parameters<typeof fromActivity>[0][],
): AdminNotificationStore {
  const fresh = new Map(entries.map((entry) => [entry.id, entry]));
  const kept = (stored?.userId === userId ? stored.items : []).map((item) => {
    const entry = fresh.get(item.id);
    return entry ? { ...item, action: entry.action, message: entry.description } : item;
  });
  const known = new Set(kept.map((item) => item.id));
  const added = entries.filter((entry) => !known.has(entry.id)).map(fromActivity);
  const items = [...added, ...kept]
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
    .slice(0, ADMIN_STORE_LIMIT);
  return { userId, items };
}

export const visibleAdminNotifications = (store: AdminNotificationStore | null, userId: string) =>
  store?.userId === userId ? store.items.filter((item) => !item.removed) : [];

/** Reads the stored value leniently: anything unreadable counts as nothing stored. */
export function parseAdminStore(raw: string | null): AdminNotificationStore | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { userId, items } = value as Partial<AdminNotificationStore>;
    if (typeof userId !== 'string' || !Array.isArray(items)) return null;
    return {
      userId,
      items: items
        .filter((item) => typeof item?.id === 'string')
        // Titles kept before issue 30 read 'Pm updated'.
        .map((item) => ({ ...item, title: actionTitle(String(item.title ?? '')) })),
    };
  } catch {
    return null;
  }
}
