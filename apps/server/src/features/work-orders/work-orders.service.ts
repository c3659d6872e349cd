import { type Message, msg } from '@cmms/shared/i18n/message';
import {
  TASK_STATUS_LABELS,
  type WorkOrderOrigin,
  type WorkOrderValues,
} from '@cmms/shared/work-orders';
import type { TaskStatus } from '@cmms/shared/work-rules';
import { dateIn, zoneOrProcess } from '@cmms/shared/zones';
import type { DbOrTx } from '../../db/client';
import { type Actor, isSystem, type UserActor } from '../../lib/actor';
import type { PendingAuth } from '../../lib/auth/require-auth';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, conflict, foundOr404, notFound, notFoundBecause } from '../../lib/errors';
import { batchesByNumber } from '../../lib/http/csv';
import { recordActivity } from '../activity/activity.service';
import { siteOfAsset } from '../assets/assets.service';
import { notifyUser } from '../notifications/notifications.service';
import { findPlaceableSite } from '../sites/sites.service';
import { findSiteWorker } from '../users/users.service';
import { writeComment } from './comments.service';
import { workOrderPolicy } from './work-orders.policy';
import {
  completionPhotoState,
  deleteTaskRow,
  findTask,
  insertStatusChange,
  insertTask,
  listTaskRows,
  lockTaskState,
  type TaskFilters,
  type TaskWithNames,
  taskBatch,
  updateTaskRow,
} from './work-orders.repository';

/** A work order as the screens read it, for the features that answer one (its record). */
export { presentTask } from './work-orders.presenter';
export type { TaskWithNames };

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;
type Page = { limit: number; offset: number };
/** A change that may close a work order tells those who follow it (a PM rolls its date). */
type ClosingDeps = Pick<ServiceDeps, 'db' | 'clock' | 'workOrderEvents'>;

const CLOSED = ['completed', 'cancelled'] as const;
type ClosedStatus = (typeof CLOSED)[number];
const isClosed = (status: string): status is ClosedStatus =>
  (CLOSED as readonly string[]).includes(status);

/**
 * After a change of a work order: a new status goes into its history (issue 36), and the
 * listeners are told when the change closed a work order that was open.
 */
async function afterStatusChange(
  deps: ClosingDeps,
  tx: DbOrTx,
  actor: Actor,
  change: { taskId: string; from: string; to: string; at: Date },
) {
  if (change.to === change.from) return;
  await insertStatusChange(tx, { ...change, by: actorId(actor) });
  if (isClosed(change.to) && !isClosed(change.from)) {
    await deps.workOrderEvents.closed(
      tx,
      { taskId: change.taskId, status: change.to, at: change.at },
      actor,
    );
  }
}

/**
 * A work order to create: the form's values, or one raised elsewhere (a failed checklist item),
 * which may name no asset and says where it came from.
 */
export type NewWorkOrder = Omit<WorkOrderValues, 'assetId'> & {
  assetId: string | null;
  origin?: WorkOrderOrigin | null;
};

const actorId = (actor: Actor) => (isSystem(actor) ? null : actor.id);

/**
 * A page of the work orders the actor sees, newest first, overdue as of `at`. `pending`: the
 * session check a list that checks the session in its own statement hands on
 * (authCheckedByStatement).
 */
export const listTasks = (
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  { query, at, pending }: { query: TaskFilters & Page; at: Date; pending: PendingAuth | undefined },
) => listTaskRows(deps.db, workOrderPolicy.scopeOf(actor), query, at, pending);

/** The filtered work orders the actor sees, overdue as of `at`, in batches for the CSV export. */
export function exportTasks(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  { filters, at }: { filters: TaskFilters; at: Date },
) {
  const scope = workOrderPolicy.scopeOf(actor);
  return batchesByNumber((before, size) => taskBatch(deps.db, scope, filters, at, before, size));
}

/** The work order if the actor may see it; 404 otherwise, so its existence is not revealed. */
export async function loadVisibleTask(deps: Pick<Deps, 'db'>, actor: Actor, id: string) {
  return foundOr404(
    await findTask(deps.db, id, workOrderPolicy.scopeOf(actor)),
    msg('workOrders.workOrderNotFound'),
  );
}

/**
 * The work order a status change is for: as loadVisibleTask, but a field user whose work order
 * went to someone else, or whose site was taken from them, is told so (still a 404): a change
 * queued on a phone may arrive after either (issue 21).
 */
export async function loadTaskForStatusChange(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  id: string,
) {
  const task = await findTask(deps.db, id, workOrderPolicy.scopeOf(actor));
  if (task) return task;
  const anywhere = await findTask(deps.db, id, { sites: { all: true }, onlyAssignedTo: null });
  const reason = workOrderPolicy.reasonNotSeen(actor, anywhere);
  throw reason ? notFoundBecause(reason) : notFound(msg('workOrders.workOrderNotFound'));
}

/**
 * The site must be the actor's, the asset at that site, the assignee a non-admin worker there
 * who is not a client (workOrderPolicy.mayBeAssignee).
 * Every failing field is reported at once, under its own name (requirements/work-orders.md#validation).
 */
async function checkPlacement(tx: DbOrTx, actor: Actor, values: NewWorkOrder) {
  const errors: Record<string, Message> = {};
  if (!(await findPlaceableSite(tx, actor, values.siteId))) {
    errors.siteId = msg('workOrders.siteOutOfScope');
  } else {
    if (values.assetId !== null && (await siteOfAsset(tx, values.assetId)) !== values.siteId) {
      errors.assetId = msg('workOrders.assetNotOnSite');
    }
    const assignee = await findSiteWorker(tx, values.assignedToId, values.siteId);
    if (!assignee) errors.assignedToId = msg('workOrders.assigneeNotOnSite');
    else if (!workOrderPolicy.mayBeAssignee(assignee)) {
      errors.assignedToId = msg('workOrders.assigneeIsClient');
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/**
 * Completing at a site that requires a photo (issue 33, set by administrators) takes one on the
 * work order first, not tagged "before": 409, and nothing changes.
 */
async function assertCompletionPhoto(tx: DbOrTx, taskId: string) {
  const { required, hasPhoto } = await completionPhotoState(tx, taskId);
  if (required && !hasPhoto) throw conflict(msg('workOrders.completionPhotoRequired'));
}

/** The site's completion photo rule for a work order, and whether it is met (the record page). */
export const completionPhotoOf = (deps: Pick<Deps, 'db'>, taskId: string) =>
  completionPhotoState(deps.db, taskId);

async function reload(tx: DbOrTx, id: string) {
  const row = await findTask(tx, id, { sites: { all: true }, onlyAssignedTo: null });
  if (!row) throw new Error(`task ${id} vanished inside its own transaction`);
  return row;
}

/** The number and title every message about a work order names it by. */
const named = (task: { workOrderNumber: string; title: string }) => ({
  number: task.workOrderNumber,
  title: task.title,
});

/** A status as its label, read in each reader's language. */
const statusText = (status: string) => msg(TASK_STATUS_LABELS[status as TaskStatus]);

/**
 * The columns a form sets; completedAt follows the status, assignedAt the assignee (escalation
 * counts from it).
 */
function columnsOf(values: NewWorkOrder, existing: TaskWithNames | null, now: Date) {
  const { assignedToId, ...rest } = values;
  const completedAt =
    values.status !== 'completed'
      ? null
      : existing?.status === 'completed' && existing.completedAt
        ? new Date(existing.completedAt)
        : now;
  const assigned = existing?.assignedTo === assignedToId ? {} : { assignedAt: now };
  return { ...rest, assignedTo: assignedToId, completedAt, ...assigned };
}

function notifyAssignment(tx: DbOrTx, actor: Actor, task: TaskWithNames) {
  if (task.assignedTo === actorId(actor)) return;
  return notifyUser(tx, {
    userId: task.assignedTo,
    type: 'task_assignment',
    title: msg('workOrders.notifyAssignedTitle'),
    body: msg('workOrders.notifyAssignedBody', {
      ...named(task),
      site: task.siteName,
      due: { day: task.dueDate },
    }),
    data: { taskId: task.id, workOrderNumber: task.workOrderNumber },
  });
}

/**
 * Tells the assignee and the creator (not the actor) that a work order's status changed, with
 * the completion note when there is one.
 */
async function notifyStatus(tx: DbOrTx, actor: UserActor, task: TaskWithNames, note = '') {
  const people = new Set([task.assignedTo, task.createdBy].filter((id) => id !== null));
  people.delete(actor.id);
  for (const userId of people) {
    await notifyUser(tx, {
      userId,
      type: 'task_update',
      title: msg('workOrders.notifyUpdatedTitle'),
      body: note
        ? msg('workOrderRecord.notifyCompletedWithNote', {
            ...named(task),
            name: actor.name,
            note,
          })
        : msg('workOrders.notifyUpdatedBody', {
            ...named(task),
            status: statusText(task.status),
            name: actor.name,
          }),
      data: { taskId: task.id, workOrderNumber: task.workOrderNumber, status: task.status },
    });
  }
}

export async function createTask(deps: Deps, actor: Actor, values: NewWorkOrder) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await checkPlacement(tx, actor, values);
    const { id } = await insertTask(tx, {
      ...columnsOf(values, null, now),
      createdBy: actorId(actor),
      // The service's clock, as every other time of the work order: the reports count from it.
      createdAt: now,
      updatedAt: now,
    });
    const task = await reload(tx, id);
    await insertStatusChange(tx, {
      taskId: id,
      from: null,
      to: task.status,
      at: now,
      by: actorId(actor),
    });
    await notifyAssignment(tx, actor, task);
    await recordActivity(tx, actor, {
      action: 'task_created',
      description: msg('workOrders.activityCreated', {
        ...named(task),
        assignee: task.assigneeName,
      }),
      type: 'task',
      siteId: task.siteId,
      metadata: {
        taskId: task.id,
        workOrderNumber: task.workOrderNumber,
        ...(task.origin ? { origin: task.origin } : {}),
      },
    });
    return task;
  });
}

export async function updateTask(
  deps: ClosingDeps,
  actor: UserActor,
  { task: existing, values }: { task: TaskWithNames; values: WorkOrderValues },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await checkPlacement(tx, actor, values);
    if (values.status === 'completed' && existing.status !== 'completed') {
      await assertCompletionPhoto(tx, existing.id);
    }
    await updateTaskRow(tx, existing.id, { ...columnsOf(values, existing, now), updatedAt: now });
    const task = await reload(tx, existing.id);
    if (task.assignedTo !== existing.assignedTo) await notifyAssignment(tx, actor, task);
    if (task.status !== existing.status) await notifyStatus(tx, actor, task);
    await afterStatusChange(deps, tx, actor, {
      taskId: task.id,
      from: existing.status,
      to: task.status,
      at: now,
    });
    await recordActivity(tx, actor, {
      action:
        task.status === 'completed' && existing.status !== 'completed'
          ? 'task_completed'
          : 'task_updated',
      description: msg('workOrders.activityUpdated', named(task)),
      type: 'task',
      siteId: task.siteId,
      metadata: {
        taskId: task.id,
        workOrderNumber: task.workOrderNumber,
        status: task.status,
        // Assigned away: the former assignee's open screens hear of it too (lib/live).
        ...(task.assignedTo !== existing.assignedTo
          ? { formerAssigneeId: existing.assignedTo }
          : {}),
      },
    });
    return task;
  });
}

/**
 * PATCH /tasks/{id}/status, as workOrderPolicy.assertMaySetStatus allows. The status is read
 * again under a lock, so `expectedStatus` (the status the change was made from) holds until the
 * change commits: if the work order has another by then, nothing changes (409).
 */
export async function setTaskStatus(
  deps: ClosingDeps,
  actor: UserActor,
  {
    task: existing,
    status,
    expectedStatus,
    note = '',
  }: {
    task: TaskWithNames;
    status: TaskStatus;
    expectedStatus?: TaskStatus | undefined;
    note?: string | undefined;
  },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const current = foundOr404(
      await lockTaskState(tx, existing.id),
      msg('workOrders.workOrderNotFound'),
    );
    const from = current.status as TaskStatus;
    if (expectedStatus !== undefined && from !== expectedStatus) {
      throw conflict(msg('workOrders.changedMeanwhile', { status: statusText(from) }));
    }
    // Overdue by the calendar of the work order's site (issue 29).
    const today = dateIn(now, zoneOrProcess(existing.siteTimeZone));
    workOrderPolicy.assertMaySetStatus(actor, current, status, today);
    if (status === from) return reload(tx, existing.id);
    if (status === 'completed') await assertCompletionPhoto(tx, existing.id);
    await updateTaskRow(tx, existing.id, {
      status,
      completedAt: status === 'completed' ? now : null,
      updatedAt: now,
    });
    const task = await reload(tx, existing.id);
    const completionNote = status === 'completed' ? note : '';
    await notifyStatus(tx, actor, task, completionNote);
    await afterStatusChange(deps, tx, actor, {
      taskId: task.id,
      from,
      to: status,
      at: now,
    });
    await recordActivity(tx, actor, {
      action: status === 'completed' ? 'task_completed' : 'task_updated',
      description: msg('workOrders.activityStatusSet', {
        ...named(task),
        status: statusText(status),
      }),
      type: 'task',
      siteId: task.siteId,
      metadata: {
        taskId: task.id,
        workOrderNumber: task.workOrderNumber,
        status,
        from,
      },
    });
    // After the Complete in the timeline: what was done, as its completion note.
    if (completionNote) {
      await writeComment(tx, actor, { task, body: completionNote, completion: true });
    }
    return task;
  });
}

export async function deleteTask(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  existing: TaskWithNames,
) {
  await deps.db.transaction(async (tx) => {
    await recordActivity(tx, actor, {
      action: 'task_deleted',
      description: msg('workOrders.activityDeleted', named(existing)),
      type: 'task',
      siteId: existing.siteId,
      metadata: { taskId: existing.id, workOrderNumber: existing.workOrderNumber },
    });
    await deleteTaskRow(tx, existing.id);
  });
}
