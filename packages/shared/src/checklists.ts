import { z } from 'zod';
import { siteRefSchema } from './accounts';
import { attachmentSchema } from './attachments';
import { DATE_BOUNDS, dateOf, isCalendarDate, outOfBounds, utcDay } from './dates';
import type { MessageKey } from './i18n/message';
import { numberSchema } from './numbers';
import { hasPermission, type Permission } from './permissions';
import { normalizeRole } from './roles';
import { dueDateSchema } from './work-orders';
import { isFieldRole } from './work-rules';

/**
 * Checklists (requirements/checklists.md#screens, #records to #limits): definitions grouped by category, assigned to people,
 * and a monthly grid of day cells. The spec's client kept progress, locks and custom categories
 * in the browser; here the server keeps all of it (requirements/api.md#server-rules) and these are its contracts.
 * Their texts (requirements/checklists.md#screens, #validation and #errors, verbatim, and the server's
 * own) are the catalogue's `checklists` namespace: the schemas carry its keys.
 */

/** The eight colours a custom category may take (requirements/checklists.md#records). */
export const CATEGORY_COLORS = [
  'blue',
  'green',
  'yellow',
  'red',
  'purple',
  'pink',
  'indigo',
  'gray',
] as const;
export type CategoryColor = (typeof CATEGORY_COLORS)[number];

/**
 * The five built-in categories (seeded by migration 0016, never renamed): their names are the
 * product's words, read in the reader's language; a custom category's name is as it was typed.
 */
const BUILT_IN_CATEGORY_NAMES = {
  housekeeping: 'checklists.categoryHousekeeping',
  electrical: 'checklists.categoryElectrical',
  plumbing: 'checklists.categoryPlumbing',
  mechanical: 'checklists.categoryMechanical',
  safety: 'checklists.categorySafety',
} as const satisfies Record<string, MessageKey>;

type BuiltInCategory = keyof typeof BUILT_IN_CATEGORY_NAMES;

/** The catalogue key of a built-in category's name; null for a custom one. */
export const builtInCategoryName = (key: string) =>
  Object.hasOwn(BUILT_IN_CATEGORY_NAMES, key)
    ? BUILT_IN_CATEGORY_NAMES[key as BuiltInCategory]
    : null;

const LIMITS = {
  name: 200,
  description: 2000,
  items: 200,
  categoryKey: 50,
  categoryName: 100,
  /** A month of one checklist: 200 items × 31 days. */
  cellsPerRequest: 6200,
} as const;

/** Years the grid offers: 2023 to next year (the spec's fixed 2026 would expire, requirements/checklists.md#limits). */
const FIRST_CHECKLIST_YEAR = 2023;
export function checklistYears(today: Date) {
  const last = today.getFullYear() + 1;
  return Array.from(
    { length: last - FIRST_CHECKLIST_YEAR + 1 },
    (_, i) => FIRST_CHECKLIST_YEAR + i,
  );
}

// ---------------------------------------------------------------------------------------------
// Categories

/**
 * A category key as requirements/checklists.md#validation has it: lower-cased, spaces become hyphens, then only letters,
 * numbers, hyphens and underscores.
 */
export const normalizeCategoryKey = (key: string) => key.trim().toLowerCase().replace(/\s+/g, '-');
const CATEGORY_KEY = /^[a-z0-9_-]+$/;

const categoryNameSchema = z
  .string({ error: 'checklists.categoryBothRequired' })
  .trim()
  .min(1, 'checklists.categoryBothRequired')
  .max(LIMITS.categoryName, 'checklists.categoryNameTooLong');
const categoryColorSchema = z.enum(CATEGORY_COLORS, { error: 'checklists.badColor' });

export const categoryInputSchema = z.object({
  key: z
    .string({ error: 'checklists.categoryBothRequired' })
    .max(LIMITS.categoryKey, 'checklists.categoryKeyTooLong')
    .transform(normalizeCategoryKey)
    .pipe(
      z
        .string()
        .min(1, 'checklists.categoryBothRequired')
        .regex(CATEGORY_KEY, 'checklists.categoryKeyChars'),
    ),
  name: categoryNameSchema,
  color: categoryColorSchema.default('blue'),
});
export type CategoryValues = z.output<typeof categoryInputSchema>;

export const categoryUpdateSchema = z.object({
  name: categoryNameSchema,
  color: categoryColorSchema,
});
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

export const categoryKeyParamsSchema = z.object({
  key: z.string().max(LIMITS.categoryKey).regex(CATEGORY_KEY, 'checklists.categoryKeyChars'),
});

export const categorySchema = z.object({
  key: z.string(),
  name: z.string(),
  color: z.enum(CATEGORY_COLORS),
  builtIn: z.boolean(),
  /** Checklists in the category, across every site. */
  checklistCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

// ---------------------------------------------------------------------------------------------
// Checklists

/** A free text of at most `max` characters; `tooLong` reads the size as {maximum}. */
const text = (tooLong: MessageKey, max: number) => z.string().trim().max(max, tooLong);

// ---------------------------------------------------------------------------------------------
// Item kinds (issue 33, docs/checklists.md "Item kinds"): an item records more than a tick.

/**
 * What an item records each day: `tick` (the spec's, and the default: every item made before
 * kinds and every body without one), `pass_fail` (Pass, Fail or N/A), `reading` (a number in a
 * unit, with an optional accepted range) or `note` (a text).
 */
const ITEM_KINDS = ['tick', 'pass_fail', 'reading', 'note'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const PASS_FAIL_RESULTS = ['pass', 'fail', 'na'] as const;
export type PassFailResult = (typeof PASS_FAIL_RESULTS)[number];

/**
 * What a failed Pass / Fail item or a reading outside its range does: `offer` a work order (the
 * grid offers Raise work order, as for any failed item), or raise one `always`, automatically,
 * when the value is recorded.
 */
const RAISE_MODES = ['offer', 'always'] as const;
export type RaiseMode = (typeof RAISE_MODES)[number];

const VALUE_LIMITS = {
  /** A reading and a range's limits lie within ±1e9. */
  magnitude: 1e9,
  unit: 20,
  note: 1000,
} as const;

/** A finite number within ±VALUE_LIMITS.magnitude (zod 4 refuses NaN and the infinities). */
const boundedNumber = (notNumber: MessageKey, tooLow: MessageKey, tooHigh: MessageKey) =>
  z
    .number({ error: notNumber })
    .min(-VALUE_LIMITS.magnitude, tooLow)
    .max(VALUE_LIMITS.magnitude, tooHigh);

const limitSchema = boundedNumber(
  'checklists.items.limitNotNumber',
  'checklists.items.limitTooLow',
  'checklists.items.limitTooHigh',
).nullish();

const checklistItemInputSchema = z
  .object({
    /** An existing item keeps its id (and its progress); an item without one is new. */
    id: z.uuid({ error: 'checklists.invalidItemId' }).optional(),
    name: z
      .string({ error: 'checklists.itemNameRequired' })
      .trim()
      .min(1, 'checklists.itemNameRequired')
      .max(LIMITS.name, 'checklists.itemNameTooLong'),
    description: text('checklists.itemDescriptionTooLong', LIMITS.description).default(''),
    isRequired: z.boolean().default(false),
    /** Ours, optional (issue 33): left out, the item is a tick, as every item of the spec. */
    kind: z.enum(ITEM_KINDS, { error: 'checklists.items.badKind' }).default('tick'),
    /** A reading's unit ('kV', '°C', 'bar'); may be empty (a count). */
    unit: z
      .string({ error: 'checklists.items.unitTooLong' })
      .trim()
      .max(VALUE_LIMITS.unit, 'checklists.items.unitTooLong')
      .nullish(),
    /** A reading's accepted range: a minimum, a maximum, both or neither. */
    min: limitSchema,
    max: limitSchema,
    raiseWorkOrder: z.enum(RAISE_MODES, { error: 'checklists.items.badRaise' }).default('offer'),
  })
  .refine(
    (item) =>
      item.kind !== 'reading' || item.min == null || item.max == null || item.min <= item.max,
    {
      path: ['max'],
      message: 'checklists.items.rangeReversed',
    },
  )
  // What does not apply to the kind is not kept: a unit and a range belong to a reading, and only
  // what can fail (Pass / Fail, a reading) raises a work order by itself.
  .transform(({ unit, min, max, raiseWorkOrder, ...item }) => {
    const reading = item.kind === 'reading';
    const canFail = reading || item.kind === 'pass_fail';
    return {
      ...item,
      unit: reading ? (unit ?? '') : '',
      min: reading ? (min ?? null) : null,
      max: reading ? (max ?? null) : null,
      raiseWorkOrder: canFail ? raiseWorkOrder : ('offer' as RaiseMode),
    };
  });

/** POST /checklists and PUT /checklists/{id} (requirements/checklists.md#calls), with the site the checklist is for. */
export const checklistInputSchema = z.object({
  name: z
    .string({ error: 'checklists.nameRequired' })
    .trim()
    .min(1, 'checklists.nameRequired')
    .max(LIMITS.name, 'checklists.nameTooLong'),
  category: z
    .string({ error: 'checklists.categoryRequired' })
    .max(LIMITS.categoryKey, 'checklists.categoryUnknown')
    .transform(normalizeCategoryKey)
    .pipe(z.string().min(1, 'checklists.categoryRequired')),
  description: text('checklists.descriptionTooLong', LIMITS.description).default(''),
  /**
   * Ours, optional (the specification's body sends none): a site; null keeps the checklist for all sites
   * (administrators); left out, where the server decides (checklists.service siteOf).
   */
  siteId: z
    .union([z.uuid({ error: 'checklists.invalidSiteId' }), z.literal('')])
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  items: z
    .array(checklistItemInputSchema)
    .min(1, 'checklists.itemsRequired')
    .max(LIMITS.items, 'checklists.tooManyItems'),
  isActive: z.boolean().default(true),
});
export type ChecklistInput = z.input<typeof checklistInputSchema>;
export type ChecklistValues = z.output<typeof checklistInputSchema>;

export const checklistListQuerySchema = z.object({
  category: z.string().max(LIMITS.categoryKey).optional(),
  siteId: z.uuid({ error: 'checklists.invalidSiteId' }).optional(),
});

export const checklistIdParamsSchema = z.object({
  id: z.uuid({ error: 'checklists.invalidChecklistId' }),
});
export const checklistUserParamsSchema = z.object({
  id: z.uuid({ error: 'checklists.invalidChecklistId' }),
  userId: z.uuid({ error: 'checklists.invalidUserId' }),
});
export const userIdParamsSchema = z.object({
  userId: z.uuid({ error: 'checklists.invalidUserId' }),
});
export const assignUserBodySchema = z.object({
  userId: z.uuid({ error: 'checklists.invalidUserId' }),
});

const personSchema = z.object({ id: z.string(), name: z.string() });

const checklistItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  isRequired: z.boolean(),
  /** Added by issue 33: what the item records; `tick` for every item made before. */
  kind: z.enum(ITEM_KINDS),
  /** A reading's unit ('' for other kinds), and its accepted range (null: no limit). */
  unit: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  raiseWorkOrder: z.enum(RAISE_MODES),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const assignmentSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.string(),
  assignedAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const checklistSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  /** Null for a checklist kept for all sites. */
  siteId: z.string().nullable(),
  site: siteRefSchema.nullable(),
  items: z.array(checklistItemSchema),
  assignments: z.array(assignmentSchema),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Checklist = z.infer<typeof checklistSchema>;

/** GET /checklists/user/{userId}: entries each holding a checklist (requirements/checklists.md#records, #calls). */
export const userChecklistEntrySchema = z.object({
  userId: z.string(),
  checklistId: z.string(),
  assignedAt: z.string(),
  checklist: checklistSchema,
});

/** A person the assign-users modal may offer: not admin, manager, client or superadmin (requirements/checklists.md#validation). */
export const assignableUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
});
export type AssignableUser = z.infer<typeof assignableUserSchema>;

// ---------------------------------------------------------------------------------------------
// Day cells

/** A day cell's states (requirements/checklists.md#states); the checkbox test page moves through the same ones. */
export const CELL_STATES = ['initial', 'in-progress', 'completed'] as const;
export type CellState = (typeof CELL_STATES)[number];

/** A click moves initial → in-progress → completed → initial (requirements/checklists.md#states). */
export const nextCellState = (state: CellState): CellState =>
  state === 'initial' ? 'in-progress' : state === 'in-progress' ? 'completed' : 'initial';

/**
 * A day of the grid: the years the grid reads (2023 on, FIRST_CHECKLIST_YEAR) to the end of
 * DATE_BOUNDS; days after today are refused by the server, which knows today.
 */
const FIRST_CHECKLIST_DAY = `${FIRST_CHECKLIST_YEAR}-01-01`;
const LAST_CHECKLIST_YEAR = Number(DATE_BOUNDS.max.slice(0, 4));
const CHECKLIST_DAYS = { min: FIRST_CHECKLIST_DAY, max: DATE_BOUNDS.max };
const dayDateSchema = z
  .string({ error: 'checklists.dateRequired' })
  .max(10, 'checklists.dateInvalid')
  .refine(isCalendarDate, 'checklists.dateInvalid')
  .refine(
    (value) => value >= CHECKLIST_DAYS.min && value <= CHECKLIST_DAYS.max,
    outOfBounds('validation.dateBetween', CHECKLIST_DAYS),
  );

export const monthQuerySchema = z.object({
  userId: z.uuid({ error: 'checklists.invalidUserId' }),
  year: numberSchema('checklists.yearNotNumber').pipe(
    z
      .number()
      .int('checklists.yearNotWhole')
      .min(FIRST_CHECKLIST_YEAR, 'checklists.yearTooEarly')
      .max(LAST_CHECKLIST_YEAR, 'checklists.yearTooLate'),
  ),
  month: numberSchema('checklists.monthNotNumber').pipe(
    z
      .number()
      .int('checklists.monthOutOfRange')
      .min(1, 'checklists.monthOutOfRange')
      .max(12, 'checklists.monthOutOfRange'),
  ),
});
export type MonthQuery = z.output<typeof monthQuerySchema>;

/** One cell of a change: its item, day and state, and the value of an item that records one. */
export const cellChangeSchema = z.object({
  itemId: z.uuid({ error: 'checklists.invalidItemId' }),
  date: dayDateSchema,
  state: z.enum(CELL_STATES, { error: 'checklists.badState' }),
  /**
   * Ours, optional (issue 33): the value of an item that records one, sent with the state
   * `completed`; the item's kind decides which (checkCellValue). A tick sends none.
   */
  result: z.enum(PASS_FAIL_RESULTS, { error: 'checklists.values.badResult' }).nullish(),
  reading: boundedNumber(
    'checklists.values.readingNotNumber',
    'checklists.values.readingTooLow',
    'checklists.values.readingTooHigh',
  ).nullish(),
  note: z
    .string({ error: 'checklists.values.noteRequired' })
    .trim()
    .min(1, 'checklists.values.noteRequired')
    .max(VALUE_LIMITS.note, 'checklists.values.noteTooLong')
    .nullish(),
});
export type CellChange = z.output<typeof cellChangeSchema>;

const cellChanges = z
  .array(cellChangeSchema)
  .max(LIMITS.cellsPerRequest, 'checklists.tooManyCells');

/** PUT /checklists/{id}/progress: ticks as they happen, not yet saved (locked). */
export const cellsBodySchema = z.object({
  userId: z.uuid({ error: 'checklists.invalidUserId' }),
  cells: cellChanges.min(1, 'checklists.noCells'),
});

/**
 * POST /checklists/{id}/progress/save: Save Progress (requirements/checklists.md#screens) records the cells given, then
 * locks every completed cell of the user's month, in one transaction.
 */
export const saveProgressBodySchema = monthQuerySchema.extend({ cells: cellChanges.default([]) });

/** POST /checklists/{id}/progress/reopen: the reopen dialog's date defaults to today (requirements/checklists.md#screens). */
export const reopenBodySchema = z.object({
  userId: z.uuid({ error: 'checklists.invalidUserId' }),
  itemId: z.uuid({ error: 'checklists.invalidItemId' }),
  date: dayDateSchema,
  reopenedDate: dayDateSchema.optional(),
});
export type ReopenBody = z.output<typeof reopenBodySchema>;

/** POST /checklists/{id}/progress/work-order: a failed item raises a work order in one step. */
export const raiseWorkOrderBodySchema = z.object({
  userId: z.uuid({ error: 'checklists.invalidUserId' }),
  itemId: z.uuid({ error: 'checklists.invalidItemId' }),
  date: dayDateSchema,
  title: z
    .string({ error: 'checklists.titleRequired' })
    .trim()
    .min(1, 'checklists.titleRequired')
    .max(200, 'checklists.titleTooLong'),
  description: z
    .string({ error: 'checklists.descriptionRequired' })
    .trim()
    .min(1, 'checklists.descriptionRequired')
    .max(5000, 'checklists.descriptionTooLong'),
  priority: z.enum(['low', 'medium', 'high'], { error: 'checklists.badPriority' }).default('high'),
  /** The work order's due date, bounded as the work order form's (DATE_BOUNDS). */
  dueDate: dueDateSchema,
  /** Defaults to the person whose cell failed; only work order managers may choose another. */
  assignedToId: z.uuid({ error: 'checklists.invalidUserId' }).optional(),
  assetId: z.uuid({ error: 'checklists.invalidAssetId' }).nullable().default(null),
});
export type RaiseWorkOrderBody = z.output<typeof raiseWorkOrderBodySchema>;

const cellSchema = z.object({
  itemId: z.string(),
  date: z.string(),
  state: z.enum(CELL_STATES),
  locked: z.boolean(),
  /** Who last ticked it completed, and on which day (requirements/checklists.md#records). */
  completedBy: personSchema.nullable(),
  completedDate: z.string().nullable(),
  /** Who saved (finalised) it; the grid shows the first name. */
  finalisedBy: personSchema.nullable(),
  finalisedAt: z.string().nullable(),
  reopenedDate: z.string().nullable(),
  reopenedBy: personSchema.nullable(),
  workOrder: z.object({ id: z.string(), workOrderNumber: z.string() }).nullable(),
  /** Added by issue 33, present only when recorded: the value of a Pass / Fail, reading or note item. */
  result: z.enum(PASS_FAIL_RESULTS).optional(),
  reading: z.number().optional(),
  note: z.string().optional(),
  /** A reading outside its item's accepted range, as the range stands now. */
  outOfRange: z.boolean().optional(),
});
export type Cell = z.infer<typeof cellSchema>;

/** The value a cell holds or a change carries: one of them, for the kind of its item. */
export type CellValue = {
  result?: PassFailResult | null | undefined;
  reading?: number | null | undefined;
  note?: string | null | undefined;
};

/** A value with nothing in it: a tick, or a cell cleared. */
export const hasValue = (value: CellValue) =>
  value.result != null || value.reading != null || value.note != null;

type ItemRange = { min: number | null; max: number | null };

/** A reading below its item's minimum or above its maximum. */
export const isOutOfRange = (item: ItemRange, reading: number) =>
  (item.min !== null && reading < item.min) || (item.max !== null && reading > item.max);

/** What fails (and so offers, or raises, a work order): a Fail, or a reading outside its range. */
export function isFailing(item: { kind: ItemKind } & ItemRange, value: CellValue) {
  if (item.kind === 'pass_fail') return value.result === 'fail';
  if (item.kind === 'reading') return value.reading != null && isOutOfRange(item, value.reading);
  return false;
}

/** Which value field each kind takes. */
const VALUE_FIELD = {
  tick: null,
  pass_fail: 'result',
  reading: 'reading',
  note: 'note',
} as const satisfies Record<ItemKind, keyof CellValue | null>;

const WRONG_VALUE = {
  tick: 'checklists.values.tickTakesNoValue',
  pass_fail: 'checklists.values.onlyResult',
  reading: 'checklists.values.onlyReading',
  note: 'checklists.values.onlyNote',
} as const satisfies Record<ItemKind, MessageKey>;

const VALUE_REQUIRED = {
  result: 'checklists.values.resultRequired',
  reading: 'checklists.values.readingRequired',
  note: 'checklists.values.noteRequired',
} as const satisfies Record<keyof CellValue, MessageKey>;

/**
 * Does a change's value fit its item's kind (issue 33)? A tick takes no value; another kind's
 * cell is initial (cleared, no value) or completed with its own value, never in progress.
 * Null when it fits; else the field that is wrong and why.
 */
export function checkCellValue(
  kind: ItemKind,
  change: CellValue & { state: CellState },
): {
  field: keyof CellValue | 'state';
  message:
    | (typeof WRONG_VALUE)[ItemKind]
    | (typeof VALUE_REQUIRED)[keyof CellValue]
    | 'checklists.values.noInProgress'
    | 'checklists.values.valueNeedsCompleted';
} | null {
  const own = VALUE_FIELD[kind];
  for (const field of ['result', 'reading', 'note'] as const) {
    if (field !== own && change[field] != null) return { field, message: WRONG_VALUE[kind] };
  }
  if (own === null) return null;
  if (change.state === 'in-progress') {
    return { field: 'state', message: 'checklists.values.noInProgress' };
  }
  if (change.state === 'completed' && change[own] == null) {
    return { field: own, message: VALUE_REQUIRED[own] };
  }
  if (change.state === 'initial' && change[own] != null) {
    return { field: own, message: 'checklists.values.valueNeedsCompleted' };
  }
  return null;
}

/**
 * POST /checklists/{id}/progress/photos (issue 33, docs/checklists.md "Cell photos"): the
 * multipart fields sent before the file, naming the cell: whose, which day, which item.
 */
export const cellPhotoFieldsSchema = z.object({
  userId: z.uuid({ error: 'checklists.invalidUserId' }),
  day: dayDateSchema,
  itemId: z.uuid({ error: 'checklists.invalidItemId' }),
});
export type CellPhotoFields = z.output<typeof cellPhotoFieldsSchema>;

export const cellPhotoParamsSchema = z.object({
  id: z.uuid({ error: 'checklists.invalidChecklistId' }),
  photoId: z.uuid({ error: 'attachmentErrors.invalidId' }),
});

/** The photos of one cell, oldest first: an attachment as the work order's record shows one. */
const cellPhotosSchema = z.object({
  itemId: z.string(),
  date: z.string(),
  photos: z.array(attachmentSchema),
});
export type CellPhotos = z.infer<typeof cellPhotosSchema>;

const progressSummarySchema = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  locked: z.number().int(),
});
export type ProgressSummary = z.infer<typeof progressSummarySchema>;

/** One checklist's month for one user: the grid. Cells never touched are absent (initial). */
export const monthProgressSchema = z.object({
  checklistId: z.string(),
  userId: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  days: z.number().int(),
  items: z.array(checklistItemSchema),
  cells: z.array(cellSchema),
  summary: progressSummarySchema,
  /**
   * Added by issue 33: the cells that have photos, each with its photos (a cell may have photos
   * and no other mark: it need not be among `cells`). Absent only from answers a device kept
   * from before.
   */
  photos: z.array(cellPhotosSchema).optional(),
});
export type MonthProgress = z.infer<typeof monthProgressSchema>;

export const daysInMonth = (year: number, month: number) => utcDay(year, month, 0).getUTCDate();

export const monthRange = (year: number, month: number) => ({
  first: dateOf(year, month, 1),
  last: dateOf(year, month, daysInMonth(year, month)),
});

/**
 * Progress (requirements/checklists.md#screens, #states): completed cells over items × days in the month, rounded percent,
 * and how many cells are locked.
 */
export function summarize(
  itemCount: number,
  days: number,
  cells: readonly { state: CellState; locked: boolean }[],
): ProgressSummary {
  const total = itemCount * days;
  const completed = cells.filter((cell) => cell.state === 'completed').length;
  const locked = cells.filter((cell) => cell.locked).length;
  return {
    completed,
    total,
    percent: total === 0 ? 0 : Math.round((completed / total) * 100),
    locked,
  };
}

// ---------------------------------------------------------------------------------------------
// Who may do what (requirements/checklists.md#who-may-do-what): the server authorizes with these, the screens hide with them.

export type ChecklistCaller = { id: string; role: string; permissions: readonly string[] };
type Caller = Omit<ChecklistCaller, 'id'>;

/** requirements/checklists.md#validation: these roles are never offered for assignment. */
export const NOT_ASSIGNABLE_ROLES = ['admin', 'manager', 'client', 'superadmin'] as const;
const NOT_ASSIGNABLE: readonly string[] = NOT_ASSIGNABLE_ROLES;

const can = (caller: Caller, permission: Permission) =>
  hasPermission(caller.permissions, permission);

/**
 * The catalogue has no Checklists category: a checklist is recurring work, so the Tasks
 * permissions carry it (docs/permissions.md, "What each permission grants"). view_tasks reads
 * checklists; update_tasks, or cleaning_permissions (the housekeeping round), ticks one's own
 * cells; assign_tasks assigns people, ticks for them, reopens saved cells and defines checklists
 * and categories. The spec's roles are narrowed on top (docs/checklists.md): supervisors assign but do not define
 * checklists, field roles never do either, technician and housekeeping see only their own.
 */
export const checklistRules = {
  canView: (caller: Caller) => can(caller, 'view_tasks'),
  /** Definitions and categories: Categories, Add Item, Edit, Delete (requirements/checklists.md#who-may-do-what). */
  canManage: (caller: Caller) =>
    checklistRules.canAssign(caller) && normalizeRole(caller.role) !== 'supervisor',
  /** "Others see all and can assign users" (requirements/checklists.md#who-may-do-what): managers and supervisors. */
  canAssign: (caller: Caller) =>
    can(caller, 'assign_tasks') && !checklistRules.seesOnlyAssigned(caller),
  /** Technician and housekeeping see only checklists assigned to them (requirements/checklists.md#who-may-do-what). */
  seesOnlyAssigned: (caller: { role: string }) =>
    isFieldRole(caller.role) || normalizeRole(caller.role) === 'housekeeping',
  /** Ticking one's own cells (while assigned, which the server checks). */
  canRecordOwn: (caller: Caller) =>
    can(caller, 'update_tasks') || can(caller, 'cleaning_permissions'),
  /**
   * Whose cells a caller may tick: those who assign anyone's assigned (a round done on paper);
   * everyone else only their own, if they may tick at all.
   */
  canRecordFor(caller: ChecklistCaller, userId: string) {
    if (checklistRules.canAssign(caller)) return true;
    return caller.id === userId && checklistRules.canRecordOwn(caller);
  },
  /** No tick of anyone's: the client reads checklists and never changes them. */
  isReadOnly: (caller: Caller) =>
    !checklistRules.canAssign(caller) && !checklistRules.canRecordOwn(caller),
  /** Reopening a saved (locked) cell: supervisors, managers and administrators. */
  canReopen: (caller: Caller) => checklistRules.canAssign(caller),
  /**
   * Removing a cell's photo (issue 33): those who reopen saved work (supervisors, managers,
   * administrators) any they see; anyone else their own, while the cell is not saved (locked).
   */
  mayRemovePhoto(
    caller: ChecklistCaller,
    photo: { uploadedBy: string | null; locked: boolean },
  ): 'yes' | 'locked' | 'no' {
    if (checklistRules.canReopen(caller)) return 'yes';
    if (photo.uploadedBy === null || photo.uploadedBy !== caller.id) return 'no';
    return photo.locked ? 'locked' : 'yes';
  },
  /** Who the assign-users modal offers (requirements/checklists.md#validation). */
  isAssignableRole: (role: string) => !NOT_ASSIGNABLE.includes(normalizeRole(role)),
};

/** The endpoints, for the web client and the API reference (tags: checklists). */
export const CHECKLIST_ROUTES = {
  list: '/checklists',
  one: (id: string) => `/checklists/${id}`,
  assignments: (id: string) => `/checklists/${id}/assignments`,
  assignableUsers: (id: string) => `/checklists/${id}/assignable-users`,
  assignUser: (id: string) => `/checklists/${id}/assign-user`,
  unassignUser: (id: string, userId: string) => `/checklists/${id}/assign-user/${userId}`,
  progress: (id: string) => `/checklists/${id}/progress`,
  saveProgress: (id: string) => `/checklists/${id}/progress/save`,
  reopen: (id: string) => `/checklists/${id}/progress/reopen`,
  raiseWorkOrder: (id: string) => `/checklists/${id}/progress/work-order`,
  photos: (id: string) => `/checklists/${id}/progress/photos`,
  photo: (id: string, photoId: string) => `/checklists/${id}/progress/photos/${photoId}`,
  categories: '/checklist-categories',
  category: (key: string) => `/checklist-categories/${key}`,
} as const;

export const raiseWorkOrderResultSchema = z.object({
  workOrder: z.object({ id: z.string(), workOrderNumber: z.string() }),
  progress: monthProgressSchema,
});
export type RaiseWorkOrderResult = z.infer<typeof raiseWorkOrderResultSchema>;
