import { z } from 'zod';
import { siteRefSchema } from './accounts';
import { DATE_BOUNDS, dateOf, isCalendarDate, utcDay } from './dates';
import { numberSchema } from './numbers';
import { hasPermission, type Permission } from './permissions';
import { normalizeRole } from './roles';
import { dueDateSchema } from './work-orders';
import { isFieldRole } from './work-rules';

/**
 * Checklists (requirements/checklists.md#screens, #records to #limits): definitions grouped by category, assigned to people,
 * and a monthly grid of day cells. The spec's client kept progress, locks and custom categories
 * in the browser; here the server keeps all of it (requirements/api.md#server-rules) and these are its contracts.
 */

/** Texts of requirements/checklists.md#screens, #validation and #errors (verbatim), and the server's own. */
export const checklistTexts = {
  itemNameRequired: 'Checklist item name is required',
  categoryBothRequired: 'Both category key and name are required',
  categoryKeyChars: 'Category key can only contain letters, numbers, hyphens, and underscores',
  categoryDuplicate: 'A category with this key already exists',
  placeholderItem: 'No items available - Please create checklists',
  loadFailed: 'Failed to load checklists. Please try again later.',
  loadAssignedFailed: 'Failed to load assigned checklists. Please try again later.',
  unexpected: 'An unexpected error occurred while loading checklists.',
  deleteFailed: 'Failed to delete checklist. Please try again.',
  saveFailed: 'Failed to save checklist. Please try again.',
  assignFailed: 'Failed to update user assignments.',
  saveAlertFailed: 'Error saving checklist.',
  assignSaved: 'User assignments updated successfully!',
  saved: 'Checklist saved successfully!',
  // The server's own.
  nameRequired: 'Checklist name is required',
  categoryRequired: 'Category is required',
  categoryUnknown: 'Choose one of the categories',
  siteRequired: 'Site is required',
  /** Issue 29: a checklist without a site, from a creator who looks after several. */
  chooseSite:
    'Choose a site: you look after several, and only administrators keep checklists for all sites.',
  allSitesAdminsOnly: 'Only administrators keep or change checklists for all sites.',
  allSites: 'all sites',
  allSitesOption: 'All sites',
  chooseAssetForSite:
    'Choose the asset: this checklist is kept for all sites, and the site of the work order follows from it.',
  siteOutOfScope: 'Site not found or not one of your sites',
  itemsRequired: 'A checklist needs at least one item',
  badColor: 'Colour must be one of blue, green, yellow, red, purple, pink, indigo, gray',
  builtInCategory: 'Built-in categories cannot be changed or deleted',
  categoryInUse: (count: number) =>
    `This category still holds ${count} checklist${count === 1 ? '' : 's'}; move or delete them first`,
  categoryDeleted: 'Category deleted',
  checklistDeleted: 'Checklist deleted',
  notAssignable:
    'Only active supervisors, technicians and housekeeping staff of the checklist’s site can be assigned',
  alreadyAssigned: 'The user is already assigned to this checklist',
  notAssigned: 'The user is not assigned to this checklist',
  unassigned: 'User removed from the checklist',
  assigned: 'User assigned to the checklist',
  ownCellsOnly: 'You can only record your own checklist progress',
  readOnly: 'Checklists are read-only for your role',
  futureDay: 'Progress cannot be recorded for a day that has not come yet',
  itemNotInChecklist: 'The item does not belong to this checklist',
  dayOutsideMonth: 'Every day must be within the month being saved',
  locked: 'This item was saved and is locked; it must be reopened before it can change',
  notCompleted: 'Only a completed item can be reopened',
  reopenNotAllowed: 'Only supervisors, managers and administrators can reopen a saved item',
  alreadyRaised: 'A work order has already been raised for this item on this day',
  raisedWorkOrder: 'Work order created',
  progressOf: (completed: number, total: number, percent: number) =>
    `${completed} of ${total} completed (${percent}%)`,
} as const;

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
  .string({ error: checklistTexts.categoryBothRequired })
  .trim()
  .min(1, checklistTexts.categoryBothRequired)
  .max(LIMITS.categoryName, `Category name must be at most ${LIMITS.categoryName} characters`);
const categoryColorSchema = z.enum(CATEGORY_COLORS, { error: checklistTexts.badColor });

export const categoryInputSchema = z.object({
  key: z
    .string({ error: checklistTexts.categoryBothRequired })
    .max(LIMITS.categoryKey, `Category key must be at most ${LIMITS.categoryKey} characters`)
    .transform(normalizeCategoryKey)
    .pipe(
      z
        .string()
        .min(1, checklistTexts.categoryBothRequired)
        .regex(CATEGORY_KEY, checklistTexts.categoryKeyChars),
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
  key: z.string().max(LIMITS.categoryKey).regex(CATEGORY_KEY, checklistTexts.categoryKeyChars),
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

const text = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

const checklistItemInputSchema = z.object({
  /** An existing item keeps its id (and its progress); an item without one is new. */
  id: z.uuid({ error: 'Invalid item id' }).optional(),
  name: z
    .string({ error: checklistTexts.itemNameRequired })
    .trim()
    .min(1, checklistTexts.itemNameRequired)
    .max(LIMITS.name, `Item name must be at most ${LIMITS.name} characters`),
  description: text('Item description', LIMITS.description).default(''),
  isRequired: z.boolean().default(false),
});

/** POST /checklists and PUT /checklists/{id} (requirements/checklists.md#calls), with the site the checklist is for. */
export const checklistInputSchema = z.object({
  name: z
    .string({ error: checklistTexts.nameRequired })
    .trim()
    .min(1, checklistTexts.nameRequired)
    .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters`),
  category: z
    .string({ error: checklistTexts.categoryRequired })
    .max(LIMITS.categoryKey, checklistTexts.categoryUnknown)
    .transform(normalizeCategoryKey)
    .pipe(z.string().min(1, checklistTexts.categoryRequired)),
  description: text('Description', LIMITS.description).default(''),
  /**
   * Ours, optional (the specification's body sends none): a site; null keeps the checklist for all sites
   * (administrators); left out, where the server decides (checklists.service siteOf).
   */
  siteId: z
    .union([z.uuid({ error: 'Invalid site id' }), z.literal('')])
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  items: z
    .array(checklistItemInputSchema)
    .min(1, checklistTexts.itemsRequired)
    .max(LIMITS.items, `A checklist may hold at most ${LIMITS.items} items`),
  isActive: z.boolean().default(true),
});
export type ChecklistInput = z.input<typeof checklistInputSchema>;
export type ChecklistValues = z.output<typeof checklistInputSchema>;

export const checklistListQuerySchema = z.object({
  category: z.string().max(LIMITS.categoryKey).optional(),
  siteId: z.uuid({ error: 'Invalid site id' }).optional(),
});

export const checklistIdParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid checklist id' }),
});
export const checklistUserParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid checklist id' }),
  userId: z.uuid({ error: 'Invalid user id' }),
});
export const userIdParamsSchema = z.object({ userId: z.uuid({ error: 'Invalid user id' }) });
export const assignUserBodySchema = z.object({ userId: z.uuid({ error: 'Invalid user id' }) });

const personSchema = z.object({ id: z.string(), name: z.string() });

const checklistItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  isRequired: z.boolean(),
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
const dayDateSchema = z
  .string({ error: 'Date is required' })
  .max(10, 'Date must be a date (YYYY-MM-DD)')
  .refine(isCalendarDate, 'Date must be a date (YYYY-MM-DD)')
  .refine(
    (value) => value >= FIRST_CHECKLIST_DAY && value <= DATE_BOUNDS.max,
    `Date must be between ${FIRST_CHECKLIST_DAY} and ${DATE_BOUNDS.max}`,
  );

export const monthQuerySchema = z.object({
  userId: z.uuid({ error: 'Invalid user id' }),
  year: numberSchema('Year must be a number').pipe(
    z
      .number()
      .int('Year must be a whole number')
      .min(FIRST_CHECKLIST_YEAR, `Year must be ${FIRST_CHECKLIST_YEAR} or later`)
      .max(LAST_CHECKLIST_YEAR, `Year must be ${LAST_CHECKLIST_YEAR} or earlier`),
  ),
  month: numberSchema('Month must be a number').pipe(
    z
      .number()
      .int('Month must be between 1 and 12')
      .min(1, 'Month must be between 1 and 12')
      .max(12, 'Month must be between 1 and 12'),
  ),
});
export type MonthQuery = z.output<typeof monthQuerySchema>;

const cellChangeSchema = z.object({
  itemId: z.uuid({ error: 'Invalid item id' }),
  date: dayDateSchema,
  state: z.enum(CELL_STATES, { error: 'State must be initial, in-progress or completed' }),
});
export type CellChange = z.output<typeof cellChangeSchema>;

const cellChanges = z
  .array(cellChangeSchema)
  .max(LIMITS.cellsPerRequest, `At most ${LIMITS.cellsPerRequest} cells at once`);

/** PUT /checklists/{id}/progress: ticks as they happen, not yet saved (locked). */
export const cellsBodySchema = z.object({
  userId: z.uuid({ error: 'Invalid user id' }),
  cells: cellChanges.min(1, 'No cells to record'),
});

/**
 * POST /checklists/{id}/progress/save: Save Progress (requirements/checklists.md#screens) records the cells given, then
 * locks every completed cell of the user's month, in one transaction.
 */
export const saveProgressBodySchema = monthQuerySchema.extend({ cells: cellChanges.default([]) });

/** POST /checklists/{id}/progress/reopen: the reopen dialog's date defaults to today (requirements/checklists.md#screens). */
export const reopenBodySchema = z.object({
  userId: z.uuid({ error: 'Invalid user id' }),
  itemId: z.uuid({ error: 'Invalid item id' }),
  date: dayDateSchema,
  reopenedDate: dayDateSchema.optional(),
});
export type ReopenBody = z.output<typeof reopenBodySchema>;

/** POST /checklists/{id}/progress/work-order: a failed item raises a work order in one step. */
export const raiseWorkOrderBodySchema = z.object({
  userId: z.uuid({ error: 'Invalid user id' }),
  itemId: z.uuid({ error: 'Invalid item id' }),
  date: dayDateSchema,
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description must be at most 5000 characters'),
  priority: z
    .enum(['low', 'medium', 'high'], { error: 'Priority must be low, medium or high' })
    .default('high'),
  /** The work order's due date, bounded as the work order form's (DATE_BOUNDS). */
  dueDate: dueDateSchema,
  /** Defaults to the person whose cell failed; only work order managers may choose another. */
  assignedToId: z.uuid({ error: 'Invalid user id' }).optional(),
  assetId: z.uuid({ error: 'Invalid asset id' }).nullable().default(null),
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
});
export type Cell = z.infer<typeof cellSchema>;

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
  categories: '/checklist-categories',
  category: (key: string) => `/checklist-categories/${key}`,
} as const;

export const raiseWorkOrderResultSchema = z.object({
  workOrder: z.object({ id: z.string(), workOrderNumber: z.string() }),
  progress: monthProgressSchema,
});
export type RaiseWorkOrderResult = z.infer<typeof raiseWorkOrderResultSchema>;
