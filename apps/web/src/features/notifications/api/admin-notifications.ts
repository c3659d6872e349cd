import type { ActivityEntry } from '@cmms/shared/activity';
import { isAdminRole } from '@cmms/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { pollUnlessLive } from '../../../lib/live/live-status';
import { readStorage, writeStorage } from '../../../lib/storage-keys';
import {
  type AdminNotification,
  type AdminNotificationStore,
  mergeAdminNotifications,
  parseAdminStore,
  visibleAdminNotifications,
} from '../lib/admin-notifications';
import { UNREAD_POLL_MS } from './notifications';

/** The spec's key (requirements/notifications.md#records). */
const ADMIN_NOTIFICATIONS_KEY = 'adminNotifications';
const FETCH_SIZE = 50;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedStore: AdminNotificationStore | null = null;

function readStore(): AdminNotificationStore | null {
  const raw = readStorage(ADMIN_NOTIFICATIONS_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedStore = parseAdminStore(raw);
  }
  return cachedStore;
}

function writeStore(store: AdminNotificationStore) {
  writeStorage(ADMIN_NOTIFICATIONS_KEY, JSON.stringify(store));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes the admin's own entries (requirements/notifications.md#who-may-do-what: only admins mark read or remove them). */
function edit(userId: string, change: (item: AdminNotification) => AdminNotification) {
  const store = readStore();
  if (store?.userId !== userId) return;
  writeStore({ userId, items: store.items.map(change) });
}

export const markAdminRead = (userId: string, id: string) =>
  edit(userId, (item) => (item.id === id ? { ...item, read: true } : item));
export const markAllAdminRead = (userId: string) =>
  edit(userId, (item) => ({ ...item, read: true }));
export const removeAdminNotification = (userId: string, id: string) =>
  edit(userId, (item) => (item.id === id ? { ...item, removed: true, read: true } : item));

/**
 * The admin notifications of an admin or superadmin: fetched from the activity log with the
 * bell's 30-second rhythm, merged into the stored list, read from there. Others get none.
 */
export function useAdminNotifications(userId: string, role: string): AdminNotification[] {
  const enabled = isAdminRole(role);
  const { data } = useQuery({
    queryKey: ['notifications', userId, 'admin-log'],
    queryFn: ({ signal }) =>
      apiRequest<ActivityEntry[]>('GET', '/activity/logs', {
        query: { type: 'admin_notification', userId, limit: FETCH_SIZE },
        signal,
      }),
    enabled,
    refetchInterval: pollUnlessLive(UNREAD_POLL_MS),
  });

  useEffect(() => {
    if (enabled && data) writeStore(mergeAdminNotifications(readStore(), userId, data));
  }, [enabled, data, userId]);

  const store = useSyncExternalStore(subscribe, readStore, readStore);
  return enabled ? visibleAdminNotifications(store, userId) : [];
}
