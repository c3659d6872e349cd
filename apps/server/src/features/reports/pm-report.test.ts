import { PM_GRACE_DAYS, type PmReport } from '@cmms/shared/reports';
import type { WorkOrder } from '@cmms/shared/work-orders';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';
import { testClock } from '../../test/test-clock';

// Preventive maintenance in the reports (issue 36, docs/reports.md "Preventive maintenance"):
// PM work orders due and done within their window (due date plus a tenth of the PM's interval),
// planned against reactive work, and PM work orders overdue now, worked out by hand. The PM
// scheduler's pass is off: PMs made due today generate their work order as they are saved.
const clock = testClock(new Date('2026-03-02T08:00:00Z'));
const s = await scenario({
  clock,
  config: { tokenTtlHours: 24 * 60, pmSchedulerIntervalMs: 0 },
  sites: {
    north: { name: 'North Plant', timeZone: 'Europe/Berlin' },
    south: 'South Depot',
    east: 'East Yard',
  },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north', 'south']],
    ['technician', 'technician', ['north', 'south', 'east']],
  ],
});
afterAll(() => s.close());
const { call, ids, sites } = s;
const at = (instant: string) =>
  clock.advanceMinutes((Date.parse(instant) - clock.now().getTime()) / 60_000);
const assets = {
  north: await s.newAsset('admin', { name: 'Boiler', siteId: sites.north.id }),
  south: await s.newAsset('admin', { name: 'Dock door', siteId: sites.south.id }),
  east: await s.newAsset('admin', { name: 'Gate', siteId: sites.east.id }),
};

/** A PM due today, whose work order is made as it is saved; answers that work order. */
async function duePm(site: keyof typeof assets, recurrence: string): Promise<WorkOrder> {
  const pm = await s.newPm('admin', {
    title: `${site} ${recurrence}`,
    priority: 'Medium',
    recurrence: recurrence as 'Monthly',
    assetId: assets[site].id,
    assigneeId: ids.technician,
    date: '2026-03-02',
  });
  const list = await call('admin', 'GET', `/api/tasks?assetId=${assets[site].id}&limit=50`);
  const made = (list.json() as WorkOrder[]).find(
    (task) => task.origin?.type === 'pm' && task.origin.pmId === pm.id,
  );
  if (!made) throw new Error(`no work order for ${pm.title}`);
  return made;
}
const complete = async (id: string) =>
  expect(
    (await call('admin', 'PATCH', `/api/tasks/${id}/status`, { status: 'completed' })).statusCode,
  ).toBe(200);

// Due 2 March. A: North, monthly (3 days' grace), completed 5 March, 11:00 in Berlin: in its
// window. B: North, weekly (1 day), completed 4 March: late. C: South, monthly, left open:
// overdue. D: East, monthly, completed at once: not the manager's.
const a = await duePm('north', 'Monthly');
const b = await duePm('north', 'Weekly');
await duePm('south', 'Monthly');
const d = await duePm('east', 'Monthly');
await complete(d.id);
// Reactive and planned work opened in March besides the PMs' (three maintenance): one repair
// and one inspection at North.
for (const taskType of ['repair', 'inspection'] as const) {
  await s.newWorkOrder('admin', {
    title: `North ${taskType}`,
    description: 'For the report',
    dueDate: '2026-03-20',
    taskType,
    assignedToId: ids.technician,
    assetId: assets.north.id,
    siteId: sites.north.id,
  });
}
at('2026-03-04T12:00:00Z');
await complete(b.id);
at('2026-03-05T10:00:00Z');
await complete(a.id);
at('2026-03-10T09:00:00Z');

async function pm(who: 'admin' | 'manager', query: string) {
  const res = await call(who, 'GET', `/api/reports/pm${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PmReport;
}

describe('preventive maintenance in the reports', () => {
  it('counts compliance within the window, planned against reactive, and what is overdue now', async () => {
    const report = await pm('manager', '?from=2026-02-01&to=2026-03-31');
    expect(report.periods).toEqual([
      { start: '2026-02-01', due: 0, doneInWindow: 0, compliance: null },
      { start: '2026-03-01', due: 3, doneInWindow: 1, compliance: 1 / 3 },
    ]);
    // Planned: the three PM work orders (maintenance) and the inspection; reactive: the repair.
    expect(report.total).toEqual({
      due: 3,
      doneInWindow: 1,
      compliance: 1 / 3,
      planned: 4,
      reactive: 1,
      plannedShare: 0.8,
    });
    expect(report.bySite.map(({ name, due, doneInWindow }) => [name, due, doneInWindow])).toEqual([
      ['North Plant', 2, 1],
      ['South Depot', 1, 0],
    ]);
    expect(report.overdueNow).toBe(1);
  });

  it('counts every site for an administrator, one when asked, and a PM reopened no longer in its window', async () => {
    const all = await pm('admin', '?from=2026-03-01&to=2026-03-31');
    expect(all.total).toMatchObject({ due: 4, doneInWindow: 2, compliance: 0.5 });
    const north = await pm('manager', `?siteId=${sites.north.id}&from=2026-03-01&to=2026-03-31`);
    expect(north.total).toMatchObject({ due: 2, doneInWindow: 1 });
    expect(north.overdueNow).toBe(0);
    // A reopened and done again on 10 March: past its window now.
    expect(
      (await call('admin', 'PATCH', `/api/tasks/${a.id}/status`, { status: 'pending' })).statusCode,
    ).toBe(200);
    await complete(a.id);
    const after = await pm('manager', `?siteId=${sites.north.id}&from=2026-03-01&to=2026-03-31`);
    expect(after.total).toMatchObject({ due: 2, doneInWindow: 0, compliance: 0 });
  });

  it('downloads compliance by period as CSV', async () => {
    const res = await call('manager', 'GET', '/api/reports/pm/csv?from=2026-02-01&to=2026-03-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="pm_compliance_2026-02-01_2026-03-31.csv"',
    );
    // After the reopening above, North's A is no longer in its window: none of three.
    expect(res.body.split('\r\n')).toEqual([
      'Period,Due,Done in window,Compliance',
      '2026-02-01,0,0,',
      '2026-03-01,3,0,0',
      '',
    ]);
  });

  it('gives each recurrence the grace the shared table says, in SQL as in TypeScript', async () => {
    for (const [recurrence, days] of Object.entries(PM_GRACE_DAYS)) {
      const result = (await s.db.execute(
        sql`select pm_grace_days(${recurrence}) as days`,
      )) as unknown as { rows: { days: number }[] };
      expect(result.rows[0]?.days, recurrence).toBe(days);
    }
  });

  it('refuses a hidden site, a bad period and the roles that do not report', async () => {
    expect(
      (await call('manager', 'GET', `/api/reports/pm?siteId=${sites.east.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('manager', 'GET', '/api/reports/pm?from=2026-03-10&to=2026-03-01')).statusCode,
    ).toBe(400);
    expect((await call('technician', 'GET', '/api/reports/pm')).statusCode).toBe(403);
  });
});
