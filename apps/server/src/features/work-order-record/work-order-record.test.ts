import type { WorkOrderInput } from '@cmms/shared/work-orders';
import { afterAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';
import { testClock } from '../../test/test-clock';

// Noon, 2026-06-15: entries are made in the hours before.
const clock = testClock(new Date('2026-06-15T12:00:00Z'));
const at = (hhmm: string) => `2026-06-15T${hhmm}:00.000Z`;

const s = await scenario({
  clock,
  sites: { north: 'North Plant', south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['supervisor', 'supervisor', ['north']],
    ['technician', 'technician', ['north']],
    ['otherTech', 'technician', ['north']],
    ['southTech', 'technician', ['south']],
    ['southManager', 'manager', ['south']],
    ['client', 'client', ['north']],
    ['nobody', 'greeter', ['north']],
  ],
});
afterAll(() => s.close());
const { call, ids } = s;
const { north, south } = s.sites;
const pump = await s.newAsset('admin', { name: 'Pump 3', siteId: north.id });

const form = (fields: Partial<WorkOrderInput> = {}): WorkOrderInput => ({
  title: 'Fix the pump',
  description: 'It leaks',
  dueDate: '2026-06-22',
  assignedToId: ids.technician,
  assetId: pump.id,
  siteId: north.id,
  ...fields,
});
const newTask = (fields: Partial<WorkOrderInput> = {}) => s.newWorkOrder('manager', form(fields));
const record = async (who: keyof typeof ids, taskId: string) => {
  const res = await call(who, 'GET', `/api/tasks/${taskId}/record`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('comments', () => {
  it('lets everyone who sees the work order comment, the client too, and hides it from the others', async () => {
    const task = await newTask();
    for (const who of ['admin', 'manager', 'supervisor', 'technician', 'client'] as const) {
      const res = await call(who, 'POST', `/api/tasks/${task.id}/comments`, {
        body: `from ${who}`,
      });
      expect(res.statusCode, who).toBe(201);
      expect(res.json()).toMatchObject({ kind: 'comment', body: `from ${who}`, editedAt: null });
    }
    for (const who of ['otherTech', 'southTech', 'southManager'] as const) {
      const res = await call(who, 'POST', `/api/tasks/${task.id}/comments`, { body: 'hi' });
      expect(res.statusCode, who).toBe(404);
    }
    expect(
      (await call('nobody', 'POST', `/api/tasks/${task.id}/comments`, { body: 'x' })).statusCode,
    ).toBe(403);
    const comments = (await record('client', task.id)).timeline.filter(
      (line: { kind: string }) => line.kind === 'comment',
    );
    expect(comments.map((c: { body: string }) => c.body)).toEqual([
      'from admin',
      'from manager',
      'from supervisor',
      'from technician',
      'from client',
    ]);
  });

  it('refuses an empty comment and one of 100,000 characters', async () => {
    const task = await newTask();
    const empty = await call('manager', 'POST', `/api/tasks/${task.id}/comments`, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { body: 'Write a comment' },
    });
    const long = await call('manager', 'POST', `/api/tasks/${task.id}/comments`, {
      body: 'x'.repeat(100_000),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ body: 'A comment must be at most 5000 characters' });
    expect(
      (await record('manager', task.id)).timeline.some(
        (l: { kind: string }) => l.kind === 'comment',
      ),
    ).toBe(false);
  });

  it('lets only the author edit (marked edited) or delete a comment', async () => {
    const task = await newTask();
    const comment = (
      await call('technician', 'POST', `/api/tasks/${task.id}/comments`, { body: 'Seal worn' })
    ).json();
    const path = `/api/tasks/${task.id}/comments/${comment.id}`;
    expect((await call('manager', 'PATCH', path, { body: 'mine now' })).statusCode).toBe(403);
    expect((await call('manager', 'DELETE', path)).statusCode).toBe(403);
    clock.advanceMinutes(1);
    const edited = await call('technician', 'PATCH', path, { body: 'Seal worn, replaced' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Seal worn, replaced' });
    expect(edited.json().editedAt).not.toBeNull();
    const other = await newTask();
    expect(
      (
        await call('technician', 'PATCH', `/api/tasks/${other.id}/comments/${comment.id}`, {
          body: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('technician', 'DELETE', path)).statusCode).toBe(200);
    expect((await call('technician', 'DELETE', path)).statusCode).toBe(404);
  });

  it('tells those it mentions who may see the work order, and no one else', async () => {
    const task = await newTask({ title: 'Mention me' });
    await call('manager', 'POST', `/api/tasks/${task.id}/comments`, {
      body: 'Ask @supervisor and @otherTech, cc @technician.',
    });
    const told = async (who: 'supervisor' | 'otherTech' | 'technician') =>
      (await call(who, 'GET', '/api/notifications'))
        .json()
        .filter(
          (n: { title: string; data: string }) =>
            n.title === 'You were mentioned' && JSON.parse(n.data).taskId === task.id,
        );
    expect(await told('supervisor')).toHaveLength(1);
    expect((await told('supervisor'))[0].body).toContain('manager mentioned you on');
    expect(await told('technician')).toHaveLength(1);
    // otherTech does not see a work order that is not theirs.
    expect(await told('otherTech')).toHaveLength(0);
  });
});

describe('the timeline', () => {
  it('reads as the story: creation, comments and status changes in order, each comment once', async () => {
    const task = await newTask();
    clock.advanceSeconds(5);
    await call('technician', 'POST', `/api/tasks/${task.id}/comments`, { body: 'On my way' });
    clock.advanceSeconds(5);
    const done = await call('technician', 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'completed',
      note: 'Replaced the seal; no leak after 10 minutes',
    });
    expect(done.statusCode).toBe(200);
    const { timeline } = await record('manager', task.id);
    expect(
      timeline.map(
        (l: { kind: string; action?: string; completion?: boolean }) =>
          l.action ?? (l.completion ? 'completion' : 'comment'),
      ),
    ).toEqual(['task_created', 'comment', 'task_completed', 'completion']);
    expect(timeline[2].text).toContain('set to Completed');
    expect(timeline[3]).toMatchObject({
      body: 'Replaced the seal; no leak after 10 minutes',
      completion: true,
    });
    const told = (await call('manager', 'GET', '/api/notifications'))
      .json()
      .find(
        (n: { data: string }) =>
          JSON.parse(n.data).taskId === task.id && JSON.parse(n.data).status === 'completed',
      );
    expect(told.body).toContain('Replaced the seal; no leak after 10 minutes');
  });

  it("keeps the specification's status body working, and renders events in the reader's language", async () => {
    const task = await newTask();
    expect(
      (await call('technician', 'PATCH', `/api/tasks/${task.id}/status`, { status: 'completed' }))
        .statusCode,
    ).toBe(200);
    const res = await s.callIn('es', 'manager', 'GET', `/api/tasks/${task.id}/record`);
    const events = res.json().timeline.filter((l: { kind: string }) => l.kind === 'event');
    expect(events).toHaveLength(2);
    expect(events[1].text).not.toContain('set to');
  });

  it('answers 404 for another site, 403 for a role without work orders, 400 for a bad id', async () => {
    const task = await newTask();
    expect((await call('southManager', 'GET', `/api/tasks/${task.id}/record`)).statusCode).toBe(
      404,
    );
    expect((await call('otherTech', 'GET', `/api/tasks/${task.id}/record`)).statusCode).toBe(404);
    expect((await call('nobody', 'GET', `/api/tasks/${task.id}/record`)).statusCode).toBe(403);
    expect((await call('manager', 'GET', '/api/tasks/not-a-uuid/record')).statusCode).toBe(400);
    expect(
      (await s.app.inject({ method: 'GET', url: `/api/tasks/${task.id}/record` })).statusCode,
    ).toBe(401);
  });
});

describe('time', () => {
  it('runs a timer on the server: it survives a reload, one at a time, and logs its minutes when stopped', async () => {
    const task = await newTask();
    const other = await newTask();
    const start = await call('technician', 'POST', `/api/tasks/${task.id}/timer/start`, {
      at: at('10:00'),
    });
    expect(start.statusCode).toBe(201);
    expect(start.json()).toMatchObject({
      startedAt: at('10:00'),
      endedAt: null,
      minutes: null,
      source: 'timer',
    });
    // A reload asks the record again: the timer is still running.
    expect((await record('technician', task.id)).time.running).toMatchObject({
      id: start.json().id,
    });
    // The same start again (a retry): the same timer.
    expect(
      (await call('technician', 'POST', `/api/tasks/${task.id}/timer/start`, {})).json().id,
    ).toBe(start.json().id);
    const elsewhere = await call('technician', 'POST', `/api/tasks/${other.id}/timer/start`, {});
    expect(elsewhere.statusCode).toBe(409);
    expect(
      (await call('technician', 'POST', `/api/tasks/${other.id}/timer/stop`, {})).statusCode,
    ).toBe(409);
    const stop = await call('technician', 'POST', `/api/tasks/${task.id}/timer/stop`, {
      at: at('10:45'),
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toMatchObject({ endedAt: at('10:45'), minutes: 45 });
    const time = (await record('manager', task.id)).time;
    expect(time.running).toBeNull();
    expect(time.totals).toEqual([
      { user: { id: ids.technician, name: 'technician' }, minutes: 45 },
    ]);
    expect(
      (
        await call('technician', 'POST', `/api/tasks/${task.id}/timer/start`, { at: at('12:30') })
      ).json().errors,
    ).toEqual({
      at: 'Time cannot be logged in the future',
    });
  });

  it('refuses entries that run backwards, exceed 24 hours, end in the future or overlap', async () => {
    const task = await newTask();
    const log = (startedAt: string, endedAt: string) =>
      call('technician', 'POST', `/api/tasks/${task.id}/time`, { startedAt, endedAt });
    expect((await log(at('08:00'), at('08:30'))).statusCode).toBe(201);
    const cases: [string, string, Record<string, string>][] = [
      [at('09:00'), at('08:00'), { endedAt: 'The end must be after the start' }],
      [at('09:00'), at('09:00'), { endedAt: 'The end must be after the start' }],
      ['2026-06-13T09:00:00.000Z', at('09:01'), { endedAt: 'One entry covers at most 24 hours' }],
      [at('11:30'), at('13:00'), { endedAt: 'Time cannot be logged in the future' }],
      [at('08:15'), at('08:45'), { startedAt: 'This overlaps time you have already logged' }],
      ['yesterday', at('08:45'), { startedAt: 'Enter a date and time' }],
    ];
    for (const [startedAt, endedAt, errors] of cases) {
      const res = await log(startedAt, endedAt);
      expect(res.statusCode, `${startedAt}–${endedAt}`).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    // Overlap is per person, across work orders: another work order's entry counts.
    const other = await newTask();
    const again = await call('technician', 'POST', `/api/tasks/${other.id}/time`, {
      startedAt: at('08:20'),
      endedAt: at('08:25'),
    });
    expect(again.statusCode).toBe(400);
    // Someone else's time may overlap it.
    const supervisor = await call('supervisor', 'POST', `/api/tasks/${task.id}/time`, {
      startedAt: at('08:00'),
      endedAt: at('08:30'),
      note: 'Helped',
    });
    expect(supervisor.statusCode).toBe(201);
    expect((await record('manager', task.id)).time.entries).toHaveLength(2);
  });

  it('lets supervisors and managers correct or remove entries, logged; not the technician or the client', async () => {
    const task = await newTask();
    const entry = (
      await call('technician', 'POST', `/api/tasks/${task.id}/time`, {
        startedAt: at('06:00'),
        endedAt: at('06:20'),
      })
    ).json();
    const path = `/api/tasks/${task.id}/time/${entry.id}`;
    const fix = { startedAt: at('06:00'), endedAt: at('06:50') };
    expect((await call('technician', 'PUT', path, fix)).statusCode).toBe(403);
    expect((await call('client', 'POST', `/api/tasks/${task.id}/time`, fix)).statusCode).toBe(403);
    expect((await call('client', 'POST', `/api/tasks/${task.id}/timer/start`, {})).statusCode).toBe(
      403,
    );
    const corrected = await call('supervisor', 'PUT', path, fix);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({
      minutes: 50,
      correctedBy: { id: ids.supervisor, name: 'supervisor' },
    });
    const log = (await call('admin', 'GET', '/api/activity/logs?type=task')).json();
    expect(log[0]).toMatchObject({ action: 'task_time_corrected', user: 'supervisor' });
    expect(log[0].description).toContain('from 20 minutes to 50 minutes');
    expect((await call('manager', 'DELETE', path)).statusCode).toBe(200);
    expect((await record('manager', task.id)).time.entries).toHaveLength(0);
  });
});

describe('parts and cost', () => {
  const stockOf = async (id: string) =>
    (await call('manager', 'GET', `/api/materials/${id}`)).json().quantity;

  it('issues parts from the site, records a ledger movement naming the work order, returns them', async () => {
    const task = await newTask();
    const seals = await s.newMaterial('manager', {
      name: 'Pump seal',
      category: 'Plumbing',
      quantity: 10,
      siteId: north.id,
      unitCost: 12.5,
    });
    clock.advanceSeconds(1);
    const issued = await call('technician', 'POST', `/api/tasks/${task.id}/parts`, {
      materialId: seals.id,
      quantity: 2,
    });
    expect(issued.statusCode).toBe(201);
    // The technician does not see cost.
    expect(issued.json()).toMatchObject({ issued: 2, returned: 0, used: 2, cost: null });
    expect(await stockOf(seals.id)).toBe(8);
    const ledger = (await call('manager', 'GET', `/api/materials/${seals.id}/movements`)).json();
    expect(ledger[0]).toMatchObject({
      kind: 'issue',
      delta: -2,
      quantityAfter: 8,
      workOrder: { id: task.id, workOrderNumber: task.workOrderNumber },
      note: `Issued to work order ${task.workOrderNumber}`,
    });
    const back = await call('technician', 'POST', `/api/tasks/${task.id}/parts/returns`, {
      materialId: seals.id,
      quantity: 1,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ issued: 2, returned: 1, used: 1 });
    expect(await stockOf(seals.id)).toBe(9);
    const beyond = await call('technician', 'POST', `/api/tasks/${task.id}/parts/returns`, {
      materialId: seals.id,
      quantity: 2,
    });
    expect(beyond.statusCode).toBe(409);
    expect(await stockOf(seals.id)).toBe(9);
    const manager = await record('manager', task.id);
    expect(manager.parts).toEqual([
      {
        material: { id: seals.id, name: 'Pump seal', unit: 'pieces' },
        issued: 2,
        returned: 1,
        used: 1,
        cost: 12.5,
      },
    ]);
    expect(manager.timeline.map((l: { action?: string }) => l.action)).toContain(
      'task_part_issued',
    );
  });

  it('refuses negative, fractional and missing quantities (400) and parts beyond stock (409, nothing written)', async () => {
    const task = await newTask();
    const bolts = await s.newMaterial('manager', {
      name: 'Bolt',
      category: 'Hardware',
      quantity: 3,
      siteId: north.id,
    });
    for (const quantity of [-1, 0, 1.5, '2', null]) {
      const res = await call('technician', 'POST', `/api/tasks/${task.id}/parts`, {
        materialId: bolts.id,
        quantity,
      });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['quantity']);
    }
    const before = (await call('manager', 'GET', `/api/materials/${bolts.id}/movements`)).json()
      .length;
    const beyond = await call('technician', 'POST', `/api/tasks/${task.id}/parts`, {
      materialId: bolts.id,
      quantity: 4,
    });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().message).toBe('Only 3 pieces available');
    expect(await stockOf(bolts.id)).toBe(3);
    expect(
      (await call('manager', 'GET', `/api/materials/${bolts.id}/movements`)).json(),
    ).toHaveLength(before);
    expect((await record('manager', task.id)).parts).toEqual([]);
  });

  it('refuses a material of another site, and parts from the client', async () => {
    const task = await newTask();
    const southOnly = await s.newMaterial('admin', {
      name: 'South gasket',
      category: 'Plumbing',
      quantity: 5,
      siteId: south.id,
    });
    const res = await call('manager', 'POST', `/api/tasks/${task.id}/parts`, {
      materialId: southOnly.id,
      quantity: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      materialId: "This material is not kept at the work order's site",
    });
    const shared = await s.newMaterial('admin', {
      name: 'Grease',
      category: 'General',
      quantity: 5,
    });
    expect(
      (
        await call('client', 'POST', `/api/tasks/${task.id}/parts`, {
          materialId: shared.id,
          quantity: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('manager', 'POST', `/api/tasks/${task.id}/parts`, {
          materialId: shared.id,
          quantity: 1,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('costs labour at the hourly rate plus parts, shown to administrators and managers only', async () => {
    expect(
      (await call('manager', 'PUT', `/api/users/${ids.technician}/hourly-rate`, { hourlyRate: 40 }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('admin', 'PUT', `/api/users/${ids.technician}/hourly-rate`, {
          hourlyRate: 40.001,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('admin', 'PUT', `/api/users/${ids.technician}/hourly-rate`, { hourlyRate: 40 })
      ).json(),
    ).toEqual({
      userId: ids.technician,
      hourlyRate: 40,
    });
    const task = await newTask();
    await call('technician', 'POST', `/api/tasks/${task.id}/time`, {
      startedAt: at('04:00'),
      endedAt: at('05:30'),
    });
    const oil = await s.newMaterial('manager', {
      name: 'Oil',
      category: 'General',
      quantity: 10,
      siteId: north.id,
      unitCost: 7.25,
    });
    await call('technician', 'POST', `/api/tasks/${task.id}/parts`, {
      materialId: oil.id,
      quantity: 2,
    });
    expect((await record('manager', task.id)).cost).toEqual({
      currency: 'USD',
      labour: 60,
      parts: 14.5,
      total: 74.5,
    });
    expect((await record('admin', task.id)).cost).toMatchObject({ total: 74.5 });
    for (const who of ['supervisor', 'technician', 'client'] as const) {
      const seen = await record(who, task.id);
      expect(seen.cost, who).toBeNull();
      expect(seen.can.seeCost, who).toBe(false);
    }
    // A new rate does not rewrite the cost of time logged at the old one.
    await call('admin', 'PUT', `/api/users/${ids.technician}/hourly-rate`, { hourlyRate: 80 });
    expect((await record('manager', task.id)).cost.labour).toBe(60);
    const rates = (await call('admin', 'GET', '/api/users/hourly-rates')).json();
    expect(rates).toContainEqual({ userId: ids.technician, hourlyRate: 80 });
    expect((await call('manager', 'GET', '/api/users/hourly-rates')).statusCode).toBe(403);
  });
});
