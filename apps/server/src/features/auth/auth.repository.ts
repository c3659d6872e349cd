import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { minutesFrom } from '../../lib/clock';
import { tooManyRequests } from '../../lib/errors';
import { authThrottles, passwordResets } from './auth.table';

// Failed-attempt counters (auth_throttles): kept in the database so every instance on one
// PostgreSQL sees the same counts and locks.

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

// Password recoveries (password_resets).

/** Reset codes sent to a user within the last hour. */
export async function countResetsOfLastHour(db: DbOrTx, userId: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(
      and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, minutesFrom(now, -60))),
    );
  return row?.n ?? 0;
}

/** A new code replaces any earlier open one. */
export async function replaceResetCode(
  db: DbOrTx,
  values: { userId: string; codeHash: string; codeExpiresAt: Date; createdAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ closedAt: values.createdAt })
      .where(and(eq(passwordResets.userId, values.userId), isNull(passwordResets.closedAt)));
    await tx.insert(passwordResets).values(values);
  });
}

/** The user's latest recovery whose code is still open and unexpired. */
export async function findOpenResetCode(db: DbOrTx, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.closedAt),
        isNull(passwordResets.codeVerifiedAt),
        gt(passwordResets.codeExpiresAt, now),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updateReset(
  db: DbOrTx,
  id: string,
  values: Partial<typeof passwordResets.$inferInsert>,
) {
  await db.update(passwordResets).set(values).where(eq(passwordResets.id, id));
}

/** Closes the recovery an unexpired reset token belongs to; its user, or null. */
export async function closeResetByToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({ closedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.closedAt),
        gt(passwordResets.tokenExpiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row ?? null;
}
