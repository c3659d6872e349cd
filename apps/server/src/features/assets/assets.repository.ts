import { ASSET_FILTERS, type AssetListQuery } from '@cmms/shared/assets';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type SiteScope, withinScope } from '../../lib/auth/site-scope';
import { containsPattern, pageAcrossSites } from '../../lib/sql';
import { sites } from '../sites/sites.table';
import { users } from '../users/users.table';
import { assets } from './assets.table';

export type NewAsset = typeof assets.$inferInsert;
export type AssetFilters = Partial<Omit<AssetListQuery, 'limit' | 'offset'>>;

/** The expression the trigram index covers: a search must use exactly this to hit it. */
const searchable = sql`(${assets.name} || ' ' || ${assets.assetNumber} || ' ' || coalesce(${assets.type}, '') || ' ' || coalesce(${assets.location}, ''))`;

function whereOf(scope: SiteScope, filters: AssetFilters) {
  return and(
    withinScope(assets.siteId, scope),
    filters.siteId ? eq(assets.siteId, filters.siteId) : undefined,
    filters.assignedTo ? eq(assets.assignedTo, filters.assignedTo) : undefined,
    filters.status ? eq(assets.status, filters.status) : undefined,
    filters.filter ? inArray(assets.status, [...ASSET_FILTERS[filters.filter]]) : undefined,
    filters.search ? ilike(searchable, containsPattern(filters.search)) : undefined,
  );
}

const assetWithNames = {
  ...getTableColumns(assets),
  siteName: sites.name,
  assigneeName: users.name,
};
export type AssetWithNames = Awaited<ReturnType<typeof selectAssets>>[number];

function selectAssets(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(assetWithNames)
    .from(assets)
    .innerJoin(sites, eq(sites.id, assets.siteId))
    .leftJoin(users, eq(users.id, assets.assignedTo))
    .where(where)
    .orderBy(desc(assets.number));
}

/** A page of assets, newest first, and how many match. */
export async function listAssets(
  db: DbOrTx,
  scope: SiteScope,
  query: AssetFilters & { limit: number; offset: number },
) {
  const where = whereOf(scope, query);
  const sites = scope.all || query.siteId ? [] : scope.siteIds;
  const [rows, [total]] = await Promise.all([
    sites.length > 1
      ? selectAssets(db, inArray(assets.id, pageAcrossSites(assets, sites, where, query)))
      : selectAssets(db, where).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(assets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A batch for the CSV export: the list's filters, numbers below `before`. */
export function assetBatch(
  db: DbOrTx,
  scope: SiteScope,
  filters: AssetFilters,
  before: number | null,
  size: number,
) {
  const where = and(
    whereOf(scope, filters),
    before === null ? undefined : lt(assets.number, before),
  );
  return selectAssets(db, where).limit(size);
}

export async function findAsset(db: DbOrTx, id: string, scope: SiteScope) {
  const [row] = await selectAssets(db, and(eq(assets.id, id), withinScope(assets.siteId, scope)));
  return row ?? null;
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

export async function countSiteAssets(db: DbOrTx, siteId: string) {
  const [row] = await db.select({ n: count() }).from(assets).where(eq(assets.siteId, siteId));
  return row?.n ?? 0;
}

/**
 * Locks the asset row for the rest of the transaction, so a work order created meanwhile (its
 * foreign key check takes a share lock on the row) is counted before the asset is deleted.
 */
export async function lockAsset(db: DbOrTx, id: string) {
  await db.select({ id: assets.id }).from(assets).where(eq(assets.id, id)).for('update');
}
