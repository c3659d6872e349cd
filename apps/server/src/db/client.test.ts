import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

const driver = process.env.TEST_DB_DRIVER;

describe.runIf(driver === 'postgres')('the PostgreSQL pool', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('plans each statement once on every connection (docs/database.md, "Statements and plans")', async () => {
    // Concurrent queries take several of the pool's connections, each set up on connect.
    const results = (await Promise.all(
      Array.from({ length: 6 }, () =>
        database.db.execute(
          sql`select pg_backend_pid() as pid, current_setting('plan_cache_mode') as mode,
              pg_sleep(0.05)`,
        ),
      ),
    )) as unknown as { rows: { pid: number; mode: string }[] }[];
    const rows = results.flatMap((result) => result.rows);
    expect(new Set(rows.map((row) => row.pid)).size).toBeGreaterThan(1);
    expect(new Set(rows.map((row) => row.mode))).toEqual(new Set(['force_generic_plan']));
  });
});
