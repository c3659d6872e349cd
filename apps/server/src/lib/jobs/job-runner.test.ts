import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { withDatabase } from '../../test/global-setup';
import { testClock } from '../../test/test-clock';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { defineJob, enqueue, listJobRows, lockNextDue, markClaimed } from './job-queue';
import { createJobRunner } from './job-runner';
import { jobs } from './jobs.table';

let database: TestDatabase;
/** A second instance: its own connections on PostgreSQL; PGlite has one, shared. */
let other: Awaited<ReturnType<typeof openDatabase>> | null = null;
let otherDb: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  other =
    database.kind === 'postgres'
      ? await openDatabase({
          driver: 'postgres',
          url: withDatabase(process.env.TEST_DATABASE_URL ?? '', database.name),
        })
      : null;
  otherDb = other?.db ?? database.db;
});
afterAll(async () => {
  await other?.close();
  await database.close();
});

const T0 = new Date('2030-03-01T08:00:00Z');
let clock = testClock(T0);
beforeEach(async () => {
  await database.db.delete(jobs);
  clock = testClock(T0);
});

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function runnerOn(db: Database, log = quietLog()) {
  return { runner: createJobRunner({ db, clock, log }), log };
}

const rowsOf = (name: string) => database.db.select().from(jobs).where(eq(jobs.name, name));

describe('queueing', () => {
  it('queues a job only when the caller’s transaction commits, and runs it once', async () => {
    const kind = defineJob<{ n: number }>('test.commit');
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, kind, { n: 1 });
        throw new Error('the feature’s change failed');
      }),
    ).rejects.toThrow('the feature’s change failed');
    await database.db.transaction((tx) => enqueue(tx, kind, { n: 2 }));

    const seen: number[] = [];
    const { runner } = runnerOn(database.db);
    runner.handle(kind, async ({ n }) => {
      seen.push(n);
    });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(seen).toEqual([2]);
    expect(await rowsOf(kind.name)).toEqual([]);
  });

  it('keeps one queued job per key, and waits for its time', async () => {
    const kind = defineJob('test.keyed');
    const runAt = new Date(T0.getTime() + 60_000);
    expect(await enqueue(database.db, kind, {}, { key: 'site-1', runAt })).not.toBeNull();
    expect(await enqueue(database.db, kind, {}, { key: 'site-1' })).toBeNull();
    const { runner } = runnerOn(database.db);
    runner.handle(kind, async () => {});
    expect(await runner.runDue()).toBe(0);
    clock.advanceSeconds(60);
    expect(await runner.runDue()).toBe(1);
    expect(await enqueue(database.db, kind, {}, { key: 'site-1' })).not.toBeNull();
  });
});

describe('failures', () => {
  it('are retried after a wait that doubles, with the last error kept', async () => {
    const kind = defineJob('test.flaky', { maxAttempts: 3, backoffMs: 1_000 });
    await enqueue(database.db, kind, {});
    let calls = 0;
    const { runner, log } = runnerOn(database.db);
    runner.handle(kind, async () => {
      calls += 1;
      if (calls < 3) throw new Error(`the mail server refused (${calls})`);
    });

    expect(await runner.runDue()).toBe(1);
    let [row] = await rowsOf(kind.name);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'Error: the mail server refused (1)',
      runAt: new Date(T0.getTime() + 1_000),
      lockedBy: null,
    });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ job: kind.name, attempt: 1 }),
      'job failed; it will be retried',
    );
    expect(await runner.runDue()).toBe(0);

    clock.advanceSeconds(1);
    expect(await runner.runDue()).toBe(1);
    [row] = await rowsOf(kind.name);
    expect(row).toMatchObject({ attempts: 2, runAt: new Date(T0.getTime() + 3_000) });
    clock.advanceSeconds(1);
    expect(await runner.runDue()).toBe(0);
    clock.advanceSeconds(1);
    expect(await runner.runDue()).toBe(1);
    expect(calls).toBe(3);
    expect(await rowsOf(kind.name)).toEqual([]);
  });

  it('that use up the attempts are kept as failed, logged, and listed', async () => {
    const kind = defineJob<{ to: string }>('test.doomed', { maxAttempts: 2, backoffMs: 1_000 });
    const id = await enqueue(database.db, kind, { to: 'plant@example.com' });
    const { runner, log } = runnerOn(database.db);
    runner.handle(kind, async () => {
      throw new Error('no route to the mail server');
    });
    await runner.runDue();
    clock.advanceSeconds(1);
    await runner.runDue();
    clock.advanceSeconds(3_600);
    expect(await runner.runDue()).toBe(0);

    const [row] = await rowsOf(kind.name);
    expect(row).toMatchObject({
      id,
      status: 'failed',
      attempts: 2,
      lastError: 'Error: no route to the mail server',
      failedAt: new Date(T0.getTime() + 1_000),
      lockedBy: null,
      lockedUntil: null,
    });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: kind.name, jobId: id, attempt: 2, maxAttempts: 2 }),
      'job failed for good',
    );
    const failed = await listJobRows(database.db, { status: 'failed', limit: 10, offset: 0 });
    expect(failed.total).toBe(1);
    expect(failed.rows[0]).toMatchObject({ id, payload: { to: 'plant@example.com' } });
  });
});

/** A runner takes the job and dies: the row says it is held, and nothing will finish it. */
async function claimAndDie(name: string, leaseMs: number) {
  await database.db.transaction(async (tx) => {
    const row = await lockNextDue(tx, [name], clock.now());
    if (!row) throw new Error(`no ${name} job to claim`);
    await markClaimed(tx, row, 'dead-runner', new Date(clock.now().getTime() + leaseMs));
  });
}

describe('a runner that dies', () => {
  it('leaves its job to be claimed again once the lease ends', async () => {
    const kind = defineJob('test.orphan', { maxAttempts: 3, leaseMs: 60_000 });
    await enqueue(database.db, kind, {});
    await claimAndDie(kind.name, kind.leaseMs);
    const attempts: number[] = [];
    const { runner } = runnerOn(database.db);
    runner.handle(kind, async (_payload, job) => {
      attempts.push(job.attempt);
    });
    expect(await runner.runDue()).toBe(0);
    clock.advanceSeconds(59);
    expect(await runner.runDue()).toBe(0);
    clock.advanceSeconds(1);
    expect(await runner.runDue()).toBe(1);
    expect(attempts).toEqual([2]);
    expect(await rowsOf(kind.name)).toEqual([]);
  });

  it('on its last attempt fails the job, saying so', async () => {
    const kind = defineJob('test.orphan-last', { maxAttempts: 1, leaseMs: 60_000 });
    await enqueue(database.db, kind, {});
    await claimAndDie(kind.name, kind.leaseMs);
    const run = vi.fn(async () => {});
    const { runner, log } = runnerOn(database.db);
    runner.handle(kind, run);
    clock.advanceSeconds(60);
    expect(await runner.runDue()).toBe(0);
    expect(run).not.toHaveBeenCalled();
    const [row] = await rowsOf(kind.name);
    expect(row?.status).toBe('failed');
    expect(row?.lastError).toContain('ended with its runner (dead-runner) before it finished');
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: kind.name }),
      'job failed for good',
    );
  });

  it('is known dead at once when the database is the process’s own (embedded)', async () => {
    const kind = defineJob('test.orphan-embedded', { leaseMs: 60_000 });
    await enqueue(database.db, kind, {});
    await claimAndDie(kind.name, kind.leaseMs);
    const runner = createJobRunner({ db: database.db, clock, log: quietLog(), onlyProcess: true });
    const run = vi.fn(async () => {});
    runner.handle(kind, run);
    expect(await runner.runDue()).toBe(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('several runners on one database', () => {
  it('never run one job twice', async () => {
    const kind = defineJob<{ n: number }>('test.many');
    const count = 40;
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < count; n++) await enqueue(tx, kind, { n });
    });
    const runs: number[] = [];
    const handler = async ({ n }: { n: number }) => {
      runs.push(n);
      await sleep(2);
    };
    const runners = [database.db, otherDb, database.db, otherDb].map((db) => {
      const { runner } = runnerOn(db);
      runner.handle(kind, handler);
      return runner;
    });
    const ran = await Promise.all(runners.map((runner) => runner.runDue()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(count);
    expect(runs.sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, n) => n));
    expect(await rowsOf(kind.name)).toEqual([]);
  });

  it('leave a kind to the runners that handle it', async () => {
    const kind = defineJob('test.elsewhere');
    await enqueue(database.db, kind, {});
    const { runner: without } = runnerOn(database.db);
    without.handle(defineJob('test.something-else'), async () => {});
    expect(await without.runDue()).toBe(0);
    expect(await rowsOf(kind.name)).toHaveLength(1);
  });

  it('make one recurring job of three starts, run it once per interval, and queue one next run', async () => {
    const kind = defineJob('test.every-minute');
    let runs = 0;
    const runners = [database.db, otherDb, database.db].map((db) => {
      const { runner } = runnerOn(db);
      runner.every(kind, 60_000, async () => {
        runs += 1;
        await sleep(5);
      });
      return runner;
    });
    const queued = () =>
      database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.key, kind.name), eq(jobs.status, 'queued')));

    const first = await Promise.all(runners.map((runner) => runner.runDue()));
    expect(first.reduce((a, b) => a + b, 0)).toBe(1);
    expect(runs).toBe(1);
    let next = await queued();
    expect(next).toHaveLength(1);
    expect(next[0]?.runAt).toEqual(new Date(T0.getTime() + 60_000));

    clock.advanceSeconds(30);
    expect(
      (await Promise.all(runners.map((runner) => runner.runDue()))).every((n) => n === 0),
    ).toBe(true);
    clock.advanceSeconds(30);
    const second = await Promise.all(runners.map((runner) => runner.runDue()));
    expect(second.reduce((a, b) => a + b, 0)).toBe(1);
    expect(runs).toBe(2);
    next = await queued();
    expect(next).toHaveLength(1);
    expect(next[0]?.runAt).toEqual(new Date(T0.getTime() + 120_000));
  });

  it('go on with a recurring job after a run fails for good', async () => {
    const kind = defineJob('test.every-failing', { maxAttempts: 1 });
    const { runner } = runnerOn(database.db);
    runner.every(kind, 60_000, async () => {
      throw new Error('the database was away');
    });
    expect(await runner.runDue()).toBe(1);
    const rows = await rowsOf(kind.name);
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'queued']);
    expect(rows.find((row) => row.status === 'queued')?.runAt).toEqual(
      new Date(T0.getTime() + 60_000),
    );
  });
});

describe('stopping', () => {
  it('waits for the job at work, and claims nothing after', async () => {
    const kind = defineJob('test.slow');
    await enqueue(database.db, kind, {});
    await enqueue(database.db, kind, {});
    let finished = 0;
    const runner = createJobRunner({ db: database.db, clock, log: quietLog(), concurrency: 1 });
    const started = new Promise<void>((resolve) => {
      runner.handle(kind, async () => {
        resolve();
        await sleep(50);
        finished += 1;
      });
    });
    runner.start();
    await started;
    await runner.stop();
    expect(finished).toBe(1);
    expect(await rowsOf(kind.name)).toHaveLength(1);
  });
});
