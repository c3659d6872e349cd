import type { Config } from '../config';
import type { Database, DbOrTx } from '../db/client';
import type { Authenticator } from './auth/authenticator';
import type { Clock } from './clock';
import type { Mailer } from './mailer';

/** How session tokens are signed and how long they last. */
export type TokenSettings = { secret: string; ttlHours: number };

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
};

/**
 * What a service verb runs with: the app's dependencies, its database possibly a transaction, so
 * a caller can run several verbs in one (`{ ...deps, db: tx }`). A verb names the part it needs
 * (`Pick<ServiceDeps, 'db' | 'clock'>`), which keeps it callable from tests and the demo data.
 */
export type ServiceDeps = Omit<AppDeps, 'db'> & { db: DbOrTx };
