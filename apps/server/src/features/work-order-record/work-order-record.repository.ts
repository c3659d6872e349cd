import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taskTimeEntries as entries, hourlyRates } from './work-order-record.table';

export type TimeEntryRow = typeof entries.$inferSelect;

/**
 * Holds one person's time entries still until the transaction ends, so two entries written at
 * once cannot both pass the overlap check (an advisory lock: the entries may not exist yet).
 */
export async function lockPersonTime(tx: DbOrTx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`time:${userId}`}, 0))`);
}

/** An entry of the person's that overlaps [start, end); a running one runs until further notice. */
export async function findOverlap(
  db: DbOrTx,
  { userId, start, end, except }: { userId: string; start: Date; end: Date; except?: string },
) {
  const [row] = await db
    .select({ id: entries.id, taskId: entries.taskId })
    .from(entries)
    .where(
      and(
        eq(entries.userId, userId),
        lt(entries.startedAt, end),
        or(isNull(entries.endedAt), gt(entries.endedAt, start)),
        except ? ne(entries.id, except) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The person's running timer, on any work order. */
export async function findRunning(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(entries)
    .where(and(eq(entries.userId, userId), isNull(entries.endedAt)));
  return row ?? null;
}

export async function findEntry(db: DbOrTx, taskId: string, entryId: string) {
  const [row] = await db
    .select()
    .from(entries)
    .where(and(eq(entries.id, entryId), eq(entries.taskId, taskId)));
  return row ?? null;
}

export async function insertEntry(db: DbOrTx, values: typeof entries.$inferInsert) {
  const [row] = await db.insert(entries).values(values).returning();
  if (!row) throw new Error('a time entry insert returned no row');
  return row;
}

export async function updateEntry(db: DbOrTx, id: string, values: Partial<TimeEntryRow>) {
  const [row] = await db.update(entries).set(values).where(eq(entries.id, id)).returning();
  if (!row) throw new Error(`time entry ${id} vanished inside its own transaction`);
  return row;
}

export async function deleteEntry(db: DbOrTx, id: string) {
  await db.delete(entries).where(eq(entries.id, id));
}

/** A work order's time entries, oldest first. */
export function listEntries(db: DbOrTx, taskId: string) {
  return db
    .select()
    .from(entries)
    .where(eq(entries.taskId, taskId))
    .orderBy(asc(entries.startedAt), asc(entries.id));
}

/**
 * A work order's labour cost in cents: each finished entry's minutes at the rate it kept, or the
 * person's present rate where it kept none (time logged before they had one).
 */
export async function labourCostCents(db: DbOrTx, taskId: string) {
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(round(sum(extract(epoch from (${entries.endedAt} - ${entries.startedAt})) / 3600.0 * coalesce(${entries.rateCents}, ${hourlyRates.rateCents}, 0))), 0)::int`,
    })
    .from(entries)
    .leftJoin(hourlyRates, eq(hourlyRates.userId, entries.userId))
    .where(and(eq(entries.taskId, taskId), sql`${entries.endedAt} is not null`));
  return row?.cents ?? 0;
}

export async function findRate(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ rateCents: hourlyRates.rateCents })
    .from(hourlyRates)
    .where(eq(hourlyRates.userId, userId));
  return row?.rateCents ?? null;
}

export async function saveRate(
  db: DbOrTx,
  {
    userId,
    rateCents,
    updatedBy,
    at,
  }: { userId: string; rateCents: number | null; updatedBy: string; at: Date },
) {
  if (rateCents === null) {
    await db.delete(hourlyRates).where(eq(hourlyRates.userId, userId));
    return;
  }
  await db
    .insert(hourlyRates)
    .values({ userId, rateCents, updatedBy, updatedAt: at })
    .onConflictDoUpdate({
      target: hourlyRates.userId,
      set: { rateCents, updatedBy, updatedAt: at },
    });
}

/** Every rate, for the administrators' list. */
export function listRates(db: DbOrTx) {
  return db
    .select({ userId: hourlyRates.userId, rateCents: hourlyRates.rateCents })
    .from(hourlyRates);
}
