import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { PGLITE_EXTENSIONS } from '../db/client';
import { pgdataOf } from './command';

// Portable: a dump read by psql on a PostgreSQL whose roles differ from the embedded one's.
const DUMP_ARGS = ['--no-owner', '--no-privileges'];

/** The embedded database of `dataDir`, created if there is none: check first. */
export const openEmbedded = (dataDir: string) =>
  PGlite.create({ dataDir: pgdataOf(dataDir), extensions: PGLITE_EXTENSIONS });

/**
 * The whole database as a plain SQL dump (pg_dump's own output, readable by psql), taken in one
 * snapshot. Only for an instance this process alone uses, closed afterwards: pg_dump leaves its
 * read-only transaction and its settings behind, as a client that disconnects would.
 */
export async function dumpEmbedded(client: PGlite): Promise<string> {
  return (await pgDump({ pg: client, args: DUMP_ARGS })).text();
}
