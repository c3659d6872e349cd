import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDemoData } from './demo/demo-data';
import { withDatabase } from './test/global-setup';
import { PROCESS } from './test/process-tag';
import { createScratchDatabase, type ScratchDatabase } from './test/scratch-database';
import { startServerProcess } from './test/server-process';
import { createTestDatabase } from './test/test-database';

// Scaling out starts several instances at the same moment on an empty PostgreSQL. Each of them
// migrates, inserts the default roles and, with DEMO_DATA=1, finds the database empty: exactly one
// may load the demo organisation, and none may crash because another did.

const driver = process.env.TEST_DB_DRIVER;
const INSTANCES = 3;
/** Tables one demo load fills and nothing at start or sign-in touches. */
const TABLES = ['users', 'roles', 'sites', 'user_sites', 'assets', 'tasks', 'materials'];

async function countRows(client: pg.Client) {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    counts[table] = (await client.query(`select count(*)::int as n from ${table}`)).rows[0].n;
  }
  return counts;
}

/** The counts one load of the demo organisation makes, on a database of the test's own. */
async function countsOfOneLoad() {
  const database = await createTestDatabase();
  try {
    await loadDemoData(database.db);
    const client = new pg.Client({
      connectionString: withDatabase(process.env.TEST_DATABASE_URL ?? '', database.name),
    });
    await client.connect();
    try {
      return await countRows(client);
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
}

describe.runIf(driver === 'postgres')(
  'instances started together on an empty PostgreSQL',
  PROCESS,
  () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-parallel-'));
    let database: ScratchDatabase | undefined;
    afterAll(async () => {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('all start, and exactly one copy of the demo data is loaded', async () => {
      database = await createScratchDatabase('cmms_parallel', 'empty');
      const env = {
        DATABASE_URL: database.url,
        // One directory and no JWT_SECRET: they must agree on the secret generated there.
        DATA_DIR: dataDir,
        DEMO_DATA: '1',
        // No PM pass turns demo PMs into work orders while the rows are counted.
        PM_SCHEDULER_INTERVAL_MS: '0',
      };
      const instances = Array.from({ length: INSTANCES }, () => startServerProcess(env));
      try {
        const ports = await Promise.all(instances.map((instance) => instance.ready(120_000)));
        const loaded = instances.filter((instance) =>
          instance.output().includes('Demo data loaded'),
        );
        expect(loaded).toHaveLength(1);

        const client = new pg.Client({ connectionString: env.DATABASE_URL });
        await client.connect();
        const counts = await countRows(client).finally(() => client.end());
        expect(counts).toEqual(await countsOfOneLoad());

        const tokens: string[] = [];
        for (const port of ports) {
          const base = `http://127.0.0.1:${port}`;
          expect((await fetch(`${base}/health`)).status).toBe(200);
          const login = await fetch(`${base}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'admin@example.com', password: 'Demo@2026' }),
          });
          expect(login.status).toBe(200);
          tokens.push(((await login.json()) as { token: string }).token);
        }
        // A token from any instance is good on every other.
        for (const [i, port] of ports.entries()) {
          const token = tokens[(i + 1) % tokens.length];
          const users = await fetch(`http://127.0.0.1:${port}/api/users`, {
            headers: { authorization: `Bearer ${token}` },
          });
          expect(users.status).toBe(200);
        }
      } finally {
        for (const instance of instances) instance.child.kill('SIGTERM');
        await Promise.all(instances.map((instance) => instance.exited()));
      }
    }, 180_000);
  },
);
