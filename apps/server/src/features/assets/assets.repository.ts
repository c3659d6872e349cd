import { ASSET_FILTERS, type AssetListQuery } from '@cmms/shared/assets';
import { OPEN_TASK_STATUSES } from '@cmms/shared/work-rules';
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { searchTextContains, withoutSearchText } from '../../db/search-text';
import type { PendingAuth } from '../../lib/auth/require-auth';
import { type SiteScope, siteIdsOf, withinBoundSites } from '../../lib/auth/site-scope';
import { countOrSum, type ListQueries, readBatch, readOne, readPage } from '../../lib/lists';
import { bound, containsPattern, isoTimestamp } from '../../lib/sql';
import { sites } from '../sites/sites.table';
import { users } from '../users/users.table';
import { tasks } from '../work-orders/work-orders.table';
import { assetCounts, assetStatusChanges, assets } from './assets.table';

export type NewAsset = typeof assets.$inferInsert;
export type AssetFilters = Partial<Omit<AssetListQuery, 'limit' | 'offset'>>;

/**
 * The values an asset query binds. A condition is part of the query only when its value is
 * present, so the query's text depends on which are present (lib/sql.ts preparedOnce).
 */
type AssetBindings = {
  siteIds?: string[] | undefined;
  siteId?: string | undefined;
  assignedTo?: string | undefined;
  status?: string | undefined;
  /** The statuses a dashboard filter stands for. */
  statuses?: string[] | undefined;
  /** A LIKE pattern. */
  search?: string | undefined;
};

function assetBindings(scope: SiteScope, filters: AssetFilters): AssetBindings {
  return {
    siteIds: siteIdsOf(scope),
    siteId: filters.siteId,
    assignedTo: filters.assignedTo,
    status: filters.status,
    statuses: filters.filter ? [...ASSET_FILTERS[filters.filter]] : undefined,
    search: filters.search ? containsPattern(filters.search) : undefined,
  };
}

type CountedColumns = { siteId: AnyPgColumn; status: AnyPgColumn };

/** The conditions on site and status: the only ones asset_counts can answer. */
function siteAndStatusConditions(table: CountedColumns, has: AssetBindings) {
  return and(
    has.siteIds ? withinBoundSites(table.siteId) : undefined,
    has.siteId ? eq(table.siteId, bound('siteId')) : undefined,
    has.status ? eq(table.status, bound('status')) : undefined,
    has.statuses ? sql`${table.status} = any(${bound('statuses')}::text[])` : undefined,
  );
}

function whereOf(has: AssetBindings) {
  return and(
    siteAndStatusConditions(assets, has),
    has.assignedTo ? eq(assets.assignedTo, bound('assignedTo')) : undefined,
    has.search ? searchTextContains(assets.searchText, bound('search')) : undefined,
  );
}

const assetWithNames = {
  ...withoutSearchText(getTableColumns(assets)),
  createdAt: isoTimestamp(assets.createdAt),
  updatedAt: isoTimestamp(assets.updatedAt),
  siteName: sites.name,
  // Dates at the asset (a warranty's last day) are read by its site's calendar.
  siteTimeZone: sites.timeZone,
  assigneeName: users.name,
};
export type AssetWithNames = Awaited<ReturnType<typeof selectAssets>>[number];

function selectAssets<Extra extends Record<string, SQL.Aliased>>(
  db: Pick<DbOrTx, 'select'>,
  where: SQL | undefined,
  extra?: Extra,
) {
  return db
    .select({ ...assetWithNames, ...(extra as Extra) })
    .from(assets)
    .innerJoin(sites, eq(sites.id, assets.siteId))
    .leftJoin(users, eq(users.id, assets.assignedTo))
    .where(where)
    .orderBy(desc(assets.number));
}

/** Whether asset_counts can answer the filters: only site and status. */
const countable = (values: AssetBindings) => !values.assignedTo && !values.search;

/** How many assets match (lib/lists.ts countOrSum). */
const countQuery = (db: DbOrTx, values: AssetBindings) =>
  countOrSum(
    db,
    countable(values),
    { table: assetCounts, where: siteAndStatusConditions(assetCounts, values) },
    { table: assets, where: whereOf(values) },
  );

const assetList: ListQueries<AssetBindings, AssetWithNames> = {
  family: 'assets',
  table: assets,
  whereOf,
  countOf: countQuery,
  select: selectAssets,
};

/** A page of assets, newest first, and how many match. */
export function listAssetRows(
  db: DbOrTx,
  scope: SiteScope,
  query: AssetFilters & { limit: number; offset: number },
  pending?: PendingAuth,
) {
  const filters = assetBindings(scope, query);
  // A caller of several sites pages each site through its index and merges (lib/lists.ts); a
  // search finds its few matches in all of them at once through the search index.
  const merged = !filters.siteId && !filters.search;
  return readPage(db, assetList, filters, query, merged ? filters.siteIds : undefined, pending);
}

/** A batch for the CSV export: the list's filters, numbers below `before`. */
export function assetBatch(
  db: DbOrTx,
  scope: SiteScope,
  filters: AssetFilters,
  before: number | null,
  size: number,
) {
  return readBatch(db, assetList, assetBindings(scope, filters), before, size);
}

export function findAsset(db: DbOrTx, id: string, scope: SiteScope) {
  return readOne(db, assetList, id, { siteIds: siteIdsOf(scope) });
}

export async function insertAsset(db: DbOrTx, values: NewAsset) {
  const [row] = await db.insert(assets).values(values).returning({ id: assets.id });
  if (!row) throw new Error('insert into assets returned no row');
  return row;
}

export async function updateAssetRow(db: DbOrTx, id: string, values: Partial<NewAsset>) {
  await db.update(assets).set(values).where(eq(assets.id, id));
}

export async function deleteAssetRow(db: DbOrTx, id: string) {
  await db.delete(assets).where(eq(assets.id, id));
}

/** Work orders that still need the asset: it cannot be deleted or moved while there are any. */
export async function countOpenTasksOfAsset(db: DbOrTx, assetId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(tasks)
    .where(and(eq(tasks.assetId, assetId), inArray(tasks.status, [...OPEN_TASK_STATUSES])));
  return row?.n ?? 0;
}

/**
 * Locks the asset row for the rest of the transaction, so a work order created meanwhile (its
 * foreign key check takes a share lock on the row) is counted before the asset is deleted.
 */
export async function lockAsset(db: DbOrTx, id: string) {
  await db.select({ id: assets.id }).from(assets).where(eq(assets.id, id)).for('update');
}

/** Writes one change of an asset's status, in the change's transaction. */
export async function insertStatusChange(
  db: DbOrTx,
  change: {
    assetId: string;
    fromStatus: string | null;
    toStatus: string;
    changedBy: string | null;
    changedAt: Date;
  },
) {
  await db.insert(assetStatusChanges).values(change);
}

/** An asset's status changes, oldest first: what its downtime is read from. */
export function listStatusChanges(db: DbOrTx, assetId: string) {
  return db
    .select({
      fromStatus: assetStatusChanges.fromStatus,
      toStatus: assetStatusChanges.toStatus,
      changedAt: assetStatusChanges.changedAt,
    })
    .from(assetStatusChanges)
    .where(eq(assetStatusChanges.assetId, assetId))
    .orderBy(asc(assetStatusChanges.changedAt));
}
