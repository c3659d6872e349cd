import {
  ATTENDANCE_STATUSES,
  type AttendanceMonth,
  type AttendanceStatus,
  type MonthDay,
} from '@cmms/shared/attendance';
import { daysOfMonth } from '@cmms/shared/dates';
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
import { datesOfUser, recordsOfUser } from './attendance.repository';
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
  if (siteId && !scopeAllows(scope, siteId)) throw notFound('Site');
  if (!attendancePolicy.mayReadOthers(actor, userId)) return siteId ? [siteId] : undefined;
  if (!(await isUserWithinScope(db, scope, userId))) throw notFound('User');
  if (siteId) return [siteId];
  return scope.all ? undefined : scope.siteIds;
}

/**
 * GET /attendance/user/{userId}: the user's days, newest first, each the daily merge of its
 * records (doc 002 §4), a page at a time. Recent Attendance asks for 5.
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

/**
 * Today for the monthly view (issue 29): the earliest of today at the sites in view (the one asked
 * for, else the person's), so a day is Absent only once it is over at every site the person works
 * at; the server's today for a person without sites.
 */
async function todayAtSites(db: DbOrTx, siteIds: readonly string[], now: Date) {
  const zones = [...(await timeZonesOfSites(db, siteIds)).values()];
  if (zones.length === 0) return dateIn(now, processTimeZone());
  return zones.map((zone) => dateIn(now, zone)).sort()[0] as string;
}

/**
 * The monthly view (doc 002 §4), computed here: for each day the merged record; else Leave where
 * approved leave covers it; else Holiday (global, or of the site asked for, or of one of the
 * user's sites); else Absent for a day that has passed (todayAtSites). Today and days to come
 * stay open.
 */
export async function monthlyAttendance(
  deps: Deps,
  actor: UserActor,
  userId: string,
  query: { month?: string | undefined; siteId?: string | undefined },
): Promise<AttendanceMonth> {
  const readable = await readableSitesOf(deps.db, actor, userId, query.siteId);
  const siteIds = query.siteId
    ? [query.siteId]
    : (await findUserSites(deps.db, userId)).map((site) => site.id);
  const today = await todayAtSites(deps.db, siteIds, deps.clock.now());
  const month = query.month ?? today.slice(0, 7);
  const days = daysOfMonth(month);
  const range = { from: days[0] as string, to: days.at(-1) as string };
  const [rows, leave, holidays] = await Promise.all([
    recordsOfUser(deps.db, userId, range, readable),
    approvedLeaveBetween(deps.db, userId, range.from, range.to),
    holidaysBetween(deps.db, range, siteIds),
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
      };
    }
    const open = {
      date,
      checkInTime: null,
      checkOutTime: null,
      timeZone: null,
      totalHours: null,
      site: null,
    };
    const onLeave = leave.find((entry) => entry.startDate <= date && date <= entry.endDate);
    if (onLeave) return { ...open, status: 'Leave', detail: `${onLeave.leaveType} leave` };
    const holiday = holidayOn.get(date);
    if (holiday !== undefined) return { ...open, status: 'Holiday', detail: holiday };
    return { ...open, status: date < today ? 'Absent' : null, detail: null };
  });

  const summary = Object.fromEntries(ATTENDANCE_STATUSES.map((status) => [status, 0])) as Record<
    AttendanceStatus,
    number
  >;
  for (const day of monthDays) if (day.status) summary[day.status] += 1;
  return { month, userId, days: monthDays, summary };
}
