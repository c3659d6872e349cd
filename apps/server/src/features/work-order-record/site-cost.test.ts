import type { WorkOrderInput } from '@cmms/shared/work-orders';
import { afterAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';
import { testClock } from '../../test/test-clock';

// What maintenance cost at a site (issue 33): labour and parts month by month, the costliest
// assets, for administrators and managers only.
const clock = testClock(new Date('2026-06-15T12:00:00Z'));
const s = await scenario({
  clock,
  sites: {
    north: { name: 'North Plant', timeZone: 'Asia/Kolkata' },
    south: 'South Depot',
  },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['supervisor', 'supervisor', ['north']],
    ['technician', 'technician', ['north', 'south']],
    ['client', 'client', ['north']],
    ['southManager', 'manager', ['south']],
  ],
});
afterAll(() => s.close());
const { call, ids } = s;
const { north, south } = s.sites;

const pump = await s.newAsset('admin', { name: 'Pump 3', siteId: north.id });
const fan = await s.newAsset('admin', { name: 'Exhaust fan', siteId: north.id });
const southPump = await s.newAsset('admin', { name: 'South pump', siteId: south.id });
const workOrder = (assetId: string, siteId = north.id) =>
  s.newWorkOrder('admin', {
    title: 'Service',
    description: 'Routine',
    dueDate: '2026-06-30',
    assignedToId: ids.technician,
    assetId,
    siteId,
  } satisfies WorkOrderInput);
const logTime = async (taskId: string, startedAt: string, endedAt: string) => {
  const res = await call('technician', 'POST', `/api/tasks/${taskId}/time`, { startedAt, endedAt });
  expect(res.statusCode).toBe(201);
};

describe('the cost of a site', () => {
  it('adds labour at the hourly rate and parts at their unit cost, by month in the site’s calendar', async () => {
    await call('admin', 'PUT', `/api/users/${ids.technician}/hourly-rate`, { hourlyRate: 40 });
    const seals = await s.newMaterial('admin', {
      name: 'Pump seal',
      category: 'Plumbing',
      quantity: 10,
      siteId: north.id,
      unitCost: 12.5,
    });
    const pumpJob = await workOrder(pump.id);
    const fanJob = await workOrder(fan.id);
    const southJob = await workOrder(southPump.id, south.id);
    // Two hours this month on the pump, and two seals.
    await logTime(pumpJob.id, '2026-06-15T04:00:00.000Z', '2026-06-15T06:00:00.000Z');
    const issued = await call('technician', 'POST', `/api/tasks/${pumpJob.id}/parts`, {
      materialId: seals.id,
      quantity: 2,
    });
    expect(issued.statusCode).toBe(201);
    // Half an hour on the fan that began at 00:10 on 1 June in Kolkata: 31 May at UTC.
    await logTime(fanJob.id, '2026-05-31T18:40:00.000Z', '2026-05-31T19:10:00.000Z');
    // A month of it in May, and work at another site that does not count here.
    await logTime(fanJob.id, '2026-05-20T04:00:00.000Z', '2026-05-20T05:00:00.000Z');
    await logTime(southJob.id, '2026-06-14T04:00:00.000Z', '2026-06-14T08:00:00.000Z');

    const res = await call('manager', 'GET', `/api/sites/${north.id}/cost`);
    expect(res.statusCode).toBe(200);
    const cost = res.json();
    expect(cost.currency).toBe('USD');
    expect(cost.months).toHaveLength(12);
    expect(cost.months[0].month).toBe('2025-07');
    expect(cost.months.at(-2)).toEqual({ month: '2026-05', labour: 40, parts: 0, total: 40 });
    expect(cost.months.at(-1)).toEqual({ month: '2026-06', labour: 100, parts: 25, total: 125 });
    expect(cost.months[3]).toEqual({ month: '2025-10', labour: 0, parts: 0, total: 0 });
    expect(cost.total).toEqual({ labour: 140, parts: 25, total: 165 });
    expect(cost.assets).toEqual([
      { id: pump.id, name: 'Pump 3', assetNumber: pump.assetNumber, total: 105 },
      { id: fan.id, name: 'Exhaust fan', assetNumber: fan.assetNumber, total: 60 },
    ]);
    const southCost = (await call('southManager', 'GET', `/api/sites/${south.id}/cost`)).json();
    expect(southCost.total).toEqual({ labour: 160, parts: 0, total: 160 });
  });

  it('is for administrators and managers of the site: 403 for the others, 404 for another site', async () => {
    expect((await call('admin', 'GET', `/api/sites/${south.id}/cost`)).statusCode).toBe(200);
    for (const who of ['supervisor', 'technician', 'client'] as const) {
      expect((await call(who, 'GET', `/api/sites/${north.id}/cost`)).statusCode, who).toBe(403);
    }
    expect((await call('southManager', 'GET', `/api/sites/${north.id}/cost`)).statusCode).toBe(404);
    const bad = await call('manager', 'GET', '/api/sites/not-a-site/cost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});
