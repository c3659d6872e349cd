import type { Notification } from '@cmms/shared/notifications';
import type { WorkOrderRecord } from '@cmms/shared/work-order-record';
import type { WorkOrderInput } from '@cmms/shared/work-orders';
import { afterAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';
import { testClock } from '../../test/test-clock';
import { runEscalations } from './escalation.service';

// Escalation rules (issue 34): per site and priority, a work order not started within N minutes
// of its assignment, or overdue by N hours, is told to the site's supervisors, then at twice N
// to its managers; once, on time, and never for work started in time. The clock is the test's.
const clock = testClock(new Date('2026-06-15T08:00:00Z'));
const s = await scenario({
  clock,
  sites: { north: { name: 'North Plant', timeZone: 'Europe/Berlin' }, south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['supervisor', 'supervisor', ['north']],
    ['technician', 'technician', ['north']],
    ['colleague', 'technician', ['north']],
    ['southManager', 'manager', ['south']],
    ['southSupervisor', 'supervisor', ['south']],
  ],
});
afterAll(() => s.close());
const { call, ids } = s;
const { north, south } = s.sites;
const deps = { db: s.db, clock };
const rulesOf = (siteId: string) => `/api/sites/${siteId}/escalation-rules`;
const boiler = await s.newAsset('admin', { name: 'Boiler', siteId: north.id });
const door = await s.newAsset('admin', { name: 'Dock door', siteId: south.id });

const workOrder = (values: Partial<WorkOrderInput> = {}) =>
  s.newWorkOrder('admin', {
    title: 'Leaking valve',
    description: 'Boiler room',
    dueDate: '2026-06-20',
    priority: 'high',
    assignedToId: ids.technician,
    assetId: boiler.id,
    siteId: north.id,
    ...values,
  } satisfies WorkOrderInput);

/** The escalations a user was told of, about one work order. */
async function escalationsTold(who: keyof typeof ids, taskId: string) {
  const res = await call(who, 'GET', '/api/notifications?limit=100');
  return (res.json() as Notification[]).filter(
    (notification) =>
      notification.type === 'task_escalated' && JSON.parse(notification.data).taskId === taskId,
  );
}

async function timelineOf(taskId: string) {
  const res = await call('admin', 'GET', `/api/tasks/${taskId}/record`);
  return (res.json() as WorkOrderRecord).timeline.filter(
    (entry) => entry.kind === 'event' && entry.action === 'task_escalated',
  );
}

const setRules = (rules: object[], siteId = north.id) =>
  call('admin', 'PUT', rulesOf(siteId), { rules });

describe('the rules', () => {
  it('are all off until set, one per priority', async () => {
    const res = await call('manager', 'GET', rulesOf(north.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      siteId: north.id,
      rules: ['low', 'medium', 'high'].map((priority) => ({
        priority,
        notStartedMinutes: null,
        overdueHours: null,
      })),
    });
  });

  it('are set by administrators only, and read by those who edit the site', async () => {
    const rule = { priority: 'low', notStartedMinutes: 120, overdueHours: null };
    expect((await call('manager', 'PUT', rulesOf(north.id), { rules: [rule] })).statusCode).toBe(
      403,
    );
    expect((await call('technician', 'GET', rulesOf(north.id))).statusCode).toBe(403);
    // Another site answers as if it did not exist.
    expect((await call('southManager', 'GET', rulesOf(north.id))).statusCode).toBe(404);
    const res = await setRules([rule]);
    expect(res.statusCode).toBe(200);
    expect(res.json().rules[0]).toEqual(rule);
    expect((await call('supervisor', 'GET', rulesOf(north.id))).json().rules[0]).toEqual(rule);
  });

  it('refuse thresholds that are not whole, positive and bounded, and a priority named twice', async () => {
    for (const bad of [0, -5, 1.5, 10_081, '30']) {
      const res = await setRules([{ priority: 'low', notStartedMinutes: bad, overdueHours: null }]);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toBe(
        'Enter whole minutes from 1 to 10080 (a week), or leave it empty',
      );
    }
    const hours = await setRules([{ priority: 'low', notStartedMinutes: null, overdueHours: 721 }]);
    expect(hours.statusCode).toBe(400);
    const twice = await setRules([
      { priority: 'low', notStartedMinutes: 5, overdueHours: null },
      { priority: 'low', notStartedMinutes: 6, overdueHours: null },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Give each priority once');
    // Nothing of a refused change was kept.
    expect((await call('admin', 'GET', rulesOf(north.id))).json().rules[0].notStartedMinutes).toBe(
      120,
    );
  });
});

describe('a work order not started', () => {
  it('is told to the supervisors once on time, then to the managers at twice the time', async () => {
    await setRules([{ priority: 'high', notStartedMinutes: 30, overdueHours: null }]);
    const late = await workOrder();
    const started = await workOrder({ title: 'Started in time' });
    clock.advanceMinutes(10);
    // A technician starts work with the timer (they may not set In Progress themselves).
    const start = await call('technician', 'POST', `/api/tasks/${started.id}/timer/start`, {});
    expect(start.statusCode).toBe(201);

    clock.advanceMinutes(19);
    expect(await runEscalations(deps)).toBe(0);
    clock.advanceMinutes(1);
    expect(await runEscalations(deps)).toBe(1);
    const told = await escalationsTold('supervisor', late.id);
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toBe(
      `${late.workOrderNumber} Leaking valve was assigned 30 minutes ago and has not been started.`,
    );
    expect(await escalationsTold('manager', late.id)).toHaveLength(0);
    // Not the assignee, and nobody at another site.
    expect(await escalationsTold('technician', late.id)).toHaveLength(0);
    expect(await escalationsTold('southSupervisor', late.id)).toHaveLength(0);
    // Once: the next passes add nothing until the next step is due.
    clock.advanceMinutes(5);
    expect(await runEscalations(deps)).toBe(0);
    expect(await escalationsTold('supervisor', late.id)).toHaveLength(1);

    clock.advanceMinutes(25);
    expect(await runEscalations(deps)).toBe(1);
    expect(await escalationsTold('manager', late.id)).toHaveLength(1);
    expect(await escalationsTold('supervisor', late.id)).toHaveLength(1);
    clock.advanceMinutes(60);
    expect(await runEscalations(deps)).toBe(0);

    // Started in time: never escalated.
    expect(await escalationsTold('supervisor', started.id)).toHaveLength(0);
    expect(await escalationsTold('manager', started.id)).toHaveLength(0);
    expect(await timelineOf(started.id)).toHaveLength(0);

    // Each step is in the work order's timeline and the activity log.
    const timeline = await timelineOf(late.id);
    expect(timeline.map((entry) => entry.kind === 'event' && entry.text)).toEqual([
      `${late.workOrderNumber} Leaking valve escalated to the site's supervisors: not started 30 minutes after assignment`,
      `${late.workOrderNumber} Leaking valve escalated to the site's managers: not started 60 minutes after assignment`,
    ]);
    const log = await call('admin', 'GET', '/api/activity/logs?limit=50');
    const logged = (log.json() as { action: string; metadata?: { taskId?: string } }[]).filter(
      (entry) => entry.action === 'task_escalated',
    );
    expect(logged.length).toBeGreaterThanOrEqual(2);
  });

  it('counts again from a new assignment', async () => {
    const job = await workOrder({ title: 'Reassigned' });
    clock.advanceMinutes(20);
    const put = await call('admin', 'PUT', `/api/tasks/${job.id}`, {
      title: job.title,
      description: job.description,
      dueDate: job.dueDate,
      priority: 'high',
      status: 'pending',
      siteId: north.id,
      assetId: boiler.id,
      assignedToId: ids.colleague,
    });
    expect(put.statusCode).toBe(200);
    clock.advanceMinutes(20);
    expect(await runEscalations(deps)).toBe(0);
    clock.advanceMinutes(10);
    expect(await runEscalations(deps)).toBe(1);
    expect(await escalationsTold('supervisor', job.id)).toHaveLength(1);
  });

  it('does not flood the site with old work when a rule is first set', async () => {
    const old = await s.newWorkOrder('admin', {
      title: 'Old',
      description: 'Dock door',
      dueDate: '2026-12-30',
      priority: 'low',
      assignedToId: ids.southManager,
      assetId: door.id,
      siteId: south.id,
    });
    clock.advanceMinutes(24 * 60);
    await runEscalations(deps);
    // A day unstarted, but the rule counts from when it was set.
    await setRules([{ priority: 'low', notStartedMinutes: 60, overdueHours: null }], south.id);
    clock.advanceMinutes(5);
    expect(await runEscalations(deps)).toBe(0);
    for (const who of ['admin', 'southManager', 'southSupervisor'] as const) {
      expect(await escalationsTold(who, old.id)).toHaveLength(0);
    }
  });

  it('goes to the managers at once at a site with no supervisor', async () => {
    await setRules([{ priority: 'high', notStartedMinutes: 5, overdueHours: null }], south.id);
    const res = await call('admin', 'PATCH', `/api/users/${ids.southSupervisor}/status`, {
      status: 'Inactive',
    });
    expect(res.statusCode).toBe(200);
    const job = await s.newWorkOrder('admin', {
      title: 'South job',
      description: 'Dock door',
      dueDate: '2026-06-30',
      priority: 'high',
      assignedToId: ids.southManager,
      assetId: door.id,
      siteId: south.id,
    });
    clock.advanceMinutes(10);
    expect(await runEscalations(deps)).toBe(2);
    // The manager is the assignee here: the administrators are told instead.
    expect(await escalationsTold('southManager', job.id)).toHaveLength(0);
    expect(await escalationsTold('admin', job.id)).toHaveLength(1);
  });
});

describe('a work order overdue', () => {
  it('escalates N hours after the end of its due date in the site’s zone', async () => {
    await setRules([{ priority: 'medium', notStartedMinutes: null, overdueHours: 2 }]);
    const day = clock.now().toISOString().slice(0, 10);
    const job = await workOrder({ title: 'Due today', priority: 'medium', dueDate: day });
    // Work under way is still overdue.
    const start = await call('supervisor', 'PATCH', `/api/tasks/${job.id}/status`, {
      status: 'in_progress',
    });
    expect(start.statusCode).toBe(200);
    // The due date ends at midnight in Berlin (22:00 UTC in summer); two hours later it escalates.
    clock.advanceMinutes(minutesUntil(`${nextDay(day)}T00:00:00Z`) - 1);
    expect(await runEscalations(deps)).toBe(0);
    clock.advanceMinutes(1);
    expect(await runEscalations(deps)).toBe(1);
    const told = await escalationsTold('supervisor', job.id);
    expect(told).toHaveLength(1);
    expect(told[0]?.title).toBe('Work order overdue');
    expect(told[0]?.body).toContain('is overdue by 2 hours');
  });
});

describe('two instances at once', () => {
  it('escalate each step once', async () => {
    await setRules([{ priority: 'high', notStartedMinutes: 30, overdueHours: null }]);
    const jobs = await Promise.all([1, 2, 3].map((n) => workOrder({ title: `Race ${n}` })));
    clock.advanceMinutes(30);
    const made = await Promise.all([runEscalations(deps), runEscalations(deps)]);
    expect(made[0] + made[1]).toBe(3);
    for (const job of jobs) expect(await escalationsTold('supervisor', job.id)).toHaveLength(1);
  });
});

function nextDay(day: string) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function minutesUntil(instant: string) {
  return Math.round((Date.parse(instant) - clock.now().getTime()) / 60_000);
}
