import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';
import { testClock } from '../../test/test-clock';
import { taskStatusChanges } from './work-orders.table';

// A work order's status history (issue 36, docs/reports.md): each status it reaches, when and by
// whom, from its creation on, by the status call and by the edit form alike; nothing for an
// edit that keeps the status. The clock is the test's.
const clock = testClock(new Date('2026-06-15T08:00:00Z'));
const s = await scenario({
  clock,
  sites: { north: 'North Plant' },
  cast: [
    ['manager', 'manager', ['north']],
    ['supervisor', 'supervisor', ['north']],
    ['technician', 'technician', ['north']],
  ],
});
afterAll(() => s.close());
const { call, ids } = s;
const boiler = await s.newAsset('manager', { name: 'Boiler', siteId: s.sites.north.id });
const newJob = (title: string) =>
  s.newWorkOrder('manager', {
    title,
    description: 'Boiler room',
    dueDate: '2026-06-20',
    priority: 'high',
    assignedToId: ids.technician,
    assetId: boiler.id,
    siteId: s.sites.north.id,
  });

const historyOf = (taskId: string) =>
  s.db
    .select({
      from: taskStatusChanges.fromStatus,
      to: taskStatusChanges.toStatus,
      at: taskStatusChanges.changedAt,
      by: taskStatusChanges.changedBy,
    })
    .from(taskStatusChanges)
    .where(eq(taskStatusChanges.taskId, taskId))
    .orderBy(asc(taskStatusChanges.changedAt));

describe('the status history', () => {
  it('keeps each status from creation, through completion and a reopening, with its time and author', async () => {
    const task = await newJob('Leaking valve');
    const at = (minutes: number) => new Date(Date.parse('2026-06-15T08:00:00Z') + minutes * 60_000);
    clock.advanceMinutes(30);
    const started = await call('supervisor', 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'in_progress',
    });
    expect(started.statusCode, started.body).toBe(200);
    clock.advanceMinutes(90);
    await call('technician', 'PATCH', `/api/tasks/${task.id}/status`, { status: 'completed' });
    clock.advanceMinutes(60);
    await call('supervisor', 'PATCH', `/api/tasks/${task.id}/status`, { status: 'in_progress' });
    // An edit that keeps the status adds nothing; one that changes it adds its change.
    clock.advanceMinutes(10);
    const edit = (status: string) =>
      call('manager', 'PUT', `/api/tasks/${task.id}`, {
        title: 'Leaking valve, east side',
        description: task.description,
        dueDate: task.dueDate,
        priority: task.priority,
        status,
        assignedToId: ids.technician,
        assetId: boiler.id,
        siteId: s.sites.north.id,
      });
    expect((await edit('In Progress')).statusCode).toBe(200);
    clock.advanceMinutes(5);
    expect((await edit('Cancelled')).statusCode).toBe(200);

    expect(await historyOf(task.id)).toEqual([
      { from: null, to: 'pending', at: at(0), by: ids.manager },
      { from: 'pending', to: 'in_progress', at: at(30), by: ids.supervisor },
      { from: 'in_progress', to: 'completed', at: at(120), by: ids.technician },
      { from: 'completed', to: 'in_progress', at: at(180), by: ids.supervisor },
      { from: 'in_progress', to: 'cancelled', at: at(195), by: ids.manager },
    ]);
  });

  it('is not written for a status set to what it was', async () => {
    const task = await newJob('Door closer');
    await call('manager', 'PATCH', `/api/tasks/${task.id}/status`, { status: 'pending' });
    expect(await historyOf(task.id)).toHaveLength(1);
  });
});
