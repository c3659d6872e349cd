import { z } from 'zod';
import { siteRefSchema } from './accounts';
import { DATE_BOUNDS, dateOutOfBounds, isCalendarDate, isWithin } from './dates';
import { pageQuerySchema } from './lists';
import { isStaffRole } from './roles';
import { TASK_STATUSES, type TaskStatus } from './work-rules';

/**
 * Whether a holder of `role` may be a work order's assignee: staff only (NON_STAFF_ROLES), never
 * an administrator (docs/assets-and-work-orders.md "Assignees exclude admin and superadmin roles")
 * nor the client, who only reads the work of their site (issue 30).
 */
export function takesWorkOrders(role: string | null | undefined): boolean {
  return isStaffRole(role);
}

/** Work order texts of requirements/work-orders.md#validation and #errors, and the server's own. */
export const workOrderTexts = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  dueDateRequired: 'Due date is required',
  assigneeRequired: 'Assignee is required',
  assetRequired: 'Asset is required',
  siteRequired: 'Site is required',
  badStatus: 'Status must be one of Pending, In Progress, Completed, On Hold, Cancelled',
  overdueNotSettable: 'Overdue follows from the due date; it cannot be set',
  badPriority: 'Priority must be low, medium or high',
  badTaskType: 'Task type must be repair, inspection, maintenance, installation or other',
  badDate: 'Due date must be a date (YYYY-MM-DD)',
  dueDateOutOfBounds: dateOutOfBounds('Due date', DATE_BOUNDS),
  lockedAfterDue: 'Task is locked after due date',
  lockedNote: 'Task locked after due date',
  statusNotAllowed: 'You may only mark your work orders Completed or On Hold.',
  // A status change that arrives late (sent from a device's queue, issue 21).
  noLongerAssigned: 'This work order is no longer assigned to you.',
  siteNoLongerYours: 'This work order is at a site you are no longer assigned to.',
  changedMeanwhile: (status: string) =>
    `This work order was changed by someone else: it is now ${status}.`,
  assetNotOnSite: 'The asset does not belong to the selected site',
  assigneeNotOnSite: 'The assignee must be an active, non-admin user of the selected site',
  assigneeIsClient: 'Work orders cannot be assigned to a client',
  siteOutOfScope: 'Site not found or not one of your sites',
  empty: 'No work orders found for selected filters',
  searchPlaceholder: 'Search work orders...',
  confirmDelete: 'Are you sure you want to delete this work order?',
  deleted: 'Task deleted successfully!',
  completed: 'Task marked as completed!',
  statusUpdated: (status: string) => `Task status updated to ${status} successfully!`,
  updated: 'Task updated successfully!',
  created: 'Task created successfully!',
  deleteFailed: 'Failed to delete task. Please try again.',
  statusFailed: 'Failed to update task status. Please try again.',
  saveFailed: 'Failed to save work order. Please try again.',
  nothingToExport: 'No tasks to export.',
} as const;

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  on_hold: 'On Hold',
  cancelled: 'Cancelled',
};
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export const TASK_TYPES = ['repair', 'inspection', 'maintenance', 'installation', 'other'] as const;

/**
 * A status in any spelling the clients send: 'in_progress', 'in-progress', 'In Progress' and
 * 'IN_PROGRESS' are one status. 'overdue' is refused: it is derived, never stored (requirements/api.md#server-rules).
 */
const taskStatusSchema = z
  .string({ error: workOrderTexts.badStatus })
  .max(50, workOrderTexts.badStatus)
  .trim()
  .transform((value, ctx) => {
    const key = value.toLowerCase().replace(/[\s-]+/g, '_');
    if ((TASK_STATUSES as readonly string[]).includes(key)) return key as TaskStatus;
    ctx.addIssue({
      code: 'custom',
      message: key === 'overdue' ? workOrderTexts.overdueNotSettable : workOrderTexts.badStatus,
    });
    return z.NEVER;
  });

/**
 * A calendar date; a full timestamp is accepted and cut to its date. Within DATE_BOUNDS: in the
 * past is allowed (backdated work), a mistyped year (0026) is not.
 */
export const dueDateSchema = z
  .string({ error: workOrderTexts.dueDateRequired })
  .max(40, workOrderTexts.badDate)
  .trim()
  .min(1, workOrderTexts.dueDateRequired)
  .transform((value, ctx) => {
    const date = value.slice(0, 10);
    if (!isCalendarDate(date)) {
      ctx.addIssue({ code: 'custom', message: workOrderTexts.badDate });
      return z.NEVER;
    }
    if (!isWithin(date, DATE_BOUNDS)) {
      ctx.addIssue({ code: 'custom', message: workOrderTexts.dueDateOutOfBounds });
      return z.NEVER;
    }
    return date;
  });

/** `required` for a missing or blank text; the length has its own message, naming `label`. */
const requiredText = (required: string, label: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * POST /tasks and PUT /tasks/{id} (requirements/work-orders.md#validation). The form's "minimum today" is not the server's:
 * an admin may record backdated work (requirements/api.md#server-rules).
 */
export const workOrderInputSchema = z.object({
  title: requiredText(workOrderTexts.titleRequired, 'Title', 200),
  description: requiredText(workOrderTexts.descriptionRequired, 'Description', 5000),
  dueDate: dueDateSchema,
  assignedToId: z.uuid({ error: workOrderTexts.assigneeRequired }),
  assetId: z.uuid({ error: workOrderTexts.assetRequired }),
  siteId: z.uuid({ error: workOrderTexts.siteRequired }),
  status: taskStatusSchema.default('pending'),
  priority: z.enum(TASK_PRIORITIES, { error: workOrderTexts.badPriority }).default('medium'),
  taskType: z.enum(TASK_TYPES, { error: workOrderTexts.badTaskType }).default('repair'),
});
export type WorkOrderInput = z.input<typeof workOrderInputSchema>;
export type WorkOrderValues = z.output<typeof workOrderInputSchema>;

/**
 * PATCH /tasks/{id}/status. `expectedStatus` (ours, issue 21): the status the change was made
 * from; when the work order has another by then, nothing changes and the answer is a 409.
 */
export const taskStatusBodySchema = z.object({
  status: taskStatusSchema,
  expectedStatus: taskStatusSchema.optional(),
});

/** The dashboard filters (requirements/dashboards.md#screens, requirements/work-orders.md#states): pending counts pending and in progress. */
export const TASK_FILTERS = ['completed', 'pending', 'overdue'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

export const workOrderListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: taskStatusSchema.optional(),
  filter: z.enum(TASK_FILTERS).optional(),
  siteId: z.uuid({ error: 'Invalid site id' }).optional(),
  assignedTo: z.uuid({ error: 'Invalid user id' }).optional(),
  assetId: z.uuid({ error: 'Invalid asset id' }).optional(),
});
export type WorkOrderListQuery = z.output<typeof workOrderListQuerySchema>;

export const taskIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid task id' }) });

const personRefSchema = z.object({ id: z.string(), name: z.string() });

/**
 * Where a work order came from, when it did not start in the work order form: a checklist item
 * that failed on a day. Kept on the work order as it was when raised, so the link survives a
 * renamed checklist.
 */
const checklistOriginSchema = z.object({
  type: z.literal('checklist'),
  checklistId: z.string(),
  checklistName: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  date: z.string(),
  userId: z.string(),
});
/** A work order a preventive maintenance schedule generated when it fell due (issue 18). */
const pmOriginSchema = z.object({
  type: z.literal('pm'),
  pmId: z.string(),
  pmTitle: z.string(),
  dueDate: z.string(),
});
const workOrderOriginSchema = z.discriminatedUnion('type', [checklistOriginSchema, pmOriginSchema]);
export type WorkOrderOrigin = z.infer<typeof workOrderOriginSchema>;

/** A work order as the screens read it (requirements/work-orders.md#records); overdue is computed when it is read. */
export const workOrderSchema = z.object({
  id: z.string(),
  workOrderNumber: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  taskType: z.enum(TASK_TYPES),
  dueDate: z.string(),
  overdue: z.boolean(),
  assignedToId: z.string(),
  assignedTo: personRefSchema,
  assetId: z.string().nullable(),
  asset: z.object({ id: z.string(), name: z.string(), assetNumber: z.string() }).nullable(),
  siteId: z.string(),
  site: siteRefSchema,
  createdBy: personRefSchema.nullable(),
  origin: workOrderOriginSchema.nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

/** Overdue (requirements/work-orders.md#states): the due date is past and the work is not completed. */
export function isOverdue(task: { dueDate: string; status: string }, today: string) {
  return task.status !== 'completed' && task.dueDate < today;
}

/** The local calendar date of an instant, as YYYY-MM-DD: what "today" means for due dates. */
export { localDateOf } from './dates';

/** The work order CSV of requirements/work-orders.md#records and #limits. */
export const WORK_ORDER_CSV_COLUMNS = [
  'Title',
  'Description',
  'Status',
  'AssignedTo',
  'DueDate',
  'Site',
  'Asset',
  'CreatedAt',
] as const;
export const WORK_ORDER_CSV_FILE = 'tasks.csv';
