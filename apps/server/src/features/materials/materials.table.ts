import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sites } from '../sites/sites.table';
import { users } from '../users/users.table';
import { tasks } from '../work-orders/work-orders.table';

/**
 * A material of the inventory (requirements/materials.md#records), for one site or (no site) for all. `quantity` is the
 * stock, kept equal to the sum of the material's movements, in the same transaction as each one;
 * the check holds it at zero or above whatever two requests do at once. A deleted material is
 * archived (`deleted_at`), so its requests and ledger keep their history.
 */
export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    unit: text('unit').notNull().default('pieces'),
    quantity: integer('quantity').notNull().default(0),
    reorderLevel: integer('reorder_level').notNull().default(10),
    /** What one unit costs, in cents of the organisation's currency; null when unknown. */
    unitCostCents: integer('unit_cost_cents'),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'restrict' }),
    /** Set when the managers were told it fell to its reorder level; cleared when it rises. */
    lowStockNotified: boolean('low_stock_notified').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('materials_site_name_idx').on(table.siteId, table.name),
    index('materials_name_idx').on(sql`lower(${table.name})`),
    // The lists' order: a first page walks names until it has enough of the caller's sites.
    index('materials_list_order_idx')
      .on(table.name, table.id)
      .where(sql`${table.deletedAt} is null`),
    check('materials_quantity_check', sql`${table.quantity} >= 0`),
    check('materials_reorder_check', sql`${table.reorderLevel} >= 0`),
    check('materials_unit_cost_check', sql`${table.unitCostCents} >= 0`),
  ],
);

/** A request for a material (requirements/materials.md#records): Pending, then Approved and Issued, or Rejected. */
export const materialRequests = pgTable(
  'material_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('Pending'),
    /**
     * The site the request belongs to: its material's, or for a material of all sites the
     * requester's first site (null for an administrator without one). Its managers decide it.
     */
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    /**
     * The work order the parts are for (issue 33), optional. Issuing the request puts them on
     * it; the number is copied so the request still names it once the work order is deleted.
     */
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    workOrderNumber: text('work_order_number'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('material_requests_status_idx').on(table.status, table.createdAt),
    index('material_requests_site_idx').on(table.siteId, table.status, table.createdAt),
    index('material_requests_site_created_idx').on(table.siteId, table.createdAt),
    index('material_requests_user_idx').on(table.userId, table.createdAt),
    index('material_requests_material_idx').on(table.materialId, table.status),
    index('material_requests_task_idx').on(table.taskId).where(sql`${table.taskId} is not null`),
    check(
      'material_requests_status_check',
      sql`${table.status} in ('Pending', 'Approved', 'Rejected', 'Issued')`,
    ),
    check('material_requests_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/**
 * How many requests each site (the nil uuid for none) holds in each status, kept exact by
 * triggers on material_requests in the same transaction as the change (migration 0019), as
 * task_counts does for work orders. The management screen's totals and its Requests (N) tab sum
 * a few of these rows instead of counting a site's requests, which grow with every day of use.
 */
export const materialRequestCounts = pgTable(
  'material_request_counts',
  {
    siteKey: uuid('site_key').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.siteKey, table.status] })],
);

/** The stock ledger: every change of a material's quantity, who made it, when and why. */
export const materialMovements = pgTable(
  'material_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    note: text('note').notNull().default(''),
    requestId: uuid('request_id').references(() => materialRequests.id, { onDelete: 'set null' }),
    /**
     * The work order a part was issued to or returned from (issue 33); its number is copied so
     * the ledger still names it once the work order is deleted.
     */
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    workOrderNumber: text('work_order_number'),
    /** The unit cost when the part went to the work order, so a new price keeps old costs. */
    unitCostCents: integer('unit_cost_cents'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('material_movements_material_idx').on(table.materialId, table.createdAt),
    index('material_movements_task_idx').on(table.taskId).where(sql`${table.taskId} is not null`),
    check(
      'material_movements_kind_check',
      sql`${table.kind} in ('initial', 'adjustment', 'issue', 'return')`,
    ),
  ],
);

export type MaterialRow = typeof materials.$inferSelect;
export type MaterialRequestRow = typeof materialRequests.$inferSelect;
