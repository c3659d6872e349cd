import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sequentialDisplay, sequentialNumber } from '../../db/numbering';
import { searchTextColumn } from '../../db/search-text';
import { randomToken, sites } from '../sites/sites.table';
import { users } from '../users/users.table';

/** Asset fields of requirements/assets.md#records; the number is sequential (db/numbering.ts). */
const assetNumberColumns = sequentialNumber('AST', 'asset_number');

export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: assetNumberColumns.number,
    assetNumber: assetNumberColumns.display,
    name: text('name').notNull(),
    type: text('type'),
    description: text('description'),
    location: text('location'),
    // Form values and the legacy values of requirements/assets.md#states, kept as written.
    status: text('status').notNull().default('Active'),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The secret of the asset's label link to the request portal (issue 35). */
    portalToken: text('portal_token').notNull().unique().default(randomToken),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Name, number, type and location, as a search reads them (db/search-text.ts).
    searchText: searchTextColumn(
      sql`name || ' ' || ${sequentialDisplay('AST')} || ' ' || coalesce(type, '') || ' ' || coalesce(location, '')`,
    ),
  },
  (table) => [
    // Lists are newest first by number (unique, so paging and keyset export are exact).
    index('assets_site_number_idx').on(table.siteId, table.number),
    index('assets_site_status_idx').on(table.siteId, table.status),
    index('assets_assigned_idx').on(table.assignedTo),
    // Search matches the search text anywhere (LIKE '%…%'), within the caller's sites:
    // btree_gin lets one GIN index hold both, so PostgreSQL intersects them in the index.
    index('assets_site_search_idx').using(
      'gin',
      table.siteId,
      sql`${table.searchText} gin_trgm_ops`,
    ),
  ],
);

export type AssetRow = typeof assets.$inferSelect;

/**
 * Every change of an asset's status, with its time (issue 33): the asset's downtime is read from
 * these (docs/work-order-record.md, "The asset's history"). Written in the change's transaction.
 */
export const assetStatusChanges = pgTable(
  'asset_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    // Null for the first known status of an asset older than this table (migration 0032).
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('asset_status_changes_asset_idx').on(table.assetId, table.changedAt)],
);

/**
 * How many assets each (site, status) holds, kept exact by triggers on assets in the same
 * transaction as the change (migration 0008): the dashboard sums these rows.
 */
export const assetCounts = pgTable(
  'asset_counts',
  {
    siteId: uuid('site_id').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.status] })],
);
