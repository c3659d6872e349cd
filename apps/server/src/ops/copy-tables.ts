import type { Transaction as PGliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { CommandError } from './command';

/** Rows per round trip: one JSON array each way. */
const BATCH = 500;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const tableOf = (name: string) => `public.${ident(name)}`;

/**
 * Our tables, parents before children, read from the target's catalog: inserted in this order,
 * every foreign key finds its row. A cycle cannot be ordered, and none exists: refused if one
 * ever does, rather than copied half.
 */
export async function tablesInOrder(target: pg.ClientBase): Promise<string[]> {
  const tables = (
    await target.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    )
  ).rows.map((row) => row.name);
  const edges = (
    await target.query<{ child: string; parent: string }>(
      `select c.relname as child, p.relname as parent
         from pg_constraint k
         join pg_class c on c.oid = k.conrelid
         join pg_class p on p.oid = k.confrelid
         join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
    )
  ).rows;
  const ordered: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    const ready = [...left].filter((table) =>
      edges.every((edge) => edge.child !== table || !left.has(edge.parent)),
    );
    if (ready.length === 0) {
      throw new CommandError(`The foreign keys between ${[...left].join(', ')} form a cycle.`);
    }
    for (const table of ready) {
      ordered.push(table);
      left.delete(table);
    }
  }
  return ordered;
}

/** The columns a row is inserted with: all but the generated ones, which follow from them. */
async function insertableColumns(target: pg.ClientBase, table: string) {
  const { rows } = await target.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [tableOf(table)],
  );
  return rows.map((row) => ident(row.name));
}

/**
 * Copies one table's rows. Each row leaves PGlite as JSON text and enters PostgreSQL through
 * json_populate_recordset, so every value goes through its type's own text form (timestamps with
 * their offset, numerics digit for digit, jsonb as it is) and nothing is rounded by JavaScript.
 */
export async function copyRows(source: PGliteTransaction, target: pg.ClientBase, table: string) {
  const columns = (await insertableColumns(target, table)).join(', ');
  const insert =
    `insert into ${tableOf(table)} (${columns}) overriding system value ` +
    `select ${columns} from json_populate_recordset(null::${tableOf(table)}, $1::json)`;
  await source.query(
    `declare copy_rows no scroll cursor for select row_to_json(t)::text as r from ${tableOf(table)} t`,
  );
  for (;;) {
    const { rows } = await source.query<{ r: string }>(`fetch ${BATCH} from copy_rows`);
    if (rows.length === 0) break;
    await target.query(insert, [`[${rows.map((row) => row.r).join(',')}]`]);
  }
  await source.query('close copy_rows');
}

/** Every sequence of ours carries on from where the embedded one stopped (numbering.ts). */
export async function copySequences(source: PGliteTransaction, target: pg.ClientBase) {
  const { rows } = await source.query<{ name: string; last: string | null; start: string }>(
    `select sequencename as name, last_value::text as last, start_value::text as start
       from pg_sequences where schemaname = 'public'`,
  );
  for (const sequence of rows) {
    // Never used: the next value is the first, whatever the target handed out and rolled back.
    await target.query('select setval($1::regclass, $2::bigint, $3)', [
      tableOf(sequence.name),
      sequence.last ?? sequence.start,
      sequence.last !== null,
    ]);
  }
  return rows.length;
}

export async function countRows(
  db: { query<T>(sql: string): Promise<{ rows: T[] }> },
  tables: string[],
) {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const { rows } = await db.query<{ n: string }>(
      `select count(*)::text as n from ${tableOf(table)}`,
    );
    counts.set(table, Number(rows[0]?.n ?? 0));
  }
  return counts;
}

/** Tables with user triggers (the counts kept by triggers), to switch off while rows arrive. */
export async function tablesWithTriggers(target: pg.ClientBase) {
  const { rows } = await target.query<{ name: string }>(
    `select distinct c.relname as name from pg_trigger t
       join pg_class c on c.oid = t.tgrelid
       join pg_namespace n on n.oid = c.relnamespace
      where not t.tgisinternal and n.nspname = 'public' order by 1`,
  );
  return rows.map((row) => row.name);
}

export async function setTriggers(target: pg.ClientBase, tables: string[], on: boolean) {
  for (const table of tables) {
    await target.query(`alter table ${tableOf(table)} ${on ? 'enable' : 'disable'} trigger user`);
  }
}

export const lockTables = (target: pg.ClientBase, tables: string[]) =>
  target.query(`lock table ${tables.map(tableOf).join(', ')} in access exclusive mode`);
