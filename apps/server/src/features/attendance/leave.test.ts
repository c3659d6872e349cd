import type { Holiday, LeaveRequest, LeaveSummary } from '@cmms/shared/attendance';
import { translatorFor } from '@cmms/shared/i18n/source-translators';
import type { Notification } from '@cmms/shared/notifications';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';
import { testClock } from '../../test/test-clock';

const clock = testClock(new Date(2026, 5, 15, 12, 0, 0));

const s = await scenario({
  clock,
  sites: { north: 'North Plant', south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['supervisor', 'supervisor', ['north']],
    ['southManager', 'manager', ['south']],
    ['technician', 'technician', ['north']],
    ['housekeeping', 'housekeeping', ['north']],
    ['southTech', 'technician', ['south']],
    ['client', 'client', ['north']],
  ],
});
afterAll(() => s.close());
type Who = keyof typeof s.ids;
const { call, ids } = s;
const { north, south } = s.sites;

const ask = (who: Who, fields: Record<string, unknown> = {}) =>
  call(who, 'POST', '/api/attendance/leave', {
    leaveType: 'Annual',
    startDate: '2026-07-06',
    endDate: '2026-07-10',
    reason: 'Family holiday',
    ...fields,
  });

const notificationsOf = async (who: Who) =>
  (await call(who, 'GET', '/api/notifications')).json() as Notification[];

describe('POST /api/attendance/leave', () => {
  it('records the request as Pending and tells the approvers of the site', async () => {
    const res = await ask('technician');
    expect(res.statusCode, res.body).toBe(201);
    const leave: LeaveRequest = res.json();
    expect(leave).toMatchObject({ status: 'Pending', leaveType: 'Annual', days: 5 });
    expect(leave.user.id).toBe(ids.technician);
    for (const approver of ['manager', 'supervisor'] as const) {
      const [first] = await notificationsOf(approver);
      expect(first?.type).toBe('leave_request');
      // The dates, written as the screens write them (notifications.service) or as stored.
      expect(first?.body).toMatch(
        /Annual leave from (2026-07-06|Mon, Jul 6, 2026) to (2026-07-10|Fri, Jul 10, 2026)/,
      );
    }
    expect(await notificationsOf('southManager')).toEqual([]);
  });

  it('refuses leave overlapping the requester’s own pending or approved leave', async () => {
    const res = await ask('technician', { startDate: '2026-07-10', endDate: '2026-07-12' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'You already have a pending or approved leave request covering these dates',
    );
    // Someone else's leave on the same dates is no overlap.
    expect((await ask('housekeeping')).statusCode).toBe(201);
  });

  it('checks the form: type, dates, reason, and the end not before the start', async () => {
    const backwards = await ask('technician', { startDate: '2026-08-10', endDate: '2026-08-09' });
    expect(backwards.json().errors.endDate).toBe('End date cannot be before start date');
    const type = await ask('technician', { leaveType: 'Sabbatical' });
    expect(type.json().errors.leaveType).toBe(
      'Leave type must be one of Casual, Sick, Annual, Emergency',
    );
    const blank = await ask('technician', { reason: '   ' });
    expect(blank.json().errors.reason).toBe('Reason is required');
    const badDate = await ask('technician', { startDate: '2026-02-30' });
    expect(badDate.json().errors.startDate).toBe('Date must be a date (YYYY-MM-DD)');
    for (const res of [backwards, type, blank, badDate]) expect(res.statusCode).toBe(400);
  });

  it('refuses the client', async () => {
    expect((await ask('client')).statusCode).toBe(403);
  });
});

describe('deciding on leave', () => {
  let pending: LeaveRequest;
  let second: LeaveRequest;
  // Each decision a minute after the one before, so "latest" has one answer.
  beforeEach(() => clock.advanceMinutes(1));

  beforeAll(async () => {
    pending = (await ask('technician', { startDate: '2026-09-01', endDate: '2026-09-01' })).json();
    second = (await ask('technician', { startDate: '2026-10-01', endDate: '2026-10-02' })).json();
  });

  it('lists the requests of the approver’s sites only', async () => {
    const north = (await call('manager', 'GET', '/api/attendance/leave/all?status=pending')).json();
    expect(north.map((leave: LeaveRequest) => leave.id)).toContain(pending.id);
    const south = (await call('southManager', 'GET', '/api/attendance/leave/all')).json();
    expect(south).toEqual([]);
    const all = await call('admin', 'GET', '/api/attendance/leave/all');
    expect(Number(all.headers['x-total-count'])).toBe(4);
  });

  it('approves with "Approved" through PATCH .../process and tells the requester', async () => {
    const res = await call('manager', 'PATCH', `/api/attendance/leave/${pending.id}/process`, {
      status: 'Approved',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Approved', decidedBy: { id: ids.manager } });
    const [first] = await notificationsOf('technician');
    expect(first).toMatchObject({ type: 'leave_approval' });
    expect(first?.body).toContain('was approved by');
  });

  it('rejects with "rejected" through PUT and stores it title-case', async () => {
    const res = await call('supervisor', 'PUT', `/api/attendance/leave/${second.id}`, {
      status: 'rejected',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('Rejected');
    expect((await notificationsOf('technician'))[0]?.type).toBe('leave_rejection');
    const own = (await call('technician', 'GET', '/api/attendance/leave/user')).json();
    expect(own.find((leave: LeaveRequest) => leave.id === second.id).status).toBe('Rejected');
  });

  it('decides only once, never on one’s own leave, and only within one’s sites', async () => {
    const again = await call('admin', 'PATCH', `/api/attendance/leave/${pending.id}/process`, {
      status: 'Rejected',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This leave request has already been processed');
    const mine = (await ask('manager', { startDate: '2026-11-02', endDate: '2026-11-02' })).json();
    const own = await call('manager', 'PATCH', `/api/attendance/leave/${mine.id}/process`, {
      status: 'Approved',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot approve or reject your own leave request');
    const outside = await call(
      'southManager',
      'PATCH',
      `/api/attendance/leave/${mine.id}/process`,
      {
        status: 'Approved',
      },
    );
    expect(outside.statusCode).toBe(404);
    const bad = await call('admin', 'PATCH', `/api/attendance/leave/${mine.id}/process`, {
      status: 'Maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be Approved or Rejected');
    expect(
      (await call('technician', 'PATCH', `/api/attendance/leave/${mine.id}/process`, {}))
        .statusCode,
    ).toBe(403);
  });

  it('lets two approvers race and gives the second a 409', async () => {
    const raced = (
      await ask('housekeeping', { startDate: '2026-12-01', endDate: '2026-12-01' })
    ).json();
    const answers = await Promise.all(
      (['manager', 'supervisor'] as const).map((who) =>
        call(who, 'PATCH', `/api/attendance/leave/${raced.id}/process`, { status: 'Approved' }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('sums up Leave Management: the pending count and the latest decisions', async () => {
    const summary: LeaveSummary = (
      await call('admin', 'GET', '/api/attendance/leave/summary')
    ).json();
    expect(summary.pendingCount).toBe(3);
    expect(summary.recentDecisions.map((leave) => leave.status)).toEqual([
      'Approved',
      'Rejected',
      'Approved',
    ]);
  });
});

describe('a rejection’s reason and the header’s site (issue 30)', () => {
  it('keeps why a request was rejected and tells the requester', async () => {
    const leave: LeaveRequest = (
      await ask('technician', { startDate: '2026-12-14', endDate: '2026-12-15' })
    ).json();
    const long = await call('supervisor', 'PATCH', `/api/attendance/leave/${leave.id}/process`, {
      status: 'Rejected',
      note: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ note: 'The reason must be at most 500 characters' });
    const wrong = await call('supervisor', 'PATCH', `/api/attendance/leave/${leave.id}/process`, {
      status: 'Rejected',
      note: 42,
    });
    expect(wrong.statusCode).toBe(400);
    const res = await call('supervisor', 'PATCH', `/api/attendance/leave/${leave.id}/process`, {
      status: 'Rejected',
      note: '  Two of the team are already off that week  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Rejected',
      decisionNote: 'Two of the team are already off that week',
    });
    const [note] = await notificationsOf('technician');
    expect(note).toMatchObject({ type: 'leave_rejection' });
    expect(note?.body).toMatch(
      /^Your Annual leave from .+ was rejected by supervisor: Two of the team are already off that week$/,
    );
    const own: LeaveRequest[] = (
      await call('technician', 'GET', '/api/attendance/leave/user')
    ).json();
    expect(own.find((entry) => entry.id === leave.id)?.decisionNote).toBe(
      'Two of the team are already off that week',
    );
    // The spec's body, without a note, still decides.
    const spec = own.find((entry) => entry.startDate === '2026-10-01');
    expect(spec).toMatchObject({ status: 'Rejected', decisionNote: null });
  });

  it('lists and sums up one of the approver’s sites when asked, never another', async () => {
    const southLeave: LeaveRequest = (
      await ask('southTech', { startDate: '2026-12-21', endDate: '2026-12-21' })
    ).json();
    const ids = async (who: Who, query: string) => {
      const res = await call(who, 'GET', `/api/attendance/leave/all${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as LeaveRequest[]).map((leave) => leave.id);
    };
    expect(await ids('admin', `?siteId=${south.id}`)).toEqual([southLeave.id]);
    expect(await ids('admin', `?siteId=${north.id}`)).not.toContain(southLeave.id);
    expect(await ids('southManager', `?siteId=${south.id}&status=pending`)).toEqual([
      southLeave.id,
    ]);
    const other = await call('manager', 'GET', `/api/attendance/leave/all?siteId=${south.id}`);
    expect(other.statusCode).toBe(404);
    const bad = await call('manager', 'GET', '/api/attendance/leave/all?siteId=south');
    expect(bad.statusCode).toBe(400);

    const southSummary: LeaveSummary = (
      await call('southManager', 'GET', `/api/attendance/leave/summary?siteId=${south.id}`)
    ).json();
    expect(southSummary).toEqual({ pendingCount: 1, recentDecisions: [] });
    const northSummary: LeaveSummary = (
      await call('admin', 'GET', `/api/attendance/leave/summary?siteId=${north.id}`)
    ).json();
    expect(northSummary.recentDecisions[0]?.decisionNote).toBe(
      'Two of the team are already off that week',
    );
    const outside = await call(
      'manager',
      'GET',
      `/api/attendance/leave/summary?siteId=${south.id}`,
    );
    expect(outside.statusCode).toBe(404);
  });
});

describe('holidays and shifts', () => {
  it('are added by administrators only', async () => {
    for (const who of ['manager', 'supervisor', 'technician', 'client'] as const) {
      const holiday = await call(who, 'POST', '/api/attendance/holidays', {
        name: 'Founders Day',
        date: '2026-07-01',
      });
      expect(holiday.statusCode).toBe(403);
      const shift = await call(who, 'POST', '/api/attendance/shifts', {
        name: 'Night',
        startTime: '22:00',
        endTime: '06:00',
      });
      expect(shift.statusCode).toBe(403);
    }
  });

  it('adds a global and a site holiday, one per date and site', async () => {
    const global = await call('admin', 'POST', '/api/attendance/holidays', {
      name: 'Founders Day',
      date: '2026-07-01',
      isGlobal: true,
    });
    expect(global.statusCode, global.body).toBe(201);
    expect(global.json()).toMatchObject({ isGlobal: true, siteId: null, site: null });
    const site = await call('admin', 'POST', '/api/attendance/holidays', {
      name: 'Plant shutdown',
      date: '2026-07-01',
      siteId: north.id,
    });
    expect(site.json()).toMatchObject({ isGlobal: false, site: { name: 'North Plant' } });
    const twice = await call('admin', 'POST', '/api/attendance/holidays', {
      name: 'Again',
      date: '2026-07-01',
    });
    expect(twice.statusCode).toBe(409);
    const both = await call('admin', 'POST', '/api/attendance/holidays', {
      name: 'Confused',
      date: '2026-07-02',
      siteId: north.id,
      isGlobal: true,
    });
    expect(both.statusCode).toBe(400);
    const blank = await call('admin', 'POST', '/api/attendance/holidays', { name: '', date: '' });
    expect(blank.json().errors).toMatchObject({
      name: 'Holiday name is required',
      date: 'Date is required',
    });
  });

  it('shows each person the global holidays and their sites’ ones', async () => {
    const names = async (who: Who) =>
      (await call(who, 'GET', '/api/attendance/holidays')).json().map((h: Holiday) => h.name);
    expect(await names('technician')).toEqual(['Founders Day', 'Plant shutdown']);
    expect(await names('southTech')).toEqual(['Founders Day']);
  });

  it('adds shifts for a site and a user, and checks the times', async () => {
    const res = await call('admin', 'POST', '/api/attendance/shifts', {
      name: 'Night',
      startTime: '22:00:00',
      endTime: '06:00',
      siteId: north.id,
      userId: ids.technician,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      startTime: '22:00',
      endTime: '06:00',
      site: { name: 'North Plant' },
      user: { id: ids.technician },
    });
    const bad = await call('admin', 'POST', '/api/attendance/shifts', {
      name: 'Odd',
      startTime: '25:00',
      endTime: '',
    });
    expect(bad.json().errors).toMatchObject({
      startTime: 'Time must be written HH:MM',
      endTime: 'End time is required',
    });
    expect((await call('technician', 'GET', '/api/attendance/shifts')).json()).toHaveLength(1);
    expect((await call('southTech', 'GET', '/api/attendance/shifts')).json()).toEqual([]);
    const shift = res.json();
    expect((await call('admin', 'DELETE', `/api/attendance/shifts/${shift.id}`)).statusCode).toBe(
      200,
    );
    expect((await call('admin', 'DELETE', `/api/attendance/shifts/${shift.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('in the language the caller reads (issue 32)', () => {
  const arabic = translatorFor('ar');
  const hindi = translatorFor('hi');
  const dates = { startDate: '2026-12-07', endDate: '2026-12-08' };

  it('answers a refusal, and keeps the leave notifications, in Arabic or Hindi', async () => {
    const leave = { leaveType: 'Sick', reason: 'Fever', ...dates };
    const made = await s.callIn('ar', 'southTech', 'POST', '/api/attendance/leave', leave);
    expect(made.statusCode, made.body).toBe(201);
    const again = await s.callIn('ar', 'southTech', 'POST', '/api/attendance/leave', leave);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(arabic.t('attendance.leaveOverlap'));
    expect(again.json().message).not.toBe(
      'You already have a pending or approved leave request covering these dates',
    );

    // The approver reads the request in Hindi: its title, its type's label, its days in Hindi.
    const [asked] = (
      await s.callIn('hi', 'southManager', 'GET', '/api/notifications')
    ).json() as Notification[];
    expect(asked?.title).toBe(hindi.t('attendance.leaveRequestedTitle'));
    expect(asked?.body).toContain(hindi.t('attendance.leaveTypeSick'));
    expect(asked?.body).toContain(hindi.formats.day('2026-12-07'));

    const id = made.json().id as string;
    const rejected = await call('southManager', 'PATCH', `/api/attendance/leave/${id}/process`, {
      status: 'Rejected',
      note: 'Send a doctor’s note',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [told] = (
      await s.callIn('ar', 'southTech', 'GET', '/api/notifications')
    ).json() as Notification[];
    expect(told?.title).toBe(arabic.t('attendance.leaveRejected'));
    expect(told?.body).toContain(arabic.t('attendance.leaveTypeSick'));
    expect(told?.body).toContain('Send a doctor’s note');
    expect(told?.body).not.toContain('rejected by');
    // Stored once, read by an English reader as the specification writes it.
    const [inEnglish] = await notificationsOf('southTech');
    expect(inEnglish?.body).toBe(
      'Your Sick leave from Mon, Dec 7, 2026 to Tue, Dec 8, 2026 was rejected by southManager: Send a doctor’s note',
    );
  });
});
