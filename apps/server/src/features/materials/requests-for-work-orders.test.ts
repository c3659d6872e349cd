import type { WorkOrderInput } from '@cmms/shared/work-orders';
import { afterAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';
import { testClock } from '../../test/test-clock';

// A material request may name the work order its parts are for (issue 33): issuing it puts them
// on that work order through the same ledger movement as issuing them there.
const clock = testClock(new Date('2026-06-15T12:00:00Z'));
const s = await scenario({
  clock,
  sites: { north: 'North Plant', south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['technician', 'technician', ['north']],
    ['otherTech', 'technician', ['north']],
    ['southTech', 'technician', ['south']],
  ],
});
afterAll(() => s.close());
const { call, ids } = s;
const { north, south } = s.sites;
const pump = await s.newAsset('admin', { name: 'Pump 3', siteId: north.id });
const southPump = await s.newAsset('admin', { name: 'South pump', siteId: south.id });

const newTask = (fields: Partial<WorkOrderInput> = {}) =>
  s.newWorkOrder('manager', {
    title: 'Fix the pump',
    description: 'It leaks',
    dueDate: '2026-06-22',
    assignedToId: ids.technician,
    assetId: pump.id,
    siteId: north.id,
    ...fields,
  });
const seals = await s.newMaterial('manager', {
  name: 'Pump seal',
  category: 'Plumbing',
  quantity: 10,
  siteId: north.id,
  unitCost: 12.5,
});
const stockOf = async (id: string) =>
  (await call('manager', 'GET', `/api/materials/${id}`)).json().quantity;
const decide = (id: string, status: string) =>
  call('manager', 'PUT', `/api/materials/requests/${id}`, { status });

describe('a material request for a work order', () => {
  it('puts the parts on the work order when issued: its parts, its cost, its timeline, the ledger', async () => {
    const task = await newTask();
    const asked = await call('technician', 'POST', '/api/materials/requests', {
      materialId: seals.id,
      quantity: 3,
      reason: 'For the pump',
      taskId: task.id,
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      status: 'Pending',
      siteId: north.id,
      workOrder: { id: task.id, workOrderNumber: task.workOrderNumber },
    });
    const id = asked.json().id;
    expect((await decide(id, 'approved')).statusCode).toBe(200);
    clock.advanceSeconds(1);
    expect((await decide(id, 'issued')).statusCode).toBe(200);
    expect(await stockOf(seals.id)).toBe(7);
    const [movement] = (
      await call('manager', 'GET', `/api/materials/${seals.id}/movements`)
    ).json();
    expect(movement).toMatchObject({
      kind: 'issue',
      delta: -3,
      requestId: id,
      workOrder: { id: task.id, workOrderNumber: task.workOrderNumber },
      note: `Issued to work order ${task.workOrderNumber}`,
    });
    const record = (await call('manager', 'GET', `/api/tasks/${task.id}/record`)).json();
    expect(record.parts).toEqual([
      {
        material: { id: seals.id, name: 'Pump seal', unit: 'pieces' },
        issued: 3,
        returned: 0,
        used: 3,
        cost: 37.5,
      },
    ]);
    expect(record.timeline.map((line: { action?: string }) => line.action)).toContain(
      'task_part_issued',
    );
    // What was issued through the request can be returned from the work order.
    const back = await call('technician', 'POST', `/api/tasks/${task.id}/parts/returns`, {
      materialId: seals.id,
      quantity: 3,
    });
    expect(back.statusCode).toBe(200);
    expect(await stockOf(seals.id)).toBe(10);
  });

  it("keeps the specification's body working: no work order, and the answer says so", async () => {
    const res = await call('technician', 'POST', '/api/materials/requests', {
      materialId: seals.id,
      quantity: 1,
      reason: 'Spare',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().workOrder).toBeNull();
    const listed = (await call('technician', 'GET', '/api/materials/requests')).json();
    expect(listed.find((r: { id: string }) => r.id === res.json().id).workOrder).toBeNull();
  });

  it('refuses a work order the requester may not see (404), of a material elsewhere (400), a bad id (400)', async () => {
    const task = await newTask();
    const southTask = await s.newWorkOrder('admin', {
      title: 'South job',
      description: 'x',
      dueDate: '2026-06-22',
      assignedToId: ids.southTech,
      assetId: southPump.id,
      siteId: south.id,
    });
    const body = { materialId: seals.id, quantity: 1, reason: 'x' };
    for (const [who, taskId] of [
      ['otherTech', task.id],
      ['technician', southTask.id],
    ] as const) {
      const res = await call(who, 'POST', '/api/materials/requests', { ...body, taskId });
      expect(res.statusCode, who).toBe(404);
    }
    const shared = await s.newMaterial('admin', {
      name: 'Grease',
      category: 'General',
      quantity: 5,
    });
    const southGasket = await s.newMaterial('admin', {
      name: 'South gasket',
      category: 'Plumbing',
      quantity: 5,
      siteId: south.id,
    });
    const elsewhere = await call('admin', 'POST', '/api/materials/requests', {
      ...body,
      materialId: southGasket.id,
      taskId: task.id,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({
      materialId: "This material is not kept at the work order's site",
    });
    const bad = await call('technician', 'POST', '/api/materials/requests', {
      ...body,
      taskId: 'WO-0001',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { taskId: 'Invalid work order id' },
    });
    // A material kept for all sites goes to any work order, and the request is of its site.
    const fine = await call('southTech', 'POST', '/api/materials/requests', {
      ...body,
      materialId: shared.id,
      taskId: southTask.id,
    });
    expect(fine.statusCode).toBe(201);
    expect(fine.json().siteId).toBe(south.id);
  });

  it('still issues once its work order is deleted, as an ordinary issue that keeps the number', async () => {
    const task = await newTask();
    const asked = await call('technician', 'POST', '/api/materials/requests', {
      materialId: seals.id,
      quantity: 1,
      reason: 'For the pump',
      taskId: task.id,
    });
    const id = asked.json().id;
    await decide(id, 'approved');
    expect((await call('manager', 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(200);
    const before = await stockOf(seals.id);
    clock.advanceSeconds(1);
    const issued = await decide(id, 'issued');
    expect(issued.statusCode).toBe(200);
    expect(issued.json().workOrder).toEqual({ id: null, workOrderNumber: task.workOrderNumber });
    expect(await stockOf(seals.id)).toBe(before - 1);
    const [movement] = (
      await call('manager', 'GET', `/api/materials/${seals.id}/movements`)
    ).json();
    expect(movement).toMatchObject({ kind: 'issue', requestId: id, workOrder: null });
  });
});
