import type { Config } from '../config';
import type { Database, DbOrTx } from '../db/client';
import type { Actor } from './actor';
import type { Authenticator } from './auth/authenticator';
import type { Clock } from './clock';
import type { Mailer } from './mailer';
import type { PushSender } from './push/push-sender';
import type { FileStorage } from './storage/file-storage';

/** How session tokens are signed and how long they last. */
export type TokenSettings = { secret: string; ttlHours: number };

/** A work order that just closed: completed or cancelled. */
export type WorkOrderClosed = { taskId: string; status: 'completed' | 'cancelled'; at: Date };

/**
 * What other features follow of a work order's life, called inside the transaction of the change:
 * a preventive maintenance schedule moves to its next date when its work order closes. The work
 * orders feature knows only this shape; the composition root (app.ts) plugs in the listeners, so
 * a lower feature never calls a higher one.
 */
type WorkOrderEvents = {
  closed(tx: DbOrTx, event: WorkOrderClosed, actor: Actor): Promise<void>;
};

/**
 * What every route and service may use, built once per app by the composition root (app.ts).
 * `sessions` is how a bearer token becomes a signed-in actor: lib/ knows the interface, the
 * sessions feature provides it.
 */
export type AppDeps = {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  tokens: TokenSettings;
  sessions: Authenticator;
  workOrderEvents: WorkOrderEvents;
  /** Where uploaded files live (lib/storage): DATA_DIR/files or an S3-compatible bucket. */
  files: FileStorage;
  /** Web Push to the browsers users subscribed (lib/push, features/push). */
  push: PushSender;
};

/**
 * What a service verb runs with: the app's dependencies, its database possibly a transaction, so
 * a caller can run several verbs in one (`{ ...deps, db: tx }`). A verb names the part it needs
 * (`Pick<ServiceDeps, 'db' | 'clock'>`), which keeps it callable from tests and the demo data.
 */
export type ServiceDeps = Omit<AppDeps, 'db'> & { db: DbOrTx };
