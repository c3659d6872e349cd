import { msg } from '@cmms/shared/i18n/message';
import { ApiError } from '../api-error';
import { t } from '../i18n/i18n';
import type { ChangeDraft, ChangeStore, FileStore, QueuedChange } from './changes';
import { fileKeeping } from './file-keeping';

export interface OfflineQueueOptions {
  store: ChangeStore;
  /** The bytes of the changes that carry a file (a photo), kept apart from the list. */
  files: FileStore;
  /** The most the kept files may weigh together (KEPT_FILES_BUDGET_BYTES). */
  filesBudget?: number;
  /**
   * Sends one change with its id as the Idempotency-Key, with its file's bytes when it carries
   * one; throws ApiError when refused.
   */
  send(change: QueuedChange, blob?: Blob): Promise<unknown>;
  isOnline(): boolean;
  newId(): string;
  now(): Date;
}

export type SendOrQueueResult<T> =
  | { queued: false; value: T }
  | { queued: true; change: QueuedChange };

/**
 * Whether a failed attempt should be tried again later (no answer, the server busy or starting,
 * the session to be renewed, the same change still being applied: a 409 with Retry-After)
 * rather than shown to the person as a refusal.
 */
function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 409) return error.retryAfterSeconds !== undefined;
  return [0, 401, 408, 429].includes(error.status) || error.status >= 500;
}

const reasonOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : msg('offline.serverRefused');

/**
 * Changes made on this device, kept until the server confirms them and sent strictly in the
 * order they were made (docs/offline.md). A refused change stays, with the server's reason,
 * until the person discards it: nothing is dropped silently.
 */
export function createOfflineQueue(options: OfflineQueueOptions) {
  const { store } = options;
  const withFiles = fileKeeping(store, options.files, options.filesBudget);
  let userId: string | null = null;
  let changes: QueuedChange[] = [];
  let running: Promise<number> | null = null;
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const reload = async (user: string) => {
    const stored = await store.read(user);
    if (userId === user) {
      changes = stored;
      emit();
    }
  };

  async function add(draft: ChangeDraft, id: string, blob?: Blob): Promise<QueuedChange> {
    if (!userId) throw new Error(t('offline.noSignedInUser'));
    const user = userId;
    const change: QueuedChange = {
      ...draft,
      id,
      userId: user,
      madeAt: options.now().toISOString(),
      state: 'pending',
    };
    if (draft.file) await withFiles.add(change, blob);
    else await store.update(user, (list) => [...list, change]);
    await reload(user);
    return change;
  }

  /** Removes a change, then its file: a file left by a failure between the two is swept. */
  async function remove(user: string, id: string, hasFile: boolean) {
    await store.update(user, (list) => list.filter((item) => item.id !== id));
    if (hasFile) await withFiles.forget(id);
  }

  const refuse = (user: string, id: string, reason: QueuedChange['reason']) =>
    store.update(user, (list) =>
      list.map((item) => (item.id === id ? { ...item, state: 'refused', reason } : item)),
    );

  /** Sends the waiting changes in order; answers how many the server applied. */
  async function runSync(): Promise<number> {
    const user = userId;
    if (!user || !options.isOnline()) return 0;
    let applied = 0;
    for (const change of await store.read(user)) {
      if (change.state !== 'pending') continue;
      try {
        const blob = change.file ? await withFiles.bytes(change.id) : undefined;
        if (change.file && !blob) {
          // The browser dropped the site's data: say so rather than send a change without it.
          await refuse(user, change.id, msg('attachments.keptFileLost'));
          continue;
        }
        await options.send(change, blob);
        await remove(user, change.id, change.file !== undefined);
        applied++;
      } catch (error) {
        // Later changes wait too: they may depend on this one (a punch-out on its punch-in).
        if (isWorthRetrying(error)) break;
        await refuse(user, change.id, reasonOf(error));
      } finally {
        await reload(user);
      }
    }
    return applied;
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The signed-in user's changes, oldest first (the same array until something changes). */
    snapshot: () => changes,

    /** Follows the signed-in user: their own changes only. */
    async forUser(next: string | null) {
      if (next === userId) return;
      userId = next;
      changes = [];
      emit();
      if (next) {
        await reload(next);
        await withFiles.sweep(next).catch(() => undefined);
      }
    },

    /** One run at a time; a call during a run waits for it. */
    sync(): Promise<number> {
      running ??= runSync().finally(() => {
        running = null;
      });
      return running;
    },

    /**
     * Sends a change now when it can, or keeps it to send later: when offline, when older
     * changes are still waiting (order matters), or when the attempt got no answer. The attempt
     * and every later one carry the same key, so a change that did arrive is not applied twice.
     * A refusal of a direct attempt is thrown, for the screen to show as it always has.
     */
    async sendOrQueue<T>(draft: ChangeDraft, blob?: Blob): Promise<SendOrQueueResult<T>> {
      const waiting = changes.some((change) => change.state === 'pending');
      if (waiting || !options.isOnline()) {
        const change = await add(draft, options.newId(), blob);
        if (waiting && options.isOnline()) void this.sync();
        return { queued: true, change };
      }
      const id = options.newId();
      const attempt: QueuedChange = {
        ...draft,
        id,
        userId: userId ?? '',
        madeAt: options.now().toISOString(),
        state: 'pending',
      };
      try {
        return { queued: false, value: (await options.send(attempt, blob)) as T };
      } catch (error) {
        if (!isWorthRetrying(error) || (error instanceof ApiError && error.status === 401)) {
          throw error;
        }
        return { queued: true, change: await add(draft, id, blob) };
      }
    },

    async discard(id: string) {
      const user = userId;
      if (!user) return;
      const hasFile = changes.some((change) => change.id === id && change.file !== undefined);
      await remove(user, id, hasFile);
      await reload(user);
    },

    /** The bytes a waiting change carries (a photo shown as waiting), if still kept. */
    keptFile: withFiles.bytes,
  };
}
