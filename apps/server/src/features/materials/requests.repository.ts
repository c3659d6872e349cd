import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../lib/auth/site-scope';
import { containsPattern } from '../../lib/sql';
import { sites } from '../sites/sites.table';
import { users } from '../users/users.table';
import {
  materialRequestCounts as counts,
  materials,
  materialRequests as requests,
} from './materials.table';

const decider = alias(users, 'decider');

export type RequestWithNames = {
  id: string;
  materialId: string;
  materialName: string;
  unit: string;
  userId: string;
  userName: string;
  quantity: number;
  reason: string;
  status: string;
  siteId: string | null;
  siteName: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  decidedById: string | null;
  decidedByName: string | null;
  issuedAt: Date | null;
  taskId: string | null;
  workOrderNumber: string | null;
};

const selectRequests = (db: DbOrTx) =>
  db
    .select({
      id: requests.id,
      materialId: requests.materialId,
      materialName: materials.name,
      unit: materials.unit,
      userId: requests.userId,
      userName: users.name,
      quantity: requests.quantity,
      reason: requests.reason,
      status: requests.status,
      siteId: requests.siteId,
      siteName: sites.name,
      createdAt: requests.createdAt,
      decidedAt: requests.decidedAt,
      decidedById: requests.decidedBy,
      decidedByName: decider.name,
      issuedAt: requests.issuedAt,
      taskId: requests.taskId,
      workOrderNumber: requests.workOrderNumber,
    })
    .from(requests)
    .innerJoin(materials, eq(materials.id, requests.materialId))
    .innerJoin(users, eq(users.id, requests.userId))
    .leftJoin(sites, eq(sites.id, requests.siteId))
    .leftJoin(decider, eq(decider.id, requests.decidedBy));

/**
 * Whose requests a caller sees: `own` only theirs; otherwise those of the scope's sites (admins
 * every request). A request belongs to one site (its material's, or for a material of all sites
 * the requester's), so a manager's list is one range of the site index.
 */
export type RequestScope = { own: string } | { sites: SiteScope };

function within(scope: RequestScope): SQL | undefined {
  if ('own' in scope) return eq(requests.userId, scope.own);
  if (scope.sites.all) return undefined;
  const siteIds = scope.sites.siteIds;
  return siteIds.length > 0 ? inArray(requests.siteId, siteIds) : sql`false`;
}

export type RequestFilters = {
  search?: string | undefined;
  status?: string | undefined;
  /** One site's requests: those its managers decide. */
  siteId?: string | undefined;
};

/** The scope's sites narrowed to the one asked for: none when it is not one of them. */
const narrowed = (scope: SiteScope, siteId: string | undefined): SiteScope =>
  siteId === undefined
    ? scope
    : { all: false, siteIds: scope.all || scope.siteIds.includes(siteId) ? [siteId] : [] };

/** A site's (or every site's) requests by status, summed from the counters the triggers keep. */
function countFromCounters(db: DbOrTx, scope: SiteScope, status: string | undefined) {
  return db
    .select({ total: sql<number>`coalesce(sum(${counts.n}), 0)::int` })
    .from(counts)
    .where(
      and(
        scope.all
          ? undefined
          : scope.siteIds.length > 0
            ? inArray(counts.siteKey, scope.siteIds)
            : sql`false`,
        status ? eq(counts.status, status) : undefined,
      ),
    );
}

/**
 * Newest first, a page at a time, with how many match. A manager's totals come from the
 * counters (materialRequestCounts); a search, or one person's own list, counts its rows.
 */
export async function listRequestRows(
  db: DbOrTx,
  scope: RequestScope,
  filters: RequestFilters,
  page: { limit: number; offset: number },
) {
  const pattern = filters.search ? containsPattern(filters.search) : null;
  const where = and(
    within(scope),
    filters.siteId ? eq(requests.siteId, filters.siteId) : undefined,
    filters.status ? eq(requests.status, filters.status) : undefined,
    pattern
      ? or(
          ilike(materials.name, pattern),
          ilike(requests.reason, pattern),
          ilike(users.name, pattern),
        )
      : undefined,
  );
  const counted = pattern
    ? db
        .select({ total: count() })
        .from(requests)
        .innerJoin(materials, eq(materials.id, requests.materialId))
        .innerJoin(users, eq(users.id, requests.userId))
        .where(where)
    : 'sites' in scope
      ? countFromCounters(db, narrowed(scope.sites, filters.siteId), filters.status)
      : db.select({ total: count() }).from(requests).where(where);
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(page.limit)
      .offset(page.offset),
    counted,
  ]);
  return { rows: rows as RequestWithNames[], total: total?.total ?? 0 };
}

export async function findRequest(db: DbOrTx, id: string, scope: RequestScope) {
  const [row] = await selectRequests(db).where(and(eq(requests.id, id), within(scope)));
  return (row as RequestWithNames | undefined) ?? null;
}

export async function insertRequest(tx: DbOrTx, values: typeof requests.$inferInsert) {
  const [row] = await tx.insert(requests).values(values).returning({ id: requests.id });
  return row as { id: string };
}

/**
 * Changes a request only if it is still in `from`: of two managers deciding at once, or an edit
 * racing a decision, the second finds it changed and is told so. False when it was not.
 */
export async function updateRequestIf(
  tx: DbOrTx,
  id: string,
  from: string,
  values: Partial<typeof requests.$inferInsert>,
) {
  const rows = await tx
    .update(requests)
    .set(values)
    .where(and(eq(requests.id, id), eq(requests.status, from)))
    .returning({ id: requests.id });
  return rows.length > 0;
}

export async function deleteRequestRow(tx: DbOrTx, id: string) {
  await tx.delete(requests).where(eq(requests.id, id));
}

/** Pending or approved requests of a material: it cannot be archived while any wait. */
export async function countOpenRequests(db: DbOrTx, materialId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(requests)
    .where(
      and(eq(requests.materialId, materialId), inArray(requests.status, ['Pending', 'Approved'])),
    );
  return row?.total ?? 0;
}
