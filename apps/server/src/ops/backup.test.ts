import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { loadDemoData } from '../demo/demo-data';
import { ensureDefaultRoles } from '../features/roles/default-roles';
import { createSite } from '../features/sites/sites.service';
import { SYSTEM_ACTOR } from '../lib/actor';
import { runCommandProcess, STACK_FRAME } from '../test/command-process';
import { demoAdmin } from '../test/demo-api';
import { MIGRATIONS_DIR } from '../test/migrations-dir';
import { PROCESS } from '../test/process-tag';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database';
import { startServerProcess } from '../test/server-process';
import { fingerprintTables } from '../test/table-fingerprints';

const driver = process.env.TEST_DB_DRIVER;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-backup-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const dirIn = (name: string) => path.join(scratch, name);

/** An embedded database in `dataDir` holding the demo organisation and some awkward rows. */
async function embeddedWithDemo(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
  await database.migrate(MIGRATIONS_DIR);
  await ensureDefaultRoles(database.db);
  await loadDemoData(database.db);
  await createSite({ db: database.db }, SYSTEM_ACTOR, {
    name: `O'Brien "Depot" \\ ${'€ ✓ 日本'}`,
    location: 'Line one\nline two\ttabbed',
    address: '',
  });
  await database.close();
}

async function fingerprintOf(dataDir: string) {
  const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
  try {
    return await fingerprintTables(database.pglite as NonNullable<typeof database.pglite>);
  } finally {
    await database.close();
  }
}

describe.runIf(driver === 'pglite')('backup and restore of the embedded database', PROCESS, () => {
  // Loading the demo takes over a minute on a busy machine (test/server-process.ts).
  beforeAll(() => embeddedWithDemo(dirIn('stopped')), 180_000);

  it('restores every row of a stopped database, and the app opens it as it is', async () => {
    const file = dirIn('stopped.sql');
    // An uploaded photo, and a half-written one a crashed upload left behind.
    const photo = path.join('attachments', 'a1b2', 'original');
    const uploads = path.join(dirIn('stopped'), 'files');
    fs.mkdirSync(path.join(uploads, 'attachments', 'a1b2'), { recursive: true });
    fs.writeFileSync(path.join(uploads, photo), 'JPEG bytes');
    fs.writeFileSync(path.join(uploads, `${photo}.0f.part`), 'half');

    const backup = await runCommandProcess('backup', [file], { DATA_DIR: dirIn('stopped') });
    expect(backup.output).toContain('Backup written from the stopped database');
    expect(backup.output).toContain('(1 uploaded files)');
    expect(backup.code).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^--\n-- PostgreSQL database dump/);
    expect(fs.existsSync(path.join(dirIn('stopped'), 'server.lock'))).toBe(false);

    const restore = await runCommandProcess('restore', [file], { DATA_DIR: dirIn('restored') });
    expect(restore.output).toContain('Restored');
    expect(restore.output).toContain('with 1 uploaded files');
    expect(restore.code).toBe(0);
    const restoredFiles = path.join(dirIn('restored'), 'files');
    expect(fs.readFileSync(path.join(restoredFiles, photo), 'utf8')).toBe('JPEG bytes');
    expect(fs.readdirSync(path.join(restoredFiles, 'attachments', 'a1b2'))).toEqual(['original']);

    const original = await fingerprintOf(dirIn('stopped'));
    expect(original['public.tasks']).toMatch(/^[1-9]\d* rows/);
    expect(await fingerprintOf(dirIn('restored'))).toEqual(original);

    // Migrations find nothing to do: the migrations table came along.
    const database = await openDatabase({
      driver: 'pglite',
      dataDir: path.join(dirIn('restored'), 'pgdata'),
    });
    await database.migrate(MIGRATIONS_DIR);
    await database.close();
    expect(await fingerprintOf(dirIn('restored'))).toEqual(original);
  }, 120_000);

  it('refuses what it cannot do, in one line', async () => {
    const taken = dirIn('taken.sql');
    fs.writeFileSync(taken, '--\n-- PostgreSQL database dump\n');
    fs.mkdirSync(dirIn('occupied'));
    fs.writeFileSync(path.join(dirIn('occupied'), 'notes.txt'), 'mine');
    const cases = [
      {
        result: await runCommandProcess('restore', [taken], { DATA_DIR: dirIn('occupied') }),
        says: 'is not empty',
      },
      {
        result: await runCommandProcess('restore', [], { DATA_DIR: dirIn('new') }),
        says: 'Name the backup to restore',
      },
      {
        result: await runCommandProcess('restore', [fileURLToPath(import.meta.url)], {
          DATA_DIR: dirIn('new'),
        }),
        says: 'is not a SQL dump',
      },
      {
        result: await runCommandProcess('backup', [dirIn('none.sql')], { DATA_DIR: dirIn('new') }),
        says: 'There is no embedded database',
      },
      {
        result: await runCommandProcess('backup', [taken], { DATA_DIR: dirIn('stopped') }),
        says: 'already exists',
      },
    ];
    for (const { result, says } of cases) {
      expect(result.output).toContain(says);
      expect(result.output).not.toMatch(STACK_FRAME);
      expect(result.code).toBe(1);
    }
    // Nothing was made where nothing was restored.
    expect(fs.existsSync(dirIn('new'))).toBe(false);
  }, 60_000);

  it('backs up a running server, between its transactions, while it takes writes', async () => {
    const dataDir = dirIn('running');
    const server = startServerProcess({ DATA_DIR: dataDir, PM_SCHEDULER_INTERVAL_MS: '0' });
    try {
      const base = `http://127.0.0.1:${await server.ready()}`;
      const { headers, createWorkOrder } = await demoAdmin(base);
      const before = await createWorkOrder('Written before the backup', 'Backup test');

      // Writers keep the server busy while the backup is taken.
      let writing = true;
      const writers = Array.from({ length: 2 }, async (_, w) => {
        for (let n = 0; writing; n++) {
          await createWorkOrder(`Written during the backup ${w}-${n}`, 'Backup test');
        }
      });
      const file = dirIn('running.sql');
      const backup = await runCommandProcess('backup', [file], { DATA_DIR: dataDir });
      writing = false;
      await Promise.all(writers);
      expect(backup.output).toContain('Backup written from the running server');
      expect(backup.code).toBe(0);

      // The copy the dump was made from is gone; the server carries on.
      expect(fs.readdirSync(path.join(dataDir, 'online-backup'))).toEqual(['listening']);
      await createWorkOrder('Written after the backup', 'Backup test');
      expect((await fetch(`${base}/api/tasks?limit=5`, { headers })).status).toBe(200);

      const restore = await runCommandProcess('restore', [file], { DATA_DIR: dirIn('copy') });
      expect(restore.code).toBe(0);
      const copy = await openDatabase({
        driver: 'pglite',
        dataDir: path.join(dirIn('copy'), 'pgdata'),
      });
      const client = copy.pglite as NonNullable<typeof copy.pglite>;
      try {
        const titles = await client.query<{ title: string; number: string }>(
          `select title, work_order_number as number from tasks where description = 'Backup test'`,
        );
        expect(titles.rows).toContainEqual({
          title: 'Written before the backup',
          number: before.workOrderNumber,
        });
        expect(titles.rows.map((row) => row.title)).not.toContain('Written after the backup');
        // Whole transactions only: each work order with its activity entry, written together.
        const disagreeing = await client.query(
          `select t.title from tasks t where t.description = 'Backup test' and not exists
             (select from activity_logs a where a.metadata->>'taskId' = t.id::text)
           union all
           select a.description from activity_logs a where a.action = 'task_created' and not exists
             (select from tasks t where t.id::text = a.metadata->>'taskId')`,
        );
        expect(disagreeing.rows).toEqual([]);
      } finally {
        await copy.close();
      }
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited()).toBe(0);
    }
  }, 180_000);
});

const hasPsql = spawnSync('psql', ['--version']).status === 0;

describe.runIf(driver === 'postgres' && hasPsql)('a backup read by psql', PROCESS, () => {
  let database: ScratchDatabase | undefined;
  afterAll(() => database?.drop());

  it('loads into PostgreSQL with every row', async () => {
    await embeddedWithDemo(dirIn('for-psql'));
    const file = dirIn('for-psql.sql');
    expect((await runCommandProcess('backup', [file], { DATA_DIR: dirIn('for-psql') })).code).toBe(
      0,
    );
    database = await createScratchDatabase('cmms_psql', 'empty');
    // Settings newer than the server (transaction_timeout before PostgreSQL 17) are refused
    // one by one; the rest of the dump loads.
    const psql = spawnSync('psql', ['-q', '-f', file, database.url], {
      encoding: 'utf8',
    });
    expect(psql.status).toBe(0);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      expect(await fingerprintTables(client)).toEqual(await fingerprintOf(dirIn('for-psql')));
    } finally {
      await client.end();
    }
  }, 120_000);
});
