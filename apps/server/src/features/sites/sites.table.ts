import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Site fields of doc 001 §3. Displayed IDs (ST-0001) are list positions, so no number column. */
export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: text('status').notNull().default('Active'),
    location: text('location'),
    address: text('address'),
    siteManager: text('site_manager'),
    clientPoc: text('client_poc'),
    imageUrl: text('image_url'),
    mapLocation: text('map_location'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sites_name_idx').on(sql`lower(${table.name})`)],
);

export type SiteRow = typeof sites.$inferSelect;
