import type { Message } from '@cmms/shared/i18n/message';
import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from '../sites/sites.table';
import { users } from '../users/users.table';

/**
 * The activity log: one row per change, written by the server in the change's own transaction.
 * The actor's name and role are copied so the log stays readable after a user is deleted.
 */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    userRole: text('user_role'),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    description: text('description').notNull(),
    /**
     * The description as a catalogue message, rendered in each reader's language; `description`
     * keeps its English for search and for entries written before there was one (migration
     * 0029), and a client's report, which is its own words, has none.
     */
    message: jsonb('message').$type<Message>(),
    type: text('type').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Insertion order: breaks ties between entries written at the same instant.
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('activity_logs_created_at_idx').on(table.createdAt),
    index('activity_logs_type_created_at_idx').on(table.type, table.createdAt),
    index('activity_logs_user_created_at_idx').on(table.userId, table.createdAt),
    index('activity_logs_site_created_at_idx').on(table.siteId, table.createdAt),
    // A work order's timeline reads its entries (docs/work-order-record.md).
    index('activity_logs_task_idx')
      .on(sql`(${table.metadata}->>'taskId')`, table.seq)
      .where(sql`${table.metadata}->>'taskId' is not null`),
  ],
);
