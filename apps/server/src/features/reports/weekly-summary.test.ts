import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';
import { startMailbox } from '../../test/smtp-mailbox';
import { testClock } from '../../test/test-clock';
import { queueWeeklySummaries, summaryWeekDue } from './weekly-summary.service';

// The weekly summary mail (issue 36, docs/reports.md "Weekly summary"): on Monday at 07:00 on the
// recipient's site's calendar, last week's figures and what is overdue, once per recipient and
// week, to managers and administrators who have not turned it off. North keeps Berlin's
// calendar (UTC+1 in winter); South and the administrator the server's (UTC in these tests).
const clock = testClock(new Date('2026-02-24T09:00:00Z'));
const mailbox = await startMailbox();
const s = await scenario({
  clock,
  config: { smtpUrl: mailbox.url, publicUrl: 'https://fms.example.com', tokenTtlHours: 24 * 30 },
  sites: { north: { name: 'North Plant', timeZone: 'Europe/Berlin' }, south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['southManager', 'manager', ['south']],
    ['quietManager', 'manager', ['north']],
    ['supervisor', 'supervisor', ['north']],
    ['technician', 'technician', ['north', 'south']],
  ],
});
afterAll(async () => {
  await s.close();
  await mailbox.close();
});
const { call, ids, sites } = s;
const deps = { db: s.db, clock };
const at = (instant: string) =>
  clock.advanceMinutes((Date.parse(instant) - clock.now().getTime()) / 60_000);
const emailOf = async (who: keyof typeof ids) =>
  (
    (await s.db.execute(sql`select email from users where id = ${ids[who]}`)) as unknown as {
      rows: { email: string }[];
    }
  ).rows[0]?.email ?? '';
const claimsOf = async (who: keyof typeof ids, weekStart: string) =>
  (
    (await s.db.execute(
      sql`select count(*)::int as n from weekly_summaries_sent where user_id = ${ids[who]} and week_start = ${weekStart}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n;

// The accounts are a month old: their rows were written at the database's own time.
await s.db.execute(sql`update users set created_at = '2026-01-15T00:00:00Z'`);

// Last week (23 February to 1 March) at North: two made, one completed on time; one left open,
// due 27 February, overdue on Monday.
const asset = await s.newAsset('admin', { name: 'Boiler', siteId: sites.north.id });
const made = async (title: string, dueDate: string) =>
  s.newWorkOrder('admin', {
    title,
    description: 'For the summary',
    dueDate,
    assignedToId: ids.technician,
    assetId: asset.id,
    siteId: sites.north.id,
  });
const done = await made('Replace pump seal', '2026-02-26');
await made('Fix gate closer', '2026-02-27');
at('2026-02-25T10:00:00Z');
expect(
  (await call('admin', 'PATCH', `/api/tasks/${done.id}/status`, { status: 'completed' }))
    .statusCode,
).toBe(200);

describe('the weekly summary mail', () => {
  it('is owed from Monday 07:00 on the recipient’s calendar, for the week before', () => {
    expect(summaryWeekDue(new Date('2026-03-02T05:59:00Z'), 'Europe/Berlin')).toBeNull();
    expect(summaryWeekDue(new Date('2026-03-02T06:00:00Z'), 'Europe/Berlin')).toBe('2026-02-23');
    expect(summaryWeekDue(new Date('2026-03-02T06:59:00Z'), 'UTC')).toBeNull();
    // Later in the week a pass catches up; on Sunday it is still last week's.
    expect(summaryWeekDue(new Date('2026-03-08T23:00:00Z'), 'UTC')).toBe('2026-02-23');
    // Not to an account made after that Monday morning: its first is the next week's.
    const madeMonday = new Date('2026-03-02T09:00:00Z');
    expect(summaryWeekDue(new Date('2026-03-04T09:00:00Z'), 'UTC', madeMonday)).toBeNull();
    expect(summaryWeekDue(new Date('2026-03-09T07:00:00Z'), 'UTC', madeMonday)).toBe('2026-03-02');
  });

  it('lets managers and administrators turn it off, and no one else ask', async () => {
    expect((await call('quietManager', 'GET', '/api/reports/weekly-summary')).json()).toEqual({
      enabled: true,
    });
    const off = await call('quietManager', 'PUT', '/api/reports/weekly-summary', {
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call('quietManager', 'GET', '/api/reports/weekly-summary')).json()).toEqual({
      enabled: false,
    });
    const bad = await call('manager', 'PUT', '/api/reports/weekly-summary', { enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: { enabled: 'Say whether to receive the weekly summary' },
    });
    for (const who of ['supervisor', 'technician'] as const) {
      expect((await call(who, 'GET', '/api/reports/weekly-summary')).statusCode).toBe(403);
    }
  });

  it("is sent at 07:00 Berlin to North's manager, once, with last week's figures and what is overdue", async () => {
    at('2026-03-02T05:59:00Z');
    await queueWeeklySummaries(deps);
    expect(await claimsOf('manager', '2026-02-23')).toBe(0);
    at('2026-03-02T06:00:00Z');
    const since = mailbox.mails.length;
    await queueWeeklySummaries(deps);
    await queueWeeklySummaries(deps);
    expect(await claimsOf('manager', '2026-02-23')).toBe(1);
    // South's manager and the administrator are on UTC's calendar: 06:00 there.
    expect(await claimsOf('southManager', '2026-02-23')).toBe(0);
    expect(await claimsOf('admin', '2026-02-23')).toBe(0);

    const mail = await mailbox.waitForText(await emailOf('manager'), 'Feb 23, 2026', since);
    expect(mail.subject).toBe('Maintenance summary, week of Feb 23, 2026');
    expect(mail.text).toContain(
      'Hello manager, here is last week, Feb 23, 2026 to Mar 1, 2026, at your sites.',
    );
    expect(mail.text).toContain('Work orders: 2 opened, 1 completed (100% on time), 0 cancelled.');
    expect(mail.text).toContain('1 work order is overdue now:');
    expect(mail.text).toMatch(/WO-\d+ Fix gate closer at North Plant, due Feb 27, 2026/);
    expect(mail.text).toContain('See the reports: https://fms.example.com/manager/reports');
    expect(mail.text).toContain('You can turn this mail off in Settings.');
  });

  it('reaches the rest at 07:00 UTC, the administrator with every site, and never who turned it off', async () => {
    at('2026-03-02T07:00:00Z');
    const since = mailbox.mails.length;
    // Passes of several instances at the same moment: each summary is claimed once.
    await Promise.all([
      queueWeeklySummaries(deps),
      queueWeeklySummaries(deps),
      queueWeeklySummaries(deps),
    ]);
    for (const who of ['manager', 'southManager', 'admin'] as const) {
      expect(await claimsOf(who, '2026-02-23')).toBe(1);
    }
    for (const who of ['quietManager', 'supervisor', 'technician'] as const) {
      expect(await claimsOf(who, '2026-02-23')).toBe(0);
    }
    const admin = await mailbox.waitForText(await emailOf('admin'), 'Feb 23, 2026', since);
    expect(admin.text).toContain('See the reports: https://fms.example.com/admin/reports');
    expect(admin.text).toContain('Work orders: 2 opened, 1 completed (100% on time), 0 cancelled.');
    const south = await mailbox.waitForText(await emailOf('southManager'), 'Feb 23, 2026', since);
    expect(south.text).toContain('Work orders: 0 opened, 0 completed (– on time), 0 cancelled.');
    expect(south.text).toContain('Nothing is overdue now.');
    // Nothing more for that week, however many passes follow.
    at('2026-03-05T12:00:00Z');
    expect(await queueWeeklySummaries(deps)).toBe(0);
    const to = await emailOf('manager');
    expect(
      mailbox.mails.filter((mail) => mail.to.includes(to) && mail.raw.includes('Feb 23, 2026')),
    ).toHaveLength(1);
  });
});
