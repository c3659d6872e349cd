import type { WorkFigures, WorkReport } from '@cmms/shared/reports';
import type { WorkOrderInput } from '@cmms/shared/work-orders';
import { type SQL, sql } from 'drizzle-orm';
import parsePdf from 'pdf-parse/lib/pdf-parse.js';
import { afterAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';
import { testClock } from '../../test/test-clock';
import { recordServerZone } from './reports.repository';

// The work report (docs/reports.md, "Work"): every figure worked out by hand below, on six work
// orders. North keeps Berlin's calendar; South the server's, East is not the manager's. South's
// and East's times are at noon UTC, the same day in the server's zone wherever it runs.
const clock = testClock(new Date('2026-03-02T08:00:00Z'));
const s = await scenario({
  clock,
  config: { tokenTtlHours: 24 * 365 },
  sites: {
    north: { name: 'North Plant', timeZone: 'Europe/Berlin' },
    south: 'South Depot',
    east: 'East Yard',
  },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north', 'south']],
    ['supervisor', 'supervisor', ['north']],
    ['technician', 'technician', ['north', 'south', 'east']],
    ['client', 'client', ['north']],
  ],
});
afterAll(() => s.close());
const { call, ids, sites } = s;
const assets = {
  north: await s.newAsset('admin', { name: 'Boiler', type: 'HVAC', siteId: sites.north.id }),
  south: await s.newAsset('admin', { name: 'Dock door', siteId: sites.south.id }),
  east: await s.newAsset('admin', { name: 'Gate', type: 'Access', siteId: sites.east.id }),
};
const at = (instant: string) =>
  clock.advanceMinutes((Date.parse(instant) - clock.now().getTime()) / 60_000);
const newWorkOrder = (
  site: keyof typeof assets,
  priority: WorkOrderInput['priority'],
  dueDate: string,
) =>
  s.newWorkOrder('admin', {
    title: `${site} ${priority}`,
    description: 'For the report',
    dueDate,
    priority,
    assignedToId: ids.technician,
    assetId: assets[site].id,
    siteId: sites[site].id,
  });
async function setStatus(id: string, status: string) {
  const res = await call('admin', 'PATCH', `/api/tasks/${id}/status`, { status });
  expect(res.statusCode, res.body).toBe(200);
}

// A: North, high, 2 March 08:00 to 14:00 UTC: 6 hours (the 4-8 h bucket), due 5 March: on time.
at('2026-03-02T08:00:00Z');
const a = await newWorkOrder('north', 'high', '2026-03-05');
at('2026-03-02T14:00:00Z');
await setStatus(a.id, 'completed');
// B: North, medium, 3 March 10:00 to 5 March 10:00: 48 hours (2-4 d), due 4 March: late.
at('2026-03-03T10:00:00Z');
const b = await newWorkOrder('north', 'medium', '2026-03-04');
at('2026-03-05T10:00:00Z');
await setStatus(b.id, 'completed');
// C: South, low, made 10 March, cancelled 11 March.
at('2026-03-10T12:00:00Z');
const c = await newWorkOrder('south', 'low', '2026-03-20');
at('2026-03-11T12:00:00Z');
await setStatus(c.id, 'cancelled');
// F: East, high, 15 to 16 March: the manager never sees it.
at('2026-03-15T12:00:00Z');
const f = await newWorkOrder('east', 'high', '2026-03-31');
at('2026-03-16T12:00:00Z');
await setStatus(f.id, 'completed');
// D: North, high, 31 March 21:30 UTC (23:30 in Berlin, in March) to 22:30 UTC (00:30 on 1 April
// there): opened in March, completed in April, 1 hour (1-2 h), due 1 April: on time there.
at('2026-03-31T21:30:00Z');
const d = await newWorkOrder('north', 'high', '2026-04-01');
at('2026-03-31T22:30:00Z');
await setStatus(d.id, 'completed');
// E: North, medium, 6 April 09:00, completed at 12:00, reopened 7 April, completed again 8 April
// 09:00: counted once, 48 hours from its creation (2-4 d), due 10 April: on time; reopened once.
at('2026-04-06T09:00:00Z');
const e = await newWorkOrder('north', 'medium', '2026-04-10');
at('2026-04-06T12:00:00Z');
await setStatus(e.id, 'completed');
at('2026-04-07T09:00:00Z');
await setStatus(e.id, 'pending');
at('2026-04-08T09:00:00Z');
await setStatus(e.id, 'completed');
at('2026-05-10T12:00:00Z');

async function work(who: keyof typeof ids, query: string) {
  const res = await call(who, 'GET', `/api/reports/work${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WorkReport;
}
const none: WorkFigures = {
  opened: 0,
  completed: 0,
  completedOnTime: 0,
  onTimeRate: null,
  cancelled: 0,
  reopened: 0,
  completionMeanHours: null,
  completionMedianHours: null,
  completionP90Hours: null,
};
const figures = (values: Partial<WorkFigures>): WorkFigures => ({ ...none, ...values });

// The percentiles, read from the histogram (histogramQuantile): rank q × n found in its bucket
// and interpolated between the bucket's edges.
// March: A (4-8 h) and B (2-4 d). Median: rank 1, the whole of A's bucket: 8 h. P90: rank 1.8,
// 0.8 into B's bucket of one: 48 h + 0.8 × 48 h = 86.4 h. Mean (6 + 48) / 2 = 27 h.
const march = figures({
  opened: 4,
  completed: 2,
  completedOnTime: 1,
  onTimeRate: 0.5,
  cancelled: 1,
  completionMeanHours: 27,
  completionMedianHours: 8,
  completionP90Hours: 86.4,
});
// April: D (1-2 h) and E (2-4 d). Median: rank 1, the whole of D's bucket: 2 h. P90 as March's.
// Mean (1 + 48) / 2 = 24.5 h.
const april = figures({
  opened: 1,
  completed: 2,
  completedOnTime: 2,
  onTimeRate: 1,
  reopened: 1,
  completionMeanHours: 24.5,
  completionMedianHours: 2,
  completionP90Hours: 86.4,
});

describe('the work report', () => {
  it("counts a manager's sites by month on each site's calendar, by hand", async () => {
    const report = await work('manager', '?from=2026-02-01&to=2026-05-31');
    expect(report).toMatchObject({ from: '2026-02-01', to: '2026-05-31', interval: 'month' });
    expect(report.periods).toEqual([
      { start: '2026-02-01', ...none },
      { start: '2026-03-01', ...march },
      { start: '2026-04-01', ...april },
      { start: '2026-05-01', ...none },
    ]);
    // The whole period: buckets 1-2 h (D), 4-8 h (A), 2-4 d (B, E). Median: rank 2, the whole of
    // the second bucket: 8 h. P90: rank 3.6, 1.6 of 2 into 2-4 d: 48 + 0.8 × 48 = 86.4 h.
    expect(report.total).toEqual(
      figures({
        opened: 5,
        completed: 4,
        completedOnTime: 3,
        onTimeRate: 0.75,
        cancelled: 1,
        reopened: 1,
        completionMeanHours: 25.75,
        completionMedianHours: 8,
        completionP90Hours: 86.4,
      }),
    );
  });

  it('breaks the period down by site, assignee, asset type, priority and type', async () => {
    const report = await work('manager', '?from=2026-03-01&to=2026-04-30');
    expect(
      report.bySite.map(({ name, opened, completed, cancelled }) => [
        name,
        opened,
        completed,
        cancelled,
      ]),
    ).toEqual([
      ['North Plant', 4, 4, 0],
      ['South Depot', 1, 0, 1],
    ]);
    expect(report.byAssignee).toEqual([
      expect.objectContaining({
        userId: ids.technician,
        name: 'technician',
        opened: 5,
        completed: 4,
      }),
    ]);
    expect(report.byAssetType.map(({ assetType, opened }) => [assetType, opened])).toEqual([
      ['HVAC', 4],
      [null, 1],
    ]);
    expect(
      report.byPriority.map(({ priority, opened, completed }) => [priority, opened, completed]),
    ).toEqual([
      ['low', 1, 0],
      ['medium', 2, 2],
      ['high', 2, 2],
    ]);
    expect(report.byTaskType.find((row) => row.taskType === 'repair')?.opened).toBe(5);
  });

  it('counts by week from each Monday, and every site for an administrator', async () => {
    const weeks = await work('manager', '?from=2026-03-30&to=2026-04-12&interval=week');
    expect(
      weeks.periods.map(({ start, opened, completed, reopened }) => [
        start,
        opened,
        completed,
        reopened,
      ]),
    ).toEqual([
      ['2026-03-30', 1, 1, 0], // D, opened 31 March and completed 1 April in Berlin
      ['2026-04-06', 1, 1, 1], // E
    ]);
    const admin = await work('admin', '?from=2026-03-01&to=2026-03-31');
    expect(admin.total).toMatchObject({ opened: 5, completed: 3 });
    const supervisor = await work('supervisor', '?from=2026-03-01&to=2026-03-31');
    expect(supervisor.total).toMatchObject({ opened: 3, completed: 2, cancelled: 0 });
    const south = await work('manager', `?siteId=${sites.south.id}&from=2026-03-01&to=2026-03-31`);
    expect(south.total).toMatchObject({ opened: 1, completed: 0, cancelled: 1 });
  });

  it("downloads each table as CSV: data in one form, the header in the reader's language", async () => {
    const res = await call('manager', 'GET', '/api/reports/work/csv?from=2026-03-01&to=2026-04-30');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="work_periods_2026-03-01_2026-04-30.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      'Period,Opened,Completed,On time,On-time rate,Cancelled,Reopened,Mean hours,Median hours,P90 hours',
      '2026-03-01,4,2,1,0.5,1,0,27,8,86.4',
      '2026-04-01,1,2,2,1,0,1,24.5,2,86.4',
      '',
    ]);
    const priorities = await s.callIn(
      'es',
      'manager',
      'GET',
      '/api/reports/work/csv?from=2026-03-01&to=2026-04-30&table=priorities',
    );
    const [header, low] = priorities.body.split('\r\n');
    expect(header).toMatch(/^Prioridad,/);
    expect(low).toBe('Low,1,0,0,,1,0,,,'); // C, cancelled
    const bad = await call('manager', 'GET', '/api/reports/work/csv?table=people');
    expect(bad.statusCode).toBe(400);
  });

  it('prints the report to an A4 PDF with its summary, chart legend and tables', async () => {
    const res = await call(
      'manager',
      'GET',
      `/api/reports/work/pdf?siteId=${sites.north.id}&from=2026-03-01&to=2026-04-30`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="work_report_2026-03-01_2026-04-30.pdf"',
    );
    const { text, numpages } = await parsePdf(new Uint8Array(res.rawPayload), {
      version: 'v2.0.550',
    });
    // The chart and the first tables, then the rest (looked at as pictures: docs/reports.md).
    expect(numpages).toBe(2);
    for (const line of [
      'Work orders report',
      'Period: Mar 1, 2026 to Apr 30, 2026',
      'Site: North Plant',
      'Generated on: May 10, 2026, 2:00',
      '4 opened, 4 completed (75% on time), 0 cancelled, 1 reopened',
      'Page 1 of 2',
      'Page 2 of 2',
      'Median hours',
      'Mar 2026',
      'technician',
      'HVAC',
      'Preventive maintenance',
      'Compliance: –   Planned work: 0%   PMs overdue now: 0',
    ]) {
      expect(text).toContain(line);
    }
  });

  it("counts a site's days again when its calendar changes, and the server's for the sites that follow it", async () => {
    const edit = await call('admin', 'PUT', `/api/sites/${sites.north.id}`, {
      name: 'North Plant',
      timeZone: 'UTC',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // D completed at 22:30 UTC on 31 March: in March on UTC's calendar.
    const utc = await work('supervisor', '?from=2026-03-01&to=2026-03-31');
    expect(utc.total).toMatchObject({ opened: 3, completed: 3 });
    await call('admin', 'PUT', `/api/sites/${sites.north.id}`, {
      name: 'North Plant',
      timeZone: 'Europe/Berlin',
    });
    expect((await work('supervisor', '?from=2026-03-01&to=2026-03-31')).total).toMatchObject({
      completed: 2,
    });
    // South follows the server: at 12:00 UTC, C was made on 10 March; in Kiritimati (UTC+14) on
    // 11 March, where it moves when the server's zone is that.
    const day = async () =>
      (await work('manager', `?siteId=${sites.south.id}&from=2026-03-10&to=2026-03-10`)).total
        .opened;
    expect(await day()).toBe(1);
    await recordServerZone(s.db, 'Pacific/Kiritimati');
    expect(await day()).toBe(0);
  });

  it('takes a deleted work order out of every count', async () => {
    const before = await work('admin', `?siteId=${sites.east.id}&from=2026-03-01&to=2026-03-31`);
    expect(before.total).toMatchObject({ opened: 1, completed: 1 });
    await s.db.execute(sql`delete from tasks where id = ${f.id}`);
    const after = await work('admin', `?siteId=${sites.east.id}&from=2026-03-01&to=2026-03-31`);
    expect(after.total).toEqual(none);
  });

  it('defaults to the twelve months to today, and refuses bad periods, hidden sites and other roles', async () => {
    const year = await work('manager', '');
    expect(year.periods.map((period) => period.start)).toHaveLength(12);
    expect(year).toMatchObject({ from: '2025-06-01', to: '2026-05-10', interval: 'month' });
    const refusals: [string, number, object][] = [
      ['?interval=day', 400, { errors: { interval: 'Show by week or by month' } }],
      [
        '?from=2026-03-10&to=2026-03-01',
        400,
        { errors: { to: 'To date must be on or after the from date' } },
      ],
      [
        '?from=2023-01-01&to=2026-03-01',
        400,
        { errors: { to: 'A report covers at most 1,096 days' } },
      ],
      ['?from=2026-02-30', 400, { errors: { from: 'Enter a valid date' } }],
      [`?siteId=${sites.east.id}`, 404, {}],
    ];
    for (const [query, status, body] of refusals) {
      const res = await call('manager', 'GET', `/api/reports/work${query}`);
      expect(res.statusCode, query).toBe(status);
      expect(res.json()).toMatchObject(body);
    }
    for (const who of ['technician', 'client'] as const) {
      expect((await call(who, 'GET', '/api/reports/work')).statusCode).toBe(403);
    }
  });

  it('keeps the rollup equal to rebuilding it, and each month equal to its days', async () => {
    const nonZero = sql`(opened <> 0 or completed <> 0 or cancelled <> 0 or reopened <> 0)`;
    const rowsOf = async (query: SQL) =>
      ((await s.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    const rows = () =>
      rowsOf(sql`
          select dimension, grain, day::text, site_id::text, value, opened, completed,
                 completed_on_time, cancelled, reopened, completion_seconds::text,
                 completion_histogram::text
            from task_day_counts where ${nonZero} order by 1, 2, 3, 4, 5`);
    const kept = await rows();
    expect(kept.length).toBeGreaterThan(20);
    await s.db.execute(sql`select task_day_counts_rebuild(id) from sites`);
    expect(await rows()).toEqual(kept);
    const monthsAgainstDays = await rowsOf(sql`
      (select dimension, site_id, value, date_trunc('month', day::timestamp)::date as month,
              sum(opened)::int, sum(completed)::int, sum(cancelled)::int, sum(reopened)::int
         from task_day_counts where grain = 'day' group by 1, 2, 3, 4
       except
       select dimension, site_id, value, day, opened, completed, cancelled, reopened
         from task_day_counts where grain = 'month')
      union all
      (select dimension, site_id, value, day, opened, completed, cancelled, reopened
         from task_day_counts where grain = 'month' and ${nonZero}
       except
       select dimension, site_id, value, date_trunc('month', day::timestamp)::date,
              sum(opened)::int, sum(completed)::int, sum(cancelled)::int, sum(reopened)::int
         from task_day_counts where grain = 'day' group by 1, 2, 3, 4)`);
    expect(monthsAgainstDays).toEqual([]);
  });
});
