import { z } from 'zod';
import { TASK_STATUSES } from './work-rules';

/** GET /dashboard/stats: every figure of requirements/dashboards.md#records "Dashboard stats", computed on the server. */
export const dashboardStatsQuerySchema = z.object({
  siteId: z.uuid({ error: 'dashboards.invalidSiteId' }).optional(),
});

const n = z.number().int().nonnegative();

export const dashboardStatsSchema = z.object({
  /** What was counted: one site or the caller's sites (null: every site), and whose work. */
  scope: z.object({
    siteId: z.string().nullable(),
    siteIds: z.array(z.string()).nullable(),
    onlyAssignedTo: z.string().nullable(),
  }),
  /** pending counts pending and in progress; overdue: due before today and not completed (requirements/dashboards.md#states). */
  tasks: z.object({
    total: n,
    completed: n,
    pending: n,
    overdue: n,
    inProgress: n,
    onHold: n,
    cancelled: n,
  }),
  /** Legacy statuses counted as requirements/dashboards.md#states says (ASSET_FILTERS in assets.ts). */
  assets: z.object({ total: n, active: n, maintenance: n, outOfService: n }),
  /**
   * Users and sites of all of the caller's sites, whatever site is chosen, as the Users and Sites
   * screens list them (admins: every account, pending sign-ups too).
   */
  users: z.object({ total: n, admins: n, managers: n, technicians: n }),
  sites: z.object({ total: n, active: n }),
  /** The staff of the caller's sites, as the Staff screen lists them (no admin, no client). */
  team: z.object({ total: n, active: n }),
  /**
   * The checklists the caller sees in the counted sites (admins all; technicians and housekeeping
   * those assigned to them), and how many are active: the supervisor's Checklists card.
   */
  checklists: z.object({ total: n, active: n }),
  /**
   * Material requests (docs/dashboards.md): every status, Approved (not yet issued) and Pending; of the
   * sites for those who decide requests, else one's own.
   */
  materials: z.object({ requested: n, approved: n, pending: n }),
  /** Until attendance exists these are 0 (requirements/dashboards.md#records: "always zero, not computed"). */
  attendance: z.object({ present: n, absent: n }),
  charts: z.object({
    tasksByStatus: z.array(z.object({ status: z.enum(TASK_STATUSES), count: n })),
    /** The last 8 weeks, oldest first; weekStart is a Monday (YYYY-MM-DD). */
    tasksByWeek: z.array(z.object({ weekStart: z.string(), created: n, completed: n })),
    assetsByStatus: z.array(z.object({ status: z.string(), count: n })),
    /** Admin and manager only (empty for others): each site of the scope. */
    bySite: z.array(
      z.object({
        siteId: z.string(),
        name: z.string(),
        tasks: n,
        open: n,
        overdue: n,
        assets: n,
      }),
    ),
  }),
  generatedAt: z.string(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** What a failed first load shows (requirements/dashboards.md#errors: the stats reset to zero). */
export const EMPTY_DASHBOARD_STATS: Omit<DashboardStats, 'generatedAt'> = {
  scope: { siteId: null, siteIds: [], onlyAssignedTo: null },
  tasks: { total: 0, completed: 0, pending: 0, overdue: 0, inProgress: 0, onHold: 0, cancelled: 0 },
  assets: { total: 0, active: 0, maintenance: 0, outOfService: 0 },
  users: { total: 0, admins: 0, managers: 0, technicians: 0 },
  sites: { total: 0, active: 0 },
  team: { total: 0, active: 0 },
  checklists: { total: 0, active: 0 },
  materials: { requested: 0, approved: 0, pending: 0 },
  attendance: { present: 0, absent: 0 },
  charts: { tasksByStatus: [], tasksByWeek: [], assetsByStatus: [], bySite: [] },
};

/** requirements/dashboards.md#states and #limits: refresh every 30 s, on activity at most every 5 min; clock every 60 s. */
export const DASHBOARD_POLL_MS = 30_000;
export const DASHBOARD_ACTIVITY_REFRESH_MS = 300_000;
export const DASHBOARD_CLOCK_MS = 60_000;
export const RECENT_ACTIVITY_LIMIT = 8;
export const MOBILE_RECENT_ACTIVITY_LIMIT = 5;

/**
 * The greeting of requirements/dashboards.md#screens, as its catalogue key: morning before 12:00;
 * afternoon before 17:00 on the admin and manager dashboards, before 18:00 on the others; evening
 * after.
 */
export function greetingAt(hour: number, kind: 'admin-manager' | 'other') {
  if (hour < 12) return 'dashboards.goodMorning';
  if (hour < (kind === 'admin-manager' ? 17 : 18)) return 'dashboards.goodAfternoon';
  return 'dashboards.goodEvening';
}
