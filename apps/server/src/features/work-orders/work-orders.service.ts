import {
  isOverdue,
  TASK_STATUS_LABELS,
  type WorkOrderValues,
  workOrderTexts,
} from '@cmms/shared/work-orders';
import { type TaskStatus, type WorkCaller, workOrderRules } from '@cmms/shared/work-rules';
import type { DbOrTx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import type { SiteScope } from '../../lib/auth/site-scope';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { findAsset } from '../assets/assets.repository';
import { notifyUser } from '../notifications/notifications.service';
import { findSite } from '../sites/sites.repository';
import { findSiteWorker } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import {
  deleteTaskRow,
  findTask,
  insertTask,
  type TaskWithNames,
  updateTaskRow,
} from './work-orders.repository';

/** Who is acting on work orders: the signed-in user, their permissions and sites, and today. */
export type TaskActor = { user: UserRow; caller: WorkCaller; scope: SiteScope; today: string };

/**
 * The site must be the actor's, the asset at that site, the assignee a non-admin worker there.
 * Every failing field is reported at once, under its own name (doc 001 §5).
 */
async function checkPlacement(tx: DbOrTx, actor: TaskActor, values: WorkOrderValues) {
  const errors: Record<string, string> = {};
  if (!(await findSite(tx, values.siteId, actor.scope))) {
    errors.siteId = workOrderTexts.siteOutOfScope;
  } else {
    const asset = await findAsset(tx, values.assetId, { all: true });
    if (asset?.siteId !== values.siteId) errors.assetId = workOrderTexts.assetNotOnSite;
    if (!(await findSiteWorker(tx, values.assignedToId, values.siteId))) {
      errors.assignedToId = workOrderTexts.assigneeNotOnSite;
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

async function reload(tx: DbOrTx, id: string) {
  const row = await findTask(tx, id, { sites: { all: true }, onlyAssignedTo: null });
  if (!row) throw new Error(`task ${id} vanished inside its own transaction`);
  return row;
}

const describe = (task: { workOrderNumber: string; title: string }) =>
  `${task.workOrderNumber} "${task.title}"`;

/** The columns a form sets; completedAt follows the status. */
function columnsOf(values: WorkOrderValues, existing: TaskWithNames | null, now: Date) {
  const { assignedToId, ...rest } = values;
  const completedAt =
    values.status !== 'completed'
      ? null
      : existing?.status === 'completed' && existing.completedAt
        ? new Date(existing.completedAt)
        : now;
  return { ...rest, assignedTo: assignedToId, completedAt };
}

function notifyAssignment(tx: DbOrTx, actor: TaskActor, task: TaskWithNames) {
  if (task.assignedTo === actor.user.id) return;
  return notifyUser(tx, {
    userId: task.assignedTo,
    type: 'task_assignment',
    title: 'New work order assigned',
    body: `${describe(task)} at ${task.siteName}, due ${task.dueDate}.`,
    data: { taskId: task.id, workOrderNumber: task.workOrderNumber },
  });
}

/** Tells the assignee and the creator (not the actor) that a work order's status changed. */
async function notifyStatus(tx: DbOrTx, actor: TaskActor, task: TaskWithNames) {
  const people = new Set([task.assignedTo, task.createdBy].filter((id) => id !== null));
  people.delete(actor.user.id);
  for (const userId of people) {
    await notifyUser(tx, {
      userId,
      type: 'task_update',
      title: 'Work order updated',
      body: `${describe(task)} is now ${TASK_STATUS_LABELS[task.status as TaskStatus]} (by ${actor.user.name}).`,
      data: { taskId: task.id, workOrderNumber: task.workOrderNumber, status: task.status },
    });
  }
}

export async function createTask(db: DbOrTx, actor: TaskActor, values: WorkOrderValues, now: Date) {
  return db.transaction(async (tx) => {
    await checkPlacement(tx, actor, values);
    const { id } = await insertTask(tx, {
      ...columnsOf(values, null, now),
      createdBy: actor.user.id,
    });
    const task = await reload(tx, id);
    await notifyAssignment(tx, actor, task);
    await recordActivity(tx, actor.user, {
      action: 'task_created',
      description: `Work order ${describe(task)} created and assigned to ${task.assigneeName}`,
      type: 'task',
      siteId: task.siteId,
      metadata: { taskId: task.id, workOrderNumber: task.workOrderNumber },
    });
    return task;
  });
}

export async function updateTask(
  db: DbOrTx,
  actor: TaskActor,
  existing: TaskWithNames,
  values: WorkOrderValues,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await checkPlacement(tx, actor, values);
    await updateTaskRow(tx, existing.id, { ...columnsOf(values, existing, now), updatedAt: now });
    const task = await reload(tx, existing.id);
    if (task.assignedTo !== existing.assignedTo) await notifyAssignment(tx, actor, task);
    if (task.status !== existing.status) await notifyStatus(tx, actor, task);
    await recordActivity(tx, actor.user, {
      action:
        task.status === 'completed' && existing.status !== 'completed'
          ? 'task_completed'
          : 'task_updated',
      description: `Work order ${describe(task)} updated`,
      type: 'task',
      siteId: task.siteId,
      metadata: { taskId: task.id, workOrderNumber: task.workOrderNumber, status: task.status },
    });
    return task;
  });
}

/**
 * PATCH /tasks/{id}/status: field roles may only Complete or Hold, and not Hold an overdue task
 * (409 'Task is locked after due date'); the others may set any status.
 */
export async function setTaskStatus(
  db: DbOrTx,
  actor: TaskActor,
  existing: TaskWithNames,
  status: TaskStatus,
  now: Date,
) {
  // The lock is checked first: a technician reopening an overdue task is told why it is locked.
  const overdue = isOverdue(existing, actor.today);
  if (workOrderRules.isLockedFor(actor.caller, { overdue }, status)) {
    throw conflict(workOrderTexts.lockedAfterDue);
  }
  if (!workOrderRules.settableStatuses(actor.caller).includes(status)) {
    throw forbidden(workOrderTexts.statusNotAllowed);
  }
  if (status === existing.status) return existing;
  return db.transaction(async (tx) => {
    await updateTaskRow(tx, existing.id, {
      status,
      completedAt: status === 'completed' ? now : null,
      updatedAt: now,
    });
    const task = await reload(tx, existing.id);
    await notifyStatus(tx, actor, task);
    await recordActivity(tx, actor.user, {
      action: status === 'completed' ? 'task_completed' : 'task_updated',
      description: `Work order ${describe(task)} set to ${TASK_STATUS_LABELS[status]}`,
      type: 'task',
      siteId: task.siteId,
      metadata: {
        taskId: task.id,
        workOrderNumber: task.workOrderNumber,
        status,
        from: existing.status,
      },
    });
    return task;
  });
}

export async function deleteTask(db: DbOrTx, actor: TaskActor, existing: TaskWithNames) {
  await db.transaction(async (tx) => {
    await recordActivity(tx, actor.user, {
      action: 'task_deleted',
      description: `Work order ${describe(existing)} deleted`,
      type: 'task',
      siteId: existing.siteId,
      metadata: { taskId: existing.id, workOrderNumber: existing.workOrderNumber },
    });
    await deleteTaskRow(tx, existing.id);
  });
}
