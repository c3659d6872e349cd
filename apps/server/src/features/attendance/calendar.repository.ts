import { and, asc, eq, exists, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../lib/auth/site-scope';
import { sites } from '../sites/sites.table';
import { userSites, users } from '../users/users.table';
import { holidays, shifts } from './attendance.table';

export type HolidayWithSite = {
  id: string;
  name: string;
  date: string;
  siteId: string | null;
  siteName: string | null;
};

export type ShiftWithNames = {
  id: string;
  name: string;
  startTime: string;
  endTime: string;
  siteId: string | null;
  siteName: string | null;
  userId: string | null;
  userName: string | null;
  daysOff: number[];
};

/** A site column: null (everyone's) or one of the scope's sites. */
function globalOrWithin(column: AnyPgColumn, scope: SiteScope): SQL | undefined {
  if (scope.all) return undefined;
  return scope.siteIds.length > 0
    ? or(isNull(column), inArray(column, scope.siteIds))
    : isNull(column);
}

const selectHolidays = (db: DbOrTx) =>
  db
    .select({
      id: holidays.id,
      name: holidays.name,
      date: holidays.date,
      siteId: holidays.siteId,
      siteName: sites.name,
    })
    .from(holidays)
    .leftJoin(sites, eq(sites.id, holidays.siteId));

/** Global holidays and those of the scope's sites, by date. */
export function listHolidayRows(db: DbOrTx, scope: SiteScope) {
  return selectHolidays(db)
    .where(globalOrWithin(holidays.siteId, scope))
    .orderBy(asc(holidays.date), asc(holidays.name));
}

/** Holidays between two dates that apply at any of the sites (or everywhere). */
export function holidaysBetween(
  db: DbOrTx,
  range: { from: string; to: string },
  siteIds: readonly string[],
) {
  return selectHolidays(db)
    .where(
      and(
        gte(holidays.date, range.from),
        lte(holidays.date, range.to),
        globalOrWithin(holidays.siteId, { all: false, siteIds: [...siteIds] }),
      ),
    )
    .orderBy(asc(holidays.date));
}

export async function findHoliday(db: DbOrTx, id: string) {
  const [row] = await selectHolidays(db).where(eq(holidays.id, id));
  return row ?? null;
}

export async function insertHoliday(tx: DbOrTx, values: typeof holidays.$inferInsert) {
  const [row] = await tx.insert(holidays).values(values).returning({ id: holidays.id });
  return row as { id: string };
}

export async function deleteHolidayRow(tx: DbOrTx, id: string) {
  await tx.delete(holidays).where(eq(holidays.id, id));
}

const selectShifts = (db: DbOrTx) =>
  db
    .select({
      id: shifts.id,
      name: shifts.name,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      siteId: shifts.siteId,
      siteName: sites.name,
      userId: shifts.userId,
      userName: users.name,
      daysOff: shifts.daysOff,
    })
    .from(shifts)
    .leftJoin(sites, eq(sites.id, shifts.siteId))
    .leftJoin(users, eq(users.id, shifts.userId));

/** Whether the shift's user is assigned to one of the sites. */
const userOnSites = (db: DbOrTx, siteIds: readonly string[]) =>
  exists(
    db
      .select({ userId: userSites.userId })
      .from(userSites)
      .where(and(eq(userSites.userId, shifts.userId), inArray(userSites.siteId, [...siteIds]))),
  );

/**
 * Shifts a caller sees: all for admins; for anyone else everyone's and those of their sites
 * (a shift of another site is not theirs, whoever it names), and of the shifts naming a person,
 * their own, and for `ofTheirPeople` (those who read the attendance of the people of their
 * sites) those of the people of their sites.
 */
export function listShiftRows(
  db: DbOrTx,
  scope: SiteScope,
  viewer: { userId: string; ofTheirPeople: boolean },
) {
  const people =
    viewer.ofTheirPeople && !scope.all && scope.siteIds.length > 0
      ? userOnSites(db, scope.siteIds)
      : undefined;
  const where = scope.all
    ? undefined
    : and(
        globalOrWithin(shifts.siteId, scope),
        or(isNull(shifts.userId), eq(shifts.userId, viewer.userId), people),
      );
  return selectShifts(db).where(where).orderBy(asc(shifts.startTime), asc(shifts.name));
}

export async function findShift(db: DbOrTx, id: string) {
  const [row] = await selectShifts(db).where(eq(shifts.id, id));
  return row ?? null;
}

export async function insertShift(tx: DbOrTx, values: typeof shifts.$inferInsert) {
  const [row] = await tx.insert(shifts).values(values).returning({ id: shifts.id });
  return row as { id: string };
}

export async function deleteShiftRow(tx: DbOrTx, id: string) {
  await tx.delete(shifts).where(eq(shifts.id, id));
}

/** A user a shift may name: an approved account. */
export async function findShiftUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.approved, true)));
  return row ?? null;
}
