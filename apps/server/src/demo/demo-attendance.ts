import {
  holidayInputSchema,
  leaveInputSchema,
  shiftInputSchema,
  siteCoordinates,
  teamPunchInputSchema,
} from '@cmms/shared/attendance';
import { localTime } from '@cmms/shared/dates';
import { localDateOf } from '@cmms/shared/work-orders';
import type { DbOrTx } from '../db/client';
import { addTeamPunch, checkIn, checkOut } from '../features/attendance/attendance.service';
import { createHoliday, createShift } from '../features/attendance/calendar.service';
import { decideLeave, loadVisibleLeave, requestLeave } from '../features/attendance/leave.service';
import type { UserActor } from '../lib/actor';

type SiteKey = 'harbor' | 'riverside';
type Site = { id: string; mapLocation: string };

/** Who punches in the demo, where, and when their day starts. */
const STAFF: { role: string; site: SiteKey; start: [hour: number, minute: number] }[] = [
  { role: 'technician', site: 'harbor', start: [9, 0] },
  { role: 'electrician', site: 'harbor', start: [9, 0] },
  { role: 'housekeeping', site: 'riverside', start: [7, 0] },
  { role: 'plumber', site: 'riverside', start: [9, 0] },
];

/** The same pseudo-random numbers at every start, so the demo reads the same. */
function chance(seed: number) {
  const x = Math.sin(seed * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

const dayAt = (now: Date, offset: number, hour = 0, minute = 0) =>
  localTime(now.getFullYear(), now.getMonth(), now.getDate() + offset, hour, minute);

/** A position a few metres from the site, as a phone reports it. */
function nearSite(site: Site, seed: number) {
  const position = siteCoordinates(site);
  if (!position) throw new Error('the demo sites have coordinates');
  return {
    latitude: position.latitude + (chance(seed) - 0.5) * 0.0004,
    longitude: position.longitude + (chance(seed + 1) - 0.5) * 0.0004,
    accuracy: Math.round(5 + chance(seed + 2) * 20),
  };
}

/**
 * A month of attendance through the services the API uses: shifts (09:00-17:00 for everyone,
 * 07:00-15:00 for the housekeeper at Riverside, Sundays off), a public holiday, a site holiday and
 * one to come; leave approved, rejected (with its reason) and pending; and for the field staff
 * every working day of the last 30 punched in and out near their site, now and then late; today
 * only punched in. One day the electrician's phone was flat: the supervisor added the punch, with
 * why. Every activity entry carries the time of the event it describes (stampActivityAtEvent),
 * not the moment the demo was loaded.
 */
export async function loadDemoAttendance(
  tx: DbOrTx,
  people: Record<string, UserActor>,
  sites: Record<SiteKey, Site>,
  now: Date,
) {
  const at = (instant: Date) => ({
    db: tx,
    clock: { now: () => instant },
    stampActivityAtEvent: true,
  });
  const admin = people.admin;
  const manager = people.manager;
  const supervisor = people.supervisor;
  if (!admin || !manager || !supervisor) {
    throw new Error('the demo organisation has an admin, a manager and a supervisor');
  }

  await createShift(
    at(now),
    admin,
    shiftInputSchema.parse({ name: 'General', startTime: '09:00', endTime: '17:00' }),
  );
  await createShift(
    at(now),
    admin,
    shiftInputSchema.parse({
      name: 'Early housekeeping',
      startTime: '07:00',
      endTime: '15:00',
      siteId: sites.riverside.id,
      userId: people.housekeeping?.id,
    }),
  );
  const holidays: [name: string, offset: number, site: SiteKey | null][] = [
    ['Founders Day', -12, null],
    ['Harbor annual shutdown', -5, 'harbor'],
    ['Year-end holiday', 20, null],
  ];
  for (const [name, offset, site] of holidays) {
    await createHoliday(
      at(now),
      admin,
      holidayInputSchema.parse({
        name,
        date: localDateOf(dayAt(now, offset)),
        siteId: site ? sites[site].id : null,
      }),
    );
  }

  const leaveDays = new Set<string>();
  const leave: [
    role: string,
    type: string,
    from: number,
    to: number,
    reason: string,
    decision: 'Approved' | 'Rejected' | null,
    note?: string,
  ][] = [
    ['technician', 'Casual', -8, -7, 'Family function out of town', 'Approved'],
    ['plumber', 'Sick', -15, -15, 'Fever', 'Approved'],
    [
      'electrician',
      'Annual',
      -3,
      -2,
      'Short trip',
      'Rejected',
      'The lift panel upgrade at Harbor is booked for those two days; please pick the week after.',
    ],
    ['housekeeping', 'Annual', 10, 14, 'Visiting my parents', null],
    ['technician', 'Emergency', 4, 4, 'Court hearing', null],
  ];
  for (const [role, leaveType, from, to, reason, decision, note] of leave) {
    const person = people[role] as UserActor;
    const values = leaveInputSchema.parse({
      leaveType,
      startDate: localDateOf(dayAt(now, from)),
      endDate: localDateOf(dayAt(now, to)),
      reason,
    });
    const requested = dayAt(now, Math.min(from, 0) - 5, 10);
    const created = await requestLeave(at(requested), person, values);
    if (!decision) continue;
    const request = await loadVisibleLeave({ db: tx }, manager, created.id);
    await decideLeave(at(dayAt(now, Math.min(from, 0) - 4, 11)), manager, {
      leave: request,
      status: decision,
      note: note ?? null,
    });
    if (decision === 'Approved') {
      for (let offset = from; offset <= to; offset++)
        leaveDays.add(`${role}:${localDateOf(dayAt(now, offset))}`);
    }
  }

  const holidayDays = new Set(
    holidays.map(([, offset, site]) => `${site ?? '*'}:${localDateOf(dayAt(now, offset))}`),
  );
  const worksOn = (role: string, site: SiteKey, offset: number) => {
    const day = dayAt(now, offset);
    const date = localDateOf(day);
    return !(
      day.getDay() === 0 ||
      leaveDays.has(`${role}:${date}`) ||
      holidayDays.has(`*:${date}`) ||
      holidayDays.has(`${site}:${date}`)
    );
  };
  // The working day, most recent first from four days back, the electrician's phone was flat.
  const flatPhone = [-4, -6, -8, -9, -10, -11].find((offset) =>
    worksOn('electrician', 'harbor', offset),
  );
  let seed = 1;
  for (const { role, site, start } of STAFF) {
    const person = people[role];
    if (!person) throw new Error(`the demo has no ${role}`);
    for (let offset = -30; offset <= 0; offset++) {
      seed += 3;
      if (!worksOn(role, site, offset)) continue;
      if (role === 'electrician' && offset === flatPhone) continue;
      // Now and then a day missed, and about one day in eight a late start.
      if (chance(seed) < 0.05) continue;
      const lateBy = chance(seed + 1) < 0.12 ? 20 + Math.round(chance(seed + 2) * 25) : 0;
      const arrival = dayAt(
        now,
        offset,
        start[0],
        start[1] - 12 + Math.round(chance(seed + 3) * 14) + lateBy,
      );
      if (arrival > now) continue;
      const input = { siteId: sites[site].id, location: nearSite(sites[site], seed) };
      await checkIn(at(arrival), person, input);
      const departure = dayAt(now, offset, start[0] + 8, Math.round(chance(seed + 4) * 40));
      if (offset < 0)
        await checkOut(at(departure), person, {
          ...input,
          location: nearSite(sites[site], seed + 5),
        });
    }
  }

  const electrician = people.electrician;
  if (flatPhone !== undefined && electrician) {
    await addTeamPunch(
      at(dayAt(now, flatPhone, 17, 40)),
      supervisor,
      teamPunchInputSchema.parse({
        userId: electrician.id,
        siteId: sites.harbor.id,
        checkInTime: dayAt(now, flatPhone, 8, 56).toISOString(),
        checkOutTime: dayAt(now, flatPhone, 17, 12).toISOString(),
        reason: 'His phone was flat all day; I saw him start at the pump room before nine.',
      }),
    );
  }
}
