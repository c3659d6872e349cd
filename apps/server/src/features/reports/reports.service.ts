import { daysBetweenInclusive } from '@cmms/shared/dates';
import { msg } from '@cmms/shared/i18n/message';
import {
  BACKLOG_AGES,
  type BacklogReport,
  defaultPeriodFrom,
  MAX_REPORT_DAYS,
  type PeriodQuery,
  type PmReport,
  periodStarts,
  type WorkReport,
} from '@cmms/shared/reports';
import { TASK_PRIORITIES, TASK_TYPES } from '@cmms/shared/work-orders';
import { dateIn, processTimeZone, zoneOrProcess } from '@cmms/shared/zones';
import type { UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest } from '../../lib/errors';
import { loadVisibleSite } from '../sites/sites.service';
import { reportPolicy } from './reports.policy';
import {
  countBacklog,
  countOverduePm,
  type DayCountGrouping,
  type DayCountSums,
  namesOf,
  sumDayCounts,
} from './reports.repository';
import { addSums, figuresOf, hasAny, noSums, pmFiguresOf } from './work-figures';

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

/** The period a report covers: as asked, or the twelve weeks or months up to today. */
async function reportPeriod(deps: Deps, actor: UserActor, query: PeriodQuery) {
  const site = query.siteId === undefined ? null : await loadVisibleSite(deps, actor, query.siteId);
  const today = dateIn(deps.clock.now(), zoneOrProcess(site?.timeZone));
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? defaultPeriodFrom(to, query.interval);
  if (daysBetweenInclusive(from, to) > MAX_REPORT_DAYS) {
    throw badRequest(msg('reports.periodTooLong', { maximum: MAX_REPORT_DAYS }));
  }
  return { site, from, to, interval: query.interval };
}

/**
 * GET /reports/work (docs/reports.md, "Work"): the period's work orders by week or month, site,
 * assignee, asset type, priority and type, from the rollup.
 */
export async function workReportWithSite(deps: Deps, actor: UserActor, query: PeriodQuery) {
  const { site, from, to, interval } = await reportPeriod(deps, actor, query);
  return {
    site,
    timeZone: zoneOrProcess(site?.timeZone),
    report: await workReport(deps, actor, { site, from, to, interval }),
  };
}

async function workReport(
  deps: Deps,
  actor: UserActor,
  { site, from, to, interval }: Awaited<ReturnType<typeof reportPeriod>>,
): Promise<WorkReport> {
  const input = { scope: reportPolicy.scopeOf(actor), siteId: site?.id ?? null, from, to };
  const sum = (grouping: DayCountGrouping) => sumDayCounts(deps.db, input, grouping);
  const [periods, sites, assignees, assetTypes, priorities, taskTypes] = await Promise.all([
    sum({ by: 'period', interval }),
    sum({ by: 'site' }),
    sum({ by: 'value', dimension: 'assignee' }),
    sum({ by: 'value', dimension: 'asset_type' }),
    sum({ by: 'value', dimension: 'priority' }),
    sum({ by: 'value', dimension: 'task_type' }),
  ]);
  const byKey = (rows: DayCountSums[]) => new Map(rows.map((row) => [row.key, row]));
  const periodSums = byKey(periods);
  const total = sites.reduce(addSums, { ...noSums(), key: 'total' });
  const busiest = (rows: DayCountSums[]) =>
    rows.filter(hasAny).sort((a, b) => b.completed - a.completed || b.opened - a.opened);
  const [siteNames, userNames] = await Promise.all([
    namesOf(
      deps.db,
      'sites',
      sites.map((row) => row.key),
    ),
    namesOf(
      deps.db,
      'users',
      assignees.map((row) => row.key),
    ),
  ]);
  const priorityRows = byKey(priorities);
  const taskTypeRows = byKey(taskTypes);
  return {
    from,
    to,
    interval,
    siteId: site?.id ?? null,
    periods: periodStarts(from, to, interval).map((start) => ({
      start,
      ...figuresOf(periodSums.get(start)),
    })),
    total: figuresOf(total),
    bySite: busiest(sites).map((row) => ({
      siteId: row.key,
      name: siteNames.get(row.key) ?? '',
      ...figuresOf(row),
    })),
    byAssignee: busiest(assignees).map((row) => ({
      userId: row.key,
      name: userNames.get(row.key) ?? '',
      ...figuresOf(row),
    })),
    byAssetType: busiest(assetTypes).map((row) => ({
      assetType: row.key === '' ? null : row.key,
      ...figuresOf(row),
    })),
    byPriority: TASK_PRIORITIES.map((priority) => ({
      priority,
      ...figuresOf(priorityRows.get(priority)),
    })),
    byTaskType: TASK_TYPES.map((taskType) => ({
      taskType,
      ...figuresOf(taskTypeRows.get(taskType)),
    })),
  };
}

/**
 * GET /reports/pm (docs/reports.md, "Preventive maintenance"): PM compliance by period and site,
 * planned against reactive work, and the PM work orders overdue now.
 */
export async function pmReport(
  deps: Deps,
  actor: UserActor,
  query: PeriodQuery,
): Promise<PmReport> {
  const { site, from, to, interval } = await reportPeriod(deps, actor, query);
  const scope = reportPolicy.scopeOf(actor);
  const input = { scope, siteId: site?.id ?? null, from, to };
  const [periods, sites, taskTypes, overdueNow] = await Promise.all([
    sumDayCounts(deps.db, input, { by: 'period', interval }),
    sumDayCounts(deps.db, input, { by: 'site' }),
    sumDayCounts(deps.db, input, { by: 'value', dimension: 'task_type' }),
    countOverduePm(deps.db, { ...input, now: deps.clock.now(), serverZone: processTimeZone() }),
  ]);
  const periodSums = new Map(periods.map((row) => [row.key, row]));
  const opened = (type: string) => taskTypes.find((row) => row.key === type)?.opened ?? 0;
  const planned = opened('maintenance') + opened('inspection');
  const reactive = opened('repair');
  const withPm = sites.filter((row) => row.pmDue > 0);
  const names = await namesOf(
    deps.db,
    'sites',
    withPm.map((row) => row.key),
  );
  return {
    from,
    to,
    interval,
    siteId: site?.id ?? null,
    periods: periodStarts(from, to, interval).map((start) => ({
      start,
      ...pmFiguresOf(periodSums.get(start)),
    })),
    total: {
      ...pmFiguresOf(sites.reduce(addSums, noSums())),
      planned,
      reactive,
      plannedShare: planned + reactive > 0 ? planned / (planned + reactive) : null,
    },
    bySite: withPm
      .map((row) => ({ siteId: row.key, name: names.get(row.key) ?? '', ...pmFiguresOf(row) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    overdueNow,
  };
}
