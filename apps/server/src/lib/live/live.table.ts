import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What changed, for the live streams (issue 34, docs/live.md): one row per change, written in the
 * change's transaction, so an event exists exactly when its change was committed. The streams
 * are told of each as it commits (NOTIFY); the rows are what a reconnecting stream catches up
 * from, kept for minutes (LIVE_EVENTS_KEPT_MINUTES), then swept.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    /** The stream's event id: increasing, so a client's Last-Event-ID says where it was. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What kind of thing changed: an activity family (task, checklist, leave, ...) or notification. */
    topic: text('topic').notNull(),
    /** What the change was (task_updated, ...). */
    action: text('action').notNull(),
    /** Whose site it is at; null: no site (administrators only, unless it is for one user). */
    siteId: uuid('site_id'),
    /** The one person it is for (a notification, someone's own record); null: the site's. */
    userId: uuid('user_id'),
    /** The record that changed (a work order's id, ...), when there is one. */
    subjectId: uuid('subject_id'),
    /** A few more ids the receivers are chosen by (a person's checklist, the work order's old assignee). */
    data: jsonb('data').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('live_events_created_idx').on(table.createdAt)],
);

export type LiveEventRow = typeof liveEvents.$inferSelect;
