import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../lib/auth/site-scope';
import { containsPattern } from '../../lib/sql';
import { sites } from '../sites/sites.table';
import { users } from '../users/users.table';
import { materials, materialMovements as movements } from './materials.table';

export type MaterialWithSite = {
  id: string;
  name: string;
  description: string;
  category: string;
  unit: string;
  quantity: number;
  reorderLevel: number;
  unitCostCents: number | null;
  siteId: string | null;
  siteName: string | null;
  lowStockNotified: boolean;
  createdAt: Date;
  updatedAt: Date;
};

const selectMaterials = (db: DbOrTx) =>
  db
    .select({
      id: materials.id,
      name: materials.name,
      description: materials.description,
      category: materials.category,
      unit: materials.unit,
      quantity: materials.quantity,
      reorderLevel: materials.reorderLevel,
      unitCostCents: materials.unitCostCents,
      siteId: materials.siteId,
      siteName: sites.name,
      lowStockNotified: materials.lowStockNotified,
      createdAt: materials.createdAt,
      updatedAt: materials.updatedAt,
    })
    .from(materials)
    .leftJoin(sites, eq(sites.id, materials.siteId));

/** Materials of the scope's sites and those for all sites (requirements/materials.md#who-may-do-what); never archived ones. */
function visible(scope: SiteScope): SQL | undefined {
  const live = isNull(materials.deletedAt);
  if (scope.all) return live;
  const mine = scope.siteIds.length > 0 ? inArray(materials.siteId, scope.siteIds) : sql`false`;
  return and(live, or(isNull(materials.siteId), mine));
}

export type MaterialFilters = {
  search?: string | undefined;
  category?: string | undefined;
  siteId?: string | undefined;
  level?: string | undefined;
};

function levelCondition(level: string | undefined): SQL | undefined {
  if (level === 'Out of Stock') return sql`${materials.quantity} <= 0`;
  if (level === 'Low Stock') {
    return sql`${materials.quantity} > 0 and ${materials.quantity} <= ${materials.reorderLevel}`;
  }
  if (level === 'In Stock') return sql`${materials.quantity} > ${materials.reorderLevel}`;
  return undefined;
}

export async function listMaterialRows(
  db: DbOrTx,
  scope: SiteScope,
  filters: MaterialFilters,
  page: { limit: number; offset: number },
) {
  const pattern = filters.search ? containsPattern(filters.search) : null;
  const where = and(
    visible(scope),
    pattern
      ? or(
          ilike(materials.name, pattern),
          ilike(materials.description, pattern),
          ilike(materials.category, pattern),
        )
      : undefined,
    filters.category ? eq(materials.category, filters.category) : undefined,
    // What a site draws on: its own materials and those kept for all sites.
    filters.siteId ? or(eq(materials.siteId, filters.siteId), isNull(materials.siteId)) : undefined,
    levelCondition(filters.level),
  );
  const [rows, [counted]] = await Promise.all([
    selectMaterials(db)
      .where(where)
      .orderBy(asc(materials.name), asc(materials.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(materials).where(where),
  ]);
  return { rows: rows as MaterialWithSite[], total: counted?.total ?? 0 };
}

export async function listCategories(db: DbOrTx, scope: SiteScope) {
  const rows = await db
    .selectDistinct({ category: materials.category })
    .from(materials)
    .where(visible(scope))
    .orderBy(asc(materials.category));
  return rows.map((row) => row.category);
}

/** A material the scope sees; `lock` holds its row until the transaction ends. */
export async function findMaterial(db: DbOrTx, id: string, scope: SiteScope, lock = false) {
  const query = selectMaterials(db).where(and(eq(materials.id, id), visible(scope)));
  const [row] = lock ? await query.for('update', { of: materials }) : await query;
  return (row as MaterialWithSite | undefined) ?? null;
}

export async function insertMaterial(tx: DbOrTx, values: typeof materials.$inferInsert) {
  const [row] = await tx.insert(materials).values(values).returning({ id: materials.id });
  return row as { id: string };
}

export async function updateMaterialRow(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof materials.$inferInsert>,
) {
  await tx.update(materials).set(values).where(eq(materials.id, id));
}

/**
 * Takes `quantity` out of stock only if that much is there, in one statement: two issues at once
 * are applied in turn by the row lock, and the second finds what the first left. Null when the
 * stock is short.
 */
export async function takeFromStock(tx: DbOrTx, id: string, quantity: number, now: Date) {
  const [row] = await tx
    .update(materials)
    .set({ quantity: sql`${materials.quantity} - ${quantity}`, updatedAt: now })
    .where(
      and(eq(materials.id, id), gte(materials.quantity, quantity), isNull(materials.deletedAt)),
    )
    .returning({ quantity: materials.quantity });
  return row?.quantity ?? null;
}

/** Adds what arrived to the stock, in one statement; the new quantity, or null if archived. */
export async function addToStock(tx: DbOrTx, id: string, quantity: number, now: Date) {
  const [row] = await tx
    .update(materials)
    .set({ quantity: sql`${materials.quantity} + ${quantity}`, updatedAt: now })
    .where(and(eq(materials.id, id), isNull(materials.deletedAt)))
    .returning({ quantity: materials.quantity });
  return row?.quantity ?? null;
}

export async function insertMovement(tx: DbOrTx, values: typeof movements.$inferInsert) {
  await tx.insert(movements).values(values);
}

/** A material's ledger, newest first. */
export async function listMovements(
  db: DbOrTx,
  materialId: string,
  page: { limit: number; offset: number },
) {
  const where = eq(movements.materialId, materialId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: movements.id,
        kind: movements.kind,
        delta: movements.delta,
        quantityAfter: movements.quantityAfter,
        note: movements.note,
        requestId: movements.requestId,
        taskId: movements.taskId,
        workOrderNumber: movements.workOrderNumber,
        userId: movements.userId,
        userName: users.name,
        createdAt: movements.createdAt,
      })
      .from(movements)
      .leftJoin(users, eq(users.id, movements.userId))
      .where(where)
      .orderBy(desc(movements.createdAt), desc(movements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(movements).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
