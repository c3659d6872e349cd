import type { AttendanceDay, AttendanceMonth, AttendanceRecord } from '@cmms/shared/attendance';
import { en, translatorFor } from '@cmms/shared/i18n/source-translators';
// pdf-parse's index runs a self-test when loaded directly; its library file does not.
import parsePdf from 'pdf-parse/lib/pdf-parse.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock';
import { bearer } from '../../test/factories';
import { scenario } from '../../test/scenario';
import { users } from '../users/users.table';

// The clock is set by each test: local times, so "today" is the same wherever the tests run.
let now = new Date(2026, 5, 15, 9, 0);
const clock: Clock = { now: () => new Date(now) };
const at = (day: number, hours: number, minutes = 0) => {
  now = new Date(2026, 5, day, hours, minutes);
};

// North Plant's map location; 0.0003° of latitude is about 33 m, 0.045° about 5 km.
const NORTH = { latitude: 40.7128, longitude: -74.006 };
const near = { latitude: NORTH.latitude + 0.0003, longitude: NORTH.longitude, accuracy: 12 };
const far = { latitude: NORTH.latitude + 0.045, longitude: NORTH.longitude, accuracy: 8 };

const s = await scenario({
  config: { tokenTtlHours: 24 * 365 },
  clock,
  sites: {
    north: { name: 'North Plant', mapLocation: `${NORTH.latitude},${NORTH.longitude}` },
    // No coordinates: the location check is skipped (requirements/attendance.md#validation).
    south: 'South Depot',
  },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['southManager', 'manager', ['south']],
    ['technician', 'technician', ['north', 'south']],
    ['mover', 'technician', ['north']],
    ['nightOwl', 'technician', ['north']],
    ['lateTech', 'technician', ['north']],
    ['client', 'client', ['north']],
    ['offline', 'technician', ['north']],
    ['drifter', 'technician', ['north']],
    ['splitter', 'technician', ['north', 'south']],
  ],
});
afterAll(() => s.close());
type Who = keyof typeof s.ids;
const { call, ids } = s;
const { north, south } = s.sites;

beforeAll(async () => {
  // Accounts are made on the database's clock, not the test's: they started before June here
  // (no day before a person's start is an absence, docs/attendance.md).
  await s.db.update(users).set({ createdAt: new Date(2026, 0, 1) });
});

const checkIn = (who: Who, body: object) => call(who, 'POST', '/api/attendance/check-in', body);
const checkOut = (who: Who, body: object) => call(who, 'POST', '/api/attendance/check-out', body);

describe('POST /api/attendance/check-in', () => {
  it('accepts a punch within 50 m and keeps where it was made', async () => {
    at(1, 8, 55);
    const res = await checkIn('technician', { siteId: north.id, location: near });
    expect(res.statusCode, res.body).toBe(201);
    const record: AttendanceRecord = res.json();
    expect(record).toMatchObject({ date: '2026-06-01', status: 'Present', checkOutTime: null });
    expect(record.site.name).toBe('North Plant');
    expect(record.checkInLocation?.distance).toBeGreaterThan(30);
    expect(record.checkInLocation?.distance).toBeLessThan(40);
    expect(record.checkInLocation?.accuracy).toBe(12);
  });

  it('refuses 5 km away whatever distance the client claims', async () => {
    at(1, 9);
    const res = await checkIn('mover', { siteId: north.id, location: far, distance: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'You are 5.0km away from North Plant. You must be within 50m to mark attendance.',
    );
    expect((await call('mover', 'GET', '/api/attendance/today')).json()).toEqual([]);
  });

  it('needs a position at a site with coordinates, and a real one', async () => {
    const missing = await checkIn('mover', { siteId: north.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Location data missing');
    const invalid = await checkIn('mover', {
      siteId: north.id,
      location: { latitude: 123, longitude: 0 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Invalid location coordinates');
    const noSite = await checkIn('mover', { siteId: '', location: near });
    expect(noSite.json().message).toBe('Please select a site');
  });

  it('skips the check at a site without coordinates', async () => {
    at(1, 9, 5);
    const res = await checkIn('technician', { siteId: south.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().checkInLocation).toBeNull();
  });

  it('refuses a site the caller is not assigned to', async () => {
    const res = await checkIn('mover', { siteId: south.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are not assigned to this site');
  });

  it('refuses a second punch-in at the same site the same day, also when both race', async () => {
    const again = await checkIn('technician', { siteId: north.id, location: near });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Already punched in today');
    at(2, 8);
    const race = await Promise.all([
      checkIn('mover', { siteId: north.id, location: near }),
      checkIn('mover', { siteId: north.id, location: near }),
    ]);
    expect(race.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses the client, who only reads', async () => {
    const res = await checkIn('client', { siteId: north.id, location: near });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/attendance/check-out and the daily merge', () => {
  it('closes the open record with its own position and distance', async () => {
    at(1, 12);
    const res = await checkOut('technician', { siteId: north.id, location: near });
    expect(res.statusCode, res.body).toBe(200);
    const record: AttendanceRecord = res.json();
    expect(record.checkOutTime).toBe(new Date(2026, 5, 1, 12).toISOString());
    expect(record.totalHours).toBeCloseTo(3.08, 2);
    expect(record.checkOutLocation?.distance).toBeLessThan(50);
  });

  it('refuses a punch-out without an open record, and one from too far', async () => {
    const none = await checkOut('technician', { siteId: north.id, location: near });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('You have not punched in at this site today');
    const tooFar = await checkOut('mover', { siteId: north.id, location: far });
    expect(tooFar.statusCode).toBe(400);
  });

  it('merges a day of several punches: earliest in, latest out, hours to 2 decimals', async () => {
    at(1, 13);
    expect((await checkIn('technician', { siteId: north.id, location: near })).statusCode).toBe(
      201,
    );
    at(1, 17, 30);
    expect((await checkOut('technician', { siteId: north.id, location: near })).statusCode).toBe(
      200,
    );
    at(1, 18);
    expect((await checkOut('technician', { siteId: south.id })).statusCode).toBe(200);
    const res = await call('technician', 'GET', `/api/attendance/user/${ids.technician}?limit=5`);
    expect(res.statusCode).toBe(200);
    const [day]: AttendanceDay[] = res.json();
    expect(day).toMatchObject({ date: '2026-06-01', recordCount: 3, totalHours: 9.08 });
    expect(day?.checkInTime).toBe(new Date(2026, 5, 1, 8, 55).toISOString());
    expect(day?.checkOutTime).toBe(new Date(2026, 5, 1, 18).toISOString());
    expect(day?.sites.map((site) => site.name)).toEqual(['North Plant', 'South Depot']);
  });

  it("closes last night's record the morning after", async () => {
    at(3, 22);
    expect((await checkIn('nightOwl', { siteId: north.id, location: near })).statusCode).toBe(201);
    at(4, 6);
    const today = (await call('nightOwl', 'GET', '/api/attendance/today')).json();
    expect(today).toHaveLength(1);
    const res = await checkOut('nightOwl', { siteId: north.id, location: near });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ date: '2026-06-03', totalHours: 8 });
  });
});

describe('Late against the shift', () => {
  it('is Late after the shift start plus 15 minutes, Present within them', async () => {
    const shift = await call('admin', 'POST', '/api/attendance/shifts', {
      name: 'Morning',
      startTime: '08:00',
      endTime: '16:00',
      userId: ids.lateTech,
    });
    expect(shift.statusCode, shift.body).toBe(201);
    at(5, 8, 15);
    const onTime = await checkIn('lateTech', { siteId: north.id, location: near });
    expect(onTime.json().status).toBe('Present');
    at(8, 8, 16);
    const late = await checkIn('lateTech', { siteId: north.id, location: near });
    expect(late.json().status).toBe('Late');
  });

  it('belongs to the shift’s first punch-in: back from lunch, or back the same night, is Present', async () => {
    for (const [name, startTime, endTime] of [
      ['Split day', '08:00', '16:00'],
      ['Split night', '22:00', '06:00'],
    ] as const) {
      const shift = await call('admin', 'POST', '/api/attendance/shifts', {
        name,
        startTime,
        endTime,
        userId: ids.splitter,
        siteId: name === 'Split day' ? north.id : south.id,
      });
      expect(shift.statusCode, shift.body).toBe(201);
    }
    // In July, out of the way of June's reports below.
    const punch = async (kind: 'in' | 'out', siteId: string, day: number, h: number, m = 0) => {
      now = new Date(2026, 6, day, h, m);
      const location = siteId === north.id ? near : undefined;
      const res = await (kind === 'in' ? checkIn : checkOut)('splitter', { siteId, location });
      expect(res.statusCode, res.body).toBe(kind === 'in' ? 201 : 200);
      return res.json() as AttendanceRecord;
    };
    // On time in the morning, out for lunch, back at 13:00: five hours after the start, Present.
    expect((await punch('in', north.id, 22, 7, 55)).status).toBe('Present');
    await punch('out', north.id, 22, 12);
    expect((await punch('in', north.id, 22, 13)).status).toBe('Present');
    await punch('out', north.id, 22, 16);
    // Late in the morning: only that punch-in is Late.
    expect((await punch('in', north.id, 23, 8, 40)).status).toBe('Late');
    await punch('out', north.id, 23, 12);
    expect((await punch('in', north.id, 23, 12, 45)).status).toBe('Present');
    await punch('out', north.id, 23, 16);
    // A night shift: in at 22:00, out at 01:00, back at 01:30 on the next day's calendar.
    expect((await punch('in', south.id, 24, 22)).status).toBe('Present');
    await punch('out', south.id, 25, 1);
    const back = await punch('in', south.id, 25, 1, 30);
    expect(back).toMatchObject({ date: '2026-07-25', status: 'Present' });
    await punch('out', south.id, 25, 6);
  });
});

describe('GET /api/attendance/user/{userId}/monthly', () => {
  beforeAll(async () => {
    at(10, 9);
    const leave = await call('mover', 'POST', '/api/attendance/leave', {
      leaveType: 'Sick',
      startDate: '2026-06-03',
      endDate: '2026-06-04',
      reason: 'Flu',
    });
    expect(leave.statusCode, leave.body).toBe(201);
    const decided = await call(
      'manager',
      'PATCH',
      `/api/attendance/leave/${leave.json().id}/process`,
      {
        status: 'Approved',
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    for (const [date, siteId] of [
      ['2026-06-04', null],
      ['2026-06-05', null],
      ['2026-06-08', north.id],
      ['2026-06-09', south.id],
    ] as const) {
      const res = await call('admin', 'POST', '/api/attendance/holidays', {
        name: `Holiday ${date}`,
        date,
        siteId,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('takes the record, else leave, else a holiday, else Absent for past days', async () => {
    const res = await call(
      'mover',
      'GET',
      `/api/attendance/user/${ids.mover}/monthly?month=2026-06`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const month: AttendanceMonth = res.json();
    const on = (date: string) => month.days.find((day) => day.date === `2026-06-${date}`);
    expect(month.days).toHaveLength(30);
    expect(on('01')?.status).toBe('Absent');
    expect(on('02')?.status).toBe('Present');
    expect(on('03')).toMatchObject({ status: 'Leave', detail: 'Sick leave' });
    // Leave comes before a holiday on the same day (requirements/attendance.md#states).
    expect(on('04')?.status).toBe('Leave');
    expect(on('05')).toMatchObject({ status: 'Holiday', detail: 'Holiday 2026-06-05' });
    expect(on('08')?.status).toBe('Holiday');
    // Another site's holiday is not the mover's.
    expect(on('09')?.status).toBe('Absent');
    // Today without a record, and the days to come, stay open.
    expect(on('10')?.status).toBeNull();
    expect(on('20')?.status).toBeNull();
    expect(month.summary).toMatchObject({ Present: 1, Leave: 2, Holiday: 2 });
  });

  it('lets approvers read the people of their sites only, and others only their own', async () => {
    const url = `/api/attendance/user/${ids.mover}/monthly`;
    expect((await call('manager', 'GET', url)).statusCode).toBe(200);
    expect((await call('admin', 'GET', url)).statusCode).toBe(200);
    expect((await call('southManager', 'GET', url)).statusCode).toBe(404);
    expect((await call('technician', 'GET', url)).statusCode).toBe(403);
  });
});

describe('admin records', () => {
  it('lists a range by site and user, a page at a time', async () => {
    const res = await call(
      'admin',
      'GET',
      `/api/attendance/all?startDate=2026-06-01&endDate=2026-06-30&siteId=${north.id}&limit=2`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(5);
    const users = (await call('admin', 'GET', '/api/attendance/users')).json();
    expect(users.map((user: { role: string }) => user.role)).not.toContain('admin');
  });

  it('corrects a record and logs the old and new values', async () => {
    const [record]: AttendanceRecord[] = (
      await call(
        'admin',
        'GET',
        `/api/attendance/all?userId=${ids.lateTech}&startDate=2026-06-08&endDate=2026-06-08`,
      )
    ).json();
    if (!record) throw new Error('no record to correct');
    const checkInTime = new Date(2026, 5, 8, 7, 58).toISOString();
    const backwards = await call('admin', 'PUT', `/api/attendance/records/${record.id}`, {
      checkInTime,
      checkOutTime: new Date(2026, 5, 8, 7).toISOString(),
      status: 'Present',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('Check-out time cannot be before check-in time');
    const res = await call('admin', 'PUT', `/api/attendance/records/${record.id}`, {
      checkInTime,
      checkOutTime: new Date(2026, 5, 8, 16, 30).toISOString(),
      status: 'Present',
      remarks: 'Badge reader down; arrived on time',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Present', totalHours: 8.53 });
    const [entry] = (await call('admin', 'GET', '/api/activity/logs?type=punch')).json();
    expect(entry.action).toBe('attendance_updated');
    expect(entry.description).toContain('status Late → Present');
    expect(entry.description).toContain('check-in 08:16 → 07:58');
    // The record's day: ISO in English, as the log always wrote it; Spanish writes it its way.
    expect(entry.description).toContain(' on 2026-06-08 at ');
    const [inSpanish] = (
      await s.callIn('es', 'admin', 'GET', '/api/activity/logs?type=punch')
    ).json();
    expect(inSpanish.description).toContain(' del lun, 8 jun 2026 en ');
    expect(
      (await call('manager', 'PUT', `/api/attendance/records/${record.id}`, {})).statusCode,
    ).toBe(403);
  });
});

describe('history kept', () => {
  it('keeps a site or a person with attendance records from being deleted', async () => {
    const site = await call('admin', 'DELETE', `/api/sites/${north.id}`);
    expect(site.statusCode).toBe(409);
    expect(site.json().message).toContain('attendance records');
    const user = await call('admin', 'DELETE', `/api/users/${ids.nightOwl}`);
    expect(user.statusCode).toBe(409);
  });
});

describe('reports', () => {
  it('streams attendance_records.csv for a month with the report columns', async () => {
    const res = await call(
      'admin',
      'GET',
      `/api/attendance/download/csv?month=2026-06&userId=${ids.technician}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="attendance_records.csv"',
    );
    const [header, ...rows] = res.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(header).toEqual([
      'Date',
      'User',
      'Site',
      'Check In',
      'Check Out',
      'Hours',
      'Status',
      'Remarks',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.[0]).toBe('2026-06-01');
    expect(rows[0]?.slice(2)).toEqual(['North Plant', '08:55', '12:00', '3.08 hrs', 'Present', '']);
    const range = await call(
      'admin',
      'GET',
      '/api/attendance/download?startDate=2026-06-03&endDate=2026-06-03',
    );
    expect(range.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('builds the PDF with title, period, generated-on line, page numbers and rows', async () => {
    at(15, 10, 30);
    const res = await call('admin', 'GET', '/api/attendance/download/pdf?month=2026-06');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="attendance_report_2026-06-15.pdf"',
    );
    const { text } = await parsePdf(new Uint8Array(res.rawPayload), {
      version: 'v2.0.550',
    });
    expect(text).toContain('Attendance Report');
    expect(text).toContain('Period: 2026-06-01 to 2026-06-30');
    expect(text).toContain('Generated on: 2026-06-15 10:30');
    expect(text).toContain('Page 1 of 1');
    for (const column of ['Date', 'User', 'Site', 'Check In', 'Check Out', 'Hours', 'Status']) {
      expect(text).toContain(column);
    }
    expect(text).toContain('North Plant');
    expect(text).toContain('3.08 hrs');
  });

  it('writes the CSV header and the PDF in the caller’s language, the CSV rows as data', async () => {
    at(15, 10, 30);
    const spanish = translatorFor('es');
    const inSpanish = (url: string) =>
      s.app.inject({
        url,
        headers: { ...bearer(s.tokens.admin ?? ''), 'accept-language': 'es' },
      });
    const csv = await inSpanish(
      `/api/attendance/download/csv?month=2026-06&userId=${ids.technician}`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, first] = csv.body.trim().split('\r\n');
    expect(header).toBe('Fecha,Usuario,Sitio,Entrada,Salida,Horas,Estado,Observaciones');
    expect(first?.split(',').slice(2)).toEqual([
      'North Plant',
      '08:55',
      '12:00',
      '3.08 hrs',
      'Present',
      '',
    ]);
    const pdf = await inSpanish('/api/attendance/download/pdf?month=2026-06');
    expect(pdf.statusCode).toBe(200);
    const { text } = await parsePdf(new Uint8Array(pdf.rawPayload), { version: 'v2.0.550' });
    expect(text).toContain(spanish.t('attendance.reportTitle'));
    expect(text).toContain(
      spanish.t('attendance.pdfPeriod', { from: '01/06/2026', to: '30/06/2026' }),
    );
    expect(text).toContain(spanish.t('attendance.pdfPage', { page: 1, pages: 1 }));
    expect(text).toContain('3,08 h');
    expect(text).toContain(spanish.t('attendance.statusPresent'));
    expect(text).not.toContain('Attendance Report');
  });

  it('refuses everyone but administrators', async () => {
    for (const path of ['download/csv', 'download/pdf', 'download', 'all']) {
      expect((await call('manager', 'GET', `/api/attendance/${path}`)).statusCode).toBe(403);
    }
  });
});

describe('a punch sent later than it was made (takenAt, issue 21)', () => {
  // Within the week the sessions signed in on the 15th last.
  const madeAt = (day: number, hours: number, minutes = 0) =>
    new Date(2026, 5, day, hours, minutes).toISOString();
  const atJune = (day: number, hours: number, minutes = 0) => {
    now = new Date(2026, 5, day, hours, minutes);
  };

  it('counts a punch made at 08:55 and sent at 10:30 as on time, and says so in the log', async () => {
    const shift = await call('admin', 'POST', '/api/attendance/shifts', {
      name: 'Nine to five',
      startTime: '09:00',
      endTime: '17:00',
      userId: ids.offline,
    });
    expect(shift.statusCode, shift.body).toBe(201);
    atJune(16, 10, 30);
    const res = await checkIn('offline', {
      siteId: north.id,
      location: near,
      takenAt: madeAt(16, 8, 55),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      date: '2026-06-16',
      status: 'Present',
      checkInTime: madeAt(16, 8, 55),
    });
    const [entry] = (await call('admin', 'GET', '/api/activity/logs?type=punch')).json();
    expect(entry.description).toBe(
      'offline punched in at North Plant (made at 08:55 on the device, received at 10:30)',
    );
    // The same arrival punched at 10:30 is late.
    atJune(17, 10, 30);
    const unqueued = await checkIn('offline', { siteId: north.id, location: near });
    expect(unqueued.json().status).toBe('Late');
  });

  it('files a punch made before midnight under its own day, and closes it with the time made', async () => {
    atJune(18, 0, 20);
    const punchIn = await checkIn('drifter', {
      siteId: north.id,
      location: near,
      takenAt: madeAt(17, 23, 50),
    });
    expect(punchIn.statusCode, punchIn.body).toBe(201);
    expect(punchIn.json().date).toBe('2026-06-17');
    atJune(18, 7);
    const punchOut = await checkOut('drifter', {
      siteId: north.id,
      location: near,
      takenAt: madeAt(18, 6),
    });
    expect(punchOut.statusCode, punchOut.body).toBe(200);
    expect(punchOut.json()).toMatchObject({
      date: '2026-06-17',
      checkOutTime: madeAt(18, 6),
      totalHours: 6.17,
    });
  });

  it('refuses a time over 2 minutes ahead, over a day old or unreadable, under takenAt', async () => {
    atJune(19, 9);
    const cases = [
      [madeAt(19, 9, 3), en('attendance.takenAtInFuture')],
      [madeAt(18, 8, 59), en('attendance.takenAtTooOld')],
      ['yesterday', en('attendance.takenAtInvalid')],
      // Without its offset the time could be any zone's.
      ['2026-06-19T08:55:00', en('attendance.takenAtInvalid')],
      [`${madeAt(19, 8, 55)}${' '.repeat(40)}`, en('attendance.takenAtInvalid')],
    ] as const;
    for (const [takenAt, message] of cases) {
      for (const punch of [checkIn, checkOut]) {
        const res = await punch('drifter', { siteId: north.id, location: near, takenAt });
        expect(res.statusCode, takenAt).toBe(400);
        expect(res.json()).toMatchObject({ message, errors: { takenAt: message } });
      }
    }
    // A device clock a minute fast is taken as now; the refusals recorded nothing.
    const skewed = await checkIn('drifter', {
      siteId: north.id,
      location: near,
      takenAt: madeAt(19, 9, 1),
    });
    expect(skewed.statusCode, skewed.body).toBe(201);
    expect(skewed.json().checkInTime).toBe(madeAt(19, 9));
  });

  it('measures the position sent with it against the 50 m of the spec, as for any punch', async () => {
    atJune(20, 10, 30);
    const res = await checkIn('drifter', {
      siteId: north.id,
      location: far,
      takenAt: madeAt(20, 8, 55),
    });
    expect(res.statusCode).toBe(400);
    const message =
      'You are 5.0km away from North Plant. You must be within 50m to mark attendance.';
    expect(res.json()).toMatchObject({ message, errors: { location: message } });
    const today: AttendanceRecord[] = (
      await call('drifter', 'GET', '/api/attendance/today')
    ).json();
    expect(today.filter((record) => record.date === '2026-06-20')).toEqual([]);
  });
});
