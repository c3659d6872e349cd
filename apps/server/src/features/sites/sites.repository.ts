import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type SiteScope, withinScope } from '../../lib/auth/site-scope';
import { containsPattern } from '../../lib/sql';
import { assets } from '../assets/assets.table';
import { attendanceRecords } from '../attendance/attendance.table';
import { checklists } from '../checklists/checklists.table';
import { materials } from '../materials/materials.table';
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

export async function listSites(
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
