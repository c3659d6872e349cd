import { msg } from '@cmms/shared/i18n/message';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { changeText } from './change-text';
import type { ChangeDraft, ChangeStore, FileStore, KeptFile, QueuedChange } from './changes';
import { KeptFilesFullError } from './kept-files';
import { createOfflineQueue } from './offline-queue';

// A small budget: the queue's rule, without allocating a hundred megabytes.
const BUDGET = 100;

function memoryStores() {
  const lists = new Map<string, QueuedChange[]>();
  const kept = new Map<string, KeptFile>();
  const failures = { listWrite: false };
  const store: ChangeStore = {
    read: async (userId) => lists.get(userId) ?? [],
    update: async (userId, change) => {
      if (failures.listWrite) throw new Error('disk');
      lists.set(userId, change(lists.get(userId) ?? []));
    },
  };
  const files: FileStore = {
    put: async (id, entry) => void kept.set(id, entry),
    get: async (id) => kept.get(id),
    delete: async (id) => void kept.delete(id),
    list: async () =>
      [...kept].map(([changeId, entry]) => ({
        changeId,
        userId: entry.userId,
        size: entry.blob.size,
      })),
  };
  return { store, files, kept, failures };
}

const photoDraft = (subject: string): ChangeDraft => ({
  kind: 'task-attachment',
  method: 'POST',
  path: `/tasks/${subject}/attachments`,
  body: null,
  subject,
  summary: msg('attachments.queuedPhoto', { target: subject }),
  file: {
    name: 'pump.jpg',
    type: 'image/jpeg',
    size: 3,
    field: 'file',
    fields: [['tag', 'after']],
  },
});

const bytes = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/jpeg' });

function setup() {
  const stores = memoryStores();
  const sent: { change: QueuedChange; blob: Blob | undefined }[] = [];
  const answers: (Error | 'ok')[] = [];
  let online = false;
  let ids = 0;
  const queue = createOfflineQueue({
    store: stores.store,
    files: stores.files,
    filesBudget: BUDGET,
    send: async (change, blob) => {
      sent.push({ change, blob });
      const answer = answers.shift() ?? 'ok';
      if (answer !== 'ok') throw answer;
      return {};
    },
    isOnline: () => online,
    newId: () => `key-${++ids}`,
    now: () => new Date('2026-11-24T08:55:00Z'),
  });
  const goOnline = () => {
    online = true;
  };
  return { queue, sent, answers, goOnline, ...stores };
}

describe('changes that carry a file', () => {
  it('keeps the bytes offline and sends them once, under the same key, when back online', async () => {
    const { queue, sent, kept, goOnline } = setup();
    await queue.forUser('tech');
    const photo = bytes(3);
    const result = await queue.sendOrQueue(photoDraft('a'), photo);
    expect(result.queued).toBe(true);
    expect(await queue.keptFile('key-1')).toBe(photo);

    goOnline();
    expect(await queue.sync()).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.change.id).toBe('key-1');
    expect(sent[0]?.blob).toBe(photo);
    // Sent: neither the change nor its bytes stay on the device.
    expect(queue.snapshot()).toEqual([]);
    expect(kept.size).toBe(0);
  });

  it('sends a photo directly when online, keeping nothing', async () => {
    const { queue, sent, kept, goOnline } = setup();
    goOnline();
    await queue.forUser('tech');
    expect((await queue.sendOrQueue(photoDraft('a'), bytes(3))).queued).toBe(false);
    expect(sent[0]?.blob?.size).toBe(3);
    expect(kept.size).toBe(0);
  });

  it('keeps a photo whose direct attempt got no answer, bytes and key together', async () => {
    const { queue, sent, answers, kept, goOnline } = setup();
    goOnline();
    await queue.forUser('tech');
    answers.push(new ApiError(0, 'NETWORK_ERROR', 'Network error'));
    expect((await queue.sendOrQueue(photoDraft('a'), bytes(3))).queued).toBe(true);
    expect([...kept.keys()]).toEqual([sent[0]?.change.id]);
  });

  it('refuses a photo that would pass the budget, and keeps nothing of it', async () => {
    const { queue, kept } = setup();
    await queue.forUser('tech');
    await queue.sendOrQueue(photoDraft('a'), bytes(60));
    await expect(queue.sendOrQueue(photoDraft('b'), bytes(41))).rejects.toBeInstanceOf(
      KeptFilesFullError,
    );
    expect(queue.snapshot().map((change) => change.subject)).toEqual(['a']);
    expect(kept.size).toBe(1);
    // One that still fits goes in.
    await queue.sendOrQueue(photoDraft('c'), bytes(40));
    expect(kept.size).toBe(2);
  });

  it('counts the files of every user of the phone against the budget', async () => {
    const { queue } = setup();
    await queue.forUser('tech');
    await queue.sendOrQueue(photoDraft('a'), bytes(90));
    await queue.forUser('other');
    await expect(queue.sendOrQueue(photoDraft('b'), bytes(20))).rejects.toThrow(
      'Photos and files kept on this device are full',
    );
  });

  it('removes the bytes when the change itself could not be written', async () => {
    const { queue, kept, failures } = setup();
    await queue.forUser('tech');
    failures.listWrite = true;
    await expect(queue.sendOrQueue(photoDraft('a'), bytes(3))).rejects.toThrow('disk');
    expect(kept.size).toBe(0);
  });

  it('marks a change whose bytes the browser dropped as not applied, and goes on', async () => {
    const { queue, sent, kept, goOnline } = setup();
    await queue.forUser('tech');
    await queue.sendOrQueue(photoDraft('a'), bytes(3));
    await queue.sendOrQueue(photoDraft('b'), bytes(3));
    kept.delete('key-1');
    goOnline();
    expect(await queue.sync()).toBe(1);
    expect(sent.map((each) => each.change.subject)).toEqual(['b']);
    const [lost] = queue.snapshot();
    expect(lost?.state).toBe('refused');
    expect(changeText(lost?.reason ?? '')).toContain('no longer on this device');
  });

  it('keeps a refused photo until it is discarded, then frees its bytes', async () => {
    const { queue, answers, kept, goOnline } = setup();
    await queue.forUser('tech');
    await queue.sendOrQueue(photoDraft('a'), bytes(3));
    goOnline();
    answers.push(new ApiError(400, 'BAD_REQUEST', 'This file is not a photo.'));
    await queue.sync();
    expect(kept.size).toBe(1);
    await queue.discard('key-1');
    expect(kept.size).toBe(0);
  });

  it('frees, at start, bytes left without their change', async () => {
    const { queue, kept } = setup();
    kept.set('orphan', { userId: 'tech', blob: bytes(3) });
    kept.set('someone-else', { userId: 'other', blob: bytes(3) });
    await queue.forUser('tech');
    expect([...kept.keys()]).toEqual(['someone-else']);
  });
});
