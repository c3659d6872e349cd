import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PROCESS } from './test/process-tag';
import { createScratchDatabase, type ScratchDatabase } from './test/scratch-database';
import { startServerProcess } from './test/server-process';

const driver = process.env.TEST_DB_DRIVER;

describe.runIf(driver === 'pglite')('npm start on the embedded database', PROCESS, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-start-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('loads demo data, refuses a second server, stops cleanly and keeps the data', async () => {
    const first = startServerProcess({ DATA_DIR: dataDir });
    const port = await first.ready();
    expect(first.output()).toContain('Demo data loaded');
    expect(first.output()).toContain('admin@example.com');
    expect(first.output()).toContain('Password for every demo account: Demo@2026');
    expect((await fetch(`http://localhost:${port}/health`)).status).toBe(200);

    const second = startServerProcess({ DATA_DIR: dataDir });
    expect(await second.exited()).toBe(1);
    expect(second.output()).toContain('is already using the data directory');
    // The first server is unharmed.
    expect((await fetch(`http://localhost:${port}/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'jwt.secret'))).toBe(true);

    const again = startServerProcess({ DATA_DIR: dataDir });
    const portAgain = await again.ready();
    // The users are still there, so no demo data is loaded a second time.
    expect(again.output()).not.toContain('Demo data loaded');
    expect(again.output()).toContain('Demo sign-in (if the demo data is still there)');
    expect((await fetch(`http://localhost:${portAgain}/health`)).status).toBe(200);
    again.child.kill('SIGINT');
    expect(await again.exited()).toBe(0);
  }, 180_000);

  it('stops at once with a message naming a bad variable', async () => {
    const bad = startServerProcess({ DATA_DIR: dataDir, PORT: 'abc' });
    expect(await bad.exited()).toBe(1);
    expect(bad.output()).toContain('PORT must be a whole number (got "abc")');
  });
});

describe.runIf(driver === 'postgres')('npm start on PostgreSQL', PROCESS, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-start-pg-'));
  let database: ScratchDatabase | undefined;
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates an empty database once while two instances start side by side', async () => {
    database = await createScratchDatabase('cmms_start', 'empty');
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
    const instances = [startServerProcess(env), startServerProcess(env)];
    const ports = await Promise.all(instances.map((instance) => instance.ready()));
    for (const port of ports) {
      expect((await fetch(`http://localhost:${port}/health`)).status).toBe(200);
    }
    // No demo data in PostgreSQL unless DEMO_DATA=1.
    expect(instances[0]?.output()).not.toContain('Demo data loaded');

    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const applied = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const migrationFiles = fs
      .readdirSync(new URL('./db/migrations', import.meta.url))
      .filter((file) => file.endsWith('.sql'));
    expect(applied.rows[0].n).toBe(migrationFiles.length);
    await db.end();

    for (const instance of instances) instance.child.kill('SIGTERM');
    expect(await Promise.all(instances.map((instance) => instance.exited()))).toEqual([0, 0]);
  }, 90_000);
});
