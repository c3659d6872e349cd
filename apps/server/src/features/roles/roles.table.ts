import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Roles and their permissions. The nine default roles are seeded at start and cannot be renamed
 * or deleted; custom roles are created in Role Management. An inactive role grants nothing.
 */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The key users.role holds: compared in lower case (requirements/product.md#roles). */
    name: text('name').notNull(),
    /** The name as its author wrote it ('Auditor QA'); null for the default roles. */
    label: text('label'),
    description: text('description').notNull().default(''),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('roles_name_idx').on(table.name),
    check('roles_name_lower_check', sql`${table.name} = lower(${table.name})`),
  ],
);

export type RoleRow = typeof roles.$inferSelect;
