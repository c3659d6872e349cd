import {
  ATTENDANCE_STATUS_KEYS,
  type AttendanceDay,
  type AttendanceRecord,
  type AttendanceStatus,
  type Correction,
  formatHours,
  type Holiday,
  hoursBetween,
  type LeaveRequest,
  type LeaveStatus,
  type LeaveType,
  type Shift,
} from '@cmms/shared/attendance';
import { daysBetweenInclusive } from '@cmms/shared/dates';
import { type Message, msg } from '@cmms/shared/i18n/message';
import type { Translator } from '@cmms/shared/i18n/translator';
import { clockTimeIn, zoneOrProcess } from '@cmms/shared/zones';
import type { RecordRow } from './attendance.repository';
import type { HolidayWithSite, ShiftWithNames } from './calendar.repository';
import type { LeaveWithPeople } from './leave.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const hoursOf = (checkIn: Date, checkOut: Date | null) =>
  checkOut ? hoursBetween(checkIn, checkOut) : null;

function locationOf(
  latitude: number | null,
  longitude: number | null,
  accuracy: number | null,
  distance: number | null,
) {
  if (latitude === null || longitude === null) return null;
  return { latitude, longitude, accuracy, distance };
}

/** The zone a record's date and times are read in: its site's (issue 29). */
export const zoneOfRecord = (row: Pick<RecordRow, 'siteTimeZone'>) =>
  zoneOrProcess(row.siteTimeZone);

/** Who added or corrected a record for its person, and why (issue 30); null when nobody did. */
function correctionOf(row: RecordRow): Correction | null {
  if (row.correctedById === null && row.correctionReason === null) return null;
  return {
    by:
      row.correctedById && row.correctedByName
        ? { id: row.correctedById, name: row.correctedByName }
        : null,
    reason: row.correctionReason,
  };
}

export function presentRecord(row: RecordRow): AttendanceRecord {
  const hours = hoursOf(row.checkInAt, row.checkOutAt);
  return {
    id: row.id,
    date: row.date,
    userId: row.userId,
    user: { id: row.userId, name: row.userName },
    siteId: row.siteId,
    site: { id: row.siteId, name: row.siteName },
    timeZone: zoneOfRecord(row),
    checkInTime: row.checkInAt.toISOString(),
    checkOutTime: iso(row.checkOutAt),
    workHours: hours,
    totalHours: hours,
    status: row.status as AttendanceStatus,
    remarks: row.remarks,
    checkInLocation: locationOf(
      row.checkInLatitude,
      row.checkInLongitude,
      row.checkInAccuracy,
      row.checkInDistance,
    ),
    checkOutLocation: locationOf(
      row.checkOutLatitude,
      row.checkOutLongitude,
      row.checkOutAccuracy,
      row.checkOutDistance,
    ),
    correction: correctionOf(row),
  };
}

/**
 * The daily merge (requirements/attendance.md#states): a day's records, oldest first, become one entry with the
 * earliest check-in and the latest check-out, the hours between them (2 decimals), and the status
 * of the day's first punch, which decided whether it was late.
 */
function mergeDay(dayRecords: readonly RecordRow[]): AttendanceDay {
  const [first] = dayRecords;
  if (!first) throw new Error('mergeDay needs at least one record');
  const checkOuts = dayRecords.flatMap((row) => (row.checkOutAt ? [row.checkOutAt.getTime()] : []));
  const lastOut = checkOuts.length > 0 ? new Date(Math.max(...checkOuts)) : null;
  const sites = [...new Map(dayRecords.map((row) => [row.siteId, row.siteName])).entries()];
  const hours = hoursOf(first.checkInAt, lastOut);
  return {
    id: first.id,
    date: first.date,
    siteId: first.siteId,
    site: { id: first.siteId, name: first.siteName },
    timeZone: zoneOfRecord(first),
    sites: sites.map(([id, name]) => ({ id, name })),
    checkInTime: first.checkInAt.toISOString(),
    checkOutTime: iso(lastOut),
    workHours: hours,
    totalHours: hours,
    status: first.status as AttendanceStatus,
    remarks: dayRecords.find((row) => row.remarks)?.remarks ?? null,
    recordCount: dayRecords.length,
    corrections: dayRecords.flatMap((row) => correctionOf(row) ?? []),
  };
}

/** Records (oldest first) grouped by date and merged, in the order of their dates. */
export function mergeByDate(rows: readonly RecordRow[]): Map<string, AttendanceDay> {
  const byDate = new Map<string, RecordRow[]>();
  for (const row of rows) {
    const list = byDate.get(row.date);
    if (list) list.push(row);
    else byDate.set(row.date, [row]);
  }
  return new Map([...byDate].map(([date, list]) => [date, mergeDay(list)]));
}

export function presentLeave(row: LeaveWithPeople): LeaveRequest {
  return {
    id: row.id,
    userId: row.userId,
    user: { id: row.userId, name: row.userName, email: row.userEmail, role: row.userRole },
    leaveType: row.leaveType as LeaveType,
    startDate: row.startDate,
    endDate: row.endDate,
    days: daysBetweenInclusive(row.startDate, row.endDate),
    reason: row.reason,
    status: row.status as LeaveStatus,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    decidedBy:
      row.decidedById && row.decidedByName
        ? { id: row.decidedById, name: row.decidedByName }
        : null,
    decisionNote: row.decisionNote,
  };
}

export function presentHoliday(row: HolidayWithSite): Holiday {
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    siteId: row.siteId,
    isGlobal: row.siteId === null,
    site: row.siteId && row.siteName ? { id: row.siteId, name: row.siteName } : null,
  };
}

export function presentShift(row: ShiftWithNames): Shift {
  return {
    id: row.id,
    name: row.name,
    startTime: row.startTime.slice(0, 5),
    endTime: row.endTime.slice(0, 5),
    siteId: row.siteId,
    userId: row.userId,
    site: row.siteId && row.siteName ? { id: row.siteId, name: row.siteName } : null,
    user: row.userId && row.userName ? { id: row.userId, name: row.userName } : null,
    daysOff: [...row.daysOff],
  };
}

/** "14:05" on the clock of a zone, as the reports and the activity log show times. */
export const clockTimeOf = (instant: Date | null, zone: string) =>
  instant ? clockTimeIn(instant, zone) : '-';

/** Messages as one list ('a, b, c' in English), read in each reader's language; null for none. */
export function listOf(items: readonly Message[]): Message | null {
  const [first, ...rest] = items;
  if (!first) return null;
  const more = listOf(rest);
  return more ? msg('attendance.listMore', { first, rest: more }) : first;
}

/**
 * How a report writes days and times: English keeps the specification's forms (2026-06-15,
 * 14:05, docs/attendance.md, Reports), another language its own on the same 24-hour clock.
 */
export function reportFormsOf(translator: Pick<Translator, 'language' | 'formats'>) {
  const english = translator.language === 'en';
  return {
    day: (date: string) =>
      english
        ? date
        : translator.formats.day(date, { year: 'numeric', month: '2-digit', day: '2-digit' }),
    clock: (instant: Date | null, zone: string) =>
      english || !instant
        ? clockTimeOf(instant, zone)
        : translator.formats.dateTime(instant, {
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
            timeZone: zone,
          }),
  };
}

/**
 * A record as the report's columns (docs/attendance.md, Reports): Date, User, Site, Check In, Check Out, Hours,
 * Status; its times on its site's clock, as its date is; in the translator's language.
 */
export function reportCells(row: RecordRow, translator: Translator) {
  const zone = zoneOfRecord(row);
  const forms = reportFormsOf(translator);
  const status = row.status as AttendanceStatus;
  return [
    forms.day(row.date),
    row.userName,
    row.siteName,
    forms.clock(row.checkInAt, zone),
    forms.clock(row.checkOutAt, zone),
    formatHours(hoursOf(row.checkInAt, row.checkOutAt), translator),
    status in ATTENDANCE_STATUS_KEYS ? translator.t(ATTENDANCE_STATUS_KEYS[status]) : row.status,
  ];
}
