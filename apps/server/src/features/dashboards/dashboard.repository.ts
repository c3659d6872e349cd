import { ASSET_FILTERS } from '@cmms/shared/assets';
import type { DashboardStats } from '@cmms/shared/dashboard';
import { ADMIN_ROLES, NON_STAFF_ROLES } from '@cmms/shared/roles';
import { FIELD_ROLES } from '@cmms/shared/work-rules';
import { processTimeZone } from '@cmms/shared/zones';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isBeforeDateAtSite } from '../sites/sites.table';
import { activeUser } from '../users/users.table';

/**
 * Whose figures: the sites counted (the one chosen, or all of the caller's; null: every site),
 * and for field roles only their own work orders. Each family is counted as the list its card
 * opens lists it (docs/dashboards.md, "Every card lists what it counts").
 */
export type StatsScope = {
  siteIds: string[] | null;
  /**
   * All of the caller's sites whatever site is chosen (null: every site): the people and sites
   * figures, whose screens (Users, Sites, Staff) do not follow the header's site.
   */
  ownSiteIds: string[] | null;
  onlyAssignedTo: string | null;
  /** Count only this user's material requests (null: every request of the sites). */
  requestsOf: string | null;
  /** The one site chosen, if any: one's own requests are counted at it, else all of them. */
  siteId: string | null;
};

const list = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Every figure of the dashboard in one statement: PostgreSQL aggregates, nothing is loaded row by
 * row. Totals of work orders and assets come from task_counts and asset_counts (kept by
 * triggers) unless only the caller's own work counts. A work order is overdue against today at
 * its own site, `now` on the calendar of the site's zone (issue 29); `today` (the server's) ends
 * the weekly chart.
 */
export async function readDashboardStats(
  db: DbOrTx,
  scope: StatsScope,
  { now, today, weeksFrom }: { now: Date; today: string; weeksFrom: string },
): Promise<Omit<DashboardStats, 'scope' | 'generatedAt' | 'checklists'>> {
  const within = (siteIds: string[] | null) => (column: SQL) =>
    siteIds === null
      ? sql`true`
      : siteIds.length === 0
        ? sql`false`
        : sql`${column} = any(array[${sql.join(
            siteIds.map((id) => sql`${id}`),
            sql`, `,
          )}]::uuid[])`;
  const inSites = within(scope.siteIds);
  const inOwnSites = within(scope.ownSiteIds);
  const mine = scope.onlyAssignedTo;
  const taskRows = mine
    ? sql`select site_id, status, due_date, 1 as n from tasks
          where assigned_to = ${mine} and ${inSites(sql`site_id`)}`
    : sql`select site_id, status, due_date, n from task_counts where ${inSites(sql`site_id`)}`;
  // Everyone's assets, a field role's too: their assets list shows every asset of their sites.
  const assetRows = sql`select site_id, status, n from asset_counts where ${inSites(sql`site_id`)}`;
  // Material requests (requirements/dashboards.md#records: requested, approved, pending) from material_request_counts,
  // kept by triggers, where requests without a site sit under the nil uuid; or one person's own,
  // all of them as their requests list shows them, or those of the one site chosen.
  const requestRows = scope.requestsOf
    ? sql`select status, 1 as n from material_requests
          where user_id = ${scope.requestsOf}
          ${scope.siteId ? sql`and site_id = ${scope.siteId}` : sql``}`
    : sql`select status, n from material_request_counts where ${inSites(sql`site_key`)}`;
  // The team is the staff of the caller's sites, as their Staff screen lists them: approved, and
  // neither an administrator nor a client (NON_STAFF_ROLES). The Users screen lists every account.
  const inTeam = sql`not (role = any(${list(NON_STAFF_ROLES)}))`;
  const people =
    scope.ownSiteIds === null
      ? sql`select id, role, approved, ${activeUser} as active from users`
      : sql`select distinct users.id, users.role, users.approved, ${activeUser} as active
            from users join user_sites us on us.user_id = users.id
            where users.approved and ${inOwnSites(sql`us.site_id`)}`;
  // A week is its Monday, in UTC (task_week_of, migration 0011). The weeks of everyone's work
  // come from task_weeks, kept by triggers; a field role's own few work orders are counted.
  const weekStart = (week: SQL) => sql`((${week})::timestamp at time zone 'UTC')`;
  const ownInWeek = (column: SQL) => sql`(select count(*)::int from tasks
    where ${column} >= ${weekStart(sql`w.week`)} and ${column} < ${weekStart(sql`w.week + 7`)}
    and assigned_to = ${mine} and ${inSites(sql`site_id`)})`;
  const weekFigures = mine
    ? sql`select w.week, ${ownInWeek(sql`created_at`)} as created,
            ${ownInWeek(sql`completed_at`)} as completed from w`
    : sql`select w.week, coalesce(sum(tw.created), 0)::int as created,
            coalesce(sum(tw.completed), 0)::int as completed
          from w left join task_weeks tw on tw.week = w.week and ${inSites(sql`tw.site_id`)}
          group by w.week`;
  const firstMonday = sql`date_trunc('week', ${weeksFrom}::timestamp)::date`;
  const overdue = isBeforeDateAtSite(
    sql`t.due_date`,
    sql`t.site_id`,
    now.toISOString(),
    processTimeZone(),
  );

  const result = (await db.execute(sql`
    with t as (${taskRows}),
         a as (${assetRows}),
         m as (${requestRows}),
         p as (${people}),
         s as (select id, name, status from sites where ${inSites(sql`id`)}),
         w as (select ${firstMonday} + 7 * k as week
               from generate_series(0, (${today}::date - ${firstMonday}) / 7) as k)
    select json_build_object(
      'tasks', (select json_build_object(
        'total', coalesce(sum(n), 0),
        'completed', coalesce(sum(n) filter (where status = 'completed'), 0),
        'pending', coalesce(sum(n) filter (where status in ('pending', 'in_progress')), 0),
        'overdue', coalesce(sum(n) filter (where status <> 'completed' and ${overdue}), 0),
        'inProgress', coalesce(sum(n) filter (where status = 'in_progress'), 0),
        'onHold', coalesce(sum(n) filter (where status = 'on_hold'), 0),
        'cancelled', coalesce(sum(n) filter (where status = 'cancelled'), 0),
        'pendingOnly', coalesce(sum(n) filter (where status = 'pending'), 0)) from t),
      'assets', (select json_build_object(
        'total', coalesce(sum(n), 0),
        'active', coalesce(sum(n) filter (where status = any(${list(ASSET_FILTERS.active)})), 0),
        'maintenance', coalesce(sum(n) filter (where status = any(${list(ASSET_FILTERS.maintenance)})), 0),
        'outOfService', coalesce(sum(n) filter (where status = any(${list(ASSET_FILTERS['out-of-service'])})), 0)) from a),
      'materials', (select json_build_object(
        'requested', coalesce(sum(n), 0),
        'approved', coalesce(sum(n) filter (where status = 'Approved'), 0),
        'pending', coalesce(sum(n) filter (where status = 'Pending'), 0)) from m),
      'assetsByStatus', (select coalesce(json_agg(json_build_object('status', status, 'count', c) order by c desc, status), '[]')
        from (select status, sum(n)::int as c from a group by status having sum(n) > 0) x),
      'users', (select json_build_object(
        'total', count(*),
        'admins', count(*) filter (where role = any(${list(ADMIN_ROLES)})),
        'managers', count(*) filter (where role = 'manager'),
        'technicians', count(*) filter (where role = any(${list(FIELD_ROLES)}))) from p),
      'team', (select json_build_object(
        'total', count(*) filter (where approved and ${inTeam}),
        'active', count(*) filter (where active and ${inTeam})) from p),
      'sites', (select json_build_object(
        'total', count(*),
        'active', count(*) filter (where status is null or status in ('', 'Active')))
        from sites where ${inOwnSites(sql`id`)}),
      'weeks', (select coalesce(json_agg(json_build_object(
        'weekStart', to_char(f.week, 'YYYY-MM-DD'),
        'created', f.created,
        'completed', f.completed) order by f.week), '[]')
        from (${weekFigures}) as f),
      'bySite', (select coalesce(json_agg(json_build_object(
        'siteId', s.id, 'name', s.name,
        'tasks', coalesce(ts.total, 0), 'open', coalesce(ts.open, 0), 'overdue', coalesce(ts.overdue, 0),
        'assets', coalesce(asc_.n, 0)) order by s.name), '[]')
        from s
        left join (select site_id, sum(n)::int as total,
                          sum(n) filter (where status in ('pending', 'in_progress', 'on_hold'))::int as open,
                          sum(n) filter (where status <> 'completed' and ${overdue})::int as overdue
                   from t group by site_id) ts on ts.site_id = s.id
        left join (select site_id, sum(n)::int as n from a group by site_id) asc_ on asc_.site_id = s.id)
    ) as stats`)) as unknown as { rows: { stats: RawStats }[] };
  const raw = result.rows[0]?.stats;
  if (!raw) throw new Error('the dashboard statement returned no row');
  return shape(raw);
}

type RawStats = {
  tasks: Record<string, number | string>;
  assets: Record<string, number | string>;
  materials: Record<string, number | string>;
  assetsByStatus: { status: string; count: number }[];
  users: Record<string, number | string>;
  team: Record<string, number | string>;
  sites: Record<string, number | string>;
  weeks: { weekStart: string; created: number; completed: number }[];
  bySite: {
    siteId: string;
    name: string;
    tasks: number;
    open: number;
    overdue: number;
    assets: number;
  }[];
};

// sum() of integers is numeric, which the drivers hand over as text inside JSON on some paths.
const int = (value: number | string | undefined) => Number(value ?? 0);

function shape(raw: RawStats): Omit<DashboardStats, 'scope' | 'generatedAt' | 'checklists'> {
  const tasks = raw.tasks;
  return {
    tasks: {
      total: int(tasks.total),
      completed: int(tasks.completed),
      pending: int(tasks.pending),
      overdue: int(tasks.overdue),
      inProgress: int(tasks.inProgress),
      onHold: int(tasks.onHold),
      cancelled: int(tasks.cancelled),
    },
    assets: {
      total: int(raw.assets.total),
      active: int(raw.assets.active),
      maintenance: int(raw.assets.maintenance),
      outOfService: int(raw.assets.outOfService),
    },
    users: {
      total: int(raw.users.total),
      admins: int(raw.users.admins),
      managers: int(raw.users.managers),
      technicians: int(raw.users.technicians),
    },
    sites: { total: int(raw.sites.total), active: int(raw.sites.active) },
    team: { total: int(raw.team.total), active: int(raw.team.active) },
    materials: {
      requested: int(raw.materials.requested),
      approved: int(raw.materials.approved),
      pending: int(raw.materials.pending),
    },
    attendance: { present: 0, absent: 0 },
    charts: {
      tasksByStatus: [
        { status: 'pending', count: int(tasks.pendingOnly) },
        { status: 'in_progress', count: int(tasks.inProgress) },
        { status: 'on_hold', count: int(tasks.onHold) },
        { status: 'completed', count: int(tasks.completed) },
        { status: 'cancelled', count: int(tasks.cancelled) },
      ],
      tasksByWeek: raw.weeks,
      assetsByStatus: raw.assetsByStatus,
      bySite: raw.bySite,
    },
  };
}
