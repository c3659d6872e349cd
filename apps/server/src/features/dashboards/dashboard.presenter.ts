import type { DashboardStats } from '@cmms/shared/dashboard';
import type { StatsScope } from './dashboard.repository';

/** The figures as the dashboards read them, with the scope they were counted over. */
export function presentStats(
  stats: Omit<DashboardStats, 'scope' | 'generatedAt'>,
  context: { siteId: string | null; scope: StatsScope; bySite: boolean; generatedAt: Date },
): DashboardStats {
  return {
    ...stats,
    charts: { ...stats.charts, bySite: context.bySite ? stats.charts.bySite : [] },
    scope: {
      siteId: context.siteId,
      siteIds: context.scope.siteIds,
      onlyAssignedTo: context.scope.onlyAssignedTo,
    },
    generatedAt: context.generatedAt.toISOString(),
  };
}
