import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type SiteScope, withinScope } from '../../lib/auth/site-scope';
import { sites } from '../sites/sites.table';
import { users } from '../users/users.table';
import { attendanceRecords as records, shifts } from './attendance.table';

/** A record with the names of its user and site, as every answer and report shows it. */
const recordColumns = {
  id: records.id,
  date: records.date,
  userId: records.userId,
  userName: users.name,
  siteId: records.siteId,
  siteName: sites.name,
  siteTimeZone: sites.timeZone,
  checkInAt: records.checkInAt,
  checkOutAt: records.checkOutAt,
  status: records.status,
  remarks: records.remarks,
  checkInLatitude: records.checkInLatitude,
  checkInLongitude: records.checkInLongitude,
  checkInAccuracy: records.checkInAccuracy,
  checkInDistance: records.checkInDistance,
  checkOutLatitude: records.checkOutLatitude,
  checkOutLongitude: records.checkOutLongitude,
  checkOutAccuracy: records.checkOutAccuracy,
  checkOutDistance: records.checkOutDistance,
};
export type RecordRow = {
  id: string;
  date: string;
  userId: string;
  userName: string;
  siteId: string;
  siteName: string;
  /** The site's zone as stored (null: the server's): its date and times are read in it. */
  siteTimeZone: string | null;
  checkInAt: Date;
  checkOutAt: Date | null;
  status: string;
  remarks: string | null;
  checkInLatitude: number | null;
  checkInLongitude: number | null;
  checkInAccuracy: number | null;
  checkInDistance: number | null;
  checkOutLatitude: number | null;
  checkOutLongitude: number | null;
  checkOutAccuracy: number | null;
  checkOutDistance: number | null;
};

const selectRecords = (db: DbOrTx) =>
  db
    .select(recordColumns)
    .from(records)
    .innerJoin(users, eq(users.id, records.userId))
    .innerJoin(sites, eq(sites.id, records.siteId));

export type RecordFilters = {
  from: string;
  to: string;
  siteId?: string | undefined;
  userId?: string | undefined;
  scope: SiteScope;
};

function recordConditions(filters: RecordFilters): SQL | undefined {
  return and(
    gte(records.date, filters.from),
    lte(records.date, filters.to),
    filters.siteId ? eq(records.siteId, filters.siteId) : undefined,
    filters.userId ? eq(records.userId, filters.userId) : undefined,
    withinScope(records.siteId, filters.scope),
  );
}

// ---------------------------------------------------------------------------------------------
// Punches

/** What a punch needs of its site: its name, position and zone. */
export async function findPunchSite(db: DbOrTx, siteId: string) {
  const [row] = await db
    .select({
      id: sites.id,
      name: sites.name,
      latitude: sites.latitude,
      longitude: sites.longitude,
      mapLocation: sites.mapLocation,
      timeZone: sites.timeZone,
    })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row ?? null;
}

/** The user's latest open record at the site on one of the dates, locked until the punch commits. */
export async function findTodaysOpenRecord(
  db: DbOrTx,
  userId: string,
  siteId: string,
  dates: string[],
) {
  const [row] = await db
    .select({ id: records.id, checkInAt: records.checkInAt })
    .from(records)
    .where(
      and(
        eq(records.userId, userId),
        eq(records.siteId, siteId),
        inArray(records.date, dates),
        isNull(records.checkOutAt),
      ),
    )
    .orderBy(desc(records.checkInAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function insertRecord(tx: DbOrTx, values: typeof records.$inferInsert) {
  const [row] = await tx.insert(records).values(values).returning({ id: records.id });
  return row as { id: string };
}

export async function updateRecordRow(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof records.$inferInsert>,
) {
  await tx.update(records).set(values).where(eq(records.id, id));
}

/**
 * The start of the shift that applies to a user at a site: the most specific one (the user at
 * that site, then the user anywhere, then the site, then everyone's), the oldest among equals.
 */
export async function shiftStartFor(db: DbOrTx, userId: string, siteId: string) {
  const [row] = await db
    .select({ startTime: shifts.startTime })
    .from(shifts)
    .where(
      and(
        or(eq(shifts.userId, userId), isNull(shifts.userId)),
        or(eq(shifts.siteId, siteId), isNull(shifts.siteId)),
      ),
    )
    .orderBy(
      sql`(${shifts.userId} is null), (${shifts.siteId} is null)`,
      asc(shifts.createdAt),
      asc(shifts.id),
    )
    .limit(1);
  return row ? row.startTime.slice(0, 5) : null;
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function findRecord(db: DbOrTx, id: string, scope: SiteScope) {
  const [row] = await selectRecords(db).where(
    and(eq(records.id, id), withinScope(records.siteId, scope)),
  );
  return (row as RecordRow | undefined) ?? null;
}

/** A user's records between two dates (inclusive), optionally at one site, oldest first. */
/** Records at these sites (none: nothing); undefined for every site. */
const atSites = (siteIds: readonly string[] | undefined) =>
  siteIds === undefined
    ? undefined
    : siteIds.length > 0
      ? inArray(records.siteId, [...siteIds])
      : sql`false`;

export async function recordsOfUser(
  db: DbOrTx,
  userId: string,
  range: { from: string; to: string },
  siteIds?: readonly string[],
) {
  const rows = await selectRecords(db)
    .where(
      and(
        eq(records.userId, userId),
        gte(records.date, range.from),
        lte(records.date, range.to),
        atSites(siteIds),
      ),
    )
    .orderBy(asc(records.date), asc(records.checkInAt), asc(records.id));
  return rows as RecordRow[];
}

/** The dates a user has records on, newest first, a page of them, and how many there are. */
export async function datesOfUser(
  db: DbOrTx,
  userId: string,
  options: { siteIds?: readonly string[] | undefined; limit: number; offset: number },
) {
  const where = and(eq(records.userId, userId), atSites(options.siteIds));
  const rows = await db
    .select({ date: records.date, total: sql<number>`(count(*) over ())::int` })
    .from(records)
    .where(where)
    .groupBy(records.date)
    .orderBy(desc(records.date))
    .limit(options.limit)
    .offset(options.offset);
  if (rows.length > 0 || options.offset === 0) {
    return { dates: rows.map((row) => row.date), total: rows[0]?.total ?? 0 };
  }
  const [counted] = await db
    .select({ total: sql<number>`count(distinct ${records.date})::int` })
    .from(records)
    .where(where);
  return { dates: [], total: counted?.total ?? 0 };
}

/** A page of records for the admin screen, newest first, and how many match. */
export async function listRecords(
  db: DbOrTx,
  filters: RecordFilters,
  page: { limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    selectRecords(db)
      .where(recordConditions(filters))
      .orderBy(desc(records.date), desc(records.checkInAt), desc(records.id))
      .limit(page.limit)
      .offset(page.offset),
    countRecords(db, filters),
  ]);
  return { rows: rows as RecordRow[], total };
}

export async function countRecords(db: DbOrTx, filters: RecordFilters) {
  const [row] = await db.select({ total: count() }).from(records).where(recordConditions(filters));
  return row?.total ?? 0;
}

export type RecordKey = { date: string; checkInAt: Date; id: string };

/**
 * The report's next batch, oldest first, after the last row of the one before: keyset paging on
 * (date, check-in, id), which the date index serves, so a report of any size holds one batch.
 */
export async function recordBatch(
  db: DbOrTx,
  filters: RecordFilters,
  after: RecordKey | null,
  size: number,
) {
  const rows = await selectRecords(db)
    .where(
      and(
        recordConditions(filters),
        after
          ? sql`(${records.date}, ${records.checkInAt}, ${records.id}) > (${after.date}, ${after.checkInAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(records.date), asc(records.checkInAt), asc(records.id))
    .limit(size);
  return rows as RecordRow[];
}

/** Users the admin screen's filter offers: everyone but admins (§6). */
export function listFilterUsers(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.approved, true), sql`${users.role} not in ('admin', 'superadmin')`))
    .orderBy(asc(users.name), asc(users.id));
}
