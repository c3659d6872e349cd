import {
  BACKLOG_AGES,
  type BacklogAge,
  COMPLETION_BUCKET_EDGES,
  type ReportInterval,
  rollupRanges,
} from '@cmms/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../lib/auth/site-scope';

/** The sites a report reads: one, or the reader's (every site for an administrator). */
export function sitesOf(scope: SiteScope, siteId: string | null, column = sql`t.site_id`): SQL {
  if (siteId !== null) return sql`${column} = ${siteId}`;
  if (scope.all) return sql`true`;
  if (scope.siteIds.length === 0) return sql`false`;
  return sql`${column} = any(array[${sql.join(
    scope.siteIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[])`;
}

/**
 * The open work orders now (Pending, In Progress, On Hold), by age and priority. The age is in
 * days on the site's calendar, from the day it was created to today there, so a work order made
 * at 00:30 in Berlin is a day old at midnight there, whatever the server's zone. Reads the open
 * work orders only (tasks_site_status_due_idx), which do not grow with history.
 */
export async function countBacklog(
  db: DbOrTx,
  input: { scope: SiteScope; siteId: string | null; now: Date; serverZone: string },
): Promise<{ age: BacklogAge; priority: string; n: number }[]> {
  const now = input.now.toISOString();
  const result = (await db.execute(sql`
    select case when age <= 7 then ${BACKLOG_AGES[0]}
                when age <= 30 then ${BACKLOG_AGES[1]}
                when age <= 90 then ${BACKLOG_AGES[2]}
                else ${BACKLOG_AGES[3]} end as age,
           priority, count(*)::int as n
      from (select t.priority,
                   (${now}::timestamptz at time zone zone.name)::date
                     - (t.created_at at time zone zone.name)::date as age
              from tasks t
              join sites s on s.id = t.site_id
              cross join lateral (select coalesce(s.time_zone, ${input.serverZone}) as name) zone
             where t.status in ('pending', 'in_progress', 'on_hold')
               and ${sitesOf(input.scope, input.siteId)}) open
     group by 1, 2
  `)) as unknown as { rows: { age: BacklogAge; priority: string; n: number }[] };
  return result.rows;
}

/** The sums of task_day_counts rows under one key (a period's start, a site, a breakdown's value). */
export type DayCountSums = {
  key: string;
  opened: number;
  completed: number;
  completedOnTime: number;
  cancelled: number;
  reopened: number;
  completionSeconds: number;
  histogram: number[];
  pmDue: number;
  pmDoneInWindow: number;
};

export type DayCountGrouping =
  | { by: 'period'; interval: ReportInterval }
  | { by: 'site' }
  | { by: 'value'; dimension: 'assignee' | 'asset_type' | 'priority' | 'task_type' };

const HISTOGRAM_SUMS = sql.raw(
  Array.from(
    { length: COMPLETION_BUCKET_EDGES.length + 1 },
    (_, index) => `sum(c.completion_histogram[${index + 1}])::int`,
  ).join(', '),
);

/**
 * The rollup's rows of a period (days on each site's calendar, inclusive) summed by period, site
 * or one breakdown's value (docs/reports.md, "The rollup"): the months the period holds whole
 * and the days of the months it cuts (rollupRanges), each a range of the primary key. Its cost
 * follows sites × (months + edge days) × values, not the work orders counted.
 */
export async function sumDayCounts(
  db: DbOrTx,
  input: { scope: SiteScope; siteId: string | null; from: string; to: string },
  grouping: DayCountGrouping,
): Promise<DayCountSums[]> {
  const dimension = grouping.by === 'value' ? grouping.dimension : 'all';
  const key =
    grouping.by === 'period'
      ? sql`date_trunc(${grouping.interval}, c.day::timestamp)::date::text`
      : grouping.by === 'site'
        ? sql`c.site_id::text`
        : sql`c.value`;
  const byWeek = grouping.by === 'period' && grouping.interval === 'week';
  const ranges = rollupRanges(input.from, input.to, byWeek).map(
    (range) => sql`
      select * from task_day_counts c
       where c.dimension = ${dimension} and c.grain = ${range.grain}
         and c.day >= ${range.from}::date and c.day < ${range.until}::date
         and ${sitesOf(input.scope, input.siteId, sql`c.site_id`)}`,
  );
  const result = (await db.execute(sql`
    select ${key} as key,
           sum(c.opened)::int as opened, sum(c.completed)::int as completed,
           sum(c.completed_on_time)::int as "completedOnTime",
           sum(c.cancelled)::int as cancelled, sum(c.reopened)::int as reopened,
           sum(c.completion_seconds)::float8 as "completionSeconds",
           array[${HISTOGRAM_SUMS}] as histogram,
           sum(c.pm_due)::int as "pmDue", sum(c.pm_done_in_window)::int as "pmDoneInWindow"
      from (${sql.join(ranges, sql` union all `)}) c
     group by 1
  `)) as unknown as { rows: DayCountSums[] };
  return result.rows;
}

/** Records the server's zone, which sites naming none count their days in (migration 0040). */
export async function recordServerZone(db: DbOrTx, zone: string) {
  await db.execute(
    sql`update report_settings set server_zone = ${zone} where server_zone is distinct from ${zone}`,
  );
}

/** The names of the users or sites a breakdown lists, by id. */
export async function namesOf(
  db: DbOrTx,
  table: 'users' | 'sites',
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const result = (await db.execute(sql`
    select id::text as id, name from ${sql.identifier(table)}
     where id = any(array[${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )}]::uuid[])
  `)) as unknown as { rows: { id: string; name: string }[] };
  return new Map(result.rows.map((row) => [row.id, row.name]));
}

/**
 * A work order `t` of site `s` past its due date at `now`, on the site's calendar (the server's
 * for a site that names no zone), as the lists' overdue filter counts it.
 */
export const pastDue = (now: Date, serverZone: string) =>
  sql`t.due_date < (${now.toISOString()}::timestamptz
                     at time zone coalesce(nullif(s.time_zone, ''), ${serverZone}))::date`;

/**
 * The open PM work orders past their due date now, each on its site's calendar: open work
 * orders only (tasks_site_status_due_idx), which do not grow with history.
 */
export async function countOverduePm(
  db: DbOrTx,
  input: { scope: SiteScope; siteId: string | null; now: Date; serverZone: string },
): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as n
      from tasks t join sites s on s.id = t.site_id
     where t.status in ('pending', 'in_progress', 'on_hold') and t.origin ->> 'type' = 'pm'
       and ${pastDue(input.now, input.serverZone)} and ${sitesOf(input.scope, input.siteId)}
  `)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}
