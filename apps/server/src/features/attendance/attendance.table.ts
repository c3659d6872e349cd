import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sites } from '../sites/sites.table';
import { users } from '../users/users.table';

/**
 * One punch-in at a site and, once the day ends there, its punch-out (requirements/attendance.md#records). The server
 * measured where each punch was made; the position is kept with its accuracy and distance.
 * A person's records are their history: a user or site holding any cannot be deleted.
 */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    /** The server's local calendar date of the check-in. */
    date: date('date').notNull(),
    checkInAt: timestamp('check_in_at', { withTimezone: true }).notNull(),
    checkOutAt: timestamp('check_out_at', { withTimezone: true }),
    status: text('status').notNull().default('Present'),
    remarks: text('remarks'),
    /** Who added or corrected this record for its person, and why (docs/attendance.md). */
    correctedBy: uuid('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    correctionReason: text('correction_reason'),
    checkInLatitude: doublePrecision('check_in_latitude'),
    checkInLongitude: doublePrecision('check_in_longitude'),
    checkInAccuracy: doublePrecision('check_in_accuracy'),
    checkInDistance: doublePrecision('check_in_distance'),
    checkOutLatitude: doublePrecision('check_out_latitude'),
    checkOutLongitude: doublePrecision('check_out_longitude'),
    checkOutAccuracy: doublePrecision('check_out_accuracy'),
    checkOutDistance: doublePrecision('check_out_distance'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open record per user, site and day: a second punch-in at once loses here (requirements/attendance.md#states).
    uniqueIndex('attendance_records_open_idx')
      .on(table.userId, table.siteId, table.date)
      .where(sql`${table.checkOutAt} is null`),
    index('attendance_records_user_date_idx').on(table.userId, table.date),
    index('attendance_records_date_idx').on(table.date, table.checkInAt, table.id),
    index('attendance_records_site_date_idx').on(table.siteId, table.date),
    check(
      'attendance_records_status_check',
      sql`${table.status} in ('Present', 'Absent', 'Late', 'Leave', 'Holiday')`,
    ),
    check(
      'attendance_records_out_after_in_check',
      sql`${table.checkOutAt} is null or ${table.checkOutAt} >= ${table.checkInAt}`,
    ),
  ],
);

/** A leave request (requirements/attendance.md#records) and, once decided, who decided and when. */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leaveType: text('leave_type').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('Pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why it was rejected, shown to the requester. */
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leave_requests_user_idx').on(table.userId, table.startDate),
    index('leave_requests_status_idx').on(table.status, table.createdAt),
    index('leave_requests_decided_idx').on(table.decidedAt),
    check(
      'leave_requests_status_check',
      sql`${table.status} in ('Pending', 'Approved', 'Rejected')`,
    ),
    check(
      'leave_requests_type_check',
      sql`${table.leaveType} in ('Casual', 'Sick', 'Annual', 'Emergency')`,
    ),
    check('leave_requests_dates_check', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

/** A holiday (requirements/attendance.md#records): global (no site) or one site's. */
export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    date: date('date').notNull(),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One holiday per date and site, and one global one per date.
    uniqueIndex('holidays_date_site_idx').on(
      table.date,
      sql`coalesce(${table.siteId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
  ],
);

/** A shift (requirements/attendance.md#records): for a site, a user, both, or (neither) everyone. */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Weekdays off (0 Sunday to 6 Saturday): not absences (docs/attendance.md). */
    daysOff: integer('days_off').array().notNull().default(sql`'{0}'::integer[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shifts_user_idx').on(table.userId), index('shifts_site_idx').on(table.siteId)],
);

export type AttendanceRecordRow = typeof attendanceRecords.$inferSelect;
export type LeaveRequestRow = typeof leaveRequests.$inferSelect;
export type HolidayRow = typeof holidays.$inferSelect;
export type ShiftRow = typeof shifts.$inferSelect;
