import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from './idempotency.table';

export type KeyRow = typeof idempotencyKeys.$inferSelect;
export type KeyOf = { userId: string; key: string };
export type NewKey = KeyOf & {
  method: string;
  path: string;
  bodyHash: string;
  createdAt: Date;
  expiresAt: Date;
};

/**
 * Takes the key for a request, in one statement, so two instances receiving the same key at once
 * cannot both take it: a new row, or an expired row started afresh. False when a live row holds
 * the key (the caller reads it to decide).
 */
export async function claimKey(db: DbOrTx, row: NewKey) {
  const claimed = await db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        method: row.method,
        path: row.path,
        bodyHash: row.bodyHash,
        responseStatus: null,
        responseBody: null,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
      },
      setWhere: lte(idempotencyKeys.expiresAt, sql`excluded.created_at`),
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findKey(db: DbOrTx, { userId, key }: KeyOf) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** The answer of the request holding the key; a row already answered is left as it was. */
export async function storeAnswer(
  db: DbOrTx,
  { userId, key }: KeyOf,
  answer: { status: number; body: string },
) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.responseStatus),
      ),
    );
}

/** Gives the key back (the request failed on our side): a retry runs again. */
export async function releaseKey(db: DbOrTx, { userId, key }: KeyOf) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.responseStatus),
      ),
    );
}

/**
 * The user's expired rows: a range of the primary key, bounded by what the user sent in a week,
 * so it costs little on each new key and needs no scheduled sweep.
 */
export async function deleteExpiredKeys(db: DbOrTx, userId: string, now: Date) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lte(idempotencyKeys.expiresAt, now)));
}
