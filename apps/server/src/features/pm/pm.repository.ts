import { processTimeZone } from '@cmms/shared/zones';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type SiteScope, withinScope } from '../../lib/auth/site-scope';
import { containsPattern } from '../../lib/sql';
import { assets } from '../assets/assets.table';
import { isOnOrBeforeDateAtSite, sites } from '../sites/sites.table';
import { users } from '../users/users.table';
import { tasks } from '../work-orders/work-orders.table';
import { pmSchedules as pm } from './pm.table';

const pmColumns = {
  id: pm.id,
  title: pm.title,
  description: pm.description,
  priority: pm.priority,
  recurrence: pm.recurrence,
  assetId: pm.assetId,
  assetName: assets.name,
  siteId: assets.siteId,
  siteName: sites.name,
  siteTimeZone: sites.timeZone,
  assigneeId: pm.assigneeId,
  assigneeName: users.name,
  assetAssigneeId: assets.assignedTo,
  date: pm.date,
  anchorDate: pm.anchorDate,
  status: pm.status,
  openTaskId: pm.openTaskId,
  openTaskNumber: tasks.workOrderNumber,
  openTaskStatus: tasks.status,
  generationError: pm.generationError,
  lastCompletedAt: pm.lastCompletedAt,
  createdAt: pm.createdAt,
  updatedAt: pm.updatedAt,
};

export type PmWithNames = {
  id: string;
  title: string;
  description: string;
  priority: string;
  recurrence: string;
  assetId: string;
  assetName: string;
  siteId: string;
  siteName: string;
  /** The asset's site's zone as stored (null: the server's): the PM falls due by its calendar. */
  siteTimeZone: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  assetAssigneeId: string | null;
  date: string | null;
  anchorDate: string | null;
  status: string;
  openTaskId: string | null;
  openTaskNumber: string | null;
  openTaskStatus: string | null;
  generationError: string | null;
  lastCompletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const selectPms = (db: DbOrTx) =>
  db
    .select(pmColumns)
    .from(pm)
    .innerJoin(assets, eq(assets.id, pm.assetId))
    .innerJoin(sites, eq(sites.id, assets.siteId))
    .leftJoin(users, eq(users.id, pm.assigneeId))
    .leftJoin(tasks, eq(tasks.id, pm.openTaskId));

export type PmFilters = {
  search?: string | undefined;
  priority?: string | undefined;
  status?: string | undefined;
  siteId?: string | undefined;
  assetId?: string | undefined;
};

function pmConditions(scope: SiteScope, filters: PmFilters) {
  const pattern = filters.search ? containsPattern(filters.search) : null;
  return and(
    withinScope(assets.siteId, scope),
    pattern
      ? or(ilike(pm.title, pattern), ilike(assets.name, pattern), ilike(pm.description, pattern))
      : undefined,
    filters.priority ? eq(pm.priority, filters.priority) : undefined,
    filters.status ? eq(pm.status, filters.status) : undefined,
    filters.siteId ? eq(assets.siteId, filters.siteId) : undefined,
    filters.assetId ? eq(pm.assetId, filters.assetId) : undefined,
  );
}

/** A page of PMs the scope allows, soonest due first (those without a date last). */
export async function listPmRows(
  db: DbOrTx,
  scope: SiteScope,
  filters: PmFilters,
  page: { limit: number; offset: number },
) {
  const where = pmConditions(scope, filters);
  const [rows, [counted]] = await Promise.all([
    selectPms(db)
      .where(where)
      .orderBy(sql`${pm.date} asc nulls last`, asc(pm.title), asc(pm.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(pm)
      .innerJoin(assets, eq(assets.id, pm.assetId))
      .where(where),
  ]);
  return { rows: rows as PmWithNames[], total: counted?.total ?? 0 };
}

export async function findPm(db: DbOrTx, id: string, scope: SiteScope) {
  const [row] = await selectPms(db).where(and(eq(pm.id, id), withinScope(assets.siteId, scope)));
  return (row as PmWithNames | undefined) ?? null;
}

export async function insertPm(tx: DbOrTx, values: typeof pm.$inferInsert) {
  const [row] = await tx.insert(pm).values(values).returning({ id: pm.id });
  return row as { id: string };
}

export async function updatePmRow(tx: DbOrTx, id: string, values: Partial<typeof pm.$inferInsert>) {
  await tx.update(pm).set(values).where(eq(pm.id, id));
}

export async function deletePmRow(tx: DbOrTx, id: string) {
  await tx.delete(pm).where(eq(pm.id, id));
}

/**
 * Claims a PM that is due (its date on or before today at its asset's site, issue 29), not
 * finished and with nothing open, and not among `skip`, locking it for this transaction. SKIP
 * LOCKED: another instance claiming at the same moment takes another row, never this one, so each
 * due PM is claimed once.
 */
export async function claimDuePms(tx: DbOrTx, now: Date, skip: readonly string[]) {
  const siteOfPm = sql`(select ${assets.siteId} from ${assets} where ${assets.id} = ${pm.assetId})`;
  const rows = await tx
    .select({ id: pm.id })
    .from(pm)
    .where(
      and(
        isOnOrBeforeDateAtSite(pm.date, siteOfPm, now.toISOString(), processTimeZone()),
        ne(pm.status, 'Completed'),
        isNull(pm.openTaskId),
        skip.length > 0 ? notInArray(pm.id, [...skip]) : undefined,
      ),
    )
    .orderBy(asc(pm.date), asc(pm.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** The PM whose open work order this is, locked: its work order just closed. */
export async function findPmOfOpenTask(tx: DbOrTx, taskId: string) {
  const [row] = await tx
    .select({ id: pm.id })
    .from(pm)
    .where(eq(pm.openTaskId, taskId))
    .for('update');
  return row ?? null;
}

/** PMs with a date that may fall due before `until`, for the upcoming view. */
export async function schedulesDueBy(db: DbOrTx, scope: SiteScope, until: string, siteId?: string) {
  const rows = await selectPms(db)
    .where(
      and(
        isNotNull(pm.date),
        ne(pm.status, 'Completed'),
        lte(pm.date, until),
        withinScope(assets.siteId, scope),
        siteId ? eq(assets.siteId, siteId) : undefined,
      ),
    )
    .orderBy(asc(pm.date), desc(pm.priority), asc(pm.title));
  return rows as PmWithNames[];
}
