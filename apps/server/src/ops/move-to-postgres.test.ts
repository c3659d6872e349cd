import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { loadDemoData } from '../demo/demo-data';
import { generateDuePmsJob } from '../features/pm/pm.scheduler';
import { ensureDefaultRoles } from '../features/roles/default-roles';
import { scheduleRecurring } from '../lib/jobs/job-queue';
import { runCommandProcess, STACK_FRAME } from '../test/command-process';
import { demoAdmin } from '../test/demo-api';
import { withDatabase } from '../test/global-setup';
import { MIGRATIONS_DIR } from '../test/migrations-dir';
import { PROCESS } from '../test/process-tag';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database';
import { startServerProcess } from '../test/server-process';
import { fingerprintTables } from '../test/table-fingerprints';

const driver = process.env.TEST_DB_DRIVER;

describe.runIf(driver === 'postgres')('moving the embedded database to PostgreSQL', PROCESS, () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const databases: ScratchDatabase[] = [];
  let scratch = '';
  const dataDir = () => path.join(scratch, 'data');

  /** A database of the test's own: empty, or as a server's first start leaves it. */
  async function newDatabase(kind: 'empty' | 'started') {
    const database = await createScratchDatabase(
      'cmms_move',
      kind === 'started' ? 'migrated' : 'empty',
    );
    databases.push(database);
    return database.url;
  }
  async function fingerprintOf(target: string) {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      return await fingerprintTables(client, ['public']);
    } finally {
      await client.end();
    }
  }

  let source: Record<string, string>;
  let lastWorkOrder = 0;
  let lastAsset = 0;
  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-move-'));
    fs.mkdirSync(dataDir());
    const database = await openDatabase({
      driver: 'pglite',
      dataDir: path.join(dataDir(), 'pgdata'),
    });
    await database.migrate(MIGRATIONS_DIR);
    await ensureDefaultRoles(database.db);
    await loadDemoData(database.db);
    const client = database.pglite as NonNullable<typeof database.pglite>;
    const last = await client.query<{ task: number; asset: number }>(
      'select (select max(number) from tasks)::int as task, (select max(number) from assets)::int as asset',
    );
    lastWorkOrder = last.rows[0]?.task ?? 0;
    lastAsset = last.rows[0]?.asset ?? 0;
    source = await fingerprintTables(client, ['public']);
    await database.close();
  }, 120_000);
  afterAll(async () => {
    for (const database of databases) await database.drop();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('moves every row, and the server carries on there with the same people and numbers', async () => {
    const target = await newDatabase('empty');
    const moved = await runCommandProcess('move-to-postgres', [], {
      DATA_DIR: dataDir(),
      DATABASE_URL: target,
    });
    expect(moved.output).toMatch(/\n {2}tasks +\d+ +\d+\n/);
    expect(moved.output).toContain('is now in PostgreSQL');
    expect(moved.code).toBe(0);
    expect(lastWorkOrder).toBeGreaterThan(0);
    expect(await fingerprintOf(target)).toEqual(source);

    const server = startServerProcess({
      DATABASE_URL: target,
      DEMO_DATA: '0',
      DATA_DIR: path.join(scratch, 'server'),
      PM_SCHEDULER_INTERVAL_MS: '0',
    });
    try {
      const base = `http://127.0.0.1:${await server.ready()}`;
      // The password hashes came along, PINs too.
      const { headers, place, createWorkOrder } = await demoAdmin(base);
      const pin = await fetch(`${base}/api/pin/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'technician@example.com', pin: '1234' }),
      });
      expect(pin.status).toBe(200);

      const task = await createWorkOrder('The first work order on PostgreSQL');
      expect(task.workOrderNumber).toBe(`WO-${String(lastWorkOrder + 1).padStart(6, '0')}`);
      const asset = await fetch(`${base}/api/assets`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'The first asset on PostgreSQL', siteId: place.siteId }),
      });
      expect(asset.status).toBe(201);
      expect(((await asset.json()) as { assetNumber: string }).assetNumber).toBe(
        `AST-${String(lastAsset + 1).padStart(6, '0')}`,
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited();
    }

    // The counts kept by triggers were moved as rows, and the triggers work again.
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      const disagreeing = await client.query(
        `(select site_id, status, due_date, count(*)::int from tasks group by 1, 2, 3
          except select site_id, status, due_date, n from task_counts where n <> 0)
         union all
         (select site_id, status, due_date, n from task_counts where n <> 0
          except select site_id, status, due_date, count(*)::int from tasks group by 1, 2, 3)`,
      );
      expect(disagreeing.rows).toEqual([]);
    } finally {
      await client.end();
    }

    // A second move would merge into data in use: refused, nothing changed.
    const again = await runCommandProcess('move-to-postgres', [], {
      DATA_DIR: dataDir(),
      DATABASE_URL: target,
    });
    expect(again.output).toContain('The PostgreSQL database is not empty');
    expect(again.output).not.toMatch(STACK_FRAME);
    expect(again.code).toBe(1);
  }, 180_000);

  it('moves into a database a server has already started on', async () => {
    const target = await newDatabase('started');
    // A start queues the recurring jobs (the PM pass): that is no data of anyone's.
    const started = await openDatabase({ driver: 'postgres', url: target });
    await scheduleRecurring(started.db, generateDuePmsJob, { now: new Date(), everyMs: 60_000 });
    await started.close();
    const moved = await runCommandProcess('move-to-postgres', [], {
      DATA_DIR: dataDir(),
      DATABASE_URL: target,
    });
    expect(moved.code).toBe(0);
    expect(await fingerprintOf(target)).toEqual(source);
  }, 120_000);

  it('says what is missing, in one line', async () => {
    const cases: { env: Record<string, string>; says: string }[] = [
      { env: { DATA_DIR: dataDir() }, says: 'Set DATABASE_URL' },
      {
        env: { DATA_DIR: path.join(scratch, 'nothing'), DATABASE_URL: url },
        says: 'There is no embedded database',
      },
      {
        env: {
          DATA_DIR: dataDir(),
          DATABASE_URL: withDatabase(url, `cmms_missing_${randomBytes(4).toString('hex')}`),
        },
        says: 'Could not connect to PostgreSQL',
      },
    ];
    for (const { env, says } of cases) {
      const result = await runCommandProcess('move-to-postgres', [], env);
      expect(result.output).toContain(says);
      expect(result.output).not.toMatch(STACK_FRAME);
      expect(result.code).toBe(1);
    }
  }, 60_000);
});
