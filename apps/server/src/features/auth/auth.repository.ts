import type { MessageArguments } from '@cmms/shared/i18n/keys.generated';
import { type MessageKey, msg } from '@cmms/shared/i18n/message';
import { and, count, desc, eq, gt, isNull, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { minutesFrom } from '../../lib/clock';
import { tooManyRequests } from '../../lib/errors';
import { authThrottles, passwordResets, signInAddresses } from './auth.table';

// Failed-attempt counters (auth_throttles): kept in the database so every instance on one
// PostgreSQL sees the same counts and locks.

export type ThrottleRule = {
  /** Failures within the window that cause a lock. */
  maxFailures: number;
  windowMinutes: number;
  /** How long the failure that reaches the limit locks. */
  lockSeconds: number;
  /**
   * When set, every further failure in the window doubles the lock, up to this many seconds, and a
   * lock running out does not start a new count: a slow-down that keeps slowing, never a lock-out.
   * Without it, a lock running out starts a fresh count.
   */
  growToSeconds?: number;
  /** The 429 text, told the time left as {wait} ('15 minutes', '8 seconds'). */
  message: LockMessageKey;
};

type LockMessageKey = {
  [K in MessageKey]: MessageArguments[K] extends { wait: unknown } ? K : never;
}[MessageKey];

function waitText(seconds: number) {
  if (seconds < 60) return msg('account.waitSeconds', { count: Math.max(1, Math.ceil(seconds)) });
  return msg('account.waitMinutes', { count: Math.ceil(seconds / 60) });
}

function lockedError(rule: ThrottleRule, until: Date, now: Date) {
  const seconds = (until.getTime() - now.getTime()) / 1000;
  return tooManyRequests(msg(rule.message, { wait: waitText(seconds) }), seconds);
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
  // A failure outside the window starts a new count; so does one after a fixed lock ran out.
  const fresh =
    rule.growToSeconds === undefined
      ? sql`(${authThrottles.windowStartedAt} < ${windowStart} or ${authThrottles.lockedUntil} <= ${now})`
      : sql`(${authThrottles.windowStartedAt} < ${windowStart})`;
  const failures = sql`(case when ${fresh} then 1 else ${authThrottles.failures} + 1 end)`;
  const lockSeconds =
    rule.growToSeconds === undefined
      ? sql`${rule.lockSeconds}::float8`
      : sql`least(${rule.lockSeconds}::float8 * power(2::float8, ${failures} - ${rule.maxFailures}::int), ${rule.growToSeconds}::float8)`;
  const [row] = await db
    .insert(authThrottles)
    .values({
      key,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: rule.maxFailures <= 1 ? new Date(now.getTime() + rule.lockSeconds * 1000) : null,
    })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${fresh} then ${now} else ${authThrottles.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${rule.maxFailures}::int then ${now}::timestamptz + ${lockSeconds} * interval '1 second' when ${fresh} then null else ${authThrottles.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: authThrottles.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > now ? lockedError(rule, row.lockedUntil, now) : null;
}

export async function clearThrottle(db: DbOrTx, key: string) {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}

/** Clears `key` and every key under it (an account's counts at each address). */
export async function clearThrottleFamily(db: DbOrTx, key: string) {
  const escaped = `${key}:`.replace(/[\\%_]/g, (character) => `\\${character}`);
  await db
    .delete(authThrottles)
    .where(or(eq(authThrottles.key, key), like(authThrottles.key, `${escaped}%`)));
}

// Addresses an account signed in from (sign_in_addresses): there its owner is never slowed down
// by what others do to the account.

export async function isKnownAddress(db: DbOrTx, userId: string, address: string, since: Date) {
  const [row] = await db
    .select({ userId: signInAddresses.userId })
    .from(signInAddresses)
    .where(
      and(
        eq(signInAddresses.userId, userId),
        eq(signInAddresses.address, address),
        gt(signInAddresses.lastSignedInAt, since),
      ),
    );
  return row !== undefined;
}

export async function rememberAddress(db: DbOrTx, userId: string, address: string, now: Date) {
  await db
    .insert(signInAddresses)
    .values({ userId, address, lastSignedInAt: now })
    .onConflictDoUpdate({
      target: [signInAddresses.userId, signInAddresses.address],
      set: { lastSignedInAt: now },
    });
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
