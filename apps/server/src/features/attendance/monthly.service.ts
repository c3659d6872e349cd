import {
  ATTENDANCE_STATUSES,
  type AttendanceMonth,
  type AttendanceStatus,
  isDayOff,
  leaveTypeLabel,
  type MonthDay,
} from '@cmms/shared/attendance';
import { daysOfMonth } from '@cmms/shared/dates';
import { msg } from '@cmms/shared/i18n/message';
import type { Translator } from '@cmms/shared/i18n/translator';
import { dateIn, processTimeZone } from '@cmms/shared/zones';
import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { scopeAllows } from '../../lib/auth/site-scope';
import type { ServiceDeps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import { timeZonesOfSites } from '../sites/sites.service';
import { findUserSites, isUserWithinScope } from '../users/users.service';
import { attendancePolicy } from './attendance.policy';
import { mergeByDate } from './attendance.presenter';
import {
  accountCreatedAt,
  datesOfUser,
  firstRecordDate,
  recordsOfUser,
  shiftFor,
} from './attendance.repository';
import { holidaysBetween } from './calendar.repository';
import { approvedLeaveBetween } from './leave.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

/**
 * Whose attendance the caller may read, and at which sites (docs/attendance.md): their
 * own; with manage_attendance, that of anyone assigned to one of their sites, and only their
 * records at those sites (an administrator anyone's, everywhere). A person or a site asked for
 * outside the caller's sites is a 404, so neither is revealed. The answer is the sites to read
 * records from, undefined for all.
 */
async function readableSitesOf(
  db: DbOrTx,
  actor: UserActor,
  userId: string,
  siteId: string | undefined,
): Promise<string[] | undefined> {
  const scope = attendancePolicy.scopeOf(actor);
  if (siteId && !scopeAllows(scope, siteId)) throw notFound(msg('attendance.siteNotFound'));
  if (!attendancePolicy.mayReadOthers(actor, userId)) return siteId ? [siteId] : undefined;
  if (!(await isUserWithinScope(db, scope, userId))) throw notFound(msg('attendance.userNotFound'));
  if (siteId) return [siteId];
  return scope.all ? undefined : scope.siteIds;
}

/**
 * GET /attendance/user/{userId}: the user's days, newest first, each the daily merge of its
 * records (requirements/attendance.md#states), a page at a time. Recent Attendance asks for 5.
 */
export async function listAttendanceDays(
  deps: Deps,
  actor: UserActor,
  userId: string,
  query: { siteId?: string | undefined; limit: number; offset: number },
) {
  const siteIds = await readableSitesOf(deps.db, actor, userId, query.siteId);
  const { dates, total } = await datesOfUser(deps.db, userId, { ...query, siteIds });
  const newest = dates[0];
  const oldest = dates.at(-1);
  if (!newest || !oldest) return { days: [], total };
  const rows = await recordsOfUser(deps.db, userId, { from: oldest, to: newest }, siteIds);
  const merged = mergeByDate(rows);
  return { days: dates.flatMap((date) => merged.get(date) ?? []), total };
}

/** The zones of the sites in view (the one asked for, else the person's); the server's for none. */
async function zonesOf(db: DbOrTx, siteIds: readonly string[]) {
  const zones = [...new Set((await timeZonesOfSites(db, siteIds)).values())];
  return zones.length > 0 ? zones : [processTimeZone()];
}

/**
 * The day a person started (issue 30): the day their account was made, on the latest calendar
 * among the zones in view, or their first record's if earlier (records entered before the
 * account's day, as the demo's month is). No day before it is an absence.
 */
async function startOf(db: DbOrTx, userId: string, zones: readonly string[]) {
  const [created, firstRecord] = await Promise.all([
    accountCreatedAt(db, userId),
    firstRecordDate(db, userId),
  ]);
  const createdOn = created
    ? (zones
        .map((zone) => dateIn(created, zone))
        .sort()
        .at(-1) as string)
    : null;
  if (createdOn && firstRecord) return firstRecord < createdOn ? firstRecord : createdOn;
  return createdOn ?? firstRecord;
}

/**
 * The weekly days off of a person (issue 30): those of the shift that applies at every site in
 * view (a day is off only where it is off at each site they may be expected at), the shift of the
 * person anywhere or everyone's for a person without sites; Sunday without a shift.
 */
async function daysOffOf(db: DbOrTx, userId: string, siteIds: readonly string[]) {
  const shifts = await Promise.all(
    (siteIds.length > 0 ? siteIds : [null]).map((siteId) => shiftFor(db, userId, siteId)),
  );
  return (date: string) => shifts.every((shift) => isDayOff(date, shift?.daysOff));
}

/**
 * The monthly view (requirements/attendance.md#states), computed here: for each day the merged record; else Leave where
 * approved leave covers it; else Holiday (global, or of the site asked for, or of one of the
 * user's sites); else, for a day that has passed, Absent (docs/attendance.md, "Absent", issue 30)
 * unless it is a weekly day off of their shift (detail 'Day off') or before the person started
 * (startOf). Today is the earliest of today at the sites in view, so a day is Absent only once it
 * is over at every site the person works at. Today and days to come stay open. A day's detail
 * (leave, a day off) is written in the translator's language; a holiday's name as it was given.
 */
export async function monthlyAttendance(
  deps: Deps,
  actor: UserActor,
  userId: string,
  query: { month?: string | undefined; siteId?: string | undefined },
  translator: Pick<Translator, 't'>,
): Promise<AttendanceMonth> {
  const readable = await readableSitesOf(deps.db, actor, userId, query.siteId);
  const siteIds = query.siteId
    ? [query.siteId]
    : (await findUserSites(deps.db, userId)).map((site) => site.id);
  const zones = await zonesOf(deps.db, siteIds);
  const now = deps.clock.now();
  const today = zones.map((zone) => dateIn(now, zone)).sort()[0] as string;
  const month = query.month ?? today.slice(0, 7);
  const days = daysOfMonth(month);
  const range = { from: days[0] as string, to: days.at(-1) as string };
  const [rows, leave, holidays, start, dayOff] = await Promise.all([
    recordsOfUser(deps.db, userId, range, readable),
    approvedLeaveBetween(deps.db, userId, range.from, range.to),
    holidaysBetween(deps.db, range, siteIds),
    startOf(deps.db, userId, zones),
    daysOffOf(deps.db, userId, siteIds),
  ]);
  const merged = mergeByDate(rows);
  const holidayOn = new Map(holidays.map((holiday) => [holiday.date, holiday.name]));

  const monthDays = days.map((date): MonthDay => {
    const day = merged.get(date);
    if (day) {
      return {
        date,
        status: day.status,
        checkInTime: day.checkInTime,
        checkOutTime: day.checkOutTime,
        timeZone: day.timeZone,
        totalHours: day.totalHours,
        site: day.sites.map((site) => site.name).join(', '),
        detail: day.remarks,
        corrections: day.corrections,
      };
    }
    const open = {
      date,
      checkInTime: null,
      checkOutTime: null,
      timeZone: null,
      totalHours: null,
      site: null,
      corrections: [],
    };
    const onLeave = leave.find((entry) => entry.startDate <= date && date <= entry.endDate);
    if (onLeave) {
      const type = leaveTypeLabel(onLeave.leaveType);
      return { ...open, status: 'Leave', detail: translator.t('attendance.leaveDetail', { type }) };
    }
    const holiday = holidayOn.get(date);
    if (holiday !== undefined) return { ...open, status: 'Holiday', detail: holiday };
    if (dayOff(date)) return { ...open, status: null, detail: translator.t('attendance.dayOff') };
    const started = start !== null && date >= start;
    return { ...open, status: started && date < today ? 'Absent' : null, detail: null };
  });

  const summary = Object.fromEntries(ATTENDANCE_STATUSES.map((status) => [status, 0])) as Record<
    AttendanceStatus,
    number
  >;
  for (const day of monthDays) if (day.status) summary[day.status] += 1;
  return { month, userId, days: monthDays, summary };
}
