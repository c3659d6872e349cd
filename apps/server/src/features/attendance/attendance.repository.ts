import { ADMIN_ROLES } from '@cmms/shared/roles';
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
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { type SiteScope, withinScope } from '../../lib/auth/site-scope';
import { sites } from '../sites/sites.table';
import { activeUser, roleGrants, userSites, users } from '../users/users.table';
import { attendanceRecords as records, shifts } from './attendance.table';

const corrector = alias(users, 'corrector');

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
  correctedById: records.correctedBy,
  correctedByName: corrector.name,
  correctionReason: records.correctionReason,
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
  /** Who added or corrected it for its person (issue 30), and why; null when nobody did. */
  correctedById: string | null;
  correctedByName: string | null;
  correctionReason: string | null;
};

const selectRecords = (db: DbOrTx) =>
  db
    .select(recordColumns)
    .from(records)
    .innerJoin(users, eq(users.id, records.userId))
    .innerJoin(sites, eq(sites.id, records.siteId))
    .leftJoin(corrector, eq(corrector.id, records.correctedBy));

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

/** Sites by id with their names and zones (as stored: null is the server's). */
export function sitesNamed(db: DbOrTx, siteIds: readonly string[]) {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: sites.id, name: sites.name, timeZone: sites.timeZone })
    .from(sites)
    .where(inArray(sites.id, [...siteIds]))
    .orderBy(asc(sites.name), asc(sites.id));
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

/** What the rules read of a shift: its times ('HH:MM') and its weekdays off. */
export type ShiftRule = {
  name: string;
  startTime: string;
  endTime: string;
  daysOff: number[];
  siteId: string | null;
  userId: string | null;
};
const shiftRuleColumns = {
  name: shifts.name,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
  daysOff: shifts.daysOff,
  siteId: shifts.siteId,
  userId: shifts.userId,
};
const ruleOf = (row: ShiftRule): ShiftRule => ({
  ...row,
  startTime: row.startTime.slice(0, 5),
  endTime: row.endTime.slice(0, 5),
});
// The most specific first (the user at that site, the user anywhere, the site, everyone's), the
// oldest among equals.
const bySpecificity = [
  sql`(${shifts.userId} is null), (${shifts.siteId} is null)`,
  asc(shifts.createdAt),
  asc(shifts.id),
];

/**
 * The shift that applies to a user at a site: the most specific one (the user at that site,
 * then the user anywhere, then the site, then everyone's), the oldest among equals.
 */
export async function shiftFor(
  db: DbOrTx,
  userId: string,
  siteId: string | null,
): Promise<ShiftRule | null> {
  const [row] = await db
    .select(shiftRuleColumns)
    .from(shifts)
    .where(
      and(
        or(eq(shifts.userId, userId), isNull(shifts.userId)),
        siteId === null
          ? isNull(shifts.siteId)
          : or(eq(shifts.siteId, siteId), isNull(shifts.siteId)),
      ),
    )
    .orderBy(...bySpecificity)
    .limit(1);
  return row ? ruleOf(row) : null;
}

/**
 * Every shift that may apply to these people at these sites, most specific first: pickShift
 * chooses among them as shiftFor would, without a query per person.
 */
export async function shiftsFor(db: DbOrTx, userIds: string[], siteIds: string[]) {
  const rows = await db
    .select(shiftRuleColumns)
    .from(shifts)
    .where(
      and(
        userIds.length > 0
          ? or(isNull(shifts.userId), inArray(shifts.userId, userIds))
          : isNull(shifts.userId),
        siteIds.length > 0
          ? or(isNull(shifts.siteId), inArray(shifts.siteId, siteIds))
          : isNull(shifts.siteId),
      ),
    )
    .orderBy(...bySpecificity);
  return rows.map(ruleOf);
}

/** The shift of `shiftsFor` that applies to a user at a site (its order decides), or null. */
export const pickShift = (rules: readonly ShiftRule[], userId: string, siteId: string | null) =>
  rules.find(
    (rule) =>
      (rule.userId === null || rule.userId === userId) &&
      (rule.siteId === null || rule.siteId === siteId),
  ) ?? null;

/**
 * Whether the user punched in at or after `since` and before `before` (another record than
 * `except`): a punch-in after it is not the first of the shift, and so never Late (issue 30).
 */
export async function punchedInBetween(
  db: DbOrTx,
  userId: string,
  range: { since: Date; before: Date },
  except?: string,
) {
  const [row] = await db
    .select({ id: records.id })
    .from(records)
    .where(
      and(
        eq(records.userId, userId),
        gte(records.checkInAt, range.since),
        sql`${records.checkInAt} < ${range.before.toISOString()}::timestamptz`,
        except ? sql`${records.id} <> ${except}::uuid` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A user's records whose times come near a span (a day either side): to find an overlap. */
export async function recordsAround(db: DbOrTx, userId: string, from: Date, to: Date) {
  const rows = await selectRecords(db)
    .where(
      and(
        eq(records.userId, userId),
        sql`${records.checkInAt} < ${new Date(to.getTime() + 86_400_000).toISOString()}::timestamptz`,
        sql`coalesce(${records.checkOutAt}, ${records.checkInAt}) > ${new Date(from.getTime() - 86_400_000).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(records.checkInAt));
  return rows as RecordRow[];
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

const notAdministrator = notInArray(users.role, [...ADMIN_ROLES]);

/**
 * Someone who works shifts (issue 30): an approved account, not an administrator (they administer
 * attendance and work at no site of their own: docs/attendance.md, "Shifts"), whose role is
 * active and grants view_attendance, the permission that punches. The client does not punch.
 */
const worksShifts = sql<boolean>`(${users.approved} and ${notAdministrator}
  and ${roleGrants('view_attendance')})`;

/**
 * Users the admin screen's filter offers: everyone but admins; `worksShifts` marks those a
 * shift may name.
 */
export function listFilterUsers(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.name, role: users.role, worksShifts })
    .from(users)
    .where(and(eq(users.approved, true), notAdministrator))
    .orderBy(asc(users.name), asc(users.id));
}

/** The user if a shift may name them (worksShifts), with their name; else null. */
export async function findShiftWorker(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, worksShifts })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.approved, true)));
  return row ?? null;
}

export type TeamPerson = {
  id: string;
  name: string;
  role: string;
  createdAt: Date;
  siteIds: string[];
};

/**
 * The people of these sites a Today view lists (issue 30): active accounts that work shifts
 * (worksShifts), each with their sites among these, by name.
 */
export async function peopleOfSites(db: DbOrTx, siteIds: readonly string[] | undefined) {
  if (siteIds !== undefined && siteIds.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      createdAt: users.createdAt,
      siteId: userSites.siteId,
    })
    .from(users)
    .innerJoin(userSites, eq(userSites.userId, users.id))
    .where(
      and(
        activeUser,
        worksShifts,
        siteIds === undefined ? undefined : inArray(userSites.siteId, [...siteIds]),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  const people = new Map<string, TeamPerson>();
  for (const { siteId, ...row } of rows) {
    const person = people.get(row.id);
    if (person) person.siteIds.push(siteId);
    else people.set(row.id, { ...row, siteIds: [siteId] });
  }
  return [...people.values()];
}

/** The records of these people between two dates (inclusive), at these sites, oldest first. */
export async function recordsOfPeople(
  db: DbOrTx,
  userIds: readonly string[],
  range: { from: string; to: string },
  siteIds: readonly string[] | undefined,
) {
  if (userIds.length === 0) return [];
  const rows = await selectRecords(db)
    .where(
      and(
        inArray(records.userId, [...userIds]),
        gte(records.date, range.from),
        lte(records.date, range.to),
        atSites(siteIds),
      ),
    )
    .orderBy(asc(records.checkInAt), asc(records.id));
  return rows as RecordRow[];
}

/** When the user's account was made (their start, docs/attendance.md "Absent"), or null. */
export async function accountCreatedAt(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.createdAt ?? null;
}

/** The date of the user's first record (at any site), or null. */
export async function firstRecordDate(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ date: sql<string | null>`min(${records.date})::text` })
    .from(records)
    .where(eq(records.userId, userId));
  return row?.date ?? null;
}
