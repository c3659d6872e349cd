import type { Permission } from '@cmms/shared/permissions';
import { type SQL, sql } from 'drizzle-orm';
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
import { roles } from '../roles/roles.table';
import { sites } from '../sites/sites.table';

/** User fields of requirements/accounts.md#records and requirements/users-and-roles.md#records. Emails are unique regardless of case. */
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
    /** The language the user chose in Settings (docs/languages.md); null follows their browser. */
    language: text('language'),
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

/**
 * An account that may be used: approved and not deactivated, the SQL twin of accountRefusal
 * (@cmms/shared/accounts) that sign-in and every request apply. The one test of the lists of
 * people offered work, told of a decision to take, or counted as active.
 */
export const activeUser: SQL<boolean> = sql<boolean>`(${users.approved} and ${users.status} = 'Active')`;

/**
 * Whether the user's role grants every one of `permissions`, as the session reads it
 * (grantedPermissions): an active role that lists them or all_permissions. The administrators'
 * roles always do: they cannot be switched off or narrowed (PROTECTED_ROLES).
 */
export const roleGrants = (...permissions: Permission[]): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${roles} where ${roles.name} = ${users.role} and ${roles.isActive}
    and (${roles.permissions} @> '["all_permissions"]'::jsonb
      or ${roles.permissions} @> ${JSON.stringify(permissions)}::jsonb))`;
