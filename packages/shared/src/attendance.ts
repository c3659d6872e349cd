import { z } from 'zod';
import {
  addYears,
  calendarDateSchema,
  calendarMonthSchema,
  DATE_BOUNDS,
  type DateBounds,
  daysBetweenInclusive,
  outOfBounds,
} from './dates';
import type { Formats } from './i18n/format';
import { type Message, type MessageKey, msg } from './i18n/message';
import type { Translator } from './i18n/translator';
import { pageQuerySchema } from './lists';
import { hasPermission } from './permissions';
import { parseMapLocation } from './sites';
import { lastOccurrenceOf, minutesFrom } from './zones';

/**
 * Attendance, leave, holidays and shifts (requirements/attendance.md#screens, #records to #limits). The spec's client measured
 * the distance itself and kept punch-out in the browser; here the server decides and records
 * every punch (requirements/api.md#server-rules), and these are its contracts.
 */

// ---------------------------------------------------------------------------------------------
// Constants (requirements/attendance.md#limits)

/** Punch radius in metres (requirements/attendance.md#validation, #limits). */
export const PUNCH_RADIUS_METERS = 50;
/**
 * Ours (issue 29, docs/attendance.md "Punching"): the coarsest position a punch at a site with
 * coordinates is judged on, as the accuracy the device reports (metres, 68% confidence). GPS
 * outdoors gives 3-10 m and Wi-Fi positioning indoors 10-65 m, so this lets a phone in a building
 * punch; a position from cell towers or the network address (hundreds of metres to kilometres)
 * cannot tell 50 m from 500 and is refused until the device has a better fix.
 */
export const PUNCH_MAX_ACCURACY_METERS = 100;
/** Earth radius of the distance formula (requirements/attendance.md#limits). */
const EARTH_RADIUS_METERS = 6_371_000;
/** The browser's position: at most this old, and given up on after this long (requirements/attendance.md#limits). */
export const LOCATION_MAX_AGE_MS = 60_000;
export const LOCATION_TIMEOUT_MS = 10_000;
/** Ours (docs/attendance.md): a check-in this long after the shift's start is still on time. */
export const LATE_GRACE_MINUTES = 15;
/**
 * Ours (issue 21): a punch sent later from the device's queue counts when it was made
 * (`takenAt`), if that is at most a day ago and no more than a little clock skew ahead.
 */
export const PUNCH_CLOCK_SKEW_MS = 2 * 60_000;
export const PUNCH_MAX_AGE_MS = 24 * 3_600_000;
/** Recent Attendance shows 5 days; Leave Management the latest 10 decisions (requirements/attendance.md#limits). */
export const RECENT_ATTENDANCE_DAYS = 5;
export const RECENT_DECISIONS = 10;
/** The admin screen's default range: the last 30 days up to today (requirements/attendance.md#limits). */
export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;

export const ATTENDANCE_CSV_FILE = 'attendance_records.csv';
export const attendancePdfFile = (date: string) => `attendance_report_${date}.pdf`;
/** Columns of the report (requirements/attendance.md#limits), as catalogue keys; the CSV adds Remarks. */
export const REPORT_COLUMNS = [
  'attendance.date',
  'attendance.user',
  'attendance.site',
  'attendance.checkIn',
  'attendance.checkOut',
  'attendance.hours',
  'attendance.status',
] as const satisfies readonly MessageKey[];
export const CSV_COLUMNS = [...REPORT_COLUMNS, 'attendance.remarks'] as const;

export const ATTENDANCE_STATUSES = ['Present', 'Absent', 'Late', 'Leave', 'Holiday'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const LEAVE_TYPES = ['Casual', 'Sick', 'Annual', 'Emergency'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
const LEAVE_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/**
 * The label of each stored value (docs/languages.md): the values stay as the API and the
 * database spell them, people read them in their language.
 */
export const ATTENDANCE_STATUS_KEYS = {
  Present: 'attendance.statusPresent',
  Absent: 'attendance.statusAbsent',
  Late: 'attendance.statusLate',
  Leave: 'attendance.statusLeave',
  Holiday: 'attendance.statusHoliday',
} as const satisfies Record<AttendanceStatus, MessageKey>;
export const LEAVE_TYPE_KEYS = {
  Casual: 'attendance.leaveTypeCasual',
  Sick: 'attendance.leaveTypeSick',
  Annual: 'attendance.leaveTypeAnnual',
  Emergency: 'attendance.leaveTypeEmergency',
} as const satisfies Record<LeaveType, MessageKey>;
export const LEAVE_STATUS_KEYS = {
  Pending: 'attendance.leaveStatusPending',
  Approved: 'attendance.leaveStatusApproved',
  Rejected: 'attendance.leaveStatusRejected',
} as const satisfies Record<LeaveStatus, MessageKey>;

/** A stored leave type's label; a type this version does not know reads as stored. */
export const leaveTypeLabel = (type: string): Message | string =>
  type in LEAVE_TYPE_KEYS ? msg(LEAVE_TYPE_KEYS[type as LeaveType]) : type;

export const LIMITS = {
  name: 200,
  reason: 1000,
  remarks: 1000,
  correctionReason: 500,
  decisionNote: 500,
} as const;

/**
 * Weekdays as shifts name their days off (0 Sunday to 6 Saturday, as JavaScript's getDay), as the
 * keys of their short names ('Sun'). A person without a shift has Sunday off (docs/attendance.md,
 * "Absent").
 */
export const WEEKDAYS = [
  'attendance.weekdaySun',
  'attendance.weekdayMon',
  'attendance.weekdayTue',
  'attendance.weekdayWed',
  'attendance.weekdayThu',
  'attendance.weekdayFri',
  'attendance.weekdaySat',
] as const satisfies readonly MessageKey[];
export const DEFAULT_DAYS_OFF: readonly number[] = [0];

/** The weekday of a calendar date (YYYY-MM-DD): 0 Sunday to 6 Saturday, whatever the zone. */
export function weekdayOf(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Whether a date is one of a shift's weekly days off (no shift: DEFAULT_DAYS_OFF). */
export const isDayOff = (date: string, daysOff: readonly number[] | null | undefined) =>
  (daysOff ?? DEFAULT_DAYS_OFF).includes(weekdayOf(date));

// ---------------------------------------------------------------------------------------------
// Who may do what (requirements/attendance.md#who-may-do-what), the rules the server enforces and the screens mirror.

/** A caller as the rules read them: the permissions their role grants. */
export type AttendanceCaller = { permissions: readonly string[] };

/**
 * The catalogue's Attendance category (docs/permissions.md, "What each permission grants"); the
 * spec's roles get these from their default lists, so the client, which holds neither, only
 * reads its own attendance, and managers and supervisors decide leave (docs/attendance.md).
 */
export const attendanceRules = {
  /** Punching in and out and asking for leave, for oneself: view_attendance. */
  canPunch: (caller: AttendanceCaller) => hasPermission(caller.permissions, 'view_attendance'),
  /** Deciding leave and reading the attendance of the people of one's sites: manage_attendance. */
  canApproveLeave: (caller: AttendanceCaller) =>
    hasPermission(caller.permissions, 'manage_attendance'),
  /**
   * Adding holidays and shifts, the Reports tab, every record and its corrections: for
   * administrators only (docs/permissions.md); no permission of the catalogue grants them but all_permissions.
   */
  canAdminister: (caller: AttendanceCaller) => hasPermission(caller.permissions, 'all_permissions'),
  /**
   * The Today view of the people of one's sites, and adding or correcting their punches with a
   * reason (issue 30): manage_attendance, the permission that already reads their attendance
   * (docs/permissions.md); administrators everyone's.
   */
  canManageTeam: (caller: AttendanceCaller) =>
    hasPermission(caller.permissions, 'manage_attendance'),
  /** Whether the caller may add or correct this person's punches: never their own. */
  mayCorrect: (caller: AttendanceCaller & { id: string }, personId: string) =>
    caller.id !== personId && hasPermission(caller.permissions, 'manage_attendance'),
};

// ---------------------------------------------------------------------------------------------
// Distance (requirements/attendance.md#validation, #limits)

export type Position = { latitude: number; longitude: number };

/** Great-circle distance in metres between two positions (haversine, Earth radius 6,371 km). */
export function distanceMeters(from: Position, to: Position) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLng = rad(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The refusal of a position too coarse to judge the 50 m on, or null. A position without an
 * accuracy is judged as given: the spec's client may send none, and the accuracy guards against
 * an honest device's poor fix, not a forged one (whoever forges a request forges the position).
 * The distances are written in the forms of the language the refusal is shown in
 * (requirements/attendance.md#limits: "120m", "5.0km" in English).
 */
export function inaccurateFixOf(
  location: { accuracy?: number | null | undefined },
  formats: Pick<Formats, 'distance'>,
): Message | null {
  const { accuracy } = location;
  if (accuracy == null || accuracy <= PUNCH_MAX_ACCURACY_METERS) return null;
  return msg('attendance.inaccurateFix', {
    accuracy: formats.distance(accuracy),
    maximum: formats.distance(PUNCH_MAX_ACCURACY_METERS),
  });
}

/** The refusal of a punch farther than 50 m from its site (requirements/attendance.md#errors). */
export const tooFarOf = (distance: number, site: string, formats: Pick<Formats, 'distance'>) =>
  msg('attendance.tooFar', {
    distance: formats.distance(distance),
    site,
    radius: formats.distance(PUNCH_RADIUS_METERS),
  });

/**
 * A site's position when it has a valid one: its latitude and longitude, else the 'lat,lng' of
 * its map location; in range, and not the 0,0 a blank form leaves. Without one the location check
 * is skipped (requirements/attendance.md#validation).
 */
export function siteCoordinates(site: {
  latitude?: number | null;
  longitude?: number | null;
  mapLocation?: string | null;
}): Position | null {
  const position =
    site.latitude != null && site.longitude != null
      ? { latitude: site.latitude, longitude: site.longitude }
      : parseMapLocation(site.mapLocation);
  if (!position) return null;
  const { latitude, longitude } = position;
  const valid =
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0);
  return valid ? position : null;
}

// ---------------------------------------------------------------------------------------------
// Hours and the daily merge (requirements/attendance.md#states)

/** Hours between two instants, rounded to 2 decimals (requirements/attendance.md#states). */
export function hoursBetween(from: string | Date, to: string | Date) {
  const ms = new Date(to).getTime() - new Date(from).getTime();
  return Math.round((Math.max(0, ms) / 3_600_000) * 100) / 100;
}

/** "8.50 hrs" (requirements/attendance.md#limits), in the translator's language. */
export const formatHours = (hours: number | null, translator: Pick<Translator, 't' | 'formats'>) =>
  hours == null
    ? '-'
    : translator.t('attendance.hoursOf', {
        hours: translator.formats.number(hours, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          useGrouping: false,
        }),
      });

/**
 * Late when the check-in falls more than the grace period after the shift's start and less than
 * twelve hours after it (an arrival before the start, even past midnight for a night shift, is
 * on time). Without a shift nobody is late. The start is the latest one at or before the
 * check-in on the clock of the site's zone (issue 29), and the minutes between them are real
 * ones: a night shift across a DST change is an hour longer or shorter than its clock times say.
 */
export function isLate(checkIn: Date, shiftStart: string | null, zone: string) {
  if (shiftStart === null) return false;
  const after = minutesFrom(lastOccurrenceOf(shiftStart, checkIn, zone), checkIn);
  return after > LATE_GRACE_MINUTES && after < 720;
}

// ---------------------------------------------------------------------------------------------
// Inputs

const uuidOf = (invalid: MessageKey) => z.uuid({ error: invalid });
/** A required text; `tooLong` reads the limit as {maximum}. */
const textOf = (required: MessageKey, tooLong: MessageKey, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
/** A date a person enters: leave, a holiday, a report's range; within DATE_BOUNDS. */
const dateOf = (required: MessageKey) => calendarDateSchema(required, 'attendance.badDate');
const monthSchema = calendarMonthSchema('attendance.monthInvalid');
const timeSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(8, 'attendance.badTime')
    // "09:00" and the "09:00:00" a time input may send.
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'attendance.badTime')
    .transform((value) => value.slice(0, 5));

/** The position the device reported, with how sure it is (metres) and when it was taken. */
const reportedLocationSchema = z.object(
  {
    latitude: z
      .number({ error: 'attendance.invalidCoordinates' })
      .min(-90, 'attendance.invalidCoordinates')
      .max(90, 'attendance.invalidCoordinates'),
    longitude: z
      .number({ error: 'attendance.invalidCoordinates' })
      .min(-180, 'attendance.invalidCoordinates')
      .max(180, 'attendance.invalidCoordinates'),
    accuracy: z.number().min(0).max(1_000_000).nullish(),
  },
  { error: 'attendance.locationMissing' },
);
export type ReportedLocation = z.infer<typeof reportedLocationSchema>;

/**
 * POST /attendance/check-in: the spec's body. `distance` and `forceNew` are read and ignored:
 * the server measures the distance itself and allows one open record per site and day.
 */
const punchSiteSchema = z
  .string({ error: 'attendance.selectSite' })
  .trim()
  .min(1, 'attendance.selectSite')
  .max(40, 'attendance.invalidSiteId')
  .pipe(z.uuid({ error: 'attendance.invalidSiteId' }));

/**
 * When the device made the punch (ISO 8601 with its offset), for a punch sent later from its
 * queue (issue 21); the position sent is the one taken then. The server checks the range.
 */
const takenAtSchema = z.iso
  .datetime({ offset: true, error: 'attendance.takenAtInvalid' })
  .max(40, 'attendance.takenAtInvalid');

export const checkInInputSchema = z.object({
  siteId: punchSiteSchema,
  location: reportedLocationSchema.nullish(),
  takenAt: takenAtSchema.optional(),
  distance: z.unknown().optional(),
  forceNew: z.boolean().optional(),
});
export type CheckInInput = z.input<typeof checkInInputSchema>;

/** POST /attendance/check-out (ours): the site and the position where the day ends. */
export const checkOutInputSchema = z.object({
  siteId: punchSiteSchema,
  location: reportedLocationSchema.nullish(),
  takenAt: takenAtSchema.optional(),
});

/** Leave form (requirements/attendance.md#validation): type one of four, dates and reason required, the end not before the start. */
export const leaveInputSchema = z
  .object({
    leaveType: z.enum(LEAVE_TYPES, { error: 'attendance.leaveTypeInvalid' }),
    startDate: dateOf('attendance.startDateRequired'),
    endDate: dateOf('attendance.endDateRequired'),
    reason: textOf('attendance.reasonRequired', 'attendance.reasonTooLong', LIMITS.reason),
  })
  .refine((value) => value.endDate >= value.startDate, {
    path: ['endDate'],
    message: 'attendance.endBeforeStart',
  });
export type LeaveInput = z.input<typeof leaveInputSchema>;

/**
 * The dates a new leave request may cover (issue 29), around the requester's today: a year back
 * (sick leave is often recorded afterwards) to a year ahead (annual leave is booked early). It
 * moves with the day, so the server checks it against its clock (the schema holds DATE_BOUNDS)
 * and the form offers the same dates.
 */
export function leaveWindow(today: string): DateBounds {
  return { min: addYears(today, -1), max: addYears(today, 1) };
}

/** What the window refuses in a request, by field; empty when it fits. */
export function leaveWindowErrors(
  leave: { startDate: string; endDate: string },
  today: string,
): { startDate?: Message; endDate?: Message } {
  const allowed = leaveWindow(today);
  return {
    ...(leave.startDate < allowed.min && {
      startDate: msg('attendance.leaveStartTooEarly', { earliest: allowed.min }),
    }),
    ...(leave.endDate > allowed.max && {
      endDate: msg('attendance.leaveEndTooLate', { latest: allowed.max }),
    }),
  };
}

/**
 * A decision (requirements/attendance.md#calls, both calls): one screen sends "Approved", the other "approved"; either is
 * taken, and stored title-case.
 */
export const leaveDecisionSchema = z.object({
  status: z
    .string({ error: 'attendance.leaveStatusInvalid' })
    .max(20, 'attendance.leaveStatusInvalid')
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(['approved', 'rejected'], { error: 'attendance.leaveStatusInvalid' }))
    .transform((value) => (value === 'approved' ? 'Approved' : 'Rejected') as LeaveStatus),
  /**
   * Ours (issue 30): why, shown to the requester. Optional, so the spec's body ({status}) still
   * decides; our screens always ask for one on a rejection.
   */
  note: z
    .string({ error: 'attendance.decisionNoteTooLong' })
    .trim()
    .max(LIMITS.decisionNote, 'attendance.decisionNoteTooLong')
    .nullish()
    .transform((value) => value || null),
});

/**
 * Our screens' rejection dialog (issue 30): the reason is asked for every time, though the server
 * takes a rejection without one (the spec's body); approving stays one tap.
 */
export const leaveRejectionFormSchema = z.object({
  note: z
    .string({ error: 'attendance.rejectReasonRequired' })
    .trim()
    .min(1, 'attendance.rejectReasonRequired')
    .max(LIMITS.decisionNote, 'attendance.decisionNoteTooLong'),
});

/** Reads either spelling of a leave status (requirements/attendance.md#states). */
function leaveStatusOf(status: string): LeaveStatus {
  const lower = status.trim().toLowerCase();
  return lower === 'approved' ? 'Approved' : lower === 'rejected' ? 'Rejected' : 'Pending';
}

/** Holiday form (requirements/attendance.md#screens, #validation): global, or on one site. */
export const holidayInputSchema = z.object({
  name: textOf('attendance.holidayNameRequired', 'attendance.holidayNameTooLong', LIMITS.name),
  date: dateOf('attendance.holidayDateRequired'),
  siteId: z
    .union([z.uuid({ error: 'attendance.invalidSiteId' }), z.literal('')])
    .nullish()
    .transform((value) => value || null),
  isGlobal: z.boolean().optional(),
});
export type HolidayInput = z.input<typeof holidayInputSchema>;

/** Shift form (requirements/attendance.md#screens, #validation): for a site, a user, both or everyone. */
export const shiftInputSchema = z.object({
  name: textOf('attendance.shiftNameRequired', 'attendance.shiftNameTooLong', LIMITS.name),
  startTime: timeSchema('attendance.startTimeRequired'),
  endTime: timeSchema('attendance.endTimeRequired'),
  siteId: z
    .union([z.uuid({ error: 'attendance.invalidSiteId' }), z.literal('')])
    .nullish()
    .transform((value) => value || null),
  userId: z
    .union([z.uuid({ error: 'attendance.invalidUserId' }), z.literal('')])
    .nullish()
    .transform((value) => value || null),
  /**
   * Ours (issue 30): the weekdays off, 0 Sunday to 6 Saturday; days off are not absences. The
   * spec's body has none: Sunday (DEFAULT_DAYS_OFF). Empty: the shift works every day.
   */
  daysOff: z
    .array(
      z
        .number({ error: 'attendance.dayOffInvalid' })
        .int('attendance.dayOffInvalid')
        .min(0, 'attendance.dayOffInvalid')
        .max(6, 'attendance.dayOffInvalid'),
      { error: 'attendance.dayOffInvalid' },
    )
    .max(7, 'attendance.noWorkingDay')
    .optional()
    .transform((value) =>
      value === undefined ? [...DEFAULT_DAYS_OFF] : [...new Set(value)].sort((a, b) => a - b),
    )
    .refine((value) => value.length < 7, 'attendance.noWorkingDay'),
});
export type ShiftInput = z.input<typeof shiftInputSchema>;

/**
 * A date and time written ISO 8601, within DATE_BOUNDS: with Z or an offset, an instant (given
 * back as ISO with Z); without one ('2026-06-15T08:55', as the spec's datetime-local input sends
 * it), a time on the clock of the record's site (issue 29), given back as 'YYYY-MM-DDTHH:MM:SS'
 * for the server to read in that site's zone (isWallTime). Other forms are refused rather than
 * guessed: JavaScript reads '0001-01-01 10:00' as 2001.
 */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;
const EARLIEST_TIME = Date.parse(`${DATE_BOUNDS.min}T00:00:00Z`);
const LATEST_TIME = Date.parse(`${DATE_BOUNDS.max}T23:59:59.999Z`);
function instantOf(value: string, ctx: z.RefinementCtx<string | null | undefined>) {
  const match = ISO_DATE_TIME.exec(value);
  const offset = match?.[4];
  const minute = match?.[1];
  const second = match?.[2]?.slice(0, 3) ?? ':00';
  // A wall time is checked as if it were UTC: the bounds are days, not instants.
  const time = match ? Date.parse(offset ? value : `${minute}${second}Z`) : Number.NaN;
  if (Number.isNaN(time)) {
    ctx.addIssue({ code: 'custom', message: 'attendance.badDateTime' });
    return z.NEVER;
  }
  if (time < EARLIEST_TIME || time > LATEST_TIME) {
    ctx.addIssue({ code: 'custom', ...outOfBounds('attendance.timeOutOfBounds') });
    return z.NEVER;
  }
  return offset ? new Date(time).toISOString() : `${minute}${second}`;
}

/** A corrected time without an offset: a wall time at the record's site (recordUpdateSchema). */
export const isWallTime = (value: string) => !/(Z|[+-]\d{2}:\d{2})$/.test(value);

const correctedTimes = {
  checkInTime: z
    .string({ error: 'attendance.checkInRequired' })
    .max(40, 'attendance.badDateTime')
    .min(1, 'attendance.checkInRequired')
    .transform(instantOf),
  // '' or null: still open.
  checkOutTime: z
    .string({ error: 'attendance.badDateTime' })
    .max(40, 'attendance.badDateTime')
    .nullish()
    .transform((value, ctx) => (value ? instantOf(value, ctx) : null)),
};
// Times of one kind compare as text; a wall time and an instant only once the server has read
// the wall time in the site's zone, and it checks them then.
const timesInOrder: [
  (value: { checkInTime: string; checkOutTime: string | null }) => boolean,
  { path: string[]; message: string },
] = [
  (value) =>
    value.checkOutTime === null ||
    isWallTime(value.checkOutTime) !== isWallTime(value.checkInTime) ||
    value.checkOutTime >= value.checkInTime,
  { path: ['checkOutTime'], message: 'attendance.checkOutBeforeCheckIn' },
];

/** Why a record was added or corrected for its person (issue 30): required where asked. */
const correctionReasonSchema = z
  .string({ error: 'attendance.correctionReasonRequired' })
  .trim()
  .min(1, 'attendance.correctionReasonRequired')
  .max(LIMITS.correctionReason, 'attendance.correctionReasonTooLong');

const recordUpdateFields = {
  ...correctedTimes,
  status: z.enum(ATTENDANCE_STATUSES, { error: 'attendance.statusInvalid' }),
  remarks: z
    .string()
    .trim()
    .max(LIMITS.remarks, 'attendance.remarksTooLong')
    .nullish()
    .transform((value) => value || null),
};

/**
 * PUT /attendance/records/{id}: the admin screen's edit modal. `reason` is ours (issue 30) and optional,
 * so the spec's body still corrects; our edit modal always asks for it (recordEditFormSchema).
 */
export const recordUpdateSchema = z
  .object({
    ...recordUpdateFields,
    reason: z
      .string({ error: 'attendance.correctionReasonTooLong' })
      .trim()
      .max(LIMITS.correctionReason, 'attendance.correctionReasonTooLong')
      .nullish()
      .transform((value) => value || null),
  })
  .refine(...timesInOrder);
export type RecordUpdate = z.input<typeof recordUpdateSchema>;

/** Our edit modal: the same body, with the reason required. */
export const recordEditFormSchema = z
  .object({ ...recordUpdateFields, reason: correctionReasonSchema })
  .refine(...timesInOrder);

/**
 * POST /attendance/team/records (issue 30): a punch a person of the caller's sites missed, with
 * why; its status (Present or Late) is decided by the server, as for a punch.
 */
export const teamPunchInputSchema = z
  .object({
    userId: uuidOf('attendance.invalidUserId'),
    siteId: uuidOf('attendance.invalidSiteId'),
    ...correctedTimes,
    reason: correctionReasonSchema,
  })
  .refine(...timesInOrder);
export type TeamPunchInput = z.input<typeof teamPunchInputSchema>;

/** PUT /attendance/team/records/{id} (issue 30): a record's times corrected, with why. */
export const teamCorrectionSchema = z
  .object({ ...correctedTimes, reason: correctionReasonSchema })
  .refine(...timesInOrder);
export type TeamCorrection = z.input<typeof teamCorrectionSchema>;

// ---------------------------------------------------------------------------------------------
// Queries

export const idParamsSchema = z.object({ id: z.uuid({ error: 'attendance.invalidId' }) });
export const userIdParamsSchema = z.object({ userId: uuidOf('attendance.invalidUserId') });

export const userAttendanceQuerySchema = pageQuerySchema.extend({
  siteId: uuidOf('attendance.invalidSiteId').optional(),
});

export const monthlyQuerySchema = z.object({
  month: monthSchema.optional(),
  siteId: uuidOf('attendance.invalidSiteId').optional(),
});

const rangeFields = {
  startDate: dateOf('attendance.startDateRequired').optional(),
  endDate: dateOf('attendance.endDateRequired').optional(),
  siteId: uuidOf('attendance.invalidSiteId').optional(),
  userId: uuidOf('attendance.invalidUserId').optional(),
};
const rangeIsOrdered = (value: { startDate?: string | undefined; endDate?: string | undefined }) =>
  !value.startDate || !value.endDate || value.endDate >= value.startDate;
const rangeIsBounded = (value: { startDate?: string | undefined; endDate?: string | undefined }) =>
  !value.startDate ||
  !value.endDate ||
  daysBetweenInclusive(value.startDate, value.endDate) <= MAX_RANGE_DAYS;

/** GET /attendance/all (requirements/attendance.md#screens): records of a date range, by site and user, a page at a time. */
export const recordsQuerySchema = pageQuerySchema
  .extend(rangeFields)
  .refine(rangeIsOrdered, { path: ['endDate'], message: 'attendance.endBeforeStart' })
  .refine(rangeIsBounded, {
    path: ['endDate'],
    message: 'attendance.rangeTooLong',
    params: { maximum: MAX_RANGE_DAYS },
  });

/**
 * The reports (requirements/attendance.md#screens: the Reports tab by month, Attendance Management by range): a month, or a range, by user and site.
 * Neither means the current month.
 */
export const reportQuerySchema = z
  .object({ ...rangeFields, month: monthSchema.optional() })
  .refine(rangeIsOrdered, { path: ['endDate'], message: 'attendance.endBeforeStart' })
  .refine(rangeIsBounded, {
    path: ['endDate'],
    message: 'attendance.rangeTooLong',
    params: { maximum: MAX_RANGE_DAYS },
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The status filter in either spelling ("Pending", "pending"); anything else is a 400. */
export const leaveListQuerySchema = pageQuerySchema.extend({
  status: z
    .string({ error: 'attendance.leaveStatusFilterInvalid' })
    .max(20, 'attendance.leaveStatusFilterInvalid')
    .transform((value) => value.toLowerCase())
    .pipe(
      z.enum(['pending', 'approved', 'rejected'], {
        error: 'attendance.leaveStatusFilterInvalid',
      }),
    )
    .transform(leaveStatusOf)
    .optional(),
  /** Ours (issue 30): only the requests of the people of this site (one of the caller's). */
  siteId: uuidOf('attendance.invalidSiteId').optional(),
});

/** GET /attendance/leave/summary (ours: the header's site, issue 30). */
export const leaveSummaryQuerySchema = z.object({
  siteId: uuidOf('attendance.invalidSiteId').optional(),
});

/** GET /attendance/team/today: one of the caller's sites, or all of them. */
export const teamTodayQuerySchema = z.object({
  siteId: uuidOf('attendance.invalidSiteId').optional(),
});

// ---------------------------------------------------------------------------------------------
// Answers

const ref = z.object({ id: z.string(), name: z.string() });
const locationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().nullable(),
  /** Metres to the site; null where the site has no coordinates (check skipped). */
  distance: z.number().nullable(),
});

/**
 * A record added or corrected by someone else than its person (issue 30): by whom (null once that
 * account is deleted) and why (null for a correction sent without one: the spec's admin body).
 */
const correctionSchema = z.object({ by: ref.nullable(), reason: z.string().nullable() });
export type Correction = z.infer<typeof correctionSchema>;

/** An attendance record (requirements/attendance.md#records), with where each punch was made. */
export const attendanceRecordSchema = z.object({
  id: z.string(),
  date: z.string(),
  userId: z.string(),
  user: ref,
  siteId: z.string(),
  site: ref,
  /** The site's IANA zone (issue 29): the record's date is its calendar's, its times its clock's. */
  timeZone: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string().nullable(),
  workHours: z.number().nullable(),
  totalHours: z.number().nullable(),
  status: z.enum(ATTENDANCE_STATUSES),
  remarks: z.string().nullable(),
  checkInLocation: locationSchema.nullable(),
  checkOutLocation: locationSchema.nullable(),
  /** Ours (issue 30): who added or corrected the record for its person, and why; else null. */
  correction: correctionSchema.nullable(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

/** One day of a user's attendance after the daily merge (requirements/attendance.md#states): earliest in, latest out. */
export const attendanceDaySchema = z.object({
  /** The day's first record. */
  id: z.string(),
  date: z.string(),
  siteId: z.string(),
  site: ref,
  /** The zone of the first record's site, in which the day's times are read. */
  timeZone: z.string(),
  /** Every site punched at that day, in order. */
  sites: z.array(ref),
  checkInTime: z.string(),
  checkOutTime: z.string().nullable(),
  workHours: z.number().nullable(),
  totalHours: z.number().nullable(),
  status: z.enum(ATTENDANCE_STATUSES),
  remarks: z.string().nullable(),
  recordCount: z.number(),
  /** The corrections of the day's records (issue 30), in their order. */
  corrections: z.array(correctionSchema),
});
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

/** The monthly view (requirements/attendance.md#states): the record, else Leave, else Holiday, else Absent for past days. */
const monthDaySchema = z.object({
  date: z.string(),
  /** Null for today and days to come without a record. */
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  checkInTime: z.string().nullable(),
  checkOutTime: z.string().nullable(),
  /** The zone the day's times are read in (its first record's site's); null without a record. */
  timeZone: z.string().nullable(),
  totalHours: z.number().nullable(),
  site: z.string().nullable(),
  /** The leave type or the holiday's name; 'Day off' for a weekly day off (issue 30). */
  detail: z.string().nullable(),
  /** The corrections of the day's records (issue 30). */
  corrections: z.array(correctionSchema),
});
export const attendanceMonthSchema = z.object({
  month: z.string(),
  userId: z.string(),
  days: z.array(monthDaySchema),
  summary: z.record(z.enum(ATTENDANCE_STATUSES), z.number()),
});
export type AttendanceMonth = z.infer<typeof attendanceMonthSchema>;
export type MonthDay = z.infer<typeof monthDaySchema>;

export const leaveRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() }),
  leaveType: z.enum(LEAVE_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number(),
  reason: z.string(),
  status: z.enum(LEAVE_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: ref.nullable(),
  /** Ours (issue 30): why it was decided so (a rejection's reason), shown to the requester. */
  decisionNote: z.string().nullable(),
});
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

export const leaveSummarySchema = z.object({
  pendingCount: z.number(),
  recentDecisions: z.array(leaveRequestSchema),
});
export type LeaveSummary = z.infer<typeof leaveSummarySchema>;

export const holidaySchema = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  siteId: z.string().nullable(),
  isGlobal: z.boolean(),
  site: ref.nullable(),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const shiftSchema = z.object({
  id: z.string(),
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  siteId: z.string().nullable(),
  userId: z.string().nullable(),
  site: ref.nullable(),
  user: ref.nullable(),
  /** Weekdays off, 0 Sunday to 6 Saturday (issue 30). */
  daysOff: z.array(z.number()),
});
export type Shift = z.infer<typeof shiftSchema>;

/**
 * Users the admin screen's filter offers (admins left out); `worksShifts` (ours, issue 30):
 * whether they punch (their role grants view_attendance), the people a shift may name.
 */
export const attendanceUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  worksShifts: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// The team's day (issue 30): the Today view of managers and supervisors

/**
 * One status per person for today, on the calendar and clock of their site
 * (docs/attendance.md, "Today"): punched in and still there (On site, or Late when the first
 * punch-in was late), punched out (Left), or without a punch: On leave, Holiday, Day off, Not
 * yet in (the shift has not started, or is within its grace) or Absent.
 */
export const TEAM_STATUSES = [
  'On site',
  'Late',
  'Left',
  'Not yet in',
  'Absent',
  'On leave',
  'Holiday',
  'Day off',
] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];
export const TEAM_STATUS_KEYS = {
  'On site': 'attendance.teamOnSite',
  Late: 'attendance.teamLate',
  Left: 'attendance.teamLeft',
  'Not yet in': 'attendance.teamNotYetIn',
  Absent: 'attendance.teamAbsent',
  'On leave': 'attendance.teamOnLeave',
  Holiday: 'attendance.teamHoliday',
  'Day off': 'attendance.teamDayOff',
} as const satisfies Record<TeamStatus, MessageKey>;

const teamMemberSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), role: z.string() }),
  /** Where they punched today, else the site their day was read at. */
  site: ref,
  /** The person's sites among those in view (where a missed punch may be added), with zones. */
  sites: z.array(z.object({ id: z.string(), name: z.string(), timeZone: z.string() })),
  timeZone: z.string(),
  /** Today at that site. */
  date: z.string(),
  status: z.enum(TEAM_STATUSES),
  /** Punched in and not out (On site, or Late and still there). */
  onSite: z.boolean(),
  firstIn: z.string().nullable(),
  lastOut: z.string().nullable(),
  shift: z.object({ name: z.string(), startTime: z.string(), endTime: z.string() }).nullable(),
  /** The leave type or the holiday's name. */
  detail: z.string().nullable(),
  /** Today's records (and last night's still open), oldest first: what may be corrected. */
  records: z.array(attendanceRecordSchema),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamTodaySchema = z.object({
  asOf: z.string(),
  people: z.array(teamMemberSchema),
  counts: z.record(z.enum(TEAM_STATUSES), z.number()),
  /** How many are on site now (On site and Late still there). */
  onSite: z.number(),
});
export type TeamToday = z.infer<typeof teamTodaySchema>;

/** The endpoints, for the web client (tags: attendance). */
export const ATTENDANCE_ROUTES = {
  checkIn: '/attendance/check-in',
  checkOut: '/attendance/check-out',
  today: '/attendance/today',
  ofUser: (userId: string) => `/attendance/user/${userId}`,
  monthly: (userId: string) => `/attendance/user/${userId}/monthly`,
  all: '/attendance/all',
  users: '/attendance/users',
  record: (id: string) => `/attendance/records/${id}`,
  download: '/attendance/download',
  downloadCsv: '/attendance/download/csv',
  downloadPdf: '/attendance/download/pdf',
  leave: '/attendance/leave',
  ownLeave: '/attendance/leave/user',
  allLeave: '/attendance/leave/all',
  leaveSummary: '/attendance/leave/summary',
  processLeave: (id: string) => `/attendance/leave/${id}/process`,
  leaveOne: (id: string) => `/attendance/leave/${id}`,
  holidays: '/attendance/holidays',
  holiday: (id: string) => `/attendance/holidays/${id}`,
  shifts: '/attendance/shifts',
  shift: (id: string) => `/attendance/shifts/${id}`,
  teamToday: '/attendance/team/today',
  teamRecords: '/attendance/team/records',
  teamRecord: (id: string) => `/attendance/team/records/${id}`,
} as const;
