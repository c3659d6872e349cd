import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * The first answer to each keyed change (Idempotency-Key), per user, so a change a device sends
 * again is applied once, on every instance sharing the database. A row without a status is a
 * change still being applied, or one whose answer was never stored; `applied` tells which of
 * those committed (docs/decisions.md, "Offline changes (issue 21)"). The request is kept as its
 * method, path and the SHA-256 of its body, never the body itself.
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
    /**
     * The answer's JSON text, replayed as it was sent; null when it was too large to keep (the
     * replay then says the change was applied and to read the record again).
     */
    responseBody: text('response_body'),
    /**
     * Set by the change's own transaction as its first statement, so true exactly when the
     * change committed; on PostgreSQL that update also locks the row until the transaction ends.
     */
    applied: boolean('applied').notNull().default(false),
    /**
     * The request holding the key: a token of its own, which its transaction and its answer must
     * still find, so a request the key was taken from can no longer commit. Null on rows from
     * before it existed (migration 0024), whose outcome cannot be told.
     */
    claim: uuid('claim'),
    /** The server process that took the key: one of an earlier process is dead on PGlite. */
    claimedBy: text('claimed_by'),
    /** When the key was taken (or taken over): how long its request may still be running. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    // A user's newest keys: the cap on how many are kept.
    index('idempotency_keys_user_created_idx').on(table.userId, table.createdAt),
    // The sweep of expired keys.
    index('idempotency_keys_expires_idx').on(table.expiresAt),
  ],
);
