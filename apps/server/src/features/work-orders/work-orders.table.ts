import type { WorkOrderOrigin } from '@cmms/shared/work-orders';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sequentialDisplay, sequentialNumber } from '../../db/numbering';
import { searchTextColumn } from '../../db/search-text';
import { assets } from '../assets/assets.table';
import { sites } from '../sites/sites.table';
import { users } from '../users/users.table';

/**
 * Work orders (requirements/work-orders.md#records Task). Overdue is not a column: it is computed from due_date when read,
 * so it is never stale. The number is sequential (db/numbering.ts).
 */
const workOrderNumberColumns = sequentialNumber('WO', 'work_order_number');

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: workOrderNumberColumns.number,
    workOrderNumber: workOrderNumberColumns.display,
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('pending'),
    priority: text('priority').notNull().default('medium'),
    taskType: text('task_type').notNull().default('repair'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    // A user with work orders cannot be deleted (409), so the history keeps its people.
    assignedTo: uuid('assigned_to')
      .notNull()
      .references(() => users.id),
    // A deleted asset leaves its closed work orders behind (open ones block the delete).
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // When the assignee was last given it: escalation's "not started within N minutes" counts
    // from here (features/escalation).
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Where the work order came from when not from the form (a failed checklist item), as it was.
    origin: jsonb('origin').$type<WorkOrderOrigin>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Title, description and number, as a search reads them (db/search-text.ts).
    searchText: searchTextColumn(
      sql`title || ' ' || description || ' ' || ${sequentialDisplay('WO')}`,
    ),
  },
  (table) => [
    // The list is newest first by number (unique, so paging and keyset export are exact): one
    // index per way a caller is scoped (all: the unique index; sites; assignee).
    index('tasks_site_number_idx').on(table.siteId, table.number),
    index('tasks_assignee_number_idx').on(table.assignedTo, table.number),
    // Counting by status and due date (filters, dashboards) reads only these indexes.
    index('tasks_site_status_due_idx').on(table.siteId, table.status, table.dueDate),
    // A field role's counts also filter by their sites: with site_id here they read the index only.
    index('tasks_assignee_site_status_due_idx').on(
      table.assignedTo,
      table.siteId,
      table.status,
      table.dueDate,
    ),
    // A field role's weekly chart counts their own work created and completed each week (everyone
    // else's comes from task_weeks); site_id is here so the count reads the index only.
    index('tasks_assignee_created_at_idx').on(table.assignedTo, table.createdAt, table.siteId),
    index('tasks_assignee_completed_at_idx')
      .on(table.assignedTo, table.completedAt, table.siteId)
      .where(sql`${table.completedAt} is not null`),
    index('tasks_asset_idx').on(table.assetId),
    index('tasks_created_by_idx').on(table.createdBy),
    // Search within the caller's sites, both in one GIN index (btree_gin), as for assets.
    index('tasks_site_search_idx').using(
      'gin',
      table.siteId,
      sql`${table.searchText} gin_trgm_ops`,
    ),
    check(
      'tasks_status_check',
      sql`${table.status} in ('pending', 'in_progress', 'completed', 'on_hold', 'cancelled')`,
    ),
    check('tasks_priority_check', sql`${table.priority} in ('low', 'medium', 'high')`),
    check(
      'tasks_type_check',
      sql`${table.taskType} in ('repair', 'inspection', 'maintenance', 'installation', 'other')`,
    ),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;

/**
 * Every status a work order has had, with when and by whom (issue 36, docs/reports.md): what the
 * reports count cancellations, reopenings and time in each status from. Written by the work
 * order service in the change's transaction, from creation (no `from`) on; work orders from
 * before it (migration 0039) have a row for the status they had then, at their last change.
 */
export const taskStatusChanges = pgTable(
  'task_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('task_status_changes_task_idx').on(table.taskId, table.changedAt),
    // A period's cancellations and reopenings, read by the status they reached.
    index('task_status_changes_to_idx').on(table.toStatus, table.changedAt),
  ],
);

/**
 * The comments on a work order (docs/work-order-record.md). The author's name is copied, as the
 * activity log does, so the thread stays readable after a user is deleted. A completion note is a
 * comment written with the Complete.
 */
export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    kind: text('kind').notNull().default('comment'),
    // The activity log's clock (clock_timestamp), so a timeline merges the two in order.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('task_comments_task_idx').on(table.taskId, table.createdAt),
    check('task_comments_kind_check', sql`${table.kind} in ('comment', 'completion')`),
  ],
);

/**
 * How many work orders each (site, status, due date) holds, kept exact by triggers on tasks in
 * the same transaction as the change (migration 0005). Counting a list or a dashboard sums a few
 * hundred of these rows instead of reading every matching work order.
 */
export const taskCounts = pgTable(
  'task_counts',
  {
    siteId: uuid('site_id').notNull(),
    status: text('status').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.status, table.dueDate] })],
);

/**
 * How many work orders each site created and completed in each week (Monday, UTC), kept exact by
 * triggers on tasks in the same transaction as the change (migration 0011). The dashboard's
 * weekly chart reads a few rows per site instead of counting each week's work orders.
 */
export const taskWeeks = pgTable(
  'task_weeks',
  {
    siteId: uuid('site_id').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    created: integer('created').notNull().default(0),
    completed: integer('completed').notNull().default(0),
  },
  // Week first: the chart reads a range of weeks, of every site or a few.
  (table) => [primaryKey({ columns: [table.week, table.siteId] })],
);
