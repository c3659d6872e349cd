import type { DashboardStats } from '@cmms/shared/dashboard';
import { localDateOf } from '@cmms/shared/work-orders';
import type { UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { countChecklists } from '../checklists/checklists.service';
import { dashboardPolicy } from './dashboard.policy';
import { presentStats } from './dashboard.presenter';
import { readDashboardStats } from './dashboard.repository';

/** The Monday seven weeks before this week's: the first of the eight weeks the chart shows. */
export function firstChartWeek(today: string) {
  const date = new Date(`${today}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday - 7 * 7);
  return date.toISOString().slice(0, 10);
}

/** Every dashboard figure the actor may see, of their sites or of one (dashboardPolicy). */
export async function dashboardStats(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  actor: UserActor,
  siteId: string | undefined,
): Promise<DashboardStats> {
  const scope = dashboardPolicy.statsScopeOf(actor, siteId);
  const now = deps.clock.now();
  const today = localDateOf(now);
  // The checklists are counted by their own feature, with the scope their screens list them in
  // (a technician's are those assigned to them), not by the dashboard's statement.
  const [stats, checklists] = await Promise.all([
    readDashboardStats(deps.db, scope, { now, today, weeksFrom: firstChartWeek(today) }),
    countChecklists(deps, actor, { siteId }),
  ]);
  return presentStats(
    { ...stats, checklists },
    {
      siteId: siteId ?? null,
      scope,
      bySite: dashboardPolicy.showsFiguresBySite(actor),
      readable: dashboardPolicy.readableFiguresOf(actor),
      generatedAt: now,
    },
  );
}
