import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processTimeZone } from '@cmms/shared/zones';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../db/client';
import * as schema from '../db/schema';
import { recordServerZone } from '../features/reports/reports.repository';
import { ensureDefaultRoles } from '../features/roles/default-roles';
import { MIGRATIONS_DIR } from './migrations-dir';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run. PGlite: a migrated database is dumped to a file that each test file loads
 * (no migration per file). PostgreSQL: a migrated template database that each test file copies
 * with CREATE DATABASE ... TEMPLATE, so files run in parallel on databases of their own.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'server-postgres') return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = drizzle(client, { schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  await ensureDefaultRoles(db as unknown as Database);
  await recordServerZone(db as unknown as Database, processTimeZone());
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-test-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const template = `cmms_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const handle = await openDatabase({ driver: 'postgres', url: withDatabase(url, template) });
  await handle.migrate(MIGRATIONS_DIR);
  await ensureDefaultRoles(handle.db);
  await recordServerZone(handle.db, processTimeZone());
  // A template must have no connections while it is copied.
  await handle.close();
  project.provide('postgresTemplate', template);
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
