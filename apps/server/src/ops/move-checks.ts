import type { PGlite } from '@electric-sql/pglite';
import { getTableName } from 'drizzle-orm';
import type pg from 'pg';
import { openDatabase } from '../db/client';
import { ensureDefaultRoles } from '../features/roles/default-roles';
import { jobs } from '../lib/jobs/jobs.table';
import { CommandError, MIGRATIONS_DIR } from './command';
import { countRows } from './copy-tables';

const JOBS_TABLE = getTableName(jobs);

const MIGRATIONS = 'select hash from drizzle.__drizzle_migrations order by created_at, id';

/** Rows of one schema go into the same schema only: both databases migrated by these files. */
export async function sameMigrations(source: PGlite, target: pg.ClientBase) {
  const hashes = (rows: { hash: string }[]) => rows.map((row) => row.hash).join();
  const ours = hashes((await source.query<{ hash: string }>(MIGRATIONS)).rows);
  const theirs = hashes((await target.query<{ hash: string }>(MIGRATIONS)).rows);
  if (ours !== theirs) {
    throw new CommandError(
      'The PostgreSQL database has other migrations than this version of the server: it was ' +
        'made by another version. Move into a new, empty database.',
    );
  }
}

/** What a start leaves in a new database: the rows the migrations and the default roles add. */
export async function countsOfNewDatabase(tables: string[]) {
  const fresh = await openDatabase({ driver: 'pglite' });
  try {
    await fresh.migrate(MIGRATIONS_DIR);
    await ensureDefaultRoles(fresh.db);
    return await countRows(fresh.pglite as PGlite, tables);
  } finally {
    await fresh.close();
  }
}

/**
 * The move fills an empty database, never merges into one in use. Empty is as a start leaves it
 * (`fresh`): those rows are replaced by the embedded database's own, which has them too, with any
 * changes an admin made. The job queue does not count: a server started on the database leaves its
 * recurring jobs there, which the embedded database has too.
 */
export async function refuseUnlessEmpty(
  target: pg.ClientBase,
  tables: string[],
  fresh: Map<string, number>,
) {
  const counts = await countRows(target, tables);
  const used = tables.filter(
    (table) => table !== JOBS_TABLE && (counts.get(table) ?? 0) > (fresh.get(table) ?? 0),
  );
  if (used.length > 0) {
    const more = used.length > 4 ? `, and ${used.length - 4} more tables` : '';
    const listed = `${used
      .slice(0, 4)
      .map((table) => `${table} (${counts.get(table)})`)
      .join(', ')}${more}`;
    throw new CommandError(
      `The PostgreSQL database is not empty: it has rows in ${listed}. Move into a new, empty ` +
        'database (createdb cmms), never into one in use.',
    );
  }
  for (const table of [...tables].reverse()) {
    if ((counts.get(table) ?? 0) > 0) await target.query(`delete from public."${table}"`);
  }
}

/** The table of counts, source beside target; true when every one matches. */
export function printCounts(
  tables: string[],
  expected: Map<string, number>,
  actual: Map<string, number>,
) {
  const width = Math.max(5, ...tables.map((table) => table.length));
  const line = (name: string, a: string, b: string, mark = '') =>
    `  ${name.padEnd(width)}  ${a.padStart(10)}  ${b.padStart(10)}${mark}`;
  const lines = [line('table', 'embedded', 'PostgreSQL')];
  let same = true;
  let totalExpected = 0;
  let totalActual = 0;
  for (const table of [...tables].sort()) {
    const a = expected.get(table) ?? 0;
    const b = actual.get(table) ?? 0;
    same &&= a === b;
    totalExpected += a;
    totalActual += b;
    lines.push(line(table, String(a), String(b), a === b ? '' : '   <- differs'));
  }
  lines.push(line('total', String(totalExpected), String(totalActual)));
  console.info(`\n${lines.join('\n')}`);
  return same;
}

/** PostgreSQL's refusals, as what to do about them. */
export function whyPostgresRefused(error: unknown): Error {
  if (error instanceof CommandError || !(error instanceof Error)) return error as Error;
  const code = (error as { code?: string }).code;
  if (code === '42501') {
    return new CommandError(
      `PostgreSQL refused: ${error.message}. The user in DATABASE_URL must be able to create ` +
        'tables in the database and own them (docs/backup-and-move.md).',
    );
  }
  if (code === '55P03') {
    return new CommandError(
      'Another session is using the PostgreSQL database (a server started on it?). Stop it and ' +
        'run the move again.',
    );
  }
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '28P01' || code === '3D000') {
    return new CommandError(`Could not connect to PostgreSQL (DATABASE_URL): ${error.message}`);
  }
  return error;
}
