import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
