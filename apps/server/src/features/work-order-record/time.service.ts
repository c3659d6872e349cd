import { msg } from '@cmms/shared/i18n/message';
import { recordRules } from '@cmms/shared/work-order-record';
import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, conflict, forbidden, foundOr404 } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import type { TaskWithNames } from '../work-orders/work-orders.service';
import {
  deleteEntry,
  findEntry,
  findOverlap,
  findRate,
  findRunning,
  insertEntry,
  lockPersonTime,
  type TimeEntryRow,
  updateEntry,
} from './work-order-record.repository';

/**
 * Time on a work order (docs/work-order-record.md): a timer held on the server, so it survives
 * a reload and a lost signal, or an entry made by hand. One person's entries never overlap, none
 * is longer than a day or ends in the future; supervisors and managers correct anyone's, and
 * each change is in the activity log.
 */
type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

/** A device's clock may run a little ahead of the server's. */
const CLOCK_SKEW_MS = 2 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const OPEN_END = new Date('9999-12-31T00:00:00Z');

export const minutesOf = (entry: { startedAt: Date; endedAt: Date | null }) =>
  entry.endedAt === null
    ? null
    : Math.round((entry.endedAt.getTime() - entry.startedAt.getTime()) / 60_000);

const named = (task: TaskWithNames) => ({ number: task.workOrderNumber, title: task.title });

type Refusal =
  | 'workOrderRecord.overlaps'
  | 'workOrderRecord.inTheFuture'
  | 'workOrderRecord.endsBeforeStart';

function refuse(field: string, key: Refusal) {
  const message = msg(key);
  return badRequest(message, { [field]: message });
}

/** `at` from a device (a tap queued offline), or now: never in the future. */
function instantOf(at: string | undefined, now: Date) {
  if (at === undefined) return now;
  const instant = new Date(at);
  if (instant.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw refuse('at', 'workOrderRecord.inTheFuture');
  return instant;
}

async function assertNoOverlap(
  tx: DbOrTx,
  span: { userId: string; start: Date; end: Date; except?: string },
) {
  if (await findOverlap(tx, span)) throw refuse('startedAt', 'workOrderRecord.overlaps');
}

function logTime(
  tx: DbOrTx,
  actor: UserActor,
  task: TaskWithNames,
  entry: { action: string; description: ReturnType<typeof msg>; entryId: string },
) {
  return recordActivity(tx, actor, {
    action: entry.action,
    description: entry.description,
    type: 'task',
    siteId: task.siteId,
    metadata: { taskId: task.id, workOrderNumber: task.workOrderNumber, entryId: entry.entryId },
  });
}

/**
 * The caller's own entry: a timer's (no end yet) or one entered by hand, at the rate they have
 * now (a later rate does not rewrite it).
 */
async function insertOwnEntry(
  tx: DbOrTx,
  actor: UserActor,
  task: TaskWithNames,
  entry: { startedAt: Date; endedAt: Date | null; note: string; now: Date },
) {
  return insertEntry(tx, {
    taskId: task.id,
    userId: actor.id,
    userName: actor.name,
    startedAt: entry.startedAt,
    endedAt: entry.endedAt,
    source: entry.endedAt === null ? 'timer' : 'manual',
    note: entry.note,
    rateCents: await findRate(tx, actor.id),
    createdAt: entry.now,
    updatedAt: entry.now,
  });
}

const logTimeLogged = (tx: DbOrTx, actor: UserActor, task: TaskWithNames, entry: TimeEntryRow) =>
  logTime(tx, actor, task, {
    action: 'task_time_logged',
    description: msg('workOrderRecord.activityTimeLogged', {
      ...named(task),
      minutes: minutesOf(entry) ?? 0,
    }),
    entryId: entry.id,
  });

export function startTimer(deps: Deps, actor: UserActor, task: TaskWithNames, at?: string) {
  const now = deps.clock.now();
  const startedAt = instantOf(at, now);
  return deps.db.transaction(async (tx) => {
    await lockPersonTime(tx, actor.id);
    const running = await findRunning(tx, actor.id);
    // The same start sent twice (a retry the idempotency key did not cover): the timer runs.
    if (running && running.taskId === task.id) return running;
    if (running) throw conflict(msg('workOrderRecord.timerRunningElsewhere'));
    await assertNoOverlap(tx, { userId: actor.id, start: startedAt, end: OPEN_END });
    return insertOwnEntry(tx, actor, task, { startedAt, endedAt: null, note: '', now });
  });
}

/** Stops the caller's timer on this work order; one left running stops at a day's length. */
export function stopTimer(deps: Deps, actor: UserActor, task: TaskWithNames, at?: string) {
  const now = deps.clock.now();
  const stoppedAt = instantOf(at, now);
  return deps.db.transaction(async (tx) => {
    await lockPersonTime(tx, actor.id);
    const running = await findRunning(tx, actor.id);
    if (!running || running.taskId !== task.id) {
      throw conflict(msg('workOrderRecord.noTimerRunning'));
    }
    const endedAt = new Date(Math.min(stoppedAt.getTime(), running.startedAt.getTime() + DAY_MS));
    if (endedAt <= running.startedAt) throw refuse('at', 'workOrderRecord.endsBeforeStart');
    const entry = await updateEntry(tx, running.id, { endedAt, updatedAt: now });
    await logTimeLogged(tx, actor, task, entry);
    return entry;
  });
}

type Span = { startedAt: string; endedAt: string; note: string };

/** Checks a span the schema has already kept forwards and within a day. */
function spanOf(values: Span, now: Date) {
  const start = new Date(values.startedAt);
  const end = new Date(values.endedAt);
  if (end.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw refuse('endedAt', 'workOrderRecord.inTheFuture');
  return { start, end };
}

export function addTimeEntry(deps: Deps, actor: UserActor, task: TaskWithNames, values: Span) {
  const now = deps.clock.now();
  const { start, end } = spanOf(values, now);
  return deps.db.transaction(async (tx) => {
    await lockPersonTime(tx, actor.id);
    await assertNoOverlap(tx, { userId: actor.id, start, end });
    const entry = await insertOwnEntry(tx, actor, task, {
      startedAt: start,
      endedAt: end,
      note: values.note,
      now,
    });
    await logTimeLogged(tx, actor, task, entry);
    return entry;
  });
}

async function loadEntryToCorrect(tx: DbOrTx, actor: UserActor, task: TaskWithNames, id: string) {
  if (!recordRules.canCorrectTime(actor)) throw forbidden(msg('workOrderRecord.onlyLeadsCorrect'));
  const entry = foundOr404(await findEntry(tx, task.id, id), msg('workOrderRecord.entryNotFound'));
  if (entry.endedAt === null) throw conflict(msg('workOrderRecord.entryStillRunning'));
  return entry;
}

/** A supervisor's or manager's correction of anyone's entry; the log keeps before and after. */
export function correctTimeEntry(
  deps: Deps,
  actor: UserActor,
  { task, entryId, values }: { task: TaskWithNames; entryId: string; values: Span },
) {
  const now = deps.clock.now();
  const { start, end } = spanOf(values, now);
  return deps.db.transaction(async (tx) => {
    const before = await loadEntryToCorrect(tx, actor, task, entryId);
    if (before.userId) {
      await lockPersonTime(tx, before.userId);
      await assertNoOverlap(tx, { userId: before.userId, start, end, except: before.id });
    }
    const entry = await updateEntry(tx, before.id, {
      startedAt: start,
      endedAt: end,
      note: values.note,
      correctedBy: actor.id,
      correctedByName: actor.name,
      updatedAt: now,
    });
    await logTime(tx, actor, task, {
      action: 'task_time_corrected',
      description: msg('workOrderRecord.activityTimeCorrected', {
        ...named(task),
        person: before.userName,
        from: minutesOf(before) ?? 0,
        to: minutesOf(entry) ?? 0,
      }),
      entryId: entry.id,
    });
    return entry;
  });
}

export function deleteTimeEntry(
  deps: Deps,
  actor: UserActor,
  { task, entryId }: { task: TaskWithNames; entryId: string },
) {
  return deps.db.transaction(async (tx) => {
    const entry = await loadEntryToCorrect(tx, actor, task, entryId);
    await deleteEntry(tx, entry.id);
    await logTime(tx, actor, task, {
      action: 'task_time_deleted',
      description: msg('workOrderRecord.activityTimeDeleted', {
        ...named(task),
        person: entry.userName,
        minutes: minutesOf(entry) ?? 0,
      }),
      entryId: entry.id,
    });
  });
}

export type { TimeEntryRow };
