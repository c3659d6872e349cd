// npm run db:move-to-postgres: the embedded database of DATA_DIR into the empty PostgreSQL of
// DATABASE_URL, table by table, with the counts checked (docs/backup-and-move.md).
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../lib/data-dir';
import {
  CommandError,
  hasEmbeddedDatabase,
  MIGRATIONS_DIR,
  pgdataOf,
  readConfig,
  runCommand,
} from './command';
import {
  copyRows,
  copySequences,
  countRows,
  lockTables,
  setTriggers,
  tablesInOrder,
  tablesWithTriggers,
} from './copy-tables';
import {
  countsOfNewDatabase,
  printCounts,
  refuseUnlessEmpty,
  sameMigrations,
  whyPostgresRefused,
} from './move-checks';

async function main() {
  const { dataDir, databaseUrl } = readConfig();
  if (!databaseUrl) {
    throw new CommandError(
      'Set DATABASE_URL to the empty PostgreSQL database to move into: ' +
        'DATABASE_URL=postgres://user:password@host:5432/cmms npm run db:move-to-postgres',
    );
  }
  if (!hasEmbeddedDatabase(dataDir)) {
    throw new CommandError(`There is no embedded database in ${dataDir} (is DATA_DIR right?).`);
  }
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new CommandError(
      `The server (process ${error.pid}) is running on ${dataDir}. Stop it first: nothing may ` +
        'change while the data moves.',
    );
  }
  try {
    const source = await openDatabase({ driver: 'pglite', dataDir: pgdataOf(dataDir) });
    try {
      // Both at the schema of this version, as a start would make them.
      await source.migrate(MIGRATIONS_DIR);
      const target = await openDatabase({
        driver: 'postgres',
        url: databaseUrl,
        maxConnections: 1,
      });
      try {
        await target.migrate(MIGRATIONS_DIR).catch((error) => {
          throw whyPostgresRefused(error);
        });
      } finally {
        await target.close();
      }
      await move(source.pglite as PGlite, databaseUrl);
    } finally {
      await source.close();
    }
  } finally {
    release();
  }
  const where = new URL(databaseUrl);
  console.info(
    `\nThe embedded database of ${dataDir} is now in PostgreSQL (${where.host}${where.pathname}).\n\n` +
      'Start the server on it: DATABASE_URL=... npm start. With the same DATA_DIR (its jwt.secret)\n' +
      'or JWT_SECRET, users stay signed in. The embedded database is left as it was: a start\n' +
      'without DATABASE_URL would use it, and miss everything written since.\n',
  );
}

/** One transaction on PostgreSQL: committed only when every table's count matches. */
async function move(source: PGlite, url: string) {
  const target = new pg.Client({ connectionString: url });
  await target.connect().catch((error) => {
    throw whyPostgresRefused(error);
  });
  try {
    await sameMigrations(source, target);
    const tables = await tablesInOrder(target);
    const fresh = await countsOfNewDatabase(tables);
    await target.query('begin');
    // A server started on the target meanwhile waits for the move, or the move stops.
    await target.query(`set local lock_timeout = '10s'`);
    await lockTables(target, tables);
    await refuseUnlessEmpty(target, tables, fresh);
    // The counts kept by triggers arrive as rows of their own: counted again, they would double.
    const triggered = await tablesWithTriggers(target);
    await setTriggers(target, triggered, false);
    const expected = await source.transaction(async (tx) => {
      for (const table of tables) await copyRows(tx, target, table);
      await copySequences(tx, target);
      return countRows(tx, tables);
    });
    await setTriggers(target, triggered, true);
    const actual = await countRows(target, tables);
    if (!printCounts(tables, expected, actual)) {
      throw new CommandError(
        'The counts differ (marked above). Nothing was committed: PostgreSQL is as it was.',
      );
    }
    await target.query('commit');
  } catch (error) {
    await target.query('rollback').catch(() => {});
    throw whyPostgresRefused(error);
  } finally {
    await target.end();
  }
}

runCommand(main);
