import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../features/roles/roles.table';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// Data migrations, run again on a database shaped as an older one was.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const migration = (file: string) =>
  fs.readFileSync(new URL(`./migrations/${file}`, import.meta.url), 'utf8');

const housekeepingPermissions = async () => {
  const [row] = await database.db
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.name, 'housekeeping'));
  return row?.permissions ?? [];
};

describe('0015: housekeeping reads work orders and assets', () => {
  it('adds view_tasks and view_assets to the default role, keeping an admin’s changes, once', async () => {
    const before = ['view_sites', 'request_materials', 'view_users'];
    await database.db
      .update(roles)
      .set({ permissions: before })
      .where(eq(roles.name, 'housekeeping'));
    const statement = migration('0015_housekeeping_reads_work.sql');
    await database.db.execute(sql.raw(statement));
    await database.db.execute(sql.raw(statement));
    expect(await housekeepingPermissions()).toEqual([...before, 'view_tasks', 'view_assets']);
  });
});
