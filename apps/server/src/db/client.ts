import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { runHookOnTransactionStart } from '../lib/transaction-start';
import { PreparingClient } from './prepared-client';
import * as schema from './schema';

type Schema = typeof schema;

/** The one database type features use; PGlite and node-postgres both provide it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A service verb takes either, so it can run alone or inside a caller's transaction. */
export type DbOrTx = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded instance itself, for what only it can do (copy itself: ops/snapshot.ts). */
  pglite?: PGlite;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { driver: 'postgres'; url: string; maxConnections?: number };

/** The extensions the migrations create; PGlite loads them only when asked to. */
export const PGLITE_EXTENSIONS = { btree_gin, pg_trgm };

const embedded = new WeakSet<object>();
/**
 * Whether `db` is the embedded database, which one process opens at a time (the DATA_DIR lock):
 * whatever an earlier process left in flight there is dead.
 */
export const isEmbedded = (db: DbOrTx) => embedded.has(db);

/** Both drivers: the current request's transaction start hook runs in each of its transactions. */
function hooked(db: Database) {
  runHookOnTransactionStart(db);
  return db;
}

// A fixed key for pg_advisory_lock: instances started together on one PostgreSQL migrate in turn.
const MIGRATION_LOCK_KEY = 7_241_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'pglite') {
    const client = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const db = drizzlePglite(client, { schema, casing: 'snake_case' });
    embedded.add(db);
    return {
      db: hooked(db as unknown as Database),
      kind: 'pglite',
      pglite: client,
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }

  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    // A dead database should fail a request, not hang it.
    connectionTimeoutMillis: 10_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  return {
    db: hooked(db as unknown as Database),
    kind: 'postgres',
    async migrate(migrationsFolder) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Stops a listener; resolves once it no longer listens. */
export type StopListening = () => Promise<void>;

const RELISTEN_DELAY_MS = 1000;

/**
 * LISTENs on `channel` of the database `db` runs on and calls `onPayload` with each NOTIFY's
 * payload, in commit order. The embedded database hears its own process's notifications; on
 * PostgreSQL a connection of its own (a pooled one would be handed to queries) listens, and when
 * it is lost another one listens again after a second and `onRelisten` is called: what was
 * notified in between was missed, and the caller catches up from its table.
 */
export async function listenTo(
  db: Database,
  channel: string,
  onPayload: (payload: string) => void,
  onRelisten: () => void,
): Promise<StopListening> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    return client.listen(channel, onPayload);
  }
  const pool = client as pg.Pool;
  let stopped = false;
  let current: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const listener = new pg.Client(pool.options);
    listener.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    const retry = () => {
      if (stopped || current !== listener) return;
      current = null;
      listener.end().catch(() => {});
      setTimeout(() => {
        if (!stopped) connect().then(onRelisten, retry);
      }, RELISTEN_DELAY_MS).unref();
    };
    listener.on('error', retry);
    listener.on('end', retry);
    current = listener;
    try {
      await listener.connect();
      await listener.query(`LISTEN ${channel}`);
    } catch (error) {
      retry();
      throw error;
    }
  };
  try {
    await connect();
  } catch (error) {
    stopped = true;
    throw error;
  }
  return async () => {
    stopped = true;
    const last = current;
    current = null;
    await last?.end().catch(() => {});
  };
}
