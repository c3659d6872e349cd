import type { ActivityEntry } from '@cmms/shared/activity';
import {
  DASHBOARD_ACTIVITY_REFRESH_MS,
  DASHBOARD_POLL_MS,
  type DashboardStats,
} from '@cmms/shared/dashboard';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { pollUnlessLive } from '../../../lib/live/live-status';
import { taskSignal } from '../../work-orders/public';
import { onDashboardSignals, onUserActivity, throttle } from '../lib/refresh-signals';
import { readCachedStats, writeCachedStats } from '../lib/stats-cache';

// Keyed by role and user (requirements/dashboards.md#records: cached per role) and by the site choice.
const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (role: string, userId: string, siteId: string | null) =>
    ['dashboard', role, userId, 'stats', siteId] as const,
  activity: (role: string, userId: string, siteId: string | null, limit: number) =>
    ['dashboard', role, userId, 'activity', siteId, limit] as const,
};

const statsQuery = (role: string, userId: string, siteId: string | null) => {
  const cached = readCachedStats(role, userId, siteId);
  return queryOptions({
    queryKey: dashboardKeys.stats(role, userId, siteId),
    queryFn: async ({ signal }) => {
      const stats = await apiRequest<DashboardStats>('GET', '/dashboard/stats', {
        query: { siteId: siteId ?? undefined },
        signal,
      });
      writeCachedStats(role, userId, siteId, stats);
      return stats;
    },
    // The last figures show at once; being old, they are fetched again straight away.
    ...(cached ? { initialData: cached.stats, initialDataUpdatedAt: cached.savedAt } : {}),
    staleTime: 0,
    refetchInterval: pollUnlessLive(DASHBOARD_POLL_MS),
  });
};

/** GET /dashboard/stats for the selected site (null: every site the caller may see). */
export const useDashboardStats = (role: string, userId: string, siteId: string | null) =>
  useQuery({ ...statsQuery(role, userId, siteId), enabled: userId !== '' });

/** GET /activity, newest first: the dashboard's recent activity. */
export const useRecentActivity = (
  role: string,
  userId: string,
  siteId: string | null,
  limit: number,
) =>
  useQuery({
    queryKey: dashboardKeys.activity(role, userId, siteId, limit),
    queryFn: ({ signal }) =>
      apiRequest<ActivityEntry[]>('GET', '/activity', {
        query: { limit, siteId: siteId ?? undefined },
        signal,
      }),
    enabled: userId !== '',
    refetchInterval: pollUnlessLive(DASHBOARD_POLL_MS),
  });

/**
 * requirements/dashboards.md#states: refresh on a dashboard-refresh event, on task-updated and site-assignments-updated
 * from any tab, and on the person's activity at most every 5 minutes.
 */
export function useDashboardRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }, { cancelRefetch: false });
    };
    const stopSignals = onDashboardSignals(refresh);
    const stopTasks = taskSignal.subscribe(refresh);
    // Counted from mount: the page has just loaded its figures.
    const onActivity = throttle(refresh, DASHBOARD_ACTIVITY_REFRESH_MS, Date.now, Date.now());
    const stopActivity = onUserActivity(onActivity);
    return () => {
      stopSignals();
      stopTasks();
      stopActivity();
    };
  }, [queryClient]);
}
