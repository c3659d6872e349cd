import { z } from 'zod';
import {
  addDays,
  DATE_BOUNDS,
  dateOf,
  isCalendarDate,
  isWithin,
  outOfBounds,
  utcDay,
} from './dates';
import type { MessageKey } from './i18n/message';
import { pageQuerySchema } from './lists';
import { hasPermission } from './permissions';
import { normalizeRole } from './roles';
import { isFieldRole } from './work-rules';

/**
 * Preventive maintenance (requirements/pm.md#screens, #records to #limits, issue 18): schedules on an asset that turn into
 * work orders when they fall due, and roll on to their next date when that work order closes.
 */

/** Priorities, recurrences and statuses of requirements/pm.md#limits and #states. */
export const PM_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;
export type PmPriority = (typeof PM_PRIORITIES)[number];
export const PM_RECURRENCES = [
  'Daily',
  'Weekly',
  'Monthly',
  '2 Weeks',
  '3 Weeks',
  '2 Months',
  '3 Months',
  '6 Months',
  '9 Months',
  '12 Months',
] as const;
export type PmRecurrence = (typeof PM_RECURRENCES)[number];
const PM_STATUSES = ['Scheduled', 'In Progress', 'Completed'] as const;
export type PmStatus = (typeof PM_STATUSES)[number];

// The stored values above are data (the API's and the database's); what a person reads of each
// is its label in the catalogue (pm.json), English word for word the value.
export const PM_PRIORITY_LABELS = {
  Low: 'pm.priorityLow',
  Medium: 'pm.priorityMedium',
  High: 'pm.priorityHigh',
  Urgent: 'pm.priorityUrgent',
} as const satisfies Record<PmPriority, MessageKey>;

export const PM_RECURRENCE_LABELS = {
  Daily: 'pm.recurrenceDaily',
  Weekly: 'pm.recurrenceWeekly',
  Monthly: 'pm.recurrenceMonthly',
  '2 Weeks': 'pm.recurrence2Weeks',
  '3 Weeks': 'pm.recurrence3Weeks',
  '2 Months': 'pm.recurrence2Months',
  '3 Months': 'pm.recurrence3Months',
  '6 Months': 'pm.recurrence6Months',
  '9 Months': 'pm.recurrence9Months',
  '12 Months': 'pm.recurrence12Months',
} as const satisfies Record<PmRecurrence, MessageKey>;

export const PM_STATUS_LABELS = {
  Scheduled: 'pm.statusScheduled',
  'In Progress': 'pm.statusInProgress',
  Completed: 'pm.statusCompleted',
} as const satisfies Record<PmStatus, MessageKey>;

/** How far the upcoming view looks ahead (issue 18). */
export const UPCOMING_DAYS = 30;

/** A work order has three priorities: an Urgent PM raises a high one. */
export const workOrderPriorityOf = (priority: PmPriority) =>
  priority === 'Urgent' || priority === 'High' ? 'high' : priority === 'Medium' ? 'medium' : 'low';

// ---------------------------------------------------------------------------------------------
// Who may do what (requirements/pm.md#who-may-do-what)

/** A caller as the rules read them: their role and the permissions it grants. */
export type PmCaller = { role: string; permissions: readonly string[] };

/**
 * The spec lists who loads the PM list (docs/pm.md): field roles and housekeeping hold view_pm in their
 * default lists but are kept off the list, as the spec keeps them (narrowed by role, as the field
 * roles are for work orders); a technician still starts and completes PMs.
 */
const keptOffTheList = (caller: PmCaller) =>
  isFieldRole(caller.role) || normalizeRole(caller.role) === 'housekeeping';

export const pmRules = {
  /** The list and one PM: view_pm (supervisor, manager, admin, superadmin, client). */
  canView: (caller: PmCaller) =>
    hasPermission(caller.permissions, 'view_pm') && !keptOffTheList(caller),
  /** Add, edit, delete and any status: manage_pm, never a field role. */
  canManage: (caller: PmCaller) =>
    hasPermission(caller.permissions, 'manage_pm') && !isFieldRole(caller.role),
  /** Status changes: manage_pm any; a technician holding view_pm only In Progress or Completed. */
  canSetStatus(caller: PmCaller, status?: PmStatus) {
    if (pmRules.canManage(caller)) return true;
    if (normalizeRole(caller.role) !== 'technician') return false;
    if (!hasPermission(caller.permissions, 'view_pm')) return false;
    return status === undefined || status === 'In Progress' || status === 'Completed';
  },
};

// ---------------------------------------------------------------------------------------------
// Recurrence (calendar months, not 30-day steps)

const STEPS: Record<PmRecurrence, { days: number } | { months: number }> = {
  Daily: { days: 1 },
  Weekly: { days: 7 },
  '2 Weeks': { days: 14 },
  '3 Weeks': { days: 21 },
  Monthly: { months: 1 },
  '2 Months': { months: 2 },
  '3 Months': { months: 3 },
  '6 Months': { months: 6 },
  '9 Months': { months: 9 },
  '12 Months': { months: 12 },
};

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const daysOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * The n-th occurrence of a schedule that started on `anchor`. Months count on the calendar from
 * the anchor, so a schedule of the 31st falls on each month's last day and comes back to the 31st
 * (Jan 31, Feb 28, Mar 31), and Feb 29 falls to Feb 28 outside leap years.
 */
export function occurrence(anchor: string, recurrence: PmRecurrence, n: number): string {
  const step = STEPS[recurrence];
  const [year, month, day] = parts(anchor);
  if ('days' in step) {
    return addDays(anchor, n * step.days);
  }
  const index = month - 1 + n * step.months;
  const targetYear = year + Math.floor(index / 12);
  const targetMonth = (((index % 12) + 12) % 12) + 1;
  const lastDay = utcDay(targetYear, targetMonth, 0).getUTCDate();
  return dateOf(targetYear, targetMonth, Math.min(day, lastDay));
}

/** The first occurrence strictly after `after` (the anchor itself when it is later). */
export function occurrenceAfter(anchor: string, recurrence: PmRecurrence, after: string): string {
  if (anchor > after) return anchor;
  const step = STEPS[recurrence];
  // An estimate of how many steps fit, then forward to the first one past `after`.
  const elapsed = daysOf(after) - daysOf(anchor);
  let n =
    'days' in step ? Math.floor(elapsed / step.days) : Math.floor(elapsed / (31 * step.months));
  while (occurrence(anchor, recurrence, n) <= after) n += 1;
  return occurrence(anchor, recurrence, n);
}

/** Every occurrence from `from` to `to` (inclusive), for the upcoming view. */
export function occurrencesBetween(
  anchor: string,
  recurrence: PmRecurrence,
  from: string,
  to: string,
): string[] {
  const dayBefore = addDays(from, -1);
  const dates: string[] = [];
  for (let next = occurrenceAfter(anchor, recurrence, dayBefore); next <= to; ) {
    dates.push(next);
    next = occurrenceAfter(anchor, recurrence, next);
  }
  return dates;
}

// ---------------------------------------------------------------------------------------------
// Inputs

/** The PM's date: optional; a real date within DATE_BOUNDS (a year 0026 would roll for ages). */
const optionalDate = z
  .union([
    z.literal(''),
    z
      .string()
      .max(10, 'pm.badDate')
      .refine(isCalendarDate, 'pm.badDate')
      .refine((value) => isWithin(value, DATE_BOUNDS), outOfBounds()),
  ])
  .nullish()
  .transform((value) => value || null);

/** A status in any spelling the screens send ('In Progress', 'in_progress', 'in-progress'). */
export const pmStatusSchema = z
  .string({ error: 'pm.statusInvalid' })
  .max(30, 'pm.statusInvalid')
  .transform((value, ctx) => {
    const key = value
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, ' ');
    const status = PM_STATUSES.find((one) => one.toLowerCase() === key);
    if (status) return status;
    ctx.addIssue({ code: 'custom', message: 'pm.statusInvalid' });
    return z.NEVER;
  });

/** The PM form (requirements/pm.md#validation): title, asset, priority and recurrence required; date optional. */
export const pmInputSchema = z.object({
  title: z
    .string({ error: 'pm.titleRequired' })
    .trim()
    .min(1, 'pm.titleRequired')
    // zod's own size message reads "Title must be at most 200 characters" (validation.tooBig).
    .max(200),
  description: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((value) => value ?? ''),
  priority: z.enum(PM_PRIORITIES, { error: 'pm.priorityRequired' }),
  recurrence: z.enum(PM_RECURRENCES, { error: 'pm.recurrenceRequired' }),
  assetId: z
    .string({ error: 'pm.assetRequired' })
    .trim()
    .min(1, 'pm.assetRequired')
    .max(40, 'pm.invalidAssetId')
    .pipe(z.uuid({ error: 'pm.invalidAssetId' })),
  date: optionalDate,
  status: pmStatusSchema.optional(),
  /** Ours: who the generated work orders go to. */
  assigneeId: z
    .union([z.literal(''), z.uuid({ error: 'pm.invalidAssigneeId' })])
    .nullish()
    .transform((value) => value || null),
});
export type PmInput = z.input<typeof pmInputSchema>;
export type PmValues = z.output<typeof pmInputSchema>;

/**
 * What ending a schedule (status Completed) does to the work order it holds open (issue 30):
 * `keep` (the default, and what a client that sends no choice gets) leaves it to be done or
 * cancelled in Tasks; `cancel` cancels it in the same change. Ignored for other statuses.
 */
const PM_OPEN_WORK_ORDER_CHOICES = ['keep', 'cancel'] as const;
export type PmOpenWorkOrderChoice = (typeof PM_OPEN_WORK_ORDER_CHOICES)[number];

export const pmStatusBodySchema = z.object({
  status: pmStatusSchema,
  openWorkOrder: z.enum(PM_OPEN_WORK_ORDER_CHOICES, { error: 'pm.openWorkOrderChoice' }).optional(),
});

export const pmIdParamsSchema = z.object({ id: z.uuid({ error: 'pm.invalidPmId' }) });

export const pmListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  priority: z.enum(PM_PRIORITIES, { error: 'pm.unknownPriority' }).optional(),
  status: pmStatusSchema.optional(),
  siteId: z.uuid({ error: 'pm.invalidSiteId' }).optional(),
  assetId: z.uuid({ error: 'pm.invalidAssetId' }).optional(),
});

export const upcomingQuerySchema = z.object({
  siteId: z.uuid({ error: 'pm.invalidSiteId' }).optional(),
});

// ---------------------------------------------------------------------------------------------
// Answers

const ref = z.object({ id: z.string(), name: z.string() });

/** A PM schedule (requirements/pm.md#records) and, ours, who its work orders go to and the one still open. */
/** Where a PM's work order recipient comes from, in the order they are tried. */
const PM_RECIPIENT_SOURCES = ['assignee', 'asset', 'supervisor', 'manager'] as const;
export type PmRecipientSource = (typeof PM_RECIPIENT_SOURCES)[number];

export const pmSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(PM_PRIORITIES),
  recurrence: z.enum(PM_RECURRENCES),
  assetId: z.string(),
  asset: z.object({ id: z.string(), name: z.string(), site: ref }),
  /** The next due date; null for a PM without one (it never falls due). */
  date: z.string().nullable(),
  status: z.enum(PM_STATUSES),
  assigneeId: z.string().nullable(),
  assignee: ref.nullable(),
  /**
   * Who its next work order goes to (issue 29): the assignee, else the asset's assignee, else
   * the first supervisor, then manager, of the asset's site who may take work orders; null when
   * nobody can (generationError then says why).
   */
  recipient: ref.extend({ via: z.enum(PM_RECIPIENT_SOURCES) }).nullable(),
  openWorkOrder: z
    .object({ id: z.string(), workOrderNumber: z.string(), status: z.string() })
    .nullable(),
  /** Why its last work order could not be made (an assignee who left the site), if so. */
  generationError: z.string().nullable(),
  lastCompletedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Pm = z.infer<typeof pmSchema>;

/** The upcoming view: each day of the next 30 with the PMs that fall due on it. */
export const upcomingDaySchema = z.object({
  date: z.string(),
  items: z.array(
    z.object({
      pmId: z.string(),
      title: z.string(),
      priority: z.enum(PM_PRIORITIES),
      recurrence: z.enum(PM_RECURRENCES),
      asset: z.object({ id: z.string(), name: z.string(), site: ref }),
      assignee: ref.nullable(),
    }),
  ),
});
export type UpcomingDay = z.infer<typeof upcomingDaySchema>;

export const PM_ROUTES = {
  list: '/pm',
  one: (id: string) => `/pm/${id}`,
  status: (id: string) => `/pm/${id}/status`,
  upcoming: '/pm/upcoming',
} as const;
