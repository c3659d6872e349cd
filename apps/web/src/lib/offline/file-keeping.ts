import type { ChangeStore, FileStore, QueuedChange } from './changes';
import {
  fitsBudget,
  isQuotaError,
  KEPT_FILES_BUDGET_BYTES,
  KeptFilesFullError,
} from './kept-files';

/**
 * How the queue keeps the changes that carry a file (issue 33): the bytes in the FileStore, the
 * change in the list, never one without the other for long. Writing a change with its file and
 * sweeping files left without one run one at a time: the budget is checked against what is
 * kept, and a sweep must not take a file whose change is about to be written.
 */
export function fileKeeping(
  store: ChangeStore,
  files: FileStore,
  budget = KEPT_FILES_BUDGET_BYTES,
) {
  let filing: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = filing.then(work);
    filing = run.catch(() => undefined);
    return run;
  };

  return {
    /**
     * The file first, then its change; a refusal (the budget, the browser's quota) or a failure
     * between the two leaves neither, so no change waits without its bytes.
     */
    add: (change: QueuedChange, blob: Blob | undefined) =>
      exclusive(async () => {
        if (!blob) throw new Error('A change that carries a file needs its bytes');
        const sizes = (await files.list()).map((file) => file.size);
        if (!fitsBudget(sizes, blob.size, budget)) throw new KeptFilesFullError();
        try {
          await files.put(change.id, { userId: change.userId, blob });
        } catch (error) {
          throw isQuotaError(error) ? new KeptFilesFullError() : error;
        }
        try {
          await store.update(change.userId, (list) => [...list, change]);
        } catch (error) {
          await files.delete(change.id).catch(() => undefined);
          throw isQuotaError(error) ? new KeptFilesFullError() : error;
        }
      }),

    /** The bytes of a kept change, if the browser still has them. */
    bytes: async (id: string) => (await files.get(id))?.blob,

    /** After its change left the list (sent or discarded); a failure here is swept later. */
    forget: (id: string) => files.delete(id).catch(() => undefined),

    /** Files whose change is gone (the app closed between two writes): freed at start. */
    sweep: (user: string) =>
      exclusive(async () => {
        const ids = new Set((await store.read(user)).map((change) => change.id));
        for (const file of await files.list()) {
          if (file.userId === user && !ids.has(file.changeId)) await files.delete(file.changeId);
        }
      }),
  };
}
