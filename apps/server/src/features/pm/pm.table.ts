import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assets } from '../assets/assets.table';
import { users } from '../users/users.table';
import { tasks } from '../work-orders/work-orders.table';

/**
 * A preventive maintenance schedule (requirements/pm.md#records) on an asset. `date` is the next due date; the
 * recurrence counts from `anchor_date` (the date last set by hand), so monthly steps from the 31st
 * come back to the 31st. `open_task_id` is the work order generated for the current due date and
 * not yet closed: while it is set, nothing more is generated, so a PM never piles up duplicates.
 */
export const pmSchedules = pgTable(
  'pm_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priority: text('priority').notNull(),
    recurrence: text('recurrence').notNull(),
    // A PM is the asset's plan: it goes with the asset (whose open work blocks its deletion).
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    date: date('date'),
    anchorDate: date('anchor_date'),
    status: text('status').notNull().default('Scheduled'),
    openTaskId: uuid('open_task_id').references(() => tasks.id, { onDelete: 'set null' }),
    generationError: text('generation_error'),
    lastGeneratedAt: timestamp('last_generated_at', { withTimezone: true }),
    lastCompletedAt: timestamp('last_completed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pm_schedules_asset_idx').on(table.assetId),
    index('pm_schedules_open_task_idx').on(table.openTaskId),
    index('pm_schedules_assignee_idx').on(table.assigneeId),
    // What the scheduler claims: due, not finished, nothing open.
    index('pm_schedules_due_idx')
      .on(table.date)
      .where(sql`${table.status} <> 'Completed' and ${table.openTaskId} is null`),
    check(
      'pm_schedules_status_check',
      sql`${table.status} in ('Scheduled', 'In Progress', 'Completed')`,
    ),
    check(
      'pm_schedules_priority_check',
      sql`${table.priority} in ('Low', 'Medium', 'High', 'Urgent')`,
    ),
  ],
);

export type PmRow = typeof pmSchedules.$inferSelect;
