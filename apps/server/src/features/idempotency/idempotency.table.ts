import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * The first answer to each keyed change (Idempotency-Key), per user, so a change a device sends
 * again is applied once, on every instance sharing the database. A row without a status is a
 * change still being applied, or one whose answer was never stored (docs/decisions.md, "Offline
 * changes (issue 21)"). The request is kept as its method, path and the SHA-256 of its body,
 * never the body itself.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** Hex SHA-256 of the request body as sent. */
    bodyHash: text('body_hash').notNull(),
    /** Null while the change is being applied. */
    responseStatus: integer('response_status'),
    /** The answer's JSON text, replayed as it was sent. */
    responseBody: text('response_body'),
    /** When the first request began: how old a row without an answer is. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // The key leads with the user: a user's expired rows are one range of it (the clean-up).
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
