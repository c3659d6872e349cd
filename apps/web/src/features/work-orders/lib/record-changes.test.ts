import { describe, expect, it } from 'vitest';
import { changeText, type QueuedChange } from '../../../lib/offline';
import {
  commentDraft,
  partDraft,
  timeEntryDraft,
  timerDraft,
  waitingRecordOf,
} from './record-changes';

const task = { id: 't1', workOrderNumber: 'WO-000012' };
const filter = { id: 'm1', name: 'Air filter', unit: 'pieces' };

let made = 0;
/** A draft as the queue keeps it. */
const kept = (
  draft: ReturnType<typeof commentDraft>,
  state: QueuedChange['state'] = 'pending',
  reason?: string,
): QueuedChange => ({
  ...draft,
  id: `c${++made}`,
  userId: 'u1',
  madeAt: '2026-11-30T10:00:00.000Z',
  state,
  ...(reason ? { reason } : {}),
});

describe('the record’s drafts for the offline queue', () => {
  it('posts a comment to the work order, about the work order', () => {
    const draft = commentDraft(task, 'Belt replaced @Mary Jones');
    expect(draft).toMatchObject({
      method: 'POST',
      path: '/tasks/t1/comments',
      body: { body: 'Belt replaced @Mary Jones' },
      subject: 't1',
    });
    expect(changeText(draft.summary)).toBe('WO-000012: comment');
  });

  it('starts and stops the timer at the moment tapped', () => {
    const at = new Date('2026-11-30T08:55:00Z');
    expect(timerDraft(task, 'start', at)).toMatchObject({
      path: '/tasks/t1/timer/start',
      body: { at: '2026-11-30T08:55:00.000Z' },
    });
    expect(timerDraft(task, 'stop', at).path).toBe('/tasks/t1/timer/stop');
  });

  it('issues or returns a part, the note only when there is one', () => {
    const issue = partDraft(task, 'issue', filter, { quantity: 3, note: '' });
    expect(issue).toMatchObject({
      path: '/tasks/t1/parts',
      body: { materialId: 'm1', quantity: 3 },
    });
    expect(issue.body).not.toHaveProperty('note');
    expect(changeText(issue.summary)).toBe('WO-000012: 3 pieces of Air filter issued');
    const back = partDraft(task, 'return', filter, { quantity: 1, note: 'spare' });
    expect(back).toMatchObject({ path: '/tasks/t1/parts/returns', body: { note: 'spare' } });
    expect(changeText(back.summary)).toBe('WO-000012: 1 piece of Air filter returned');
  });
});

describe('waitingRecordOf', () => {
  const at = (time: string) => new Date(`2026-11-30T${time}:00Z`);

  it('shows a timer started here as running from the tap, and waiting', () => {
    const changes = [kept(timerDraft(task, 'start', at('09:00')))];
    expect(waitingRecordOf(changes, 't1', null).timer).toEqual({
      startedAt: '2026-11-30T09:00:00.000Z',
      waiting: true,
    });
  });

  it('turns a stop made here into an entry from the start to the stop', () => {
    const changes = [
      kept(timerDraft(task, 'start', at('09:00'))),
      kept(timerDraft(task, 'stop', at('10:15'))),
    ];
    const record = waitingRecordOf(changes, 't1', null);
    expect(record.timer).toBeNull();
    expect(record.entries).toMatchObject([
      { startedAt: '2026-11-30T09:00:00.000Z', endedAt: '2026-11-30T10:15:00.000Z' },
    ]);
  });

  it('stops the server’s running timer from its own start', () => {
    const changes = [kept(timerDraft(task, 'stop', at('11:00')))];
    const record = waitingRecordOf(changes, 't1', { startedAt: '2026-11-30T08:00:00.000Z' });
    expect(record.timer).toBeNull();
    expect(record.entries[0]?.startedAt).toBe('2026-11-30T08:00:00.000Z');
  });

  it('keeps the server’s timer when nothing waits, and ignores a refused stop', () => {
    const running = { startedAt: '2026-11-30T08:00:00.000Z' };
    const refused = [kept(timerDraft(task, 'stop', at('11:00')), 'refused', 'No timer is running')];
    expect(waitingRecordOf([], 't1', running).timer).toEqual({ ...running, waiting: false });
    const record = waitingRecordOf(refused, 't1', running);
    expect(record.timer).toEqual({ ...running, waiting: false });
    expect(record.entries).toEqual([]);
  });

  it('lists comments, time and parts of this work order only, refusals with their reason', () => {
    const other = { id: 't2', workOrderNumber: 'WO-000013' };
    const changes = [
      kept(commentDraft(task, 'first')),
      kept(commentDraft(other, 'elsewhere')),
      kept(partDraft(task, 'issue', filter, { quantity: 2 }), 'refused', 'Not enough stock'),
      kept(
        timeEntryDraft(task, {
          startedAt: '2026-11-30T07:00:00.000Z',
          endedAt: '2026-11-30T07:30:00.000Z',
          note: 'pump',
        }),
      ),
      // A status change is the status badge's, not the record's.
      kept({ ...commentDraft(task, 'x'), kind: 'task-status', body: { status: 'completed' } }),
    ];
    const record = waitingRecordOf(changes, 't1', null);
    expect(record.comments.map((comment) => comment.body)).toEqual(['first']);
    expect(record.parts).toMatchObject([{ state: 'refused', reason: 'Not enough stock' }]);
    expect(changeText(record.parts[0]?.summary ?? '')).toBe(
      'WO-000012: 2 pieces of Air filter issued',
    );
    expect(record.entries).toMatchObject([{ note: 'pump', state: 'pending' }]);
  });

  it('lists the photos waiting for this work order, in the order they were taken', () => {
    const photo = (taskId: string, name: string) =>
      kept({
        ...commentDraft({ ...task, id: taskId }, ''),
        kind: 'task-attachment',
        path: `/tasks/${taskId}/attachments`,
        body: null,
        file: { name, type: 'image/jpeg', size: 3, field: 'file', fields: [['tag', 'before']] },
      });
    const changes = [photo('t1', 'a.jpg'), photo('t2', 'elsewhere.jpg'), photo('t1', 'b.jpg')];
    const record = waitingRecordOf(changes, 't1', null);
    expect(record.attachments.map((change) => change.file?.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(record.comments).toEqual([]);
  });
});
