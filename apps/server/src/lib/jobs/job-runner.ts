import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Database, DbOrTx } from '../../db/client';
import { type Clock, systemClock } from '../clock';
import { loggableError } from '../db-errors';
import { type PeriodicJob, startPeriodicJob } from '../periodic-job';
import {
  deleteFinished,
  enqueue,
  type JobKind,
  lockNextDue,
  markClaimed,
  markFailed,
  releaseAbandoned,
  releaseForRetry,
  retryDelayMs,
  scheduleRecurring,
} from './job-queue';
import type { JobRow } from './jobs.table';

/** What a handler is told of the job it runs. */
type JobContext = { id: string; attempt: number; maxAttempts: number };
type JobHandler<Payload extends object> = (payload: Payload, job: JobContext) => Promise<void>;

type Log = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type JobRunnerOptions = {
  db: Database;
  log: Log;
  /** The time jobs fall due and leases end by: the real one, except in the runner's own tests. */
  clock?: Clock;
  /** Jobs this instance runs at once. */
  concurrency?: number;
  /**
   * No other process uses the database (the embedded one, locked to this process): a job held by
   * another runner was left by a process that is gone, and is free at start.
   */
  onlyProcess?: boolean;
};

export type JobRunner = {
  /** This instance runs jobs of `kind` with `handler`. */
  handle<Payload extends object>(kind: JobKind<Payload>, handler: JobHandler<Payload>): void;
  /**
   * A recurring job: one run every `everyMs` among all instances, on whichever claims it first.
   * Each run's successor is queued in the transaction that ends it; the first start queues one to
   * run at once, and an overdue one (the servers were down) runs at once.
   */
  every(kind: JobKind<Record<string, never>>, everyMs: number, handler: JobHandler<object>): void;
  /** Looks for due jobs at once and then every second. */
  start(): void;
  /** Claims and runs due jobs until none is left; answers how many ran. */
  runDue(): Promise<number>;
  /** No job starts any more; resolves once the ones running have ended. */
  stop(): Promise<void>;
};

type Registered = { kind: JobKind<object>; handler: JobHandler<object>; everyMs?: number };

const MAX_ERROR_LENGTH = 2_000;
/**
 * Between two looks for due jobs once none is left: a job queued by a change waits at most this
 * long, and an idle look is one short transaction that finds nothing.
 */
const POLL_MS = 1_000;

type Described = { type?: unknown; message?: unknown; code?: unknown; cause?: unknown };

/**
 * What is kept of a failure in the row: the error as it may be logged (no query's values), with
 * its SQLSTATE and its causes, since a failed query's own message says only that it failed.
 */
function describeFailure(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = loggableError(error);
  for (let depth = 0; current !== undefined && depth < 4; depth++) {
    if (!current || typeof current !== 'object') {
      parts.push(String(current));
      break;
    }
    const { type, message, code, cause } = current as Described;
    parts.push(`${String(type ?? 'Error')}: ${String(message)}${code ? ` [${String(code)}]` : ''}`);
    current = cause;
  }
  return parts.join('; caused by ').slice(0, MAX_ERROR_LENGTH);
}

/**
 * The one runner of background work (docs/decisions.md, "One job runner"): jobs are rows of
 * `jobs`, so they survive restarts and are shared by every instance on one database. A claim is
 * one short transaction (FOR UPDATE SKIP LOCKED, then a lease in the row), so two runners never
 * hold one job; the handler runs outside it, and the job is deleted, retried with backoff or
 * failed by its claim alone: a runner whose lease ran out cannot finish another's claim. A job
 * whose runner died is claimed again once its lease ends (at once on the embedded database).
 * A handler may thus run again after a crash, so its effects must bear a second run (the PM
 * pass does: it claims each PM itself).
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log } = options;
  const clock = options.clock ?? systemClock;
  // Names the runner in the rows it holds (`locked_by`), for an operator reading them.
  const id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const registered = new Map<string, Registered>();
  let loops: PeriodicJob[] = [];
  let stopping = false;
  let prepared: Promise<void> | null = null;

  /** Once, before the first claim: recurring jobs are queued, and dead claims freed. */
  function prepare() {
    prepared ??= (async () => {
      if (options.onlyProcess) await releaseAbandoned(db, id);
      for (const { kind, everyMs } of registered.values()) {
        if (everyMs !== undefined) await scheduleRecurring(db, kind, { now: clock.now(), everyMs });
      }
    })().catch((error: unknown) => {
      prepared = null;
      throw error;
    });
    return prepared;
  }

  async function claim(): Promise<{ job: JobRow; entry: Registered } | null> {
    const names = [...registered.keys()];
    if (names.length === 0) return null;
    return db.transaction(async (tx) => {
      for (;;) {
        const now = clock.now();
        const row = await lockNextDue(tx, names, now);
        const entry = row && registered.get(row.name);
        if (!row || !entry) return null;
        if (row.attempts < row.maxAttempts) {
          const until = new Date(now.getTime() + entry.kind.leaseMs);
          const job = await markClaimed(tx, row, id, until);
          return job && { job, entry };
        }
        // Its last attempt's runner died: that attempt failed, whatever it did.
        const error = `Its last attempt (${row.attempts} of ${row.maxAttempts}) ended with its runner (${row.lockedBy ?? 'unknown'}) before it finished`;
        await markFailed(tx, row, error, now);
        await queueNextRun(tx, entry, now);
        log.error({ job: row.name, jobId: row.id, attempts: row.attempts }, 'job failed for good');
      }
    });
  }

  async function queueNextRun(tx: DbOrTx, entry: Registered, now: Date) {
    if (entry.everyMs === undefined) return;
    const runAt = new Date(now.getTime() + entry.everyMs);
    await enqueue(tx, entry.kind, {}, { runAt, key: entry.kind.name });
  }

  async function run({ job, entry }: { job: JobRow; entry: Registered }) {
    const context = { id: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts };
    const details = { job: job.name, jobId: job.id, attempt: job.attempts };
    try {
      await entry.handler(job.payload as object, context);
    } catch (error) {
      await recordFailure(job, entry, error);
      return;
    }
    const held = await db.transaction(async (tx) => {
      if (!(await deleteFinished(tx, job))) return false;
      await queueNextRun(tx, entry, clock.now());
      return true;
    });
    if (!held) log.warn(details, 'job finished after its lease ran out; another runner took it');
  }

  async function recordFailure(job: JobRow, entry: Registered, error: unknown) {
    const now = clock.now();
    const reason = describeFailure(error);
    const details = {
      job: job.name,
      jobId: job.id,
      attempt: job.attempts,
      err: loggableError(error),
    };
    if (job.attempts < job.maxAttempts) {
      // A recurring job is retried no later than its next run would have come.
      const delay = Math.min(retryDelayMs(entry.kind, job.attempts), entry.everyMs ?? Infinity);
      const runAt = new Date(now.getTime() + delay);
      if (await releaseForRetry(db, job, reason, runAt)) {
        log.warn({ ...details, retryAt: runAt.toISOString() }, 'job failed; it will be retried');
      }
      return;
    }
    const failed = await db.transaction(async (tx) => {
      if (!(await markFailed(tx, job, reason, now))) return false;
      await queueNextRun(tx, entry, now);
      return true;
    });
    if (failed) log.error({ ...details, maxAttempts: job.maxAttempts }, 'job failed for good');
  }

  async function drain() {
    await prepare();
    let ran = 0;
    while (!stopping) {
      const claimed = await claim();
      if (!claimed) break;
      await run(claimed);
      ran += 1;
    }
    return ran;
  }

  function register(entry: Registered) {
    const { name } = entry.kind;
    if (registered.has(name)) throw new Error(`job ${name} is registered twice`);
    registered.set(name, entry);
  }

  return {
    handle(kind, handler) {
      register({ kind, handler: handler as JobHandler<object> });
    },
    every(kind, everyMs, handler) {
      if (everyMs <= 0) throw new Error(`job ${kind.name} needs an interval above 0`);
      register({ kind, handler, everyMs });
    },
    start() {
      loops = Array.from({ length: options.concurrency ?? 2 }, (_, n) =>
        startPeriodicJob({
          name: `job runner ${n + 1}`,
          intervalMs: POLL_MS,
          log,
          pass: async () => {
            await drain();
          },
        }),
      );
    },
    runDue: drain,
    async stop() {
      stopping = true;
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}
