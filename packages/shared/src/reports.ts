import { z } from 'zod';
import { addDays, calendarDateSchema, daysBetweenInclusive } from './dates';
import { hasPermission, leadsSites } from './permissions';
import type { PmRecurrence } from './pm';
import { isAdminRole, normalizeRole } from './roles';
import { TASK_PRIORITIES, TASK_TYPES } from './work-orders';

/**
 * Reports (issue 36, docs/reports.md): what a maintenance manager reports upward, computed on the
 * server for the sites the reader may see, each in its own calendar.
 */

/** Who reads reports: administrators (every site), managers and supervisors (theirs). */
export const reportRules = { canView: leadsSites };

export const reportPaths = {
  backlog: '/reports/backlog',
  work: '/reports/work',
  workCsv: '/reports/work/csv',
  workPdf: '/reports/work/pdf',
  weeklySummary: '/reports/weekly-summary',
  pm: '/reports/pm',
  pmCsv: '/reports/pm/csv',
};

/** The backlog's ages, in days since creation on the site's calendar. */
export const BACKLOG_AGES = ['0-7', '8-30', '31-90', '90+'] as const;
export type BacklogAge = (typeof BACKLOG_AGES)[number];

export const reportQuerySchema = z.object({
  siteId: z.uuid({ error: 'reports.invalidSiteId' }).optional(),
});

const count = z.number().int().nonnegative();
const byPriority = z.object(
  Object.fromEntries(TASK_PRIORITIES.map((priority) => [priority, count])) as Record<
    (typeof TASK_PRIORITIES)[number],
    typeof count
  >,
);

/** GET /reports/backlog: the open work orders now, by age and priority. */
export const backlogReportSchema = z.object({
  /** When it was counted. */
  asOf: z.string(),
  /** The site counted, or null for every site of the reader. */
  siteId: z.string().nullable(),
  /** One row per age, in BACKLOG_AGES' order, each by priority with its total. */
  ages: z.array(byPriority.extend({ age: z.enum(BACKLOG_AGES), total: count })),
  /** Every age together. */
  total: byPriority.extend({ total: count }),
});
export type BacklogReport = z.infer<typeof backlogReportSchema>;

/**
 * The edges, in seconds, of the completion-time histogram the rollup keeps (1, 2, 4, 8 and 24
 * hours, 2, 4, 7, 14, 30 and 90 days): twelve buckets, the last open-ended. Migration 0040's
 * completion_bucket() holds the same numbers.
 */
export const COMPLETION_BUCKET_EDGES = [
  3600, 7200, 14400, 28800, 86400, 172800, 345600, 604800, 1209600, 2592000, 7776000,
] as const;

/**
 * The q-quantile (0 to 1) of the times a histogram counts, in seconds: the rank q × n found in
 * its bucket and interpolated linearly between the bucket's edges; in the open last bucket, its
 * lower edge. Null when it counts nothing. docs/reports.md has the reasoning.
 */
export function histogramQuantile(histogram: readonly number[], q: number): number | null {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return null;
  const rank = q * total;
  let below = 0;
  for (const [index, n] of histogram.entries()) {
    if (n > 0 && below + n >= rank) {
      const low = index === 0 ? 0 : (COMPLETION_BUCKET_EDGES[index - 1] ?? 0);
      const high = COMPLETION_BUCKET_EDGES[index];
      if (high === undefined) return low;
      return low + ((high - low) * (rank - below)) / n;
    }
    below += n;
  }
  return COMPLETION_BUCKET_EDGES.at(-1) ?? null;
}

export const REPORT_INTERVALS = ['week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];
/** The longest period a report covers, in days: three years. */
export const MAX_REPORT_DAYS = 1096;

const reportDate = (required: 'reports.fromRequired' | 'reports.toRequired') =>
  calendarDateSchema(required, 'reports.badDate');

const periodFields = reportQuerySchema.extend({
  from: reportDate('reports.fromRequired').optional(),
  to: reportDate('reports.toRequired').optional(),
  interval: z.enum(REPORT_INTERVALS, { error: 'reports.badInterval' }).default('month'),
});
type PeriodFields = { from?: string | undefined; to?: string | undefined };
const withOrderedPeriod = <Schema extends z.ZodType<PeriodFields>>(schema: Schema) =>
  schema
    .refine((value) => !value.from || !value.to || value.to >= value.from, {
      path: ['to'],
      message: 'reports.toBeforeFrom',
    })
    .refine(
      (value) =>
        !value.from || !value.to || daysBetweenInclusive(value.from, value.to) <= MAX_REPORT_DAYS,
      { path: ['to'], message: 'reports.periodTooLong', params: { maximum: MAX_REPORT_DAYS } },
    );

/** A report of a period: from and to (days, inclusive, on each site's calendar), by week or month. */
export const periodQuerySchema = withOrderedPeriod(periodFields);
export type PeriodQuery = z.output<typeof periodQuerySchema>;

const hours = z.number().nonnegative().nullable();
/** The work figures of a period, a site, a person, … (docs/reports.md, "Definitions"). */
const workFiguresSchema = z.object({
  opened: count,
  completed: count,
  /** Completed on or before the due date, on the site's calendar. */
  completedOnTime: count,
  /** completedOnTime / completed, 0 to 1; null when nothing was completed. */
  onTimeRate: z.number().min(0).max(1).nullable(),
  cancelled: count,
  reopened: count,
  /** From creation to completion, of the work orders completed: mean, median and 90th percentile. */
  completionMeanHours: hours,
  completionMedianHours: hours,
  completionP90Hours: hours,
});
export type WorkFigures = z.infer<typeof workFiguresSchema>;

/** GET /reports/work: the work orders of a period, by week or month and by breakdown. */
export const workReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(REPORT_INTERVALS),
  siteId: z.string().nullable(),
  /** Every week (from its Monday) or month (from its first) the period touches, in order. */
  periods: z.array(workFiguresSchema.extend({ start: z.string() })),
  total: workFiguresSchema,
  bySite: z.array(workFiguresSchema.extend({ siteId: z.string(), name: z.string() })),
  byAssignee: z.array(workFiguresSchema.extend({ userId: z.string(), name: z.string() })),
  /** By the asset's type when counted; null: no asset, or an asset with no type. */
  byAssetType: z.array(workFiguresSchema.extend({ assetType: z.string().nullable() })),
  byPriority: z.array(workFiguresSchema.extend({ priority: z.enum(TASK_PRIORITIES) })),
  byTaskType: z.array(workFiguresSchema.extend({ taskType: z.enum(TASK_TYPES) })),
});
export type WorkReport = z.infer<typeof workReportSchema>;

/** The first day of the week (its Monday) or month holding `date` (YYYY-MM-DD). */
export function periodStartOf(date: string, interval: ReportInterval): string {
  if (interval === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The first day of the period after the one starting on `start`. */
function nextPeriodStart(start: string, interval: ReportInterval): string {
  if (interval === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/**
 * The rollup's rows a period of days (inclusive) reads (docs/reports.md, "The rollup"): the
 * months it holds whole, and the days of the months it cuts at either end; by week, days only
 * (a month's row cannot be split into weeks). Each range's end is exclusive.
 */
export function rollupRanges(
  from: string,
  to: string,
  byDayOnly = false,
): { grain: 'day' | 'month'; from: string; until: string }[] {
  const after = addDays(to, 1);
  const wholeFrom = from.endsWith('-01')
    ? from
    : nextPeriodStart(periodStartOf(from, 'month'), 'month');
  const wholeUntil = periodStartOf(after, 'month');
  if (byDayOnly || wholeFrom >= wholeUntil) return [{ grain: 'day', from, until: after }];
  return [
    { grain: 'day' as const, from, until: wholeFrom },
    { grain: 'month' as const, from: wholeFrom, until: wholeUntil },
    { grain: 'day' as const, from: wholeUntil, until: after },
  ].filter((range) => range.from < range.until);
}

/** The starts of every period from the one holding `from` to the one holding `to`. */
export function periodStarts(from: string, to: string, interval: ReportInterval): string[] {
  const starts: string[] = [];
  for (let start = periodStartOf(from, interval); start <= to; ) {
    starts.push(start);
    start = nextPeriodStart(start, interval);
  }
  return starts;
}

/** The default period: the twelve months, or twelve weeks, up to and with the one of `today`. */
export function defaultPeriodFrom(today: string, interval: ReportInterval): string {
  const start = periodStartOf(today, interval);
  if (interval === 'week') return addDays(start, -7 * 11);
  const [year, month] = start.split('-').map(Number) as [number, number];
  const back = year * 12 + (month - 1) - 11;
  return `${Math.floor(back / 12)}-${String((back % 12) + 1).padStart(2, '0')}-01`;
}

/** The tables of the work report, each downloadable as CSV. */
export const WORK_TABLES = [
  'periods',
  'sites',
  'assignees',
  'assetTypes',
  'priorities',
  'taskTypes',
] as const;
export type WorkTable = (typeof WORK_TABLES)[number];

/** GET /reports/work/csv: one of the work report's tables (default: by period). */
export const workCsvQuerySchema = withOrderedPeriod(
  periodFields.extend({
    table: z.enum(WORK_TABLES, { error: 'reports.badTable' }).default('periods'),
  }),
);

/** The figure columns of every work table, after its first (the period, site, …), in order. */
export const WORK_FIGURE_COLUMNS = [
  'opened',
  'completed',
  'completedOnTime',
  'onTimeRate',
  'cancelled',
  'reopened',
  'completionMeanHours',
  'completionMedianHours',
  'completionP90Hours',
] as const satisfies readonly (keyof WorkFigures)[];

/** The first column of each work table, as its catalogue key. */
export const WORK_TABLE_FIRST_COLUMN = {
  periods: 'reports.period',
  sites: 'reports.site',
  assignees: 'reports.assignee',
  assetTypes: 'reports.assetType',
  priorities: 'reports.priority',
  taskTypes: 'reports.taskType',
} as const satisfies Record<WorkTable, string>;

/** The CSV file of a work table. */
export const workCsvFile = (table: WorkTable, from: string, to: string) =>
  `work_${table}_${from}_${to}.csv`;
export const workPdfFile = (from: string, to: string) => `work_report_${from}_${to}.pdf`;
export const pmCsvFile = (from: string, to: string) => `pm_compliance_${from}_${to}.csv`;

/**
 * The weekly summary mail (docs/reports.md, "Weekly summary"): to managers and administrators
 * (a custom role holding all_permissions is one), on Monday at 07:00 on their site's calendar, about the week before; each may turn it off.
 */
export const weeklySummaryRules = {
  receives: (user: { role: string; permissions: readonly string[] }) =>
    hasPermission(user.permissions, 'all_permissions') ||
    isAdminRole(user.role) ||
    normalizeRole(user.role) === 'manager',
};
export const WEEKLY_SUMMARY_HOUR = 7;

/** GET and PUT /reports/weekly-summary: whether the caller receives it. */
export const weeklySummarySettingsSchema = z.object({ enabled: z.boolean() });
export const weeklySummaryInputSchema = z.object({
  enabled: z.boolean({ error: 'reports.enabledRequired' }),
});
export type WeeklySummarySettings = z.infer<typeof weeklySummarySettingsSchema>;

/**
 * The grace after a PM work order's due date within which it still counts as done on time for
 * PM compliance: a tenth of its PM's interval, in whole days (the "10% rule"); migration 0043's
 * pm_grace_days() holds the same numbers.
 */
export const PM_GRACE_DAYS = {
  Daily: 0,
  Weekly: 1,
  '2 Weeks': 1,
  '3 Weeks': 2,
  Monthly: 3,
  '2 Months': 6,
  '3 Months': 9,
  '6 Months': 18,
  '9 Months': 27,
  '12 Months': 36,
} as const satisfies Record<PmRecurrence, number>;

const pmFiguresSchema = z.object({
  /** PM work orders due in the period (by due date, on the site's calendar). */
  due: count,
  /** Of those, completed by their due date plus their grace (PM_GRACE_DAYS). */
  doneInWindow: count,
  /** doneInWindow / due, 0 to 1; null when none was due. */
  compliance: z.number().min(0).max(1).nullable(),
});
export type PmFigures = z.infer<typeof pmFiguresSchema>;

/** GET /reports/pm: preventive maintenance of a period. */
export const pmReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(REPORT_INTERVALS),
  siteId: z.string().nullable(),
  periods: z.array(pmFiguresSchema.extend({ start: z.string() })),
  total: pmFiguresSchema.extend({
    /** Work orders opened in the period of type maintenance or inspection (planned). */
    planned: count,
    /** Work orders opened in the period of type repair (reactive). */
    reactive: count,
    /** planned / (planned + reactive), 0 to 1; null when there were none. */
    plannedShare: z.number().min(0).max(1).nullable(),
  }),
  bySite: z.array(pmFiguresSchema.extend({ siteId: z.string(), name: z.string() })),
  /** Open PM work orders past their due date now, each on its site's calendar. */
  overdueNow: count,
});
export type PmReport = z.infer<typeof pmReportSchema>;
