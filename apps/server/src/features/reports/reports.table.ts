import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * What the reports' period figures read (docs/reports.md, "The rollup"): per site, local day (and
 * local month) and one breakdown (`dimension` 'all', 'assignee', 'asset_type', 'priority' or 'task_type', with its
 * `value`), how many work orders were opened, completed (on time), cancelled and reopened, the
 * sum of their completion times and a histogram of them. Kept exact by triggers in the change's
 * transaction (migration 0040), so a report reads sites × days × values rows, however many work
 * orders they count.
 */
export const taskDayCounts = pgTable(
  'task_day_counts',
  {
    dimension: text('dimension').notNull(),
    /** 'day': `day` is that day; 'month': the month `day` is the first of (migration 0042). */
    grain: text('grain').notNull().default('day'),
    day: date('day', { mode: 'string' }).notNull(),
    siteId: uuid('site_id').notNull(),
    value: text('value').notNull().default(''),
    opened: integer('opened').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    completedOnTime: integer('completed_on_time').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    reopened: integer('reopened').notNull().default(0),
    completionSeconds: bigint('completion_seconds', { mode: 'number' }).notNull().default(0),
    /** PM work orders due that day (migration 0043), and those completed within their window. */
    pmDue: integer('pm_due').notNull().default(0),
    pmDoneInWindow: integer('pm_done_in_window').notNull().default(0),
    /** Completions per bucket of COMPLETION_BUCKET_EDGES (packages/shared/src/reports.ts). */
    completionHistogram: integer('completion_histogram')
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0,0,0,0,0,0,0,0}'`),
  },
  // A report reads one breakdown over a range of months and days, of every site or a few.
  (table) => [
    primaryKey({ columns: [table.dimension, table.grain, table.day, table.siteId, table.value] }),
    check('task_day_counts_grain_check', sql`${table.grain} in ('day', 'month')`),
    check(
      'task_day_counts_dimension_check',
      sql`${table.dimension} in ('all', 'assignee', 'asset_type', 'priority', 'task_type')`,
    ),
  ],
);

/**
 * The zone of the server, written at start-up (recordServerZone): a site that names no zone
 * counts its days in it, and a trigger cannot ask Node for it. One row.
 */
export const reportSettings = pgTable(
  'report_settings',
  {
    id: boolean('id').primaryKey().default(true),
    serverZone: text('server_zone').notNull().default('UTC'),
  },
  (table) => [check('report_settings_single_row', sql`${table.id}`)],
);

/**
 * Who turned the weekly summary mail off (Settings): no row is the default, on for those who
 * receive it (weeklySummaryRules).
 */
export const weeklySummaryPreferences = pgTable('weekly_summary_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The weekly summaries claimed, one per recipient and week (its Monday, on the recipient's
 * calendar): the claim is made in the transaction that queues the mail, so instances passing
 * at the same moment send it once.
 */
export const weeklySummariesSent = pgTable(
  'weekly_summaries_sent',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart] })],
);
