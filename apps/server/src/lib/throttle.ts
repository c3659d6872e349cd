import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { tooManyRequests } from './errors';
import { authThrottles } from './throttle.table';

export type ThrottleRule = {
  /** Failures within the window that cause a lock. */
  maxFailures: number;
  windowMinutes: number;
  lockMinutes: number;
  /** The 429 text; {minutes} is replaced by the minutes left. */
  message: string;
};

const minutesLeft = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

function lockedError(rule: ThrottleRule, until: Date, now: Date) {
  const minutes = minutesLeft(until, now);
  return tooManyRequests(
    rule.message.replace('{minutes}', `${minutes} minute${minutes === 1 ? '' : 's'}`),
    (until.getTime() - now.getTime()) / 1000,
  );
}

/** Throws the rule's 429 while `key` is locked. */
export async function assertNotLocked(db: DbOrTx, key: string, rule: ThrottleRule, now: Date) {
  const [row] = await db
    .select({ lockedUntil: authThrottles.lockedUntil })
    .from(authThrottles)
    .where(eq(authThrottles.key, key));
  if (row?.lockedUntil && row.lockedUntil > now) throw lockedError(rule, row.lockedUntil, now);
}

/**
 * Counts one failure atomically (a single upsert, safe across instances) and returns the 429 to
 * throw when this failure reached the limit, or null.
 */
export async function recordFailure(db: DbOrTx, key: string, rule: ThrottleRule, now: Date) {
  const windowStart = new Date(now.getTime() - rule.windowMinutes * 60_000);
  const lockUntil = new Date(now.getTime() + rule.lockMinutes * 60_000);
  // A failure outside the window (or after a lock ran out) starts a new count.
  const fresh = sql`(${authThrottles.windowStartedAt} < ${windowStart} or ${authThrottles.lockedUntil} <= ${now})`;
  const failures = sql`case when ${fresh} then 1 else ${authThrottles.failures} + 1 end`;
  const [row] = await db
    .insert(authThrottles)
    .values({
      key,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: rule.maxFailures <= 1 ? lockUntil : null,
    })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${fresh} then ${now} else ${authThrottles.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${rule.maxFailures} then ${lockUntil}::timestamptz when ${fresh} then null else ${authThrottles.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: authThrottles.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > now ? lockedError(rule, row.lockedUntil, now) : null;
}

export async function clearThrottle(db: DbOrTx, key: string) {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
