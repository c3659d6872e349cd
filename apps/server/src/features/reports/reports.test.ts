import type { BacklogReport } from '@cmms/shared/reports';
import type { WorkOrderInput } from '@cmms/shared/work-orders';
import { processTimeZone } from '@cmms/shared/zones';
import { afterAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';
import { testClock } from '../../test/test-clock';

// Reports (issue 36, docs/reports.md): every figure worked out by hand on a handful of work
// orders, with the test's clock. North keeps Berlin's calendar; South the server's.
const clock = testClock(new Date('2026-02-01T10:00:00Z'));
const s = await scenario({
  clock,
  // The work orders are made months apart: the cast stays signed in across them.
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
  north: await s.newAsset('admin', { name: 'Boiler', siteId: sites.north.id }),
  south: await s.newAsset('admin', { name: 'Dock door', siteId: sites.south.id }),
  east: await s.newAsset('admin', { name: 'Gate', siteId: sites.east.id }),
};

/** A work order made now (the test's clock), left in `status`. */
async function workOrder(
  site: keyof typeof assets,
  priority: WorkOrderInput['priority'],
  status = 'pending',
) {
  const made = await s.newWorkOrder('admin', {
    title: `${site} ${priority}`,
    description: 'For the report',
    dueDate: '2026-12-31',
    priority,
    assignedToId: ids.technician,
    assetId: assets[site].id,
    siteId: sites[site].id,
  });
  if (status !== 'pending') {
    const set = await call('admin', 'PATCH', `/api/tasks/${made.id}/status`, { status });
    expect(set.statusCode, set.body).toBe(200);
  }
  return made;
}
const at = (instant: string) =>
  clock.advanceMinutes((Date.parse(instant) - clock.now().getTime()) / 60_000);

// 1 Feb: North, low, open: 141 days old on 22 June (over 90).
await workOrder('north', 'low');
// 15 April: South, high, open: 68 days (31-90).
at('2026-04-15T10:00:00Z');
await workOrder('south', 'high');
// 1 June: North, high, open: 21 days (8-30); South, low, completed: not in the backlog.
at('2026-06-01T10:00:00Z');
await workOrder('north', 'high');
await workOrder('south', 'low', 'completed');
// 14 June 22:30 UTC is 15 June 00:30 in Berlin: North, medium, 7 days old on 22 June there,
// though 8 by UTC's calendar.
at('2026-06-14T22:30:00Z');
await workOrder('north', 'medium');
// 20 June: East (not the manager's), high; South, medium, in progress; North, low, on hold;
// North, high, cancelled (not in the backlog).
at('2026-06-20T10:00:00Z');
await workOrder('east', 'high');
await workOrder('south', 'medium', 'in_progress');
await workOrder('north', 'low', 'on_hold');
await workOrder('north', 'high', 'cancelled');
// 22 June, 23:59 in Berlin.
at('2026-06-22T21:59:00Z');

async function backlog(who: keyof typeof ids, query = '') {
  const res = await call(who, 'GET', `/api/reports/backlog${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BacklogReport;
}
const row = (age: string, low: number, medium: number, high: number) => ({
  age,
  low,
  medium,
  high,
  total: low + medium + high,
});

describe('the backlog by age and priority', () => {
  it("counts a manager's sites' open work orders by days on each site's calendar", async () => {
    expect(processTimeZone()).not.toBe('Europe/Berlin');
    expect(await backlog('manager')).toEqual({
      asOf: '2026-06-22T21:59:00.000Z',
      siteId: null,
      ages: [
        row('0-7', 1, 2, 0), // North medium (15 June, Berlin), South medium, North low on hold
        row('8-30', 0, 0, 1), // North high (1 June)
        row('31-90', 0, 0, 1), // South high (15 April)
        row('90+', 1, 0, 0), // North low (1 February)
      ],
      total: { low: 2, medium: 2, high: 2, total: 6 },
    });
  });

  it('counts every site for an administrator, and one site when asked', async () => {
    const all = await backlog('admin');
    expect(all.ages[0]).toEqual(row('0-7', 1, 2, 1));
    expect(all.total.total).toBe(7);
    const south = await backlog('manager', `?siteId=${sites.south.id}`);
    expect(south.siteId).toBe(sites.south.id);
    expect(south.ages).toEqual([
      row('0-7', 0, 1, 0),
      row('8-30', 0, 0, 0),
      row('31-90', 0, 0, 1),
      row('90+', 0, 0, 0),
    ]);
  });

  it("moves a work order on at midnight of its site's calendar", async () => {
    const before = await backlog('supervisor');
    expect(before.ages.map((age) => age.total)).toEqual([2, 1, 0, 1]);
    clock.advanceMinutes(1); // 00:00 on 23 June in Berlin
    const after = await backlog('supervisor');
    expect(after.ages.map((age) => age.total)).toEqual([1, 2, 0, 1]);
    expect(after.ages[1]).toEqual(row('8-30', 0, 1, 1));
  });

  it('refuses a site the reader may not see, a bad site id, and the roles that do not report', async () => {
    const hidden = await call('manager', 'GET', `/api/reports/backlog?siteId=${sites.east.id}`);
    expect(hidden.statusCode).toBe(404);
    const bad = await call('manager', 'GET', '/api/reports/backlog?siteId=north');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { siteId: 'Invalid site id' } });
    for (const who of ['technician', 'client'] as const) {
      expect((await call(who, 'GET', '/api/reports/backlog')).statusCode).toBe(403);
    }
  });
});
