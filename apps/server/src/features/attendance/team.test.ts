import type {
  AttendanceMonth,
  AttendanceRecord,
  Shift,
  TeamMember,
  TeamToday,
} from '@cmms/shared/attendance';
import { en } from '@cmms/shared/i18n/source-translators';
import { defaultPermissionsOf } from '@cmms/shared/permissions';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserActor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { scenario } from '../../test/scenario';
import { activityLogs } from '../activity/activity.table';
import { users } from '../users/users.table';
import { checkIn } from './attendance.service';

// Issue 30: the Today view of managers and supervisors, the punches they add or correct with a
// reason, the absences of the monthly view, and a shift's days off. Local times, so "today" is
// the same wherever the tests run; Tuesday 16 June 2026, 10:00.
let now = new Date(2026, 5, 16, 10, 0);
const clock: Clock = { now: () => new Date(now) };

const s = await scenario({
  config: { tokenTtlHours: 24 * 365 },
  clock,
  // No coordinates: no position needed to punch.
  sites: { north: 'North Plant', south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['supervisor', 'supervisor', ['north']],
    ['manager', 'manager', ['north', 'south']],
    ['southSupervisor', 'supervisor', ['south']],
    ['onTime', 'technician', ['north']],
    ['lateOne', 'technician', ['north']],
    ['gone', 'technician', ['north']],
    ['onLeave', 'technician', ['north']],
    ['missing', 'technician', ['north']],
    ['afternoon', 'housekeeping', ['north']],
    ['weekender', 'technician', ['north']],
    ['southTech', 'technician', ['south']],
    ['client', 'client', ['north']],
    ['newcomer', 'technician', ['north']],
  ],
});
afterAll(() => s.close());
type Who = keyof typeof s.ids;
const { call, ids } = s;
const { north, south } = s.sites;

const punch = (who: Who, kind: 'in' | 'out', siteId: string, hours: number, minutes = 0) => {
  now = new Date(2026, 5, 16, hours, minutes);
  return call(who, 'POST', `/api/attendance/check-${kind}`, { siteId });
};
const today = async (who: Who, query = '') => {
  const res = await call(who, 'GET', `/api/attendance/team/today${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TeamToday;
};
const statusOf = (view: TeamToday) =>
  Object.fromEntries(view.people.map((member) => [member.user.name, member.status]));
const addPunch = (who: Who, body: object) =>
  call(who, 'POST', '/api/attendance/team/records', body);

beforeAll(async () => {
  const db = s.db;
  // Accounts are made on the database's clock, not the test's: everyone started in January,
  // but the newcomer on 10 June, and the administrator today (after June).
  await db
    .update(users)
    .set({ createdAt: new Date(2026, 0, 1) })
    .where(ne(users.id, ids.admin));
  await db
    .update(users)
    .set({ createdAt: new Date(2026, 5, 10, 9) })
    .where(eq(users.id, ids.newcomer));

  const shift = (body: object) => call('admin', 'POST', '/api/attendance/shifts', body);
  for (const body of [
    { name: 'North days', startTime: '09:00', endTime: '17:00', siteId: north.id },
    { name: 'Afternoons', startTime: '14:00', endTime: '22:00', userId: ids.afternoon },
    // Tuesdays and Sundays off.
    {
      name: 'Long weekends',
      startTime: '09:00',
      endTime: '17:00',
      userId: ids.weekender,
      daysOff: [0, 2],
    },
    {
      name: 'Weekdays',
      startTime: '09:00',
      endTime: '17:00',
      userId: ids.newcomer,
      daysOff: [6, 0],
    },
  ]) {
    const res = await shift(body);
    expect(res.statusCode, res.body).toBe(201);
  }
  for (const body of [
    { name: 'South stocktake', date: '2026-06-16', siteId: south.id },
    { name: 'Founders Day', date: '2026-06-11' },
  ]) {
    const res = await call('admin', 'POST', '/api/attendance/holidays', body);
    expect(res.statusCode, res.body).toBe(201);
  }
  now = new Date(2026, 5, 12, 10);
  const leave = await call('onLeave', 'POST', '/api/attendance/leave', {
    leaveType: 'Sick',
    startDate: '2026-06-16',
    endDate: '2026-06-17',
    reason: 'Flu',
  });
  expect(leave.statusCode, leave.body).toBe(201);
  const approved = await call(
    'supervisor',
    'PATCH',
    `/api/attendance/leave/${leave.json().id}/process`,
    { status: 'Approved' },
  );
  expect(approved.statusCode, approved.body).toBe(200);

  expect((await punch('gone', 'in', north.id, 8, 50)).statusCode).toBe(201);
  expect((await punch('onTime', 'in', north.id, 8, 55)).statusCode).toBe(201);
  expect((await punch('gone', 'out', north.id, 9, 40)).statusCode).toBe(200);
  const late = await punch('lateOne', 'in', north.id, 9, 30);
  expect(late.json().status).toBe('Late');
  now = new Date(2026, 5, 16, 10, 0);
});

describe('GET /api/attendance/team/today', () => {
  it('gives each person of the supervisor’s site one status for today', async () => {
    const view = await today('supervisor');
    expect(statusOf(view)).toEqual({
      afternoon: 'Not yet in',
      gone: 'Left',
      lateOne: 'Late',
      // At North its shift started at 09:00; South's holiday does not excuse them at North.
      manager: 'Absent',
      missing: 'Absent',
      newcomer: 'Absent',
      onLeave: 'On leave',
      onTime: 'On site',
      supervisor: 'Absent',
      weekender: 'Day off',
    });
    const member = (name: string) =>
      view.people.find((person) => person.user.name === name) as TeamMember;
    expect(member('onTime')).toMatchObject({
      onSite: true,
      firstIn: new Date(2026, 5, 16, 8, 55).toISOString(),
      lastOut: null,
      shift: { name: 'North days', startTime: '09:00', endTime: '17:00' },
      site: { id: north.id, name: 'North Plant' },
    });
    expect(member('onTime').records).toHaveLength(1);
    expect(member('lateOne').onSite).toBe(true);
    expect(member('gone')).toMatchObject({
      onSite: false,
      lastOut: new Date(2026, 5, 16, 9, 40).toISOString(),
    });
    expect(member('onLeave').detail).toBe('Sick leave');
    expect(member('afternoon').shift?.startTime).toBe('14:00');
    expect(view.onSite).toBe(2);
    expect(view.counts).toEqual({
      'On site': 1,
      Late: 1,
      Left: 1,
      'Not yet in': 1,
      Absent: 4,
      'On leave': 1,
      Holiday: 0,
      'Day off': 1,
    });
  });

  it('is Not yet in within the grace after the start, and Absent after it', async () => {
    now = new Date(2026, 5, 16, 9, 15);
    expect(statusOf(await today('supervisor')).missing).toBe('Not yet in');
    now = new Date(2026, 5, 16, 9, 16);
    expect(statusOf(await today('supervisor')).missing).toBe('Absent');
    now = new Date(2026, 5, 16, 10, 0);
  });

  it('lists one site when asked, and only the caller’s sites', async () => {
    expect(statusOf(await today('manager', `?siteId=${south.id}`))).toEqual({
      manager: 'Holiday',
      southSupervisor: 'Holiday',
      southTech: 'Holiday',
    });
    expect(Object.keys(statusOf(await today('southSupervisor')))).toEqual([
      'manager',
      'southSupervisor',
      'southTech',
    ]);
    // Everyone's for an administrator; never the client, who does not punch.
    const all = statusOf(await today('admin'));
    expect(Object.keys(all)).toHaveLength(12);
    expect(all).not.toHaveProperty('client');
    expect(all).not.toHaveProperty('admin');
  });

  it('refuses another site (404), and those who do not manage attendance (403)', async () => {
    const other = await call('supervisor', 'GET', `/api/attendance/team/today?siteId=${south.id}`);
    expect(other.statusCode).toBe(404);
    for (const who of ['onTime', 'client'] as const) {
      const res = await call(who, 'GET', '/api/attendance/team/today');
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message).toBe(en('attendance.teamOnly'));
    }
    const bad = await call('supervisor', 'GET', '/api/attendance/team/today?siteId=north');
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/attendance/team/records (a missed punch)', () => {
  it('adds the punch with who added it and why, decides its status, and logs it', async () => {
    const res = await addPunch('supervisor', {
      userId: ids.missing,
      siteId: north.id,
      checkInTime: '2026-06-16T08:58',
      reason: 'Left his phone at home; signed the paper register at 08:58',
    });
    expect(res.statusCode, res.body).toBe(201);
    const record: AttendanceRecord = res.json();
    expect(record).toMatchObject({
      date: '2026-06-16',
      status: 'Present',
      checkOutTime: null,
      checkInTime: new Date(2026, 5, 16, 8, 58).toISOString(),
      correction: {
        by: { id: ids.supervisor, name: 'supervisor' },
        reason: 'Left his phone at home; signed the paper register at 08:58',
      },
    });
    expect(statusOf(await today('supervisor')).missing).toBe('On site');
    const [entry] = (await call('admin', 'GET', '/api/activity/logs?type=punch')).json();
    expect(entry).toMatchObject({ action: 'attendance_added' });
    expect(entry.description).toBe(
      'supervisor added a punch for missing on 2026-06-16 at North Plant: 08:58–- (reason: Left his phone at home; signed the paper register at 08:58)',
    );
    // A late one is Late, as a punch would be.
    const late = await addPunch('manager', {
      userId: ids.newcomer,
      siteId: north.id,
      checkInTime: '2026-06-15T09:40',
      checkOutTime: '2026-06-15T17:00',
      reason: 'Badge reader was down',
    });
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json().status).toBe('Late');
  });

  it('requires a reason, of bounded length, and times in order and not in the future', async () => {
    const base = { userId: ids.gone, siteId: north.id, checkInTime: '2026-06-15T09:00' };
    const none = await addPunch('supervisor', base);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ reason: en('attendance.correctionReasonRequired') });
    const blank = await addPunch('supervisor', { ...base, reason: '   ' });
    expect(blank.json().errors).toEqual({ reason: en('attendance.correctionReasonRequired') });
    const long = await addPunch('supervisor', { ...base, reason: 'x'.repeat(501) });
    expect(long.json().errors).toEqual({ reason: en('attendance.correctionReasonTooLong') });
    const future = await addPunch('supervisor', {
      ...base,
      checkInTime: '2026-06-16T10:30',
      reason: 'Tomorrow',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ checkInTime: en('attendance.punchInFuture') });
    const backwards = await addPunch('supervisor', {
      ...base,
      checkOutTime: '2026-06-15T08:00',
      reason: 'Backwards',
    });
    expect(backwards.json().errors).toEqual({
      checkOutTime: en('attendance.checkOutBeforeCheckIn'),
    });
  });

  it('refuses a punch overlapping another record of the person (409)', async () => {
    const res = await addPunch('supervisor', {
      userId: ids.onTime,
      siteId: north.id,
      checkInTime: '2026-06-16T08:00',
      checkOutTime: '2026-06-16T09:00',
      reason: 'Came early',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This overlaps another record of this person (2026-06-16 08:55–- at North Plant)',
    );
    // Just before it is no overlap.
    const before = await addPunch('supervisor', {
      userId: ids.onTime,
      siteId: north.id,
      checkInTime: '2026-06-16T07:00',
      checkOutTime: '2026-06-16T08:55',
      reason: 'Night check of the boiler before his shift',
    });
    expect(before.statusCode, before.body).toBe(201);
  });

  it('never for oneself (403), nor for a person or at a site outside the caller’s (404)', async () => {
    const body = { siteId: north.id, checkInTime: '2026-06-15T09:00', reason: 'Forgot' };
    const own = await addPunch('supervisor', { ...body, userId: ids.supervisor });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(en('attendance.ownCorrection'));
    const outside = await addPunch('supervisor', { ...body, userId: ids.southTech });
    expect(outside.statusCode).toBe(404);
    const otherSite = await addPunch('supervisor', {
      ...body,
      siteId: south.id,
      userId: ids.gone,
    });
    expect(otherSite.statusCode).toBe(404);
    // The manager sees both sites, but the technician works at North only.
    const notTheirs = await addPunch('manager', { ...body, siteId: south.id, userId: ids.gone });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().errors).toEqual({ siteId: en('attendance.personNotAtSite') });
    const client = await addPunch('supervisor', { ...body, userId: ids.client });
    expect(client.statusCode).toBe(400);
    expect(client.json().errors).toEqual({ userId: en('attendance.notAShiftWorker') });
    for (const who of ['onTime', 'client'] as const) {
      expect((await addPunch(who, { ...body, userId: ids.gone })).statusCode, who).toBe(403);
    }
  });
});

describe('PUT /api/attendance/team/records/{id} (a correction)', () => {
  const recordOf = async (who: Who) => {
    const member = (await today('supervisor')).people.find((person) => person.user.name === who);
    const record = member?.records[0];
    if (!record) throw new Error(`${who} has no record today`);
    return record;
  };

  it('corrects the times with why: the status follows, the lists show it, the log keeps it', async () => {
    const record = await recordOf('lateOne');
    const res = await call('supervisor', 'PUT', `/api/attendance/team/records/${record.id}`, {
      checkInTime: '2026-06-16T09:05',
      reason: 'Queued at the gate from 09:05; the reader was slow',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Present',
      checkInTime: new Date(2026, 5, 16, 9, 5).toISOString(),
      correction: {
        by: { name: 'supervisor' },
        reason: 'Queued at the gate from 09:05; the reader was slow',
      },
    });
    expect(statusOf(await today('supervisor')).lateOne).toBe('On site');
    const [entry] = (await call('admin', 'GET', '/api/activity/logs?type=punch')).json();
    expect(entry.action).toBe('attendance_updated');
    expect(entry.description).toBe(
      'Attendance of lateOne on 2026-06-16 at North Plant updated: check-in 09:30 → 09:05, status Late → Present (reason: Queued at the gate from 09:05; the reader was slow)',
    );
    const [listed]: AttendanceRecord[] = (
      await call('admin', 'GET', `/api/attendance/all?userId=${ids.lateOne}`)
    ).json();
    expect(listed?.correction?.reason).toBe('Queued at the gate from 09:05; the reader was slow');
    const month: AttendanceMonth = (
      await call('supervisor', 'GET', `/api/attendance/user/${ids.lateOne}/monthly?month=2026-06`)
    ).json();
    expect(month.days.find((day) => day.date === '2026-06-16')?.corrections).toEqual([
      {
        by: { id: ids.supervisor, name: 'supervisor' },
        reason: 'Queued at the gate from 09:05; the reader was slow',
      },
    ]);
    const days = (await call('lateOne', 'GET', `/api/attendance/user/${ids.lateOne}`)).json();
    expect(days[0].corrections).toHaveLength(1);
  });

  it('refuses one’s own record (403), another site’s (404), and a correction without a reason', async () => {
    expect((await punch('supervisor', 'in', north.id, 10, 5)).statusCode).toBe(201);
    now = new Date(2026, 5, 16, 10, 10);
    const own = await recordOf('supervisor');
    const mine = await call('supervisor', 'PUT', `/api/attendance/team/records/${own.id}`, {
      checkInTime: '2026-06-16T08:55',
      reason: 'I was here early',
    });
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toBe(en('attendance.ownCorrection'));
    const record = await recordOf('onTime');
    const elsewhere = await call(
      'southSupervisor',
      'PUT',
      `/api/attendance/team/records/${record.id}`,
      { checkInTime: '2026-06-16T08:50', reason: 'Not mine to say' },
    );
    expect(elsewhere.statusCode).toBe(404);
    const noReason = await call('supervisor', 'PUT', `/api/attendance/team/records/${record.id}`, {
      checkInTime: '2026-06-16T08:50',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: en('attendance.correctionReasonRequired') });
    const technician = await call('gone', 'PUT', `/api/attendance/team/records/${record.id}`, {
      checkInTime: '2026-06-16T08:50',
      reason: 'Mate',
    });
    expect(technician.statusCode).toBe(403);
  });

  it('lets an administrator’s correction keep a reason, and the spec’s body without one', async () => {
    const record = await recordOf('gone');
    const withReason = await call('admin', 'PUT', `/api/attendance/records/${record.id}`, {
      checkInTime: '2026-06-16T08:45',
      checkOutTime: '2026-06-16T09:40',
      status: 'Present',
      reason: 'Gate log says 08:45',
    });
    expect(withReason.statusCode, withReason.body).toBe(200);
    expect(withReason.json().correction).toEqual({
      by: { id: ids.admin, name: 'admin' },
      reason: 'Gate log says 08:45',
    });
    const [entry] = (await call('admin', 'GET', '/api/activity/logs?type=punch')).json();
    expect(entry.description).toContain('(reason: Gate log says 08:45)');
    const spec = await call('admin', 'PUT', `/api/attendance/records/${record.id}`, {
      checkInTime: '2026-06-16T08:50',
      checkOutTime: '2026-06-16T09:40',
      status: 'Present',
      remarks: null,
    });
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.json().correction).toEqual({ by: { id: ids.admin, name: 'admin' }, reason: null });
  });
});

describe('absences in the monthly view', () => {
  it('counts no day before the person started, no weekly day off and no holiday', async () => {
    const res = await call(
      'newcomer',
      'GET',
      `/api/attendance/user/${ids.newcomer}/monthly?month=2026-06`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const month: AttendanceMonth = res.json();
    const on = (day: string) => month.days.find((entry) => entry.date === `2026-06-${day}`);
    // Before the 10th the account did not exist.
    for (const day of ['01', '05', '09']) expect(on(day)?.status, day).toBeNull();
    expect(on('10')?.status).toBe('Absent');
    expect(on('11')).toMatchObject({ status: 'Holiday', detail: 'Founders Day' });
    expect(on('12')?.status).toBe('Absent');
    // Saturday and Sunday are the newcomer's days off.
    expect(on('13')).toMatchObject({ status: null, detail: 'Day off' });
    expect(on('14')).toMatchObject({ status: null, detail: 'Day off' });
    expect(on('15')?.status).toBe('Late');
    // Today is not over.
    expect(on('16')?.status).toBeNull();
    expect(month.summary).toMatchObject({ Absent: 2, Holiday: 1, Late: 1, Present: 0 });
  });

  it('leaves Sunday off without a shift, and counts nothing for an account made today', async () => {
    const month: AttendanceMonth = (
      await call('missing', 'GET', `/api/attendance/user/${ids.missing}/monthly?month=2026-06`)
    ).json();
    expect(month.days.find((day) => day.date === '2026-06-14')).toMatchObject({
      status: null,
      detail: 'Day off',
    });
    // The 15 days before the 16th less two Sundays and the holiday on the 11th.
    expect(month.summary.Absent).toBe(12);
    // The administrator, made by the database's clock (today, after June), never punched.
    const admin: AttendanceMonth = (
      await call('admin', 'GET', `/api/attendance/user/${ids.admin}/monthly?month=2026-06`)
    ).json();
    expect(admin.summary.Absent).toBe(0);
  });
});

describe('a shift’s days off and whom a shift may name', () => {
  const shift = (body: object) =>
    call('admin', 'POST', '/api/attendance/shifts', {
      name: 'Extra',
      startTime: '06:00',
      endTime: '14:00',
      ...body,
    });

  it('takes the spec’s body without days off as Sundays off, and weekdays as given', async () => {
    const spec = await shift({ siteId: south.id });
    expect(spec.statusCode, spec.body).toBe(201);
    expect(spec.json().daysOff).toEqual([0]);
    const given = await shift({ siteId: south.id, daysOff: [6, 0, 6] });
    expect(given.json().daysOff).toEqual([0, 6]);
    const every = await shift({ siteId: south.id, daysOff: [] });
    expect(every.json().daysOff).toEqual([]);
    const listed = (await call('admin', 'GET', '/api/attendance/shifts')).json();
    expect(listed.find((row: Shift) => row.id === given.json().id).daysOff).toEqual([0, 6]);
  });

  it('refuses weekdays out of range and a shift without a working day', async () => {
    const outOfRange = await shift({ daysOff: [7] });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().errors).toEqual({ 'daysOff.0': en('attendance.dayOffInvalid') });
    const all = await shift({ daysOff: [0, 1, 2, 3, 4, 5, 6] });
    expect(all.json().errors).toEqual({ daysOff: en('attendance.noWorkingDay') });
    const text = await shift({ daysOff: 'Sunday' });
    expect(text.statusCode).toBe(400);
  });

  it('names only people who punch: not the client, not an administrator', async () => {
    for (const who of ['client', 'admin'] as const) {
      const res = await shift({ userId: ids[who] });
      expect(res.statusCode, who).toBe(400);
      expect(res.json().errors).toEqual({ userId: en('attendance.notAShiftWorker') });
    }
    const users: { id: string; worksShifts: boolean }[] = (
      await call('admin', 'GET', '/api/attendance/users')
    ).json();
    const worksShifts = (who: Who) => users.find((user) => user.id === ids[who])?.worksShifts;
    expect(worksShifts('client')).toBe(false);
    expect(worksShifts('onTime')).toBe(true);
    expect(worksShifts('supervisor')).toBe(true);
  });
});

describe('the activity log of punches the demo makes', () => {
  it('carries the punch’s own time when the system asks, never an API caller’s', async () => {
    const person = (await s.db.select().from(users).where(eq(users.id, ids.gone)))[0];
    if (!person) throw new Error('no person');
    const actor: UserActor = {
      id: person.id,
      name: person.name,
      email: person.email,
      role: person.role,
      permissions: defaultPermissionsOf(person.role),
      siteIds: [north.id],
      language: null,
    };
    const punchedAt = new Date(2026, 5, 3, 8, 57);
    const record = await checkIn(
      { db: s.db, clock: { now: () => punchedAt }, stampActivityAtEvent: true },
      actor,
      { siteId: north.id },
    );
    const entryOf = async (recordId: string) => {
      const rows = await s.db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.action, 'punch_in'));
      return rows.find((row) => (row.metadata as { recordId?: string }).recordId === recordId);
    };
    expect((await entryOf(record.id))?.createdAt).toEqual(punchedAt);
    // Through the API a punch sent later keeps its time in the text, not in the log's time.
    now = new Date(2026, 5, 17, 10, 0);
    const takenAt = new Date(2026, 5, 17, 8, 55);
    const sent = await call('gone', 'POST', '/api/attendance/check-in', {
      siteId: north.id,
      takenAt: takenAt.toISOString(),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const entry = await entryOf(sent.json().id);
    expect(entry?.createdAt).not.toEqual(takenAt);
    expect(entry?.description).toContain('made at 08:55 on the device');
  });
});
