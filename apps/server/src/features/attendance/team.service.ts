import {
  isDayOff,
  LATE_GRACE_MINUTES,
  leaveTypeLabel,
  TEAM_STATUSES,
  type TeamMember,
  type TeamStatus,
  type TeamToday,
} from '@cmms/shared/attendance';
import { addDays } from '@cmms/shared/dates';
import { msg } from '@cmms/shared/i18n/message';
import type { Translator } from '@cmms/shared/i18n/translator';
import { dateIn, instantAt, zoneOrProcess } from '@cmms/shared/zones';
import type { UserActor } from '../../lib/actor';
import { scopeAllows } from '../../lib/auth/site-scope';
import type { ServiceDeps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import { attendancePolicy } from './attendance.policy';
import { presentRecord, zoneOfRecord } from './attendance.presenter';
import {
  peopleOfSites,
  pickShift,
  type RecordRow,
  recordsOfPeople,
  type ShiftRule,
  shiftsFor,
  sitesNamed,
  type TeamPerson,
} from './attendance.repository';
import { holidaysBetween } from './calendar.repository';
import { approvedLeaveOfPeople } from './leave.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;
type Site = { id: string; name: string; zone: string; today: string };
type Leave = { userId: string; leaveType: string; startDate: string; endDate: string };
type Holiday = { date: string; siteId: string | null; name: string };

/**
 * Without a punch, the status a person's day has at one site, and which wins when they work at
 * several: one who may still come to one of them is Not yet in; one expected somewhere who has
 * not come is Absent; else a holiday, else a day off.
 */
const NO_PUNCH_ORDER: TeamStatus[] = ['Not yet in', 'Absent', 'Holiday', 'Day off'];

/** The records of today at their sites, and last night's still open, oldest first. */
function recordsOfToday(rows: readonly RecordRow[], now: Date) {
  return rows.filter((row) => {
    const today = dateIn(now, zoneOfRecord(row));
    return row.date === today || (row.checkOutAt === null && row.date === addDays(today, -1));
  });
}

const shiftTimes = (shift: ShiftRule | null) =>
  shift ? { name: shift.name, startTime: shift.startTime, endTime: shift.endTime } : null;

/** A person's day at one site without a punch (docs/attendance.md, "Today"). */
function dayAtSite(
  person: TeamPerson,
  site: Site,
  context: { now: Date; shifts: ShiftRule[]; holidays: Holiday[] },
) {
  const shift = pickShift(context.shifts, person.id, site.id);
  const holiday = context.holidays.find(
    (entry) => entry.date === site.today && (entry.siteId === null || entry.siteId === site.id),
  );
  const base = { site, shift: shiftTimes(shift) };
  if (holiday) return { ...base, status: 'Holiday' as const, detail: holiday.name };
  if (isDayOff(site.today, shift?.daysOff)) {
    return { ...base, status: 'Day off' as const, detail: null };
  }
  if (!shift) return { ...base, status: 'Not yet in' as const, detail: null };
  const start = instantAt(site.today, shift.startTime, site.zone);
  const graceOver = start.getTime() + LATE_GRACE_MINUTES * 60_000;
  const status: TeamStatus = context.now.getTime() <= graceOver ? 'Not yet in' : 'Absent';
  return { ...base, status, detail: null };
}

/**
 * GET /attendance/team/today (issue 30): each person of the caller's sites (or the one asked for)
 * who works shifts, with one status for today on the calendar and clock of their site: On site,
 * Late (the first punch-in was late; `onSite` says whether they are still there), Left, On leave,
 * Holiday, Day off, Not yet in (the shift has not started, or is within its grace; no shift: until
 * the day ends) or Absent (the shift started more than the grace ago, and no punch). A site
 * outside the caller's is a 404. Only their records at the sites in view are read. A person's
 * leave is written in the translator's language; a holiday's name as it was given.
 */
export async function teamToday(
  deps: Deps,
  actor: UserActor,
  query: { siteId?: string | undefined },
  translator: Pick<Translator, 't'>,
): Promise<TeamToday> {
  const scope = attendancePolicy.scopeOf(actor);
  if (query.siteId && !scopeAllows(scope, query.siteId)) {
    throw notFound(msg('attendance.siteNotFound'));
  }
  const inView = query.siteId ? [query.siteId] : scope.all ? undefined : scope.siteIds;
  const now = deps.clock.now();
  const people = await peopleOfSites(deps.db, inView);
  const siteIds = [...new Set(people.flatMap((person) => person.siteIds))];
  const sites = new Map(
    (await sitesNamed(deps.db, siteIds)).map((row) => {
      const zone = zoneOrProcess(row.timeZone);
      return [row.id, { id: row.id, name: row.name, zone, today: dateIn(now, zone) }];
    }),
  );
  const todays = [...sites.values()].map((site) => site.today).sort();
  const from = addDays(todays[0] ?? dateIn(now, zoneOrProcess(null)), -1);
  const to = todays.at(-1) ?? from;
  const userIds = people.map((person) => person.id);
  const [records, shifts, leave, holidays] = await Promise.all([
    recordsOfPeople(deps.db, userIds, { from, to }, inView),
    shiftsFor(deps.db, userIds, siteIds),
    approvedLeaveOfPeople(deps.db, userIds, from, to),
    holidaysBetween(deps.db, { from, to }, siteIds),
  ]);
  const todayRecords = recordsOfToday(records, now);
  const context = { now, shifts, holidays };

  const members = people.flatMap((person): TeamMember[] => {
    const ownSites = person.siteIds.flatMap((id) => sites.get(id) ?? []);
    const [home] = ownSites;
    if (!home) return [];
    const theirs = todayRecords.filter((row) => row.userId === person.id);
    const sitesRef = ownSites.map((site) => ({
      id: site.id,
      name: site.name,
      timeZone: site.zone,
    }));
    const user = { id: person.id, name: person.name, role: person.role };
    const [first] = theirs;
    if (first) {
      const site = sites.get(first.siteId) ?? home;
      const open = theirs.some((row) => row.checkOutAt === null);
      const outs = theirs.flatMap((row) => (row.checkOutAt ? [row.checkOutAt.getTime()] : []));
      return [
        {
          user,
          site: { id: first.siteId, name: first.siteName },
          sites: sitesRef,
          timeZone: zoneOfRecord(first),
          date: first.date,
          status: first.status === 'Late' ? 'Late' : open ? 'On site' : 'Left',
          onSite: open,
          firstIn: first.checkInAt.toISOString(),
          lastOut: open || outs.length === 0 ? null : new Date(Math.max(...outs)).toISOString(),
          shift: shiftTimes(pickShift(shifts, person.id, site.id)),
          detail: null,
          records: theirs.map(presentRecord),
        },
      ];
    }
    const onLeave = (leave as Leave[]).find(
      (entry) =>
        entry.userId === person.id &&
        ownSites.some((site) => entry.startDate <= site.today && site.today <= entry.endDate),
    );
    const days = ownSites.map((site) => dayAtSite(person, site, context));
    const day = onLeave
      ? { ...(days[0] as (typeof days)[number]), status: 'On leave' as const }
      : (days.sort(
          (a, b) => NO_PUNCH_ORDER.indexOf(a.status) - NO_PUNCH_ORDER.indexOf(b.status),
        )[0] as (typeof days)[number]);
    return [
      {
        user,
        site: { id: day.site.id, name: day.site.name },
        sites: sitesRef,
        timeZone: day.site.zone,
        date: day.site.today,
        status: day.status,
        onSite: false,
        firstIn: null,
        lastOut: null,
        shift: day.shift,
        detail: onLeave
          ? translator.t('attendance.leaveDetail', { type: leaveTypeLabel(onLeave.leaveType) })
          : day.detail,
        records: [],
      },
    ];
  });

  const counts = Object.fromEntries(TEAM_STATUSES.map((status) => [status, 0])) as Record<
    TeamStatus,
    number
  >;
  for (const member of members) counts[member.status] += 1;
  return {
    asOf: now.toISOString(),
    people: members,
    counts,
    onSite: members.filter((member) => member.onSite).length,
  };
}
