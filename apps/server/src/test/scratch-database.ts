import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup';

const adminUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
};

async function asAdmin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

/**
 * A PostgreSQL database of one test's own on TEST_DATABASE_URL's server: empty, or migrated as
 * a server's first start leaves it (a copy of the run's template). `drop` removes it, whoever
 * is still connected.
 */
export async function createScratchDatabase(
  prefix: string,
  kind: 'empty' | 'migrated',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const template = kind === 'migrated' ? ` template ${inject('postgresTemplate')}` : '';
  await asAdmin(`create database ${name}${template}`);
  return {
    name,
    url: withDatabase(adminUrl(), name),
    drop: () => asAdmin(`drop database if exists ${name} with (force)`),
  };
}
