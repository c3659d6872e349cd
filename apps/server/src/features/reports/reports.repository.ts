import { BACKLOG_AGES, type BacklogAge } from '@cmms/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../lib/auth/site-scope';

/** The sites a report reads: one, or the reader's (every site for an administrator). */
function sitesOf(scope: SiteScope, siteId: string | null): SQL {
  if (siteId !== null) return sql`t.site_id = ${siteId}`;
  if (scope.all) return sql`true`;
  if (scope.siteIds.length === 0) return sql`false`;
  return sql`t.site_id = any(array[${sql.join(
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
