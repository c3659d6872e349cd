import { and, asc, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assets } from '../assets/assets.table';
import { attachments } from '../attachments/attachments.table';
import { materialMovements, materials } from '../materials/materials.table';
import { users } from '../users/users.table';
import { tasks } from '../work-orders/work-orders.table';
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

/**
 * Each work order of an asset (newest first, at most `limit`) with the minutes and parts spent
 * on it and their cost in cents, and the same summed over all of them.
 */
export async function assetWorkRows(db: DbOrTx, assetId: string, limit: number) {
  const perTask = sql`
    select t.id, t.number, t.work_order_number, t.title, t.status, t.created_at, t.completed_at,
           t.assigned_to, u.name as assignee_name,
           coalesce(te.minutes, 0) as minutes, coalesce(te.labour_cents, 0) as labour_cents,
           coalesce(mm.parts, 0) as parts, coalesce(mm.parts_cents, 0) as parts_cents
      from ${tasks} t
      join ${users} u on u.id = t.assigned_to
      left join lateral (
        select sum(extract(epoch from (e.ended_at - e.started_at))) / 60.0 as minutes,
               sum(extract(epoch from (e.ended_at - e.started_at)) / 3600.0
                   * coalesce(e.rate_cents, r.rate_cents, 0)) as labour_cents
          from ${entries} e
          left join ${hourlyRates} r on r.user_id = e.user_id
         where e.task_id = t.id and e.ended_at is not null
      ) te on true
      left join lateral (
        select sum(-m.delta) as parts,
               sum(-m.delta * coalesce(m.unit_cost_cents, mat.unit_cost_cents)) as parts_cents
          from ${materialMovements} m
          join ${materials} mat on mat.id = m.material_id
         where m.task_id = t.id
      ) mm on true
     where t.asset_id = ${assetId}`;
  const result = (await db.execute(sql`
    with w as (${perTask})
    select json_build_object(
      'rows', coalesce((select json_agg(x order by x.number desc) from (
        select * from w order by number desc limit ${limit}) x), '[]'::json),
      'totals', (select json_build_object(
        'workOrders', count(*),
        'open', count(*) filter (where status in ('pending', 'in_progress', 'on_hold')),
        'minutes', coalesce(round(sum(minutes)), 0),
        'partsUsed', coalesce(sum(parts), 0),
        'labourCents', coalesce(round(sum(labour_cents)), 0),
        'partsCents', coalesce(round(sum(parts_cents)), 0)) from w)
    ) as history`)) as unknown as { rows: { history: AssetWork }[] };
  const history = result.rows[0]?.history;
  if (!history) throw new Error('the asset history query returned no row');
  return history;
}

type AssetWork = {
  rows: {
    id: string;
    work_order_number: string;
    title: string;
    status: string;
    created_at: string;
    completed_at: string | null;
    assigned_to: string;
    assignee_name: string;
    minutes: number;
    labour_cents: number;
    parts: number;
    parts_cents: number;
  }[];
  totals: {
    workOrders: number;
    open: number;
    minutes: number;
    partsUsed: number;
    labourCents: number;
    partsCents: number;
  };
};

/** The asset's warranty that runs out last, if it has one. */
export async function findWarranty(db: DbOrTx, assetId: string) {
  const [row] = await db
    .select({ id: attachments.id, name: attachments.name, expiresOn: attachments.expiresOn })
    .from(attachments)
    .where(
      and(
        eq(attachments.assetId, assetId),
        eq(attachments.documentType, 'warranty'),
        isNotNull(attachments.expiresOn),
      ),
    )
    .orderBy(desc(attachments.expiresOn))
    .limit(1);
  return row?.expiresOn ? { ...row, expiresOn: row.expiresOn } : null;
}

/**
 * A site's cost by month from `fromDay` (its first day, in the site's zone `zone`): labour by the
 * day each entry started, parts by the day of each movement, both through the work orders of the
 * site; and the costliest assets of the same period. Cents, not rounded per line.
 */
export async function siteCostRows(
  db: DbOrTx,
  {
    siteId,
    zone,
    fromDay,
    assets: top,
  }: { siteId: string; zone: string; fromDay: string; assets: number },
) {
  const from = sql`(${fromDay}::date::timestamp at time zone ${zone})`;
  const result = (await db.execute(sql`
    with lines as (
      select to_char(e.started_at at time zone ${zone}, 'YYYY-MM') as month, t.asset_id,
             extract(epoch from (e.ended_at - e.started_at)) / 3600.0
               * coalesce(e.rate_cents, r.rate_cents, 0) as labour, 0 as parts
        from ${entries} e
        join ${tasks} t on t.id = e.task_id
        left join ${hourlyRates} r on r.user_id = e.user_id
       where t.site_id = ${siteId} and e.ended_at is not null and e.started_at >= ${from}
      union all
      select to_char(m.created_at at time zone ${zone}, 'YYYY-MM'), t.asset_id,
             0, -m.delta * coalesce(m.unit_cost_cents, mat.unit_cost_cents, 0)
        from ${materialMovements} m
        join ${tasks} t on t.id = m.task_id
        join ${materials} mat on mat.id = m.material_id
       where t.site_id = ${siteId} and m.created_at >= ${from}
    )
    select json_build_object(
      'months', coalesce((select json_agg(x order by x.month) from (
        select month, round(sum(labour)) as labour, round(sum(parts)) as parts
          from lines group by month) x), '[]'::json),
      'assets', coalesce((select json_agg(y order by y.total desc, y.name) from (
        select a.id, a.name, a.asset_number, round(sum(l.labour + l.parts)) as total
          from lines l join ${assets} a on a.id = l.asset_id
         group by a.id, a.name, a.asset_number
         having sum(l.labour + l.parts) > 0
         order by total desc, a.name limit ${top}) y), '[]'::json)
    ) as cost`)) as unknown as { rows: { cost: SiteCostRows }[] };
  const cost = result.rows[0]?.cost;
  if (!cost) throw new Error('the site cost query returned no row');
  return cost;
}

type SiteCostRows = {
  months: { month: string; labour: number; parts: number }[];
  assets: { id: string; name: string; asset_number: string; total: number }[];
};
