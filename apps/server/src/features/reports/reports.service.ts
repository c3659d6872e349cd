import { BACKLOG_AGES, type BacklogReport } from '@cmms/shared/reports';
import { TASK_PRIORITIES } from '@cmms/shared/work-orders';
import { processTimeZone } from '@cmms/shared/zones';
import type { UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { loadVisibleSite } from '../sites/sites.service';
import { reportPolicy } from './reports.policy';
import { countBacklog } from './reports.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

const noneByPriority = () =>
  Object.fromEntries(TASK_PRIORITIES.map((priority) => [priority, 0])) as Record<
    (typeof TASK_PRIORITIES)[number],
    number
  >;

/**
 * GET /reports/backlog (docs/reports.md, "Backlog by age"): the reader's sites, or one of them
 * (another answers 404, as everywhere).
 */
export async function backlogReport(
  deps: Deps,
  actor: UserActor,
  siteId: string | undefined,
): Promise<BacklogReport> {
  const site = siteId === undefined ? null : await loadVisibleSite(deps, actor, siteId);
  const now = deps.clock.now();
  const rows = await countBacklog(deps.db, {
    scope: reportPolicy.scopeOf(actor),
    siteId: site?.id ?? null,
    now,
    serverZone: processTimeZone(),
  });
  const total = { ...noneByPriority(), total: 0 };
  const ages = BACKLOG_AGES.map((age) => {
    const row = { age, ...noneByPriority(), total: 0 };
    for (const { priority, n } of rows.filter((one) => one.age === age)) {
      if (!(priority in total)) continue;
      const key = priority as (typeof TASK_PRIORITIES)[number];
      row[key] += n;
      row.total += n;
      total[key] += n;
      total.total += n;
    }
    return row;
  });
  return { asOf: now.toISOString(), siteId: site?.id ?? null, ages, total };
}
