import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sites } from '../sites/sites.table';

/** User fields of requirements/users-and-roles.md#records and requirements/users-and-roles.md#records. Emails are unique regardless of case. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    // Null for accounts created through Google sign-up until a password is set.
    passwordHash: text('password_hash'),
    pinHash: text('pin_hash'),
    role: text('role').notNull().default('technician'),
    approved: boolean('approved').notNull().default(false),
    status: text('status').notNull().default('Active'),
    picture: text('picture'),
    googleId: text('google_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('users_google_id_idx').on(table.googleId),
    index('users_role_idx').on(table.role),
    check('users_status_check', sql`${table.status} in ('Active', 'Inactive')`),
    check('users_role_lower_check', sql`${table.role} = lower(${table.role})`),
  ],
);

/** Site assignments. A site with assigned users cannot be deleted (restrict). */
export const userSites = pgTable(
  'user_sites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.siteId] }),
    index('user_sites_site_idx').on(table.siteId),
  ],
);

export type UserRow = typeof users.$inferSelect;
