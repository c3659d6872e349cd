import { and, desc, eq, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from './idempotency.table';

export type KeyRow = typeof idempotencyKeys.$inferSelect;
export type KeyOf = { userId: string; key: string };
/** A key as one request holds it: the token its transaction and its answer must still find. */
export type HeldKey = KeyOf & { claim: string };
export type NewKey = HeldKey & {
  method: string;
  path: string;
  bodyHash: string;
  claimedBy: string;
  createdAt: Date;
  expiresAt: Date;
};

const rowOf = ({ userId, key }: KeyOf) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
const heldBy = (held: HeldKey) => and(rowOf(held), eq(idempotencyKeys.claim, held.claim));

/**
 * Takes a key nobody holds, in one statement. The NOT EXISTS reads the row without waiting, so a
 * key whose change is running (its row locked by the change's transaction on PostgreSQL) is
 * answered at once instead of after that transaction; ON CONFLICT covers two requests inserting
 * at the same moment. False when a row holds the key (the caller then inspects it).
 */
export async function insertNewKey(db: DbOrTx, row: NewKey) {
  const result = (await db.execute(sql`
    insert into ${idempotencyKeys} (user_id, key, method, path, body_hash, claim, claimed_by,
      created_at, expires_at)
    select ${row.userId}, ${row.key}, ${row.method}, ${row.path}, ${row.bodyHash}, ${row.claim},
      ${row.claimedBy}, ${row.createdAt.toISOString()}::timestamptz,
      ${row.expiresAt.toISOString()}::timestamptz
    where not exists (select 1 from ${idempotencyKeys}
      where user_id = ${row.userId} and key = ${row.key})
    on conflict do nothing
    returning key`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** The key's row locked for this transaction, or null when it is gone or another holds it. */
export async function lockKeyIfFree(tx: DbOrTx, key: KeyOf) {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(rowOf(key))
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function findKey(db: DbOrTx, key: KeyOf) {
  const [row] = await db.select().from(idempotencyKeys).where(rowOf(key));
  return row ?? null;
}

/**
 * Gives a row to a new request (an expired key used again, or one whose request died before its
 * change committed), in the transaction that locked it.
 */
export async function retakeKey(tx: DbOrTx, row: NewKey) {
  await tx
    .update(idempotencyKeys)
    .set({
      method: row.method,
      path: row.path,
      bodyHash: row.bodyHash,
      responseStatus: null,
      responseBody: null,
      applied: false,
      claim: row.claim,
      claimedBy: row.claimedBy,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
    })
    .where(rowOf(row));
}

/**
 * In the change's own transaction: the change is applied if this transaction commits. False when
 * the request no longer holds the key (it was given to a repeat): the change must not commit.
 */
export async function markApplied(tx: DbOrTx, held: HeldKey) {
  const marked = await tx
    .update(idempotencyKeys)
    .set({ applied: true })
    .where(heldBy(held))
    .returning({ key: idempotencyKeys.key });
  return marked.length > 0;
}

/** The answer of the request holding the key; a row already answered is left as it was. */
export async function storeAnswer(
  db: DbOrTx,
  held: HeldKey,
  answer: { status: number; body: string | null },
) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where(and(heldBy(held), sql`${idempotencyKeys.responseStatus} is null`));
}

/**
 * Gives the key back when its change did not commit: a retry runs again. False when it did
 * commit (or the key is no longer this request's), and the row stays.
 */
export async function releaseUnapplied(db: DbOrTx, held: HeldKey) {
  const released = await db
    .delete(idempotencyKeys)
    .where(
      and(
        heldBy(held),
        sql`${idempotencyKeys.responseStatus} is null`,
        eq(idempotencyKeys.applied, false),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return released.length > 0;
}

/**
 * Keeps a user's newest `keep` keys: the answered ones older than those go (a key still being
 * applied stays until it expires). The newest walk one range of (user_id, created_at).
 */
export async function deleteKeysBeyond(db: DbOrTx, userId: string, keep: number) {
  const cutoff = db
    .select({ createdAt: idempotencyKeys.createdAt })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.userId, userId))
    .orderBy(desc(idempotencyKeys.createdAt))
    .offset(keep - 1)
    .limit(1);
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        isNotNull(idempotencyKeys.responseStatus),
        lt(idempotencyKeys.createdAt, sql`(${cutoff})`),
      ),
    );
}

/**
 * Deletes up to `batch` expired keys, skipping rows another transaction holds, so instances
 * sweeping together share the work and each statement is short. Answers how many went.
 */
export async function deleteExpiredBatch(db: DbOrTx, now: Date, batch: number) {
  const expired = db
    .select({ userId: idempotencyKeys.userId, key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .limit(batch)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(idempotencyKeys)
    .where(sql`(${idempotencyKeys.userId}, ${idempotencyKeys.key}) in (${expired})`)
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
