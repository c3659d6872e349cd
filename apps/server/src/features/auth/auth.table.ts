import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * A password recovery: a 6-digit code (hashed) mailed to the user, then, once the code is
 * verified, a single-use reset token (hashed). Both expire after 15 minutes.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    codeVerifiedAt: timestamp('code_verified_at', { withTimezone: true }),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** Set when the password was reset, or when a newer code replaced this one. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('password_resets_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('password_resets_token_idx').on(table.tokenHash),
  ],
);

/**
 * Failed-attempt counters (sign-in per account and per address, PIN, recovery). In the database,
 * not in memory, so every instance on one PostgreSQL sees the same counts and lockouts.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * The addresses each account signed in from, and when last. At a known address the owner's right
 * credentials are accepted whatever others have tried against the account elsewhere.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.address] })],
);
