import {
  BELL_LIST_SIZE,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
} from '@cmms/shared/notifications';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pollUnlessLive } from '../../../lib/live/live-status';
import { useSession } from '../../../lib/session';

export type NotificationFilter = 'all' | 'unread' | 'read';

/** requirements/notifications.md#limits: the bell polls the unread count every 30 seconds. */
export const UNREAD_POLL_MS = 30_000;

// Keyed by user, so a shared browser never shows the previous user's notifications.
const notificationKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  list: (userId: string, filter: NotificationFilter) =>
    ['notifications', userId, 'list', filter] as const,
  latest: (userId: string) => ['notifications', userId, 'latest'] as const,
  unread: (userId: string) => ['notifications', userId, 'unread-count'] as const,
};

const fetchPage = (
  filter: NotificationFilter,
  limit: number,
  offset: number,
  signal: AbortSignal,
) =>
  apiRequest<Notification[]>('GET', '/notifications', {
    query: { limit, offset, filter },
    signal,
  });

/**
 * The page's list, 50 at a time (requirements/notifications.md#limits). A full page means there may be more; the answer's
 * X-Total-Count is not read because the shared API client returns bodies only.
 */
export const notificationListQuery = (userId: string, filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userId, filter),
    queryFn: ({ pageParam, signal }) =>
      fetchPage(filter, NOTIFICATION_PAGE_SIZE, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length === NOTIFICATION_PAGE_SIZE ? pages.length * NOTIFICATION_PAGE_SIZE : undefined,
  });

/** The bell's latest 10. */
export const latestNotificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.latest(userId),
    queryFn: ({ signal }) => fetchPage('all', BELL_LIST_SIZE, 0, signal),
  });

export const unreadCountQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) =>
      apiRequest<{ count: number }>('GET', '/notifications/unread-count', { signal }),
    refetchInterval: pollUnlessLive(UNREAD_POLL_MS),
    // requirements/notifications.md#calls: a failed count reads 0.
    select: (answer) => (Number.isFinite(answer?.count) ? answer.count : 0),
  });

/**
 * The signed-in user's unread server notifications, polled as the bell polls (requirements/notifications.md#limits), for
 * the shell's Notifications links; 0 while unknown or when `enabled` is false.
 */
export function useUnreadCount(enabled = true): number {
  const user = useSession()?.user;
  const query = useQuery({
    ...unreadCountQuery(user?.id ?? ''),
    enabled: enabled && Boolean(user),
  });
  return query.data ?? 0;
}

/** Marking read changes lists, counts and the bell: all of the user's notification queries. */
function useRefreshAfter<T>(userId: string, mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) }),
  });
}

export const useMarkRead = (userId: string) =>
  useRefreshAfter(userId, (id: string) =>
    apiRequest('PUT', `/notifications/${encodeURIComponent(id)}/read`),
  );

export const useMarkAllRead = (userId: string) =>
  useRefreshAfter(userId, () => apiRequest<{ updated: number }>('PUT', '/notifications/read-all'));
