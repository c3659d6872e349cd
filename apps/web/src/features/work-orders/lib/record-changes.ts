import { type Message, msg } from '@cmms/shared/i18n/message';
import { quantityMessage } from '@cmms/shared/materials';
import {
  type PartInput,
  recordPaths,
  type TimeEntry,
  type TimeEntryInput,
} from '@cmms/shared/work-order-record';
import type { ChangeDraft, QueuedChange } from '../../../lib/offline/changes';

/**
 * The record's changes that work with no signal (issue 33, docs/offline.md): a comment, the
 * timer, time entered by hand, a part issued or returned. Each is a draft for the app's offline
 * queue, sent at once when it can be, else kept with its idempotency key; the screen shows what
 * waits as waiting.
 */

type TaskRef = { id: string; workOrderNumber: string };
export function commentDraft(task: TaskRef, body: string): ChangeDraft {
  return {
    kind: 'task-comment',
    method: 'POST',
    path: recordPaths.comments(task.id),
    body: { body },
    subject: task.id,
    summary: msg('workOrderPage.queuedComment', { number: task.workOrderNumber }),
  };
}

/** Start or stop, with `at` the moment it was tapped: a stop sent an hour later ends then. */
export function timerDraft(task: TaskRef, action: 'start' | 'stop', at: Date): ChangeDraft {
  return {
    kind: 'task-timer',
    method: 'POST',
    path: action === 'start' ? recordPaths.timerStart(task.id) : recordPaths.timerStop(task.id),
    body: { at: at.toISOString() },
    subject: task.id,
    summary:
      action === 'start'
        ? msg('workOrderPage.queuedTimerStart', { number: task.workOrderNumber })
        : msg('workOrderPage.queuedTimerStop', { number: task.workOrderNumber }),
  };
}

export function timeEntryDraft(task: TaskRef, body: TimeEntryInput): ChangeDraft {
  return {
    kind: 'task-time',
    method: 'POST',
    path: recordPaths.time(task.id),
    body,
    subject: task.id,
    summary: msg('workOrderPage.queuedTime', { number: task.workOrderNumber }),
  };
}

export type PartAction = 'issue' | 'return';
type MaterialRef = { id: string; name: string; unit: string };

export function partDraft(
  task: TaskRef,
  action: PartAction,
  material: MaterialRef,
  input: { quantity: number; note?: string | undefined },
): ChangeDraft {
  const body: PartInput = { materialId: material.id, quantity: input.quantity };
  if (input.note) body.note = input.note;
  const values = {
    number: task.workOrderNumber,
    quantity: quantityMessage(input.quantity, material.unit),
    material: material.name,
  };
  return {
    kind: 'task-part',
    method: 'POST',
    path: action === 'issue' ? recordPaths.parts(task.id) : recordPaths.partReturns(task.id),
    body,
    subject: task.id,
    summary:
      action === 'issue'
        ? msg('workOrderPage.queuedIssue', values)
        : msg('workOrderPage.queuedReturn', values),
  };
}

// ---------------------------------------------------------------------------------------------
// What waits on this device, as the page shows it

type Waiting = {
  id: string;
  madeAt: string;
  state: QueuedChange['state'];
  reason?: Message | string;
};
export type WaitingComment = Waiting & { body: string };
export type WaitingEntry = Waiting & { startedAt: string; endedAt: string; note: string };
export type WaitingPart = Waiting & { summary: Message | string };
/** The timer as this device knows it: the server's, or a start waiting to be sent. */
export type ShownTimer = { startedAt: string; waiting: boolean } | null;

export type WaitingRecord = {
  comments: WaitingComment[];
  /** Photos and documents, as kept (the bytes are read from the device by change id). */
  attachments: QueuedChange[];
  entries: WaitingEntry[];
  parts: WaitingPart[];
  timer: ShownTimer;
};

const waitingOf = ({ id, madeAt, state, reason }: QueuedChange): Waiting =>
  reason === undefined ? { id, madeAt, state } : { id, madeAt, state, reason };

/**
 * The record's changes kept for `taskId`, in the order they were made, applied to what the
 * server last said: a timer started here runs from the tap; one stopped here is an entry from
 * its start to the stop. A refused timer change changes nothing (the sync list says why).
 */
export function waitingRecordOf(
  changes: readonly QueuedChange[],
  taskId: string,
  running: Pick<TimeEntry, 'startedAt'> | null,
): WaitingRecord {
  const record: WaitingRecord = {
    comments: [],
    attachments: [],
    entries: [],
    parts: [],
    timer: running ? { startedAt: running.startedAt, waiting: false } : null,
  };
  for (const change of changes) {
    if (change.subject !== taskId) continue;
    const { kind } = change;
    if (kind === 'task-comment') {
      record.comments.push({ ...waitingOf(change), body: (change.body as { body: string }).body });
    } else if (kind === 'task-attachment') {
      record.attachments.push(change);
    } else if (kind === 'task-part') {
      record.parts.push({ ...waitingOf(change), summary: change.summary });
    } else if (kind === 'task-time') {
      const body = change.body as TimeEntryInput;
      record.entries.push({
        ...waitingOf(change),
        startedAt: body.startedAt,
        endedAt: body.endedAt,
        note: body.note ?? '',
      });
    } else if (kind === 'task-timer' && change.state === 'pending') {
      const { at } = change.body as { at: string };
      if (change.path === recordPaths.timerStart(taskId)) {
        record.timer ??= { startedAt: at, waiting: true };
      } else if (record.timer) {
        const started = record.timer.startedAt;
        record.entries.push({ ...waitingOf(change), startedAt: started, endedAt: at, note: '' });
        record.timer = null;
      }
    }
  }
  return record;
}
