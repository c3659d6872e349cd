import type { Message } from '@cmms/shared/i18n/message';

/**
 * A change made on this device and not yet confirmed by the server (issue 21): a task's status,
 * checklist ticks, a punch. Its id is the Idempotency-Key every attempt carries, so the server
 * applies it once however many times it is sent.
 */
export interface QueuedChange {
  id: string;
  userId: string;
  kind: ChangeKind;
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body: unknown;
  /** What the change is about (a task id, a checklist and month, a site), for the screens. */
  subject: string;
  /**
   * What a person reads in the list of waiting changes ('WO-000012: Completed'): a catalogue
   * message, rendered in the language of whoever reads the list, which may change while the
   * change waits. Plain text in changes kept before messages (issue 32).
   */
  summary: Message | string;
  /** When it was made on the device (ISO). */
  madeAt: string;
  /** pending: waiting to be sent; refused: the server said why not (`reason`), kept until discarded. */
  state: 'pending' | 'refused';
  /** The server's words, in the language it answered in, or a message of ours when it gave none. */
  reason?: Message | string;
  /**
   * A file the change carries (a photo or document, issue 33): sent as multipart, the fields
   * first, then the bytes, which are kept apart in a FileStore under the change's id.
   */
  file?: QueuedFile;
}

/** What the list keeps of a file: enough to describe it; its bytes stay in the FileStore. */
export interface QueuedFile {
  name: string;
  type: string;
  size: number;
  /** The multipart field the bytes go in ('file'). */
  field: string;
  /** Text fields sent before the file, in this order (a photo's tag). */
  fields: [string, string][];
}

type ChangeKind =
  | 'task-status'
  // The record of a work order (issue 33): a comment, the timer, time by hand, a part.
  | 'task-comment'
  | 'task-timer'
  | 'task-time'
  | 'task-part'
  // A photo or document on a work order or an asset (issue 33): a change that carries a file.
  | 'task-attachment'
  | 'asset-attachment'
  // A photo on a checklist's cell (issue 33).
  | 'checklist-photo'
  | 'checklist-cells'
  | 'checklist-save'
  | 'check-in'
  | 'check-out';

/** A new change: its summary is always a message (plain text is only what older versions kept). */
export type ChangeDraft = Omit<QueuedChange, 'id' | 'userId' | 'madeAt' | 'state' | 'reason'> & {
  summary: Message;
};

/** Where the changes are kept: IndexedDB in the app (idb-store.ts), memory in tests. */
export interface ChangeStore {
  read(userId: string): Promise<QueuedChange[]>;
  /** Replaces the user's changes with what `change` makes of them, in one step. */
  update(userId: string, change: (changes: QueuedChange[]) => QueuedChange[]): Promise<void>;
}

/**
 * The bytes of the changes that carry a file, apart from the list: the list is read and written
 * whole on every change, and copying photos with it would cost every tick on a checklist.
 */
export interface FileStore {
  put(changeId: string, entry: KeptFile): Promise<void>;
  get(changeId: string): Promise<KeptFile | undefined>;
  delete(changeId: string): Promise<void>;
  /** Every kept file of every user on this device: the budget is the device's. */
  list(): Promise<{ changeId: string; userId: string; size: number }[]>;
}

export type KeptFile = { userId: string; blob: Blob };
