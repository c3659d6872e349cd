import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type JobRow, jobs } from './jobs.table';

declare const payloadType: unique symbol;

/**
 * A kind of background job: its name (which handler runs it) and how it is retried. The payload
 * type travels with it, so `enqueue` and the handler agree on what a job carries.
 */
export type JobKind<Payload extends object> = {
  readonly name: string;
  /** Attempts before the job fails for good (1: never retried). */
  readonly maxAttempts: number;
  /** The wait before the first retry; it doubles with each further one, up to an hour. */
  readonly backoffMs: number;
  /** How long a runner holds the job: past it, the job is taken as abandoned and claimed again. */
  readonly leaseMs: number;
  readonly [payloadType]?: Payload;
};

const MAX_BACKOFF_MS = 60 * 60_000;

export function defineJob<Payload extends object = Record<string, never>>(
  name: string,
  options: Partial<Pick<JobKind<Payload>, 'maxAttempts' | 'backoffMs' | 'leaseMs'>> = {},
): JobKind<Payload> {
  return { name, maxAttempts: 5, backoffMs: 30_000, leaseMs: 5 * 60_000, ...options };
}

/** The wait before the retry that follows attempt `attempt` (1, 2, ...): exponential, capped. */
export const retryDelayMs = (kind: Pick<JobKind<object>, 'backoffMs'>, attempt: number) =>
  Math.min(kind.backoffMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);

// A queued job whose key is taken: the partial unique index jobs_queued_key_idx, by its predicate.
const QUEUED_KEY = { target: jobs.key, where: sql.raw(`status = 'queued'`) };

/**
 * Queues a job in the caller's transaction: it exists only if that transaction commits, and a
 * runner may take it from then on. Without `runAt` it runs as soon as a runner is free. With a
 * `key`, a job of that key already queued wins and nothing is added (answers null).
 */
export async function enqueue<Payload extends object>(
  tx: DbOrTx,
  kind: JobKind<Payload>,
  payload: Payload,
  options: { runAt?: Date; key?: string } = {},
) {
  const [row] = await tx
    .insert(jobs)
    .values({
      name: kind.name,
      payload,
      key: options.key ?? null,
      runAt: options.runAt ?? null,
      maxAttempts: kind.maxAttempts,
    })
    .onConflictDoNothing(QUEUED_KEY)
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * A recurring job's row, keyed by its name: queued to run now if there is none, else due within
 * `everyMs` at the latest (the interval may have been shortened). Instances starting together
 * make one row, and a start never adds a run to one that is on time.
 */
export async function scheduleRecurring(
  db: DbOrTx,
  kind: JobKind<object>,
  { now, everyMs }: { now: Date; everyMs: number },
) {
  const latest = new Date(now.getTime() + everyMs);
  await db
    .insert(jobs)
    .values({ name: kind.name, key: kind.name, runAt: now, maxAttempts: kind.maxAttempts })
    .onConflictDoUpdate({
      target: QUEUED_KEY.target,
      targetWhere: QUEUED_KEY.where,
      set: { runAt: sql`least(${jobs.runAt}, ${latest.toISOString()}::timestamptz)` },
    });
}

/**
 * Locks the next due job of the given kinds that no live runner holds, skipping rows another
 * transaction has locked: runners claiming at the same moment each take a different job.
 */
export async function lockNextDue(tx: DbOrTx, names: readonly string[], now: Date) {
  const [row] = await tx
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'queued'),
        inArray(jobs.name, [...names]),
        or(isNull(jobs.runAt), lte(jobs.runAt, now)),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(sql`${jobs.runAt} asc nulls first`, asc(jobs.createdAt), asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** The job as one runner's claim: its row still at that attempt, held by that runner. */
const heldAs = (job: JobRow) =>
  and(
    eq(jobs.id, job.id),
    eq(jobs.attempts, job.attempts),
    job.lockedBy === null ? isNull(jobs.lockedBy) : eq(jobs.lockedBy, job.lockedBy),
  );

/** Takes a locked job for `runnerId` until `lockedUntil`, counting the attempt. */
export async function markClaimed(tx: DbOrTx, job: JobRow, runnerId: string, lockedUntil: Date) {
  const [claimed] = await tx
    .update(jobs)
    .set({ attempts: job.attempts + 1, lockedBy: runnerId, lockedUntil })
    .where(eq(jobs.id, job.id))
    .returning();
  return claimed ?? null;
}

/** A finished job goes. False: the claim was lost (the lease ran out and another runner took it). */
export async function deleteFinished(tx: DbOrTx, job: JobRow) {
  const deleted = await tx.delete(jobs).where(heldAs(job)).returning({ id: jobs.id });
  return deleted.length > 0;
}

/** A failed attempt with attempts left: released, to run again from `runAt`. */
export async function releaseForRetry(tx: DbOrTx, job: JobRow, error: string, runAt: Date) {
  const updated = await tx
    .update(jobs)
    .set({ runAt, lastError: error, lockedBy: null, lockedUntil: null })
    .where(heldAs(job))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/** The last attempt failed: the job stays, failed, with why. */
export async function markFailed(tx: DbOrTx, job: JobRow, error: string, now: Date) {
  const updated = await tx
    .update(jobs)
    .set({ status: 'failed', lastError: error, failedAt: now, lockedBy: null, lockedUntil: null })
    .where(heldAs(job))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/**
 * On the embedded database one process opens the data directory at a time, so a job held by any
 * other runner was left by a process that is gone: it is free at once, not when its lease ends.
 */
export async function releaseAbandoned(db: DbOrTx, runnerId: string) {
  await db
    .update(jobs)
    .set({ lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.status, 'queued'), isNotNull(jobs.lockedBy), ne(jobs.lockedBy, runnerId)));
}

export type JobStatus = 'queued' | 'failed';

/** A page of jobs: failed ones newest first, queued ones in the order they will run. */
export async function listJobRows(
  db: DbOrTx,
  query: { status: JobStatus; limit: number; offset: number },
) {
  const where = eq(jobs.status, query.status);
  const order =
    query.status === 'failed'
      ? [desc(jobs.failedAt), desc(jobs.id)]
      : [sql`${jobs.runAt} asc nulls first`, asc(jobs.createdAt), asc(jobs.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
