import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type SiteScope, withinScope } from '../../lib/auth/site-scope';
import { containsPattern } from '../../lib/sql';
import { assets } from '../assets/assets.table';
import { attendanceRecords } from '../attendance/attendance.table';
import { checklists } from '../checklists/checklists.table';
import { materials } from '../materials/materials.table';
import { userSites } from '../users/users.table';
import { tasks } from '../work-orders/work-orders.table';
import { sites } from './sites.table';

export type NewSite = typeof sites.$inferInsert;

export async function insertSite(db: DbOrTx, values: NewSite) {
  // clock_timestamp, not now(): sites created in one transaction keep their order, and the
  // displayed ST-0001 numbers follow it.
  const [row] = await db
    .insert(sites)
    .values({ createdAt: sql`clock_timestamp()`, ...values })
    .returning();
  if (!row) throw new Error('insert into sites returned no row');
  return row;
}

export async function listSiteRows(
  db: DbOrTx,
  scope: SiteScope,
  query: { search?: string | undefined; limit: number; offset: number },
) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    withinScope(sites.id, scope),
    pattern
      ? or(
          ilike(sites.name, pattern),
          ilike(sites.location, pattern),
          ilike(sites.address, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    // Oldest first, so the displayed ST-0001 numbers stay put as sites are added.
    db
      .select()
      .from(sites)
      .where(where)
      .orderBy(asc(sites.createdAt), asc(sites.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(sites).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSite(db: DbOrTx, id: string, scope: SiteScope) {
  const [row] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.id, id), withinScope(sites.id, scope)));
  return row ?? null;
}

export async function updateSiteRow(db: DbOrTx, id: string, values: Partial<NewSite>) {
  const [row] = await db.update(sites).set(values).where(eq(sites.id, id)).returning();
  return row ?? null;
}

export async function deleteSiteRow(db: DbOrTx, id: string) {
  await db.delete(sites).where(eq(sites.id, id));
}

/**
 * Whether the database knows a zone by that name. Its tz database is not the runtime's (a
 * PostgreSQL with older tzdata than Node's ICU), and a zone it does not know would fail every
 * statement that reads the site's today.
 */
export async function isZoneKnownToDatabase(db: DbOrTx, zone: string) {
  const result = (await db.execute(
    sql`select exists(select 1 from pg_timezone_names where name = ${zone}) as known`,
  )) as unknown as { rows: { known: boolean }[] };
  return result.rows[0]?.known === true;
}

/** Every zone name the database knows. */
export async function zonesKnownToDatabase(db: DbOrTx) {
  const result = (await db.execute(sql`select name from pg_timezone_names`)) as unknown as {
    rows: { name: string }[];
  };
  return new Set(result.rows.map((row) => row.name));
}

/** The zones of some sites as stored (null: the server's). */
export function zonesOfSites(db: DbOrTx, siteIds: readonly string[]) {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: sites.id, timeZone: sites.timeZone })
    .from(sites)
    .where(inArray(sites.id, [...siteIds]));
}

/** The zones of a person's sites as stored (null: the server's). */
export function zonesOfUserSites(db: DbOrTx, userId: string) {
  return db
    .select({ timeZone: sites.timeZone })
    .from(userSites)
    .innerJoin(sites, eq(sites.id, userSites.siteId))
    .where(eq(userSites.userId, userId));
}

/** Assets at a site: a site that has any cannot be deleted. */
export async function countSiteAssets(db: DbOrTx, siteId: string) {
  const [row] = await db.select({ n: count() }).from(assets).where(eq(assets.siteId, siteId));
  return row?.n ?? 0;
}

/** Checklists of a site: a site that has any cannot be deleted. */
export async function countSiteChecklists(db: DbOrTx, siteId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(checklists)
    .where(eq(checklists.siteId, siteId));
  return row?.n ?? 0;
}

/** Attendance records at a site: its history, so a site that has any cannot be deleted. */
export async function countSiteAttendance(db: DbOrTx, siteId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(attendanceRecords)
    .where(eq(attendanceRecords.siteId, siteId));
  return row?.n ?? 0;
}

/** Materials kept at a site (archived ones included: their history names the site). */
export async function countSiteMaterials(db: DbOrTx, siteId: string) {
  const [row] = await db.select({ n: count() }).from(materials).where(eq(materials.siteId, siteId));
  return row?.n ?? 0;
}

/** Work orders at a site: a site that has any cannot be deleted. */
export async function countSiteTasks(db: DbOrTx, siteId: string) {
  const [row] = await db.select({ n: count() }).from(tasks).where(eq(tasks.siteId, siteId));
  return row?.n ?? 0;
}
