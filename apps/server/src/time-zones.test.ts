import type { AttendanceMonth, AttendanceRecord } from '@cmms/shared/attendance';
import type { MonthProgress } from '@cmms/shared/checklists';
import { en } from '@cmms/shared/i18n/source-translators';
import type { Pm, UpcomingDay } from '@cmms/shared/pm';
import type { Site } from '@cmms/shared/sites';
import type { WorkOrder } from '@cmms/shared/work-orders';
import { processTimeZone } from '@cmms/shared/zones';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDuePms } from './features/pm/pm.scheduler';
import { users } from './features/users/users.table';
import type { Clock } from './lib/clock';
import { scenario } from './test/scenario';

// Issue 29, item 19: each site keeps its calendar and clock in its own zone. Sydney (UTC+11 in
// November) and Berlin (UTC+1) are ten hours apart; New York falls back from EDT to EST at 02:00
// on 2026-11-01. Every instant below is written in UTC, so the tests mean the same wherever
// they run; the server's own zone (its TZ) is another again in CI (UTC).
let now = new Date('2026-11-25T13:30:00Z');
const clock: Clock = { now: () => new Date(now) };
const at = (iso: string) => {
  now = new Date(iso);
};
// 13:30 UTC on 25 November: 00:30 on the 26th in Sydney, 14:30 on the 25th in Berlin.
const SYDNEY_JUST_AFTER_MIDNIGHT = '2026-11-25T13:30:00Z';

const admin = await scenario({
  config: { tokenTtlHours: 24 * 365 },
  clock,
  cast: [['admin', 'admin', []]],
});
afterAll(() => admin.close());

async function addSite(name: string, timeZone?: string): Promise<Site> {
  const res = await admin.call('admin', 'POST', '/api/sites', { name, timeZone });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const sites = {
  sydney: await addSite('Sydney Works', 'Australia/Sydney'),
  berlin: await addSite('Berlin Works', 'Europe/Berlin'),
  newYork: await addSite('New York Works', 'America/New_York'),
  plain: await addSite('Plain Works'),
};
const s = await admin.addCast([
  ['sydneyTech', 'technician', [sites.sydney]],
  ['berlinTech', 'technician', [sites.berlin]],
  ['newYorkTech', 'technician', [sites.newYork]],
  ['newYorkDays', 'technician', [sites.newYork]],
  ['manager', 'manager', [sites.sydney, sites.berlin]],
]);
type Who = keyof typeof s.ids;
const { call, ids } = s;

beforeAll(async () => {
  // The accounts started before the month these tests live in: days before a person started
  // are not absences (issue 30).
  await s.db.update(users).set({ createdAt: new Date('2026-10-01T00:00:00Z') });
});

describe('a site’s zone', () => {
  it('is kept, answered, and left as it is by an edit that does not name it', async () => {
    expect(sites.sydney.timeZone).toBe('Australia/Sydney');
    expect(sites.plain.timeZone).toBeNull();
    // The spec's client sends a site without timeZone: the zone stays.
    const edited = await call('admin', 'PUT', `/api/sites/${sites.sydney.id}`, {
      name: 'Sydney Works',
      location: 'Alexandria',
    });
    expect(edited.json()).toMatchObject({ location: 'Alexandria', timeZone: 'Australia/Sydney' });
    const spelled = await call('admin', 'PUT', `/api/sites/${sites.plain.id}`, {
      name: 'Plain Works',
      timeZone: ' asia/tokyo ',
    });
    expect(spelled.json().timeZone).toBe('Asia/Tokyo');
    const cleared = await call('admin', 'PUT', `/api/sites/${sites.plain.id}`, {
      name: 'Plain Works',
      timeZone: '',
    });
    expect(cleared.json().timeZone).toBeNull();
  });

  it('must be an IANA zone, named in a bounded text', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', '+05:30', 'Berlin']) {
      const res = await call('admin', 'POST', '/api/sites', { name: 'Nowhere', timeZone });
      expect(res.statusCode, timeZone).toBe(400);
      expect(res.json().errors).toEqual({ timeZone: en('zones.invalid') });
    }
    const long = await call('admin', 'POST', '/api/sites', {
      name: 'Nowhere',
      timeZone: `Europe/${'x'.repeat(80)}`,
    });
    expect(long.json().errors).toEqual({ timeZone: en('zones.tooLong', { maximum: 64 }) });
  });

  it('is chosen from the zones the server lists, which name its own', async () => {
    const res = await call('sydneyTech', 'GET', '/api/sites/time-zones');
    expect(res.statusCode).toBe(200);
    const { serverTimeZone, timeZones } = res.json();
    expect(serverTimeZone).toBe(processTimeZone());
    expect(timeZones).toEqual(
      expect.arrayContaining(['Australia/Sydney', 'Europe/Berlin', 'America/New_York']),
    );
    expect((await s.app.inject('/api/sites/time-zones')).statusCode).toBe(401);
  });
});

describe('two sites ten hours apart, just after midnight in Sydney', () => {
  const workOrder = async (site: Site, who: Who, title: string) => {
    const asset = await call('admin', 'POST', '/api/assets', { name: title, siteId: site.id });
    const res = await call('admin', 'POST', '/api/tasks', {
      title,
      description: 'Due on the 25th',
      dueDate: '2026-11-25',
      assignedToId: ids[who],
      assetId: asset.json().id,
      siteId: site.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res;
  };

  it('a work order due on the 25th is overdue in Sydney and not yet in Berlin', async () => {
    at(SYDNEY_JUST_AFTER_MIDNIGHT);
    const sydney = (await workOrder(sites.sydney, 'sydneyTech', 'Sydney pump')).json();
    const berlin = (await workOrder(sites.berlin, 'berlinTech', 'Berlin pump')).json();
    expect(sydney.overdue).toBe(true);
    expect(berlin.overdue).toBe(false);
    expect((await call('manager', 'GET', `/api/tasks/${sydney.id}`)).json().overdue).toBe(true);

    const overdue = await call('manager', 'GET', '/api/tasks?filter=overdue');
    expect(overdue.json().map((task: WorkOrder) => task.title)).toEqual(['Sydney pump']);
    expect(overdue.headers['x-total-count']).toBe('1');
    const stats = (await call('admin', 'GET', '/api/dashboard/stats')).json();
    expect(stats.tasks.overdue).toBe(1);
    const bySite = Object.fromEntries(
      stats.charts.bySite.map((site: { name: string; overdue: number }) => [
        site.name,
        site.overdue,
      ]),
    );
    expect(bySite).toMatchObject({ 'Sydney Works': 1, 'Berlin Works': 0 });

    // A technician may not hold an overdue work order: in Sydney it is overdue already.
    const hold = (who: Who, id: string) =>
      call(who, 'PATCH', `/api/tasks/${id}/status`, { status: 'on_hold' });
    const sydneyHold = await hold('sydneyTech', sydney.id);
    expect(sydneyHold.statusCode).toBe(409);
    expect(sydneyHold.json().message).toBe(en('workOrders.lockedAfterDue'));
    expect((await hold('berlinTech', berlin.id)).statusCode).toBe(200);

    // Midnight in Berlin: overdue there too.
    at('2026-11-25T23:30:00Z');
    expect((await call('manager', 'GET', '/api/tasks?filter=overdue')).json()).toHaveLength(2);
  });

  it('a PM dated the 26th falls due in Sydney, and in Berlin only at Berlin’s midnight', async () => {
    at(SYDNEY_JUST_AFTER_MIDNIGHT);
    const addPm = async (site: Site, who: Who, title: string): Promise<Pm> => {
      const asset = await call('admin', 'POST', '/api/assets', { name: title, siteId: site.id });
      expect(asset.statusCode, asset.body).toBe(201);
      const res = await call('manager', 'POST', '/api/pm', {
        title,
        priority: 'Medium',
        recurrence: 'Daily',
        assetId: asset.json().id,
        assigneeId: ids[who],
        date: '2026-11-26',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const readPm = async (pm: Pm): Promise<Pm> =>
      (await call('manager', 'GET', `/api/pm/${pm.id}`)).json();
    // Created on or after its date, a PM generates its work order at once.
    const sydney = await addPm(sites.sydney, 'sydneyTech', 'Sydney chiller');
    const berlin = await addPm(sites.berlin, 'berlinTech', 'Berlin chiller');
    expect(sydney.openWorkOrder).not.toBeNull();
    expect(berlin.openWorkOrder).toBeNull();
    expect(await generateDuePms({ db: s.db, clock })).toBe(0);
    expect((await readPm(berlin)).openWorkOrder).toBeNull();

    const upcoming = (await call('manager', 'GET', '/api/pm/upcoming')).json();
    const dayOf = (title: string) =>
      upcoming.find((day: UpcomingDay) => day.items.some((item) => item.title === title))?.date;
    expect(dayOf('Berlin chiller')).toBe('2026-11-26');
    // Completed in Sydney on the 26th, it rolls to the 27th.
    const done = await call(
      'sydneyTech',
      'PATCH',
      `/api/tasks/${sydney.openWorkOrder?.id}/status`,
      { status: 'completed' },
    );
    expect(done.statusCode).toBe(200);
    expect((await readPm(sydney)).date).toBe('2026-11-27');

    at('2026-11-25T23:05:00Z');
    expect(await generateDuePms({ db: s.db, clock })).toBe(1);
    expect((await readPm(berlin)).openWorkOrder).not.toBeNull();
  });

  it('a punch at 00:30 in Sydney is the 26th’s, judged against Sydney’s clock', async () => {
    const shift = await call('admin', 'POST', '/api/attendance/shifts', {
      name: 'Sydney days',
      startTime: '00:15',
      endTime: '08:00',
      siteId: sites.sydney.id,
    });
    expect(shift.statusCode, shift.body).toBe(201);
    at(SYDNEY_JUST_AFTER_MIDNIGHT);
    const res = await call('sydneyTech', 'POST', '/api/attendance/check-in', {
      siteId: sites.sydney.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const record: AttendanceRecord = res.json();
    expect(record).toMatchObject({
      date: '2026-11-26',
      status: 'Present',
      timeZone: 'Australia/Sydney',
    });
    const today = (await call('sydneyTech', 'GET', '/api/attendance/today')).json();
    expect(today.map((row: AttendanceRecord) => row.id)).toEqual([record.id]);

    // 00:50 in Sydney: past the 15 minutes' grace, but lateness belongs to the first punch-in of
    // the shift (issue 30), and that one was on time.
    at('2026-11-25T13:50:00Z');
    const out = await call('sydneyTech', 'POST', '/api/attendance/check-out', {
      siteId: sites.sydney.id,
    });
    expect(out.statusCode, out.body).toBe(200);
    const late = await call('sydneyTech', 'POST', '/api/attendance/check-in', {
      siteId: sites.sydney.id,
    });
    expect(late.json()).toMatchObject({ date: '2026-11-26', status: 'Present' });

    // The report prints each record's times on its site's clock.
    const csv = await call(
      'admin',
      'GET',
      `/api/attendance/download?startDate=2026-11-20&endDate=2026-11-30&siteId=${sites.sydney.id}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('2026-11-26,sydneyTech,Sydney Works,00:30,00:50,0.33 hrs,Present');
    expect(csv.body).toContain('2026-11-26,sydneyTech,Sydney Works,00:50,-,-,Present');
  });

  it('a corrected time without an offset is one on the clock of the record’s site', async () => {
    at('2026-11-25T22:00:00Z');
    const [record] = (
      await call('admin', 'GET', `/api/attendance/all?siteId=${sites.sydney.id}&limit=1`)
    ).json() as AttendanceRecord[];
    const res = await call('admin', 'PUT', `/api/attendance/records/${record?.id}`, {
      checkInTime: '2026-11-26T00:55',
      checkOutTime: '2026-11-26T09:05',
      status: 'Late',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      date: '2026-11-26',
      checkInTime: '2026-11-25T13:55:00.000Z',
      checkOutTime: '2026-11-25T22:05:00.000Z',
    });
    const backwards = await call('admin', 'PUT', `/api/attendance/records/${record?.id}`, {
      checkInTime: '2026-11-26T00:55',
      checkOutTime: '2026-11-25T13:00:00Z',
      status: 'Late',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toHaveProperty('checkOutTime');
  });

  it('the 25th is over, and so Absent, in Sydney but not yet in Berlin', async () => {
    at(SYDNEY_JUST_AFTER_MIDNIGHT);
    const dayOf = async (who: Who, date: string) => {
      const res = await call(
        'admin',
        'GET',
        `/api/attendance/user/${ids[who]}/monthly?month=2026-11`,
      );
      const month: AttendanceMonth = res.json();
      return month.days.find((day) => day.date === date)?.status;
    };
    expect(await dayOf('berlinTech', '2026-11-24')).toBe('Absent');
    expect(await dayOf('berlinTech', '2026-11-25')).toBeNull();
    expect(await dayOf('newYorkTech', '2026-11-25')).toBeNull();
    expect(await dayOf('sydneyTech', '2026-11-25')).toBe('Absent');
  });

  it('a checklist day may be ticked once it has begun at the checklist’s site', async () => {
    at(SYDNEY_JUST_AFTER_MIDNIGHT);
    const tick = async (site: Site, who: Who) => {
      const created = await call('admin', 'POST', '/api/checklists', {
        name: `${site.name} rounds`,
        category: 'electrical',
        siteId: site.id,
        items: [{ name: 'Check DB panels' }],
      });
      expect(created.statusCode, created.body).toBe(201);
      const checklist = created.json();
      await call('admin', 'POST', `/api/checklists/${checklist.id}/assign-user`, {
        userId: ids[who],
      });
      return call(who, 'PUT', `/api/checklists/${checklist.id}/progress`, {
        userId: ids[who],
        cells: [{ itemId: checklist.items[0].id, date: '2026-11-26', state: 'completed' }],
      });
    };
    const sydney = await tick(sites.sydney, 'sydneyTech');
    expect(sydney.statusCode, sydney.body).toBe(200);
    const cell = (sydney.json() as MonthProgress).cells[0];
    expect(cell).toMatchObject({ date: '2026-11-26', completedDate: '2026-11-26' });
    expect((await tick(sites.berlin, 'berlinTech')).statusCode).toBe(400);
  });
});

describe('across a DST change: New York falls back at 02:00 on 2026-11-01', () => {
  it('a punch at 23:50 on the 1st is the 1st’s, though the server’s calendar says the 2nd', async () => {
    at('2026-11-02T04:50:00Z'); // 23:50 EST; before the change this would have been 00:50
    const res = await call('newYorkTech', 'POST', '/api/attendance/check-in', {
      siteId: sites.newYork.id,
    });
    expect(res.json()).toMatchObject({ date: '2026-11-01', timeZone: 'America/New_York' });
    // Closed the next morning: the night before's record is found on New York's calendar.
    at('2026-11-02T11:00:00Z');
    const out = await call('newYorkTech', 'POST', '/api/attendance/check-out', {
      siteId: sites.newYork.id,
    });
    expect(out.statusCode, out.body).toBe(200);
  });

  it('a shift starting 08:00 is judged on EST the day after: 07:50 on time, 08:20 Late', async () => {
    // Each arrival on a day of its own: a second punch-in of one shift is never Late (issue 30).
    const shift = await call('admin', 'POST', '/api/attendance/shifts', {
      name: 'New York days',
      startTime: '08:00',
      endTime: '16:00',
      siteId: sites.newYork.id,
    });
    expect(shift.statusCode, shift.body).toBe(201);
    const punch = async (iso: string) => {
      at(iso);
      const res = await call('newYorkDays', 'POST', '/api/attendance/check-in', {
        siteId: sites.newYork.id,
      });
      expect(res.statusCode, res.body).toBe(201);
      await call('newYorkDays', 'POST', '/api/attendance/check-out', { siteId: sites.newYork.id });
      return res.json() as AttendanceRecord;
    };
    expect(await punch('2026-11-02T12:50:00Z')).toMatchObject({
      date: '2026-11-02',
      status: 'Present',
    });
    expect(await punch('2026-11-03T13:20:00Z')).toMatchObject({
      date: '2026-11-03',
      status: 'Late',
    });
  });
});
