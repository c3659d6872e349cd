import {
  type AttendanceRecord,
  PUNCH_MAX_ACCURACY_METERS,
  type Shift,
} from '@cmms/shared/attendance';
import { DATE_BOUNDS } from '@cmms/shared/dates';
import { en } from '@cmms/shared/i18n/source-translators';
import { afterAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';
import { testClock } from '../../test/test-clock';

// Issue 29: what a person may send in the attendance calls, at the edges. Today is 2026-06-15.
const clock = testClock(new Date(2026, 5, 15, 9, 0, 0));

const NORTH = { latitude: 40.7128, longitude: -74.006 };
// About 33 m from North Plant: within 50 m, so only the accuracy decides.
const near = (accuracy?: number) => ({
  latitude: NORTH.latitude + 0.0003,
  longitude: NORTH.longitude,
  ...(accuracy === undefined ? {} : { accuracy }),
});

const s = await scenario({
  clock,
  sites: {
    north: { name: 'North Plant', mapLocation: `${NORTH.latitude},${NORTH.longitude}` },
    // No coordinates: nothing about the position is checked (docs/attendance.md, Punching).
    south: 'South Depot',
  },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['supervisor', 'supervisor', ['north']],
    ['southManager', 'manager', ['south']],
    ['technician', 'technician', ['north', 'south']],
    ['coworker', 'technician', ['north']],
    ['southTech', 'technician', ['south']],
    ['specClient', 'technician', ['north']],
  ],
});
afterAll(() => s.close());
type Who = keyof typeof s.ids;
const { call, ids } = s;
const { north, south } = s.sites;

const checkIn = (who: Who, body: object) => call(who, 'POST', '/api/attendance/check-in', body);
const checkOut = (who: Who, body: object) => call(who, 'POST', '/api/attendance/check-out', body);

describe('the accuracy of the position a punch carries', () => {
  it(`refuses a fix coarser than ±${PUNCH_MAX_ACCURACY_METERS} m at a site it measures, in and out`, async () => {
    for (const accuracy of [999_999, 5_000, PUNCH_MAX_ACCURACY_METERS + 1]) {
      const res = await checkIn('technician', { siteId: north.id, location: near(accuracy) });
      expect(res.statusCode, res.body).toBe(400);
      const message = res.json().message as string;
      expect(message).toMatch(/Wait a moment for a better fix, or step outside, and try again\.$/);
      expect(res.json().errors).toEqual({ location: message });
    }
    expect((await call('technician', 'GET', '/api/attendance/today')).json()).toEqual([]);

    const inAt = await checkIn('technician', {
      siteId: north.id,
      location: near(PUNCH_MAX_ACCURACY_METERS),
    });
    expect(inAt.statusCode, inAt.body).toBe(201);
    const coarseOut = await checkOut('technician', { siteId: north.id, location: near(500) });
    expect(coarseOut.statusCode).toBe(400);
    expect(coarseOut.json().message).toBe(
      en('attendance.inaccurateFix', { accuracy: '500m', maximum: '100m' }),
    );
    const out = await checkOut('technician', { siteId: north.id, location: near(20) });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().checkOutLocation.accuracy).toBe(20);
  });

  it('keeps the spec’s body working: a position without accuracy is judged as given', async () => {
    const res = await checkIn('specClient', {
      siteId: north.id,
      location: near(),
      distance: 3,
      forceNew: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().checkInLocation).toMatchObject({ accuracy: null });
  });

  it('asks nothing of the position at a site without coordinates', async () => {
    const res = await checkIn('southTech', { siteId: south.id, location: near(999_999) });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('corrected attendance times', () => {
  it('refuses a year before 2000 and what JavaScript would guess at, and keeps a real time', async () => {
    const [record]: AttendanceRecord[] = (
      await call('admin', 'GET', `/api/attendance/all?userId=${ids.technician}`)
    ).json();
    if (!record) throw new Error('no record to correct');
    const edit = (checkInTime: string) =>
      call('admin', 'PUT', `/api/attendance/records/${record.id}`, {
        checkInTime,
        status: 'Present',
      });
    // Stored as 2001-01-01 before: the year went through a two-digit date.
    const yearOne = await edit('0001-01-01T10:00Z');
    expect(yearOne.statusCode).toBe(400);
    expect(yearOne.json().errors.checkInTime).toBe(
      'Time must be between 2000-01-01 and 2100-12-31',
    );
    const guessed = await edit('0001-01-01 10:00');
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().errors.checkInTime).toBe(en('attendance.badDateTime'));
    const fine = await edit('2026-06-14T08:00');
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json()).toMatchObject({ date: '2026-06-14' });
  });
});

describe('report ranges', () => {
  const paths = ['all', 'download', 'download/csv', 'download/pdf'];

  it('caps a range given by its start alone at 366 days up to today, on every report', async () => {
    for (const path of paths) {
      // 2025-05-01 to today (2026-06-15) is 411 days.
      const long = await call('admin', 'GET', `/api/attendance/${path}?startDate=2025-05-01`);
      expect(long.statusCode, `${path}: ${long.body}`).toBe(400);
      expect(long.json()).toMatchObject({
        message: 'A date range can cover at most 366 days',
        errors: { startDate: 'A date range can cover at most 366 days' },
      });
      // 2025-06-15 to 2026-06-15 is 366 days, the most a range may cover.
      const year = await call('admin', 'GET', `/api/attendance/${path}?startDate=2025-06-15`);
      expect(year.statusCode, `${path}: ${year.body}`).toBe(200);
      const ancient = await call('admin', 'GET', `/api/attendance/${path}?startDate=1900-01-01`);
      expect(ancient.statusCode, path).toBe(400);
    }
  });
});

describe('the CSV of an open record', () => {
  it('shows the placeholder "-" for Check Out and Hours, not a guarded "\'-"', async () => {
    const res = await call(
      'admin',
      'GET',
      `/api/attendance/download/csv?month=2026-06&userId=${ids.specClient}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [, row] = res.body.trim().split('\r\n');
    expect(row?.split(',').slice(3, 7)).toEqual(['09:00', '-', '-', 'Present']);
    expect(res.body).not.toContain("'-");
  });
});

describe('shifts naming a person', () => {
  it('are seen by the managers and supervisors of that person’s sites, not by others', async () => {
    const add = async (name: string, fields: object) => {
      const res = await call('admin', 'POST', '/api/attendance/shifts', {
        name,
        startTime: '08:00',
        endTime: '16:00',
        ...fields,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await add('Everyone', {});
    await add('Coworker anywhere', { userId: ids.coworker });
    await add('Coworker at North', { userId: ids.coworker, siteId: north.id });
    await add('South tech anywhere', { userId: ids.southTech });
    await add('Technician at South', { userId: ids.technician, siteId: south.id });
    const names = async (who: Who) =>
      ((await call(who, 'GET', '/api/attendance/shifts')).json() as Shift[])
        .map((shift) => shift.name)
        .sort();

    for (const approver of ['manager', 'supervisor'] as const) {
      expect(await names(approver)).toEqual(['Coworker anywhere', 'Coworker at North', 'Everyone']);
    }
    expect(await names('southManager')).toEqual([
      'Everyone',
      'South tech anywhere',
      'Technician at South',
    ]);
    // Field staff see everyone's and their own, not their coworkers'.
    expect(await names('coworker')).toEqual(['Coworker anywhere', 'Coworker at North', 'Everyone']);
    expect(await names('specClient')).toEqual(['Everyone']);
    expect(await names('admin')).toHaveLength(5);
  });
});

describe('leave dates', () => {
  const ask = (fields: Record<string, unknown>) =>
    call('coworker', 'POST', '/api/attendance/leave', {
      leaveType: 'Annual',
      reason: 'Family',
      ...fields,
    });

  it('refuses years out of any sense, and dates beyond a year back or ahead', async () => {
    const forever = await ask({ startDate: '0001-01-01', endDate: '9999-12-31' });
    expect(forever.statusCode).toBe(400);
    expect(forever.json().errors).toEqual({
      startDate: en('validation.dateBetween', DATE_BOUNDS),
      endDate: en('validation.dateBetween', DATE_BOUNDS),
    });
    const early = await ask({ startDate: '2025-06-14', endDate: '2025-06-16' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({
      startDate: en('attendance.leaveStartTooEarly', { earliest: '2025-06-15' }),
    });
    const late = await ask({ startDate: '2027-06-14', endDate: '2027-06-16' });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({
      endDate: en('attendance.leaveEndTooLate', { latest: '2027-06-15' }),
    });
    // Sick leave recorded afterwards, and annual leave booked early, within the year.
    expect((await ask({ startDate: '2025-06-15', endDate: '2025-06-16' })).statusCode).toBe(201);
    expect((await ask({ startDate: '2027-06-14', endDate: '2027-06-15' })).statusCode).toBe(201);
  });

  it('answers 400 for a status filter outside the three, a NUL as any other', async () => {
    for (const status of ['%00', 'Pending%00', 'all', '']) {
      const res = await call('manager', 'GET', `/api/attendance/leave/all?status=${status}`);
      expect(res.statusCode, status).toBe(400);
      expect(res.json().errors.status).toBe(en('attendance.leaveStatusFilterInvalid'));
    }
    const pending = await call('manager', 'GET', '/api/attendance/leave/all?status=pending');
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toHaveLength(2);
  });
});
