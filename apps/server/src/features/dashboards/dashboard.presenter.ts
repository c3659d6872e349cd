import { type DashboardStats, EMPTY_DASHBOARD_STATS } from '@cmms/shared/dashboard';
import type { ReadableFigures } from './dashboard.policy';
import type { StatsScope } from './dashboard.repository';

const EMPTY = EMPTY_DASHBOARD_STATS;

/**
 * The figures as the dashboards read them, with the scope they were counted over; a family the
 * caller may not read answers zero (dashboardPolicy.readableFiguresOf).
 */
export function presentStats(
  stats: Omit<DashboardStats, 'scope' | 'generatedAt'>,
  context: {
    siteId: string | null;
    scope: StatsScope;
    bySite: boolean;
    readable: ReadableFigures;
    generatedAt: Date;
  },
): DashboardStats {
  const { readable } = context;
  return {
    ...stats,
    tasks: readable.tasks ? stats.tasks : EMPTY.tasks,
    assets: readable.assets ? stats.assets : EMPTY.assets,
    checklists: readable.checklists ? stats.checklists : EMPTY.checklists,
    materials: readable.materials ? stats.materials : EMPTY.materials,
    sites: readable.sites ? stats.sites : EMPTY.sites,
    users: readable.people ? stats.users : EMPTY.users,
    team: readable.people ? stats.team : EMPTY.team,
    charts: {
      tasksByStatus: readable.tasks ? stats.charts.tasksByStatus : [],
      tasksByWeek: readable.tasks ? stats.charts.tasksByWeek : [],
      assetsByStatus: readable.assets ? stats.charts.assetsByStatus : [],
      bySite: context.bySite && readable.tasks && readable.assets ? stats.charts.bySite : [],
    },
    scope: {
      siteId: context.siteId,
      siteIds: context.scope.siteIds,
      onlyAssignedTo: context.scope.onlyAssignedTo,
    },
    generatedAt: context.generatedAt.toISOString(),
  };
}
