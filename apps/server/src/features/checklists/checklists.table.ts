import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sites } from '../sites/sites.table';
import { users } from '../users/users.table';
import { tasks } from '../work-orders/work-orders.table';

/**
 * Checklist categories (requirements/checklists.md#records): the five built-in keys (seeded by the migration) and the
 * custom ones managers add. The spec's client kept custom ones in the browser; here they are
 * shared by everyone (requirements/api.md#server-rules).
 */
export const checklistCategories = pgTable(
  'checklist_categories',
  {
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    builtIn: boolean('built_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'checklist_categories_color_check',
      sql`${table.color} in ('blue', 'green', 'yellow', 'red', 'purple', 'pink', 'indigo', 'gray')`,
    ),
  ],
);

/** A checklist definition (requirements/checklists.md#records), for one site: its progress is that site's work. */
export const checklists = pgTable(
  'checklists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category')
      .notNull()
      .references(() => checklistCategories.key, { onUpdate: 'cascade' }),
    description: text('description').notNull().default(''),
    /** Null: kept for all sites (an administrator's, issue 29). */
    siteId: uuid('site_id').references(() => sites.id),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('checklists_site_idx').on(table.siteId, table.name),
    index('checklists_category_idx').on(table.category),
    index('checklists_created_by_idx').on(table.createdBy),
  ],
);

/** A checklist's items, in order. An edit keeps an item's id, and with it its progress. */
export const checklistItems = pgTable(
  'checklist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isRequired: boolean('is_required').notNull().default(false),
    /** What it records each day (issue 33): tick (every item made before), pass_fail, reading, note. */
    kind: text('kind').notNull().default('tick'),
    /** A reading's unit and accepted range ('' and nulls for the other kinds). */
    unit: text('unit').notNull().default(''),
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
    /** A Fail or a reading out of range: offer a work order, or raise one always. */
    raiseWorkOrder: text('raise_work_order').notNull().default('offer'),
  },
  (table) => [
    // The target of the cells' (checklist_id, item_id) key, and the items of a checklist in order.
    unique('checklist_items_checklist_id_id_key').on(table.checklistId, table.id),
    index('checklist_items_checklist_position_idx').on(table.checklistId, table.position),
    check(
      'checklist_items_kind_check',
      sql`${table.kind} in ('tick', 'pass_fail', 'reading', 'note')`,
    ),
    check(
      'checklist_items_raise_work_order_check',
      sql`${table.raiseWorkOrder} in ('offer', 'always')`,
    ),
    check(
      'checklist_items_range_check',
      sql`${table.minValue} is null or ${table.maxValue} is null or ${table.minValue} <= ${table.maxValue}`,
    ),
  ],
);

/**
 * Who a checklist is assigned to. Unassigning sets removed_at instead of deleting the row, so a
 * person's ticks stay readable after they leave the checklist; assigning again clears it.
 */
export const checklistAssignments = pgTable(
  'checklist_assignments',
  {
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.checklistId, table.userId] }),
    index('checklist_assignments_user_idx').on(table.userId, table.checklistId),
    index('checklist_assignments_assigned_by_idx').on(table.assignedBy),
  ],
);

/**
 * One item on one day for one person (requirements/checklists.md#records, #states). A cell never touched has no row: it is
 * initial. The key starts with checklist, person and day, so a month's grid is one range of the
 * primary key however many years of progress are kept.
 *
 * The people columns (completed_by, finalised_by, reopened_by) hold ids without a foreign key:
 * a key to users would make deleting anyone scan every cell for their id. A person's own cells
 * go with their assignment (cascade through checklist_assignments); someone else's mark on a
 * cell outlives them and reads as a former user.
 */
export const checklistCells = pgTable(
  'checklist_cells',
  {
    checklistId: uuid('checklist_id').notNull(),
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    itemId: uuid('item_id').notNull(),
    state: text('state').notNull(),
    locked: boolean('locked').notNull().default(false),
    completedBy: uuid('completed_by'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    finalisedBy: uuid('finalised_by'),
    finalisedAt: timestamp('finalised_at', { withTimezone: true }),
    reopenedDate: date('reopened_date', { mode: 'string' }),
    reopenedBy: uuid('reopened_by'),
    // The work order a failed item raised (a deleted work order leaves the cell behind).
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    // The value of an item that records one (issue 33), on a completed cell: one at most.
    result: text('result'),
    reading: doublePrecision('reading'),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.checklistId, table.userId, table.day, table.itemId] }),
    foreignKey({
      name: 'checklist_cells_assignment_fk',
      columns: [table.checklistId, table.userId],
      foreignColumns: [checklistAssignments.checklistId, checklistAssignments.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'checklist_cells_item_fk',
      columns: [table.checklistId, table.itemId],
      foreignColumns: [checklistItems.checklistId, checklistItems.id],
    }).onDelete('cascade'),
    // Deleting a work order sets its cells' task_id to null: only the few linked cells are indexed.
    index('checklist_cells_task_idx').on(table.taskId).where(sql`${table.taskId} is not null`),
    check(
      'checklist_cells_state_check',
      sql`${table.state} in ('initial', 'in-progress', 'completed')`,
    ),
    check('checklist_cells_locked_check', sql`not ${table.locked} or ${table.state} = 'completed'`),
    check('checklist_cells_result_check', sql`${table.result} in ('pass', 'fail', 'na')`),
    check(
      'checklist_cells_value_check',
      sql`num_nonnulls(${table.result}, ${table.reading}, ${table.note}) = 0 or (${table.state} = 'completed' and num_nonnulls(${table.result}, ${table.reading}, ${table.note}) = 1)`,
    ),
    check('checklist_cells_note_check', sql`char_length(${table.note}) <= 1000`),
  ],
);

export type ChecklistRow = typeof checklists.$inferSelect;
export type ChecklistItemRow = typeof checklistItems.$inferSelect;
export type CategoryRow = typeof checklistCategories.$inferSelect;
