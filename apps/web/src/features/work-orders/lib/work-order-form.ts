import { issueText } from '@cmms/shared/i18n/issues';
import {
  localDateOf,
  type TASK_PRIORITIES,
  type TASK_TYPES,
  takesWorkOrders,
  type WorkOrder,
  type WorkOrderValues,
  workOrderInputSchema,
} from '@cmms/shared/work-orders';
import type { TaskStatus } from '@cmms/shared/work-rules';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { t, translator } from '../../../lib/i18n/i18n';

/** What the form's inputs hold: every value a string, as inputs and selects give them. */
export type WorkOrderFormValues = {
  title: string;
  description: string;
  dueDate: string;
  siteId: string;
  assetId: string;
  assignedToId: string;
  status: TaskStatus;
  priority: (typeof TASK_PRIORITIES)[number];
  taskType: (typeof TASK_TYPES)[number];
};

/** The fields the server names in a validation failure's `errors` (requirements/work-orders.md#validation). */
export const WORK_ORDER_FIELDS = [
  'title',
  'description',
  'dueDate',
  'siteId',
  'assetId',
  'assignedToId',
  'status',
  'priority',
  'taskType',
] as const satisfies readonly (keyof WorkOrderFormValues)[];
type WorkOrderField = (typeof WORK_ORDER_FIELDS)[number];

/**
 * The form's starting values: a work order's own for Edit and View; for a new one empty fields
 * with the defaults of requirements/work-orders.md#states (Pending, Medium, Repair) and, when the user works on one
 * site, that site.
 */
export function workOrderFormDefaults(
  task: WorkOrder | null,
  defaultSiteId: string | null = null,
): WorkOrderFormValues {
  if (!task) {
    return {
      title: '',
      description: '',
      dueDate: '',
      siteId: defaultSiteId ?? '',
      assetId: '',
      assignedToId: '',
      status: 'pending',
      priority: 'medium',
      taskType: 'repair',
    };
  }
  return {
    title: task.title,
    description: task.description,
    dueDate: task.dueDate.slice(0, 10),
    siteId: task.siteId,
    assetId: task.assetId ?? '',
    assignedToId: task.assignedToId,
    status: task.status,
    priority: task.priority,
    taskType: task.taskType,
  };
}

export type FormCheck =
  | { ok: true; body: WorkOrderValues }
  | { ok: false; errors: Partial<Record<WorkOrderField, string>> };

/**
 * The people the assignee picker offers: the site's assignable people less those who never take
 * a work order (a client, NON_STAFF_ROLES), whom the server refuses.
 */
export function workOrderAssignees<T extends { role: string }>(people: T[] | undefined) {
  return people?.filter((person) => takesWorkOrders(person.role));
}

/** The form's own date rule (not the server's, requirements/api.md#server-rules: an admin may record backdated work). */
const dueDateInPast = () => t('workOrders.dueDateInPast');

/**
 * The form's date rule (requirements/work-orders.md#validation, the picker's minimum is today), also for a date typed by
 * hand: no due date before today, except the date an edited work order already has (an overdue
 * work order can still be edited without moving it).
 */
export type DueDateRule = { today: string; keptDueDate: string | null };

const isPastDueDate = (dueDate: string, rule: DueDateRule) =>
  dueDate !== '' && dueDate < rule.today && dueDate !== rule.keptDueDate;

/**
 * The due date rule of every form that makes a work order (this one, and a work order raised
 * from a checklist): the spec's 'Due date is required', and no day before today.
 */
export function dueDateError(dueDate: string, rule: DueDateRule): string | null {
  if (dueDate.trim() === '') return t('workOrders.dueDateRequired');
  return isPastDueDate(dueDate, rule) ? dueDateInPast() : null;
}

/**
 * Checks the form with the shared schema the server uses, so its messages are requirements/work-orders.md#validation's
 * ('Title is required', ...) in the current language, with title and description trimmed; the
 * body is what is sent.
 */
export function checkWorkOrderForm(values: WorkOrderFormValues, rule?: DueDateRule): FormCheck {
  const result = workOrderInputSchema.safeParse(values);
  const past = rule !== undefined && isPastDueDate(values.dueDate, rule);
  if (result.success && !past) return { ok: true, body: result.data };
  const errors: Partial<Record<WorkOrderField, string>> = {};
  if (past) errors.dueDate = dueDateInPast();
  if (result.success) return { ok: false, errors };
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issueText(translator(), issue);
  }
  return { ok: false, errors };
}

const isField = (key: unknown): key is WorkOrderField =>
  (WORK_ORDER_FIELDS as readonly unknown[]).includes(key);

/** requirements/work-orders.md#validation: the date picker starts at today, the user's own calendar day. */
export const minimumDueDate = (now: Date = new Date()) => localDateOf(now);

/** Changing the site empties the asset and the assignee: both belong to a site. */
export function afterSiteChange(values: WorkOrderFormValues, siteId: string): WorkOrderFormValues {
  if (siteId === values.siteId) return values;
  return { ...values, siteId, assetId: '', assignedToId: '' };
}

/**
 * The form's resolver: the check above, in react-hook-form's terms; `keptDueDate` is the edited
 * work order's own due date (null for a new one).
 */
export const workOrderResolverFor =
  (
    keptDueDate: string | null,
    now: () => Date = () => new Date(),
  ): Resolver<WorkOrderFormValues, unknown, WorkOrderValues> =>
  (values) => {
    const check = checkWorkOrderForm(values, { today: localDateOf(now()), keptDueDate });
    if (check.ok) return { values: check.body, errors: {} };
    const errors: FieldErrors<WorkOrderFormValues> = {};
    for (const [field, message] of Object.entries(check.errors) as [WorkOrderField, string][]) {
      errors[field] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
