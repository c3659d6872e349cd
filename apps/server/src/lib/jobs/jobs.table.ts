import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Background work, one row per job (lib/jobs/job-runner.ts; docs/decisions.md, "One job runner").
 * A queued job is waiting, or running while `locked_until` is ahead: the runner that claimed it
 * holds it until then, and a runner that died leaves it to be claimed again once that passes.
 * A finished job is deleted; a job that used up its attempts stays as `failed`, with its last
 * error, for an administrator to read (GET /api/jobs?status=failed).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The kind of job: which handler runs it (`defineJob`). */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /**
     * At most one queued job per key: a recurring job's key is its name, so instances that each
     * schedule it, or finish a run of it at once, never make two.
     */
    key: text('key'),
    status: text('status').notNull().default('queued'),
    /** Not before this time; null: as soon as a runner is free. */
    runAt: timestamp('run_at', { withTimezone: true }),
    /** Claims so far, the one running included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Why the last attempt failed: kept through the retries, and on a failed job. */
    lastError: text('last_error'),
    /** The runner holding the job, until when: past it, another runner may claim it again. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    // What the runners claim: queued jobs, soonest first.
    index('jobs_queued_run_at_idx')
      .on(table.runAt.asc().nullsFirst())
      .where(sql`${table.status} = 'queued'`),
    uniqueIndex('jobs_queued_key_idx').on(table.key).where(sql`${table.status} = 'queued'`),
    index('jobs_failed_idx').on(table.failedAt).where(sql`${table.status} = 'failed'`),
    check('jobs_status_check', sql`${table.status} in ('queued', 'failed')`),
    check('jobs_attempts_check', sql`${table.maxAttempts} >= 1`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
