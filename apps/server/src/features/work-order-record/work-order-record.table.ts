import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';
import { tasks } from '../work-orders/work-orders.table';

/**
 * Time spent on a work order: a timer's run (ended_at null while it runs) or an entry made by
 * hand. One person's entries never overlap (the service checks under a lock on the person), and
 * a person runs one timer at a time (the unique index). The rate is the person's hourly rate when
 * the time was logged, so a new rate does not rewrite the cost of work already done.
 */
export const taskTimeEntries = pgTable(
  'task_time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    source: text('source').notNull(),
    note: text('note').notNull().default(''),
    rateCents: integer('rate_cents'),
    correctedBy: uuid('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    correctedByName: text('corrected_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('task_time_entries_task_idx').on(table.taskId, table.startedAt),
    index('task_time_entries_user_idx').on(table.userId, table.startedAt),
    uniqueIndex('task_time_entries_one_timer_idx')
      .on(table.userId)
      .where(sql`${table.endedAt} is null`),
    check('task_time_entries_source_check', sql`${table.source} in ('timer', 'manual')`),
    check(
      'task_time_entries_span_check',
      sql`${table.endedAt} is null or (${table.endedAt} > ${table.startedAt} and ${table.endedAt} <= ${table.startedAt} + interval '24 hours')`,
    ),
  ],
);

/** Each person's hourly rate, in cents of the organisation's currency; set by administrators. */
export const hourlyRates = pgTable('hourly_rates', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rateCents: integer('rate_cents').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
