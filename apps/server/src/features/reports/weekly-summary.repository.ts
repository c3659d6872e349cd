import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pastDue } from './reports.repository';
import { weeklySummariesSent, weeklySummaryPreferences } from './reports.table';

/**
 * Who the weekly summary goes to (weeklySummaryRules): its roles and the custom roles holding
 * all_permissions, active and approved, unless they turned it off.
 */
export type SummaryRecipient = {
  id: string;
  email: string;
  name: string;
  role: string;
  language: string | null;
  /** The zone of their first site by name that names one; null: the server's. */
  zone: string | null;
  siteIds: string[];
  createdAt: Date;
};

export async function findSummaryRecipients(
  db: DbOrTx,
  only: string | null = null,
): Promise<SummaryRecipient[]> {
  const result = (await db.execute(sql`
    select u.id, u.email, u.name, u.role, u.language, u.created_at as "createdAt",
           (select nullif(s.time_zone, '') from user_sites us join sites s on s.id = us.site_id
             where us.user_id = u.id and nullif(s.time_zone, '') is not null
             order by s.name limit 1) as zone,
           coalesce((select array_agg(us.site_id::text) from user_sites us where us.user_id = u.id),
                    '{}') as "siteIds"
      from users u
      left join weekly_summary_preferences p on p.user_id = u.id
     where (u.role in ('admin', 'superadmin', 'manager')
            or exists (select 1 from roles r where r.name = u.role
                          and r.permissions @> '["all_permissions"]'::jsonb))
       and u.approved and u.status = 'Active'
       and coalesce(p.enabled, true)
       and (${only}::uuid is null or u.id = ${only}::uuid)
  `)) as unknown as { rows: SummaryRecipient[] };
  return result.rows;
}

/**
 * The summaries claimed of weeks from `since` on, as 'userId weekStart': a pass skips them
 * without a transaction each (every pass of a week meets the same recipients).
 */
export async function claimedSince(db: DbOrTx, since: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: weeklySummariesSent.userId, weekStart: weeklySummariesSent.weekStart })
    .from(weeklySummariesSent)
    .where(sql`${weeklySummariesSent.weekStart} >= ${since}::date`);
  return new Set(rows.map((row) => `${row.userId} ${row.weekStart}`));
}

/** Claims a recipient's summary of a week: false when another pass already did. */
export async function claimSummary(tx: DbOrTx, userId: string, weekStart: string, at: Date) {
  const claimed = await tx
    .insert(weeklySummariesSent)
    .values({ userId, weekStart, claimedAt: at })
    .onConflictDoNothing()
    .returning({ userId: weeklySummariesSent.userId });
  return claimed.length > 0;
}

export async function readSummaryPreference(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ enabled: weeklySummaryPreferences.enabled })
    .from(weeklySummaryPreferences)
    .where(sql`${weeklySummaryPreferences.userId} = ${userId}`);
  return row?.enabled ?? true;
}

export async function saveSummaryPreference(
  db: DbOrTx,
  userId: string,
  enabled: boolean,
  at: Date,
) {
  await db
    .insert(weeklySummaryPreferences)
    .values({ userId, enabled, updatedAt: at })
    .onConflictDoUpdate({
      target: weeklySummaryPreferences.userId,
      set: { enabled, updatedAt: at },
    });
}

export type OverdueWorkOrder = {
  number: string;
  title: string;
  site: string;
  dueDate: string;
  total: number;
};

/**
 * The open work orders past their due date now, each on its site's calendar, oldest due first:
 * the first `limit`, each row carrying how many there are in all.
 */
export async function findOverdue(
  db: DbOrTx,
  input: { sites: SQL; now: Date; serverZone: string; limit: number },
): Promise<OverdueWorkOrder[]> {
  const result = (await db.execute(sql`
    select t.work_order_number as number, t.title, s.name as site, t.due_date::text as "dueDate",
           count(*) over ()::int as total
      from tasks t join sites s on s.id = t.site_id
     where t.status in ('pending', 'in_progress', 'on_hold') and ${input.sites}
       and ${pastDue(input.now, input.serverZone)}
     order by t.due_date, t.number
     limit ${input.limit}
  `)) as unknown as { rows: OverdueWorkOrder[] };
  return result.rows;
}
