import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../test/factories';
import { withDatabase } from '../test/global-setup';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// A status change moves one from the task_counts row of the old status to that of the new one
// (migration 0005), holding both rows until it commits. Two changes in opposite directions at one
// site and due date, one completing a work order while another reopens one, took them in opposite
// orders and PostgreSQL ended one with "deadlock detected", a 500 (found by bench/load.mjs).
// Migration 0021 takes the lower row first whichever way the work order moves. Only PostgreSQL
// has concurrent transactions; PGlite serves one connection.

const DUE = '2030-01-15';

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')('task_counts lock order', () => {
  let database: TestDatabase;
  const clients: pg.Client[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const client of clients) await client.end().catch(() => {});
    await database.close();
  });

  async function connect() {
    const client = new pg.Client({
      connectionString: withDatabase(process.env.TEST_DATABASE_URL ?? '', database.name),
    });
    await client.connect();
    clients.push(client);
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return { client, pid: rows[0]?.pid };
  }

  it('lets a reopen and a completion at one site and due date wait for each other, not deadlock', async () => {
    const { user } = await createTestUser(database.db);
    const reopening = await connect();
    const completing = await connect();
    const db = reopening.client;
    const site = (await db.query(`insert into sites (name) values ('Lock order') returning id`))
      .rows[0].id;
    const addTask = async (status: string) =>
      (
        await db.query(
          `insert into tasks (title, description, status, due_date, assigned_to, site_id)
           values ('Lock order', 'Two changes at once', $1, $2, $3, $4) returning id`,
          [status, DUE, user.id, site],
        )
      ).rows[0].id as string;
    const done = await addTask('completed');
    const open = await addTask('pending');

    // The reopen has taken the row it takes first (completed: its old status) when the completion
    // starts: as two requests arriving together can interleave.
    await db.query('begin');
    await db.query(
      `update task_counts set n = n where site_id = $1 and status = 'completed' and due_date = $2`,
      [site, DUE],
    );
    await completing.client.query('begin');
    const completion = completing.client
      .query(`update tasks set status = 'completed', completed_at = now() where id = $1`, [open])
      .then(
        () => null,
        (error: Error) => error,
      );
    // The completion waits for that row. Taking its old status first, it would hold the pending
    // row meanwhile, which the reopen needs next.
    for (let waited = 0; ; waited += 20) {
      const { rows } = await db.query(
        'select wait_event_type from pg_stat_activity where pid = $1',
        [completing.pid],
      );
      if (rows[0]?.wait_event_type === 'Lock') break;
      if (waited > 5000) throw new Error('the completion never waited for the reopen');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await db.query(`update tasks set status = 'pending', completed_at = null where id = $1`, [
      done,
    ]);
    await db.query('commit');
    expect(await completion).toBe(null);
    await completing.client.query('commit');

    const { rows } = await db.query(
      `select status, n from task_counts where site_id = $1 and n <> 0 order by status`,
      [site],
    );
    expect(rows).toEqual([
      { status: 'completed', n: 1 },
      { status: 'pending', n: 1 },
    ]);
  });
});
