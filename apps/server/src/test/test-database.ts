import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { withDatabase } from './global-setup';

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
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `cmms_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({
    driver: 'postgres',
    url: withDatabase(url, name),
    maxConnections: 4,
  });
  return {
    ...handle,
    name,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
