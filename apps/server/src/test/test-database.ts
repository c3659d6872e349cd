import fs from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createScratchDatabase } from './scratch-database';

export type TestDatabase = DatabaseHandle & { name: string };

/**
 * A fresh, migrated database for one test file, copied from the run's template: PGlite in memory
 * by default, a PostgreSQL database of its own in the server-postgres project.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB_DRIVER === 'postgres') return createPostgresCopy();
  const dump = fs.readFileSync(inject('pgliteTemplatePath'));
  const handle = await openDatabase({ driver: 'pglite', loadDataDir: new Blob([dump]) });
  return { ...handle, name: 'pglite (memory)' };
}

async function createPostgresCopy(): Promise<TestDatabase> {
  const scratch = await createScratchDatabase('cmms_test', 'migrated');
  const handle = await openDatabase({ driver: 'postgres', url: scratch.url, maxConnections: 4 });
  return {
    ...handle,
    name: scratch.name,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
