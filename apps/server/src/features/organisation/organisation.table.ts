import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The organisation's settings: one row (its key is always true), written when an administrator
 * first changes one; until then every setting has its default.
 */
export const organisationSettings = pgTable(
  'organisation_settings',
  {
    id: boolean('id').primaryKey().default(true),
    defaultLanguage: text('default_language').notNull().default('en'),
    /** The currency of hourly rates, unit costs and a work order's cost (ISO 4217). */
    currency: text('currency').notNull().default('USD'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('organisation_settings_single_row', sql`${table.id}`)],
);
