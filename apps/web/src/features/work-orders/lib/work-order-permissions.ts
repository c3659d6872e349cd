import type { WorkOrder } from '@cmms/shared/work-orders';
import { isFieldRole, workOrderRules } from '@cmms/shared/work-rules';
import { workCallerOf } from '../../../lib/work-caller';

/** The signed-in user as the session holds it; `permissions` may be missing from old sessions. */
export type WorkOrderUser = { id: string; role: string; permissions?: unknown };

export type ScreenActions = {
  /** May open the list at all (GET /tasks needs view_tasks). */
  view: boolean;
  /** Add Work Order and Export CSV (hidden from client, technician and housekeeping). */
  manage: boolean;
};

/** requirements/work-orders.md#screens, #who-may-do-what: what the screen offers above the list. */
export function screenActionsFor(user: WorkOrderUser | null | undefined): ScreenActions {
  if (!user) return { view: false, manage: false };
  const caller = workCallerOf(user);
  return { view: workOrderRules.canView(caller), manage: workOrderRules.canManage(caller) };
}

export type RowActions = {
  view: boolean;
  edit: boolean;
  remove: boolean;
  complete: boolean;
  hold: boolean;
  reopen: boolean;
  /** Hold is shown but locked: a field role's overdue task (requirements/work-orders.md#states). */
  holdLocked: boolean;
  /** Reopen is shown but locked (field roles never see Reopen; kept for the rule's sake). */
  reopenLocked: boolean;
};

type RowTask = Pick<WorkOrder, 'status' | 'overdue' | 'assignedToId'>;

const OPEN = new Set(['pending', 'in_progress']);
const CLOSED_OR_HELD = new Set(['completed', 'on_hold', 'cancelled']);

/**
 * requirements/work-orders.md#states, #who-may-do-what: the actions of one row. View for everyone; Edit and Delete for those who
 * manage work orders; Complete (not yet completed or cancelled), Hold (open work) and Reopen
 * (completed, held or cancelled work) by the statuses the caller may set. Field roles act on
 * their own work only, never Reopen, and an overdue task's Hold is locked for them while
 * Complete stays available.
 */
export function rowActionsFor(user: WorkOrderUser | null | undefined, task: RowTask): RowActions {
  const none: RowActions = {
    view: Boolean(user),
    edit: false,
    remove: false,
    complete: false,
    hold: false,
    reopen: false,
    holdLocked: false,
    reopenLocked: false,
  };
  if (!user) return none;
  const caller = workCallerOf(user);
  const field = isFieldRole(user.role);
  const mayChange =
    workOrderRules.canChangeStatus(caller) && (!field || task.assignedToId === user.id);
  const settable = mayChange ? workOrderRules.settableStatuses(caller) : [];
  const hold = settable.includes('on_hold') && OPEN.has(task.status);
  const reopen = !field && settable.includes('in_progress') && CLOSED_OR_HELD.has(task.status);
  return {
    view: true,
    edit: workOrderRules.canManage(caller),
    remove: workOrderRules.canDelete(caller),
    complete:
      settable.includes('completed') && task.status !== 'completed' && task.status !== 'cancelled',
    hold,
    reopen,
    holdLocked: hold && workOrderRules.isLockedFor(caller, task, 'on_hold'),
    reopenLocked: reopen && workOrderRules.isLockedFor(caller, task, 'in_progress'),
  };
}

/** Whether any status button shows (the row then has something besides View, Edit, Delete). */
export const hasStatusActions = (actions: RowActions) =>
  actions.complete || actions.hold || actions.reopen;
