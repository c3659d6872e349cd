import { z } from 'zod';
import { siteRefSchema } from './accounts';
import { DATE_BOUNDS, isCalendarDate, isWithin, outOfBounds } from './dates';
import type { MessageKey } from './i18n/message';
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

/**
 * Each status's label (requirements/work-orders.md#states: 'in_progress' reads 'In Progress'), as
 * a catalogue key: the screens read it with `t`, the server's messages nest it with `msg`.
 */
export const TASK_STATUS_LABELS = {
  pending: 'workOrders.statusPending',
  in_progress: 'workOrders.statusInProgress',
  completed: 'workOrders.statusCompleted',
  on_hold: 'workOrders.statusOnHold',
  cancelled: 'workOrders.statusCancelled',
} as const satisfies Record<TaskStatus, MessageKey>;
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export const TASK_TYPES = ['repair', 'inspection', 'maintenance', 'installation', 'other'] as const;

/** The priorities' names, as every screen and report shows them. */
export const TASK_PRIORITY_LABELS = {
  low: 'workOrders.priorityLow',
  medium: 'workOrders.priorityMedium',
  high: 'workOrders.priorityHigh',
} as const satisfies Record<(typeof TASK_PRIORITIES)[number], MessageKey>;

/** The work order types' names. */
export const TASK_TYPE_LABELS = {
  repair: 'workOrders.typeRepair',
  inspection: 'workOrders.typeInspection',
  maintenance: 'workOrders.typeMaintenance',
  installation: 'workOrders.typeInstallation',
  other: 'workOrders.typeOther',
} as const satisfies Record<(typeof TASK_TYPES)[number], MessageKey>;

/**
 * A status in any spelling the clients send: 'in_progress', 'in-progress', 'In Progress' and
 * 'IN_PROGRESS' are one status. 'overdue' is refused: it is derived, never stored (requirements/api.md#server-rules).
 */
const taskStatusSchema = z
  .string({ error: 'workOrders.badStatus' })
  .max(50, 'workOrders.badStatus')
  .trim()
  .transform((value, ctx) => {
    const key = value.toLowerCase().replace(/[\s-]+/g, '_');
    if ((TASK_STATUSES as readonly string[]).includes(key)) return key as TaskStatus;
    ctx.addIssue({
      code: 'custom',
      message: key === 'overdue' ? 'workOrders.overdueNotSettable' : 'workOrders.badStatus',
    });
    return z.NEVER;
  });

/**
 * A calendar date; a full timestamp is accepted and cut to its date. Within DATE_BOUNDS: in the
 * past is allowed (backdated work), a mistyped year (0026) is not.
 */
export const dueDateSchema = z
  .string({ error: 'workOrders.dueDateRequired' })
  .max(40, 'workOrders.badDate')
  .trim()
  .min(1, 'workOrders.dueDateRequired')
  .transform((value, ctx) => {
    const date = value.slice(0, 10);
    if (!isCalendarDate(date)) {
      ctx.addIssue({ code: 'custom', message: 'workOrders.badDate' });
      return z.NEVER;
    }
    if (!isWithin(date, DATE_BOUNDS)) {
      ctx.addIssue({
        code: 'custom',
        ...outOfBounds('workOrders.dueDateOutOfBounds', DATE_BOUNDS),
      });
      return z.NEVER;
    }
    return date;
  });

/**
 * `required` for a missing or blank text; the length has its own message, naming the field
 * ("Title must be at most 200 characters"): without it the schema's `error` would answer for it.
 */
const requiredText = (required: MessageKey, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, 'validation.tooBig');

/**
 * POST /tasks and PUT /tasks/{id} (requirements/work-orders.md#validation). The form's "minimum today" is not the server's:
 * an admin may record backdated work (requirements/api.md#server-rules).
 */
export const workOrderInputSchema = z.object({
  title: requiredText('workOrders.titleRequired', 200),
  description: requiredText('workOrders.descriptionRequired', 5000),
  dueDate: dueDateSchema,
  assignedToId: z.uuid({ error: 'workOrders.assigneeRequired' }),
  assetId: z.uuid({ error: 'workOrders.assetRequired' }),
  siteId: z.uuid({ error: 'workOrders.siteRequired' }),
  status: taskStatusSchema.default('pending'),
  priority: z.enum(TASK_PRIORITIES, { error: 'workOrders.badPriority' }).default('medium'),
  taskType: z.enum(TASK_TYPES, { error: 'workOrders.badTaskType' }).default('repair'),
});
export type WorkOrderInput = z.input<typeof workOrderInputSchema>;
export type WorkOrderValues = z.output<typeof workOrderInputSchema>;

export const COMPLETION_NOTE_MAX_LENGTH = 2000;

/**
 * PATCH /tasks/{id}/status. `expectedStatus` (ours, issue 21): the status the change was made
 * from; when the work order has another by then, nothing changes and the answer is a 409.
 */
export const taskStatusBodySchema = z.object({
  status: taskStatusSchema,
  expectedStatus: taskStatusSchema.optional(),
  /**
   * Ours (issue 33): what was done, written with a Complete; shown on the work order as the
   * completion note and in the notification of the completion.
   */
  note: z.string().max(COMPLETION_NOTE_MAX_LENGTH, 'validation.tooBig').trim().optional(),
});

/** The dashboard filters (requirements/dashboards.md#screens, requirements/work-orders.md#states): pending counts pending and in progress. */
export const TASK_FILTERS = ['completed', 'pending', 'overdue'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

export const workOrderListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: taskStatusSchema.optional(),
  filter: z.enum(TASK_FILTERS).optional(),
  siteId: z.uuid({ error: 'workOrders.invalidSiteId' }).optional(),
  assignedTo: z.uuid({ error: 'workOrders.invalidUserId' }).optional(),
  assetId: z.uuid({ error: 'workOrders.invalidAssetId' }).optional(),
});
export type WorkOrderListQuery = z.output<typeof workOrderListQuerySchema>;

export const taskIdParamsSchema = z.object({ id: z.uuid({ error: 'workOrders.invalidTaskId' }) });

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
  /**
   * Added by issue 33 (docs/checklists.md "Item kinds"): what the item recorded when it failed
   * (a Fail, or a reading in its unit), and whether recording it raised the work order by itself.
   */
  result: z.enum(['pass', 'fail', 'na']).optional(),
  reading: z.number().optional(),
  unit: z.string().optional(),
  automatic: z.boolean().optional(),
});
/** A work order a preventive maintenance schedule generated when it fell due (issue 18). */
const pmOriginSchema = z.object({
  type: z.literal('pm'),
  pmId: z.string(),
  pmTitle: z.string(),
  dueDate: z.string(),
});
/** A problem reported through the request portal, accepted as this work order (issue 35). */
const requestOriginSchema = z.object({
  type: z.literal('request'),
  requestId: z.string(),
  requestNumber: z.string(),
});
const workOrderOriginSchema = z.discriminatedUnion('type', [
  checklistOriginSchema,
  pmOriginSchema,
  requestOriginSchema,
]);
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
