import { msg } from '@cmms/shared/i18n/message';
import { englishTranslator, translatorFor } from '@cmms/shared/i18n/source-translators';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { installTranslator } from '../i18n/i18n';
import { changeText } from './change-text';
import type { ChangeDraft, ChangeStore, FileStore, QueuedChange } from './changes';
import { createOfflineQueue } from './offline-queue';

function memoryChangeStore(): ChangeStore {
  const byUser = new Map<string, QueuedChange[]>();
  return {
    read: async (userId) => byUser.get(userId) ?? [],
    update: async (userId, change) => {
      byUser.set(userId, change(byUser.get(userId) ?? []));
    },
  };
}

// These changes carry no file: a store that fails the test if the queue touches it.
const noFiles: FileStore = {
  put: () => Promise.reject(new Error('no file expected')),
  get: () => Promise.reject(new Error('no file expected')),
  delete: () => Promise.reject(new Error('no file expected')),
  list: async () => [],
};

const draft = (subject: string): ChangeDraft => ({
  kind: 'task-status',
  method: 'PATCH',
  path: `/tasks/${subject}/status`,
  body: { status: 'Completed' },
  subject,
  // Any message with a value: the queue keeps it as it is, whatever it says.
  summary: msg('notifications.siteAssignedBody', { site: subject }),
});

function setup() {
  const sent: QueuedChange[] = [];
  const answers: (Error | 'ok')[] = [];
  let online = true;
  let ids = 0;
  const queue = createOfflineQueue({
    store: memoryChangeStore(),
    files: noFiles,
    send: async (change) => {
      sent.push(change);
      const answer = answers.shift() ?? 'ok';
      if (answer !== 'ok') throw answer;
      return { id: change.subject };
    },
    isOnline: () => online,
    newId: () => `key-${++ids}`,
    now: () => new Date('2026-11-24T08:55:00Z'),
  });
  return {
    queue,
    sent,
    answers,
    goOffline: () => {
      online = false;
    },
    goOnline: () => {
      online = true;
    },
  };
}

const noAnswer = () => new ApiError(0, 'NETWORK_ERROR', 'Network error');
const refused = (message: string) => new ApiError(409, 'CONFLICT', message);

describe('the offline queue', () => {
  it('sends at once when online, and keeps the change when offline', async () => {
    const { queue, sent, goOffline } = setup();
    await queue.forUser('tech');
    expect(await queue.sendOrQueue(draft('a'))).toEqual({ queued: false, value: { id: 'a' } });
    goOffline();
    const kept = await queue.sendOrQueue(draft('b'));
    expect(kept.queued).toBe(true);
    expect(sent.map((change) => change.subject)).toEqual(['a']);
    expect(queue.snapshot()).toMatchObject([
      { subject: 'b', state: 'pending', madeAt: '2026-11-24T08:55:00.000Z' },
    ]);
  });

  it('keeps a change whose attempt got no answer under the key that attempt carried', async () => {
    const { queue, sent, answers } = setup();
    await queue.forUser('tech');
    answers.push(noAnswer());
    const result = await queue.sendOrQueue(draft('a'));
    expect(result.queued).toBe(true);
    expect(queue.snapshot()[0]?.id).toBe(sent[0]?.id);
    expect(await queue.sync()).toBe(1);
    expect(sent.map((change) => change.id)).toEqual(['key-1', 'key-1']);
    expect(queue.snapshot()).toEqual([]);
  });

  it('throws a direct refusal for the screen to show, and keeps nothing', async () => {
    const { queue, answers } = setup();
    await queue.forUser('tech');
    answers.push(refused('This work order was changed by someone else: it is now Completed.'));
    await expect(queue.sendOrQueue(draft('a'))).rejects.toThrow('changed by someone else');
    expect(queue.snapshot()).toEqual([]);
  });

  it('sends in the order the changes were made, new ones behind waiting ones', async () => {
    const { queue, sent, goOffline, goOnline } = setup();
    await queue.forUser('tech');
    goOffline();
    await queue.sendOrQueue(draft('a'));
    await queue.sendOrQueue(draft('b'));
    goOnline();
    // Online again, but older changes wait: this one goes behind them.
    const third = await queue.sendOrQueue(draft('c'));
    expect(third.queued).toBe(true);
    await queue.sync();
    expect(sent.map((change) => change.subject)).toEqual(['a', 'b', 'c']);
    expect(queue.snapshot()).toEqual([]);
  });

  it('stops at a change with no answer and tries again later, from the same place', async () => {
    const { queue, sent, answers, goOffline, goOnline } = setup();
    await queue.forUser('tech');
    goOffline();
    await queue.sendOrQueue(draft('a'));
    await queue.sendOrQueue(draft('b'));
    goOnline();
    answers.push(noAnswer());
    expect(await queue.sync()).toBe(0);
    expect(queue.snapshot().map((change) => change.state)).toEqual(['pending', 'pending']);
    expect(await queue.sync()).toBe(2);
    expect(sent.map((change) => change.subject)).toEqual(['a', 'a', 'b']);
  });

  it('tries a change the server is still applying again later, not as a refusal', async () => {
    const { queue, answers, goOffline, goOnline } = setup();
    await queue.forUser('tech');
    goOffline();
    await queue.sendOrQueue(draft('a'));
    goOnline();
    answers.push(
      new ApiError(
        409,
        'CONFLICT',
        'This change is still being applied; try again in a moment.',
        {},
        1,
      ),
    );
    expect(await queue.sync()).toBe(0);
    expect(queue.snapshot()[0]?.state).toBe('pending');
    expect(await queue.sync()).toBe(1);
  });

  it('keeps a refused change with the reason until it is discarded, and goes on', async () => {
    const { queue, answers, goOffline, goOnline } = setup();
    await queue.forUser('tech');
    goOffline();
    await queue.sendOrQueue(draft('a'));
    await queue.sendOrQueue(draft('b'));
    goOnline();
    answers.push(refused('This work order is no longer assigned to you.'));
    expect(await queue.sync()).toBe(1);
    const [kept] = queue.snapshot();
    expect(kept).toMatchObject({
      subject: 'a',
      state: 'refused',
      reason: 'This work order is no longer assigned to you.',
    });
    // A refused change is not sent again, and does not hold the others back.
    expect(await queue.sync()).toBe(0);
    await queue.discard(kept?.id ?? '');
    expect(queue.snapshot()).toEqual([]);
  });

  it("keeps each user's changes apart", async () => {
    const { queue, goOffline } = setup();
    goOffline();
    await queue.forUser('tech');
    await queue.sendOrQueue(draft('a'));
    await queue.forUser('other');
    expect(queue.snapshot()).toEqual([]);
    await queue.forUser('tech');
    expect(queue.snapshot()).toHaveLength(1);
  });
});

describe('what the list of waiting changes reads (issue 32)', () => {
  afterEach(() => installTranslator(englishTranslator));

  it('keeps the summary as a message and reads it in the language shown now', async () => {
    const { queue, goOffline } = setup();
    await queue.forUser('tech');
    goOffline();
    await queue.sendOrQueue(draft('Harbor'));
    const [kept] = queue.snapshot();
    expect(kept?.summary).toEqual({
      key: 'notifications.siteAssignedBody',
      values: { site: 'Harbor' },
    });
    expect(changeText(kept?.summary ?? '')).toBe('You have been assigned to Harbor.');

    installTranslator(translatorFor('ar'));
    const arabic = translatorFor('ar').t('notifications.siteAssignedBody', { site: 'Harbor' });
    expect(changeText(kept?.summary ?? '')).toBe(arabic);
    expect(arabic).toContain('Harbor');
    expect(arabic).not.toBe('You have been assigned to Harbor.');
  });

  it('shows a summary kept as text before as it was kept', () => {
    installTranslator(translatorFor('hi'));
    expect(changeText('WO-000012: Completed')).toBe('WO-000012: Completed');
  });

  it('says the server refused a change that came back without a reason, in the language shown', async () => {
    const { queue, answers, goOffline, goOnline } = setup();
    await queue.forUser('tech');
    goOffline();
    await queue.sendOrQueue(draft('a'));
    goOnline();
    answers.push(new ApiError(422, 'UNPROCESSABLE_ENTITY', ''));
    await queue.sync();
    const [refusedChange] = queue.snapshot();
    expect(changeText(refusedChange?.reason ?? '')).toBe('The server refused this change.');
    installTranslator(translatorFor('es'));
    expect(changeText(refusedChange?.reason ?? '')).toBe(
      translatorFor('es').t('offline.serverRefused'),
    );
  });
});
