import fs from 'node:fs';
import path from 'node:path';
import { type PGlite, protocol } from '@electric-sql/pglite';

/**
 * Copies the files of the embedded database a running server uses to `into`, as they are between
 * two transactions: a stopped database that another process can open and dump. The server waits
 * for the checkpoint and the copy, not for the dump (seconds per gigabyte, not per hundred
 * megabytes).
 */
export async function snapshotEmbedded(client: PGlite, pgdata: string, into: string) {
  await client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      // No transaction is open and no statement runs while both locks are held. The checkpoint
      // writes every committed change into the data files, so the copy opens without recovery.
      await client.execProtocol(protocol.serialize.query('CHECKPOINT'));
      // Synchronous, so nothing in this process can write before the copy is whole. A clone
      // where the file system can (instant, no space used until the files differ).
      fs.cpSync(pgdata, into, {
        recursive: true,
        mode: fs.constants.COPYFILE_FICLONE,
        // The live instance's, not the copy's.
        filter: (source) => path.basename(source) !== 'postmaster.pid',
      });
    }),
  );
}
