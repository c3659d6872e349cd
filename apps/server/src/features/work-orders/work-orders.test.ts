import { msg } from '@cmms/shared/i18n/message';
import { en, translatorFor } from '@cmms/shared/i18n/source-translators';
import type { WorkOrder, WorkOrderInput } from '@cmms/shared/work-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchesByNumber } from '../../lib/http/csv';
import { scenario } from '../../test/scenario';
import { testClock } from '../../test/test-clock';
import { taskBatch } from './work-orders.repository';

// Noon local time, so "today" is 2026-06-15 wherever the tests run.
const clock = testClock(new Date(2026, 5, 15, 12, 0, 0));
const TOMORROW = '2026-06-16';
const YESTERDAY = '2026-06-14';
const NEXT_WEEK = '2026-06-22';

const s = await scenario({
  clock,
  sites: { north: 'North Plant', south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['regional', 'manager', ['north', 'south']],
    ['supervisor', 'supervisor', ['north']],
    ['technician', 'technician', ['north']],
    ['otherTech', 'technician', ['north']],
    ['southTech', 'technician', ['south']],
    ['client', 'client', ['north']],
    ['housekeeping', 'housekeeping', ['north']],
    // A role that exists nowhere grants nothing.
    ['nobody', 'greeter', ['north']],
  ],
});
afterAll(() => s.close());
const { call, ids } = s;
const { north, south } = s.sites;
const pump = await s.newAsset('admin', { name: 'Pump', siteId: north.id });
const crane = await s.newAsset('admin', { name: 'Crane', siteId: south.id });

const form = (fields: Partial<WorkOrderInput> = {}): WorkOrderInput => ({
  title: 'Fix the pump',
  description: 'It leaks',
  dueDate: NEXT_WEEK,
  assignedToId: ids.technician,
  assetId: pump.id,
  siteId: north.id,
  ...fields,
});

type Who = keyof typeof ids;
const addTask = (fields: Partial<WorkOrderInput> = {}, who: Who = 'manager') =>
  s.newWorkOrder(who, form(fields));

describe('POST /api/tasks', () => {
  it('creates a work order with a sequential number and the defaults of requirements/work-orders.md#states', async () => {
    const first = await addTask({ title: '  Fix the pump  ' });
    const second = await addTask();
    expect(first).toMatchObject({
      title: 'Fix the pump',
      status: 'pending',
      priority: 'medium',
      taskType: 'repair',
      dueDate: NEXT_WEEK,
      overdue: false,
      assignedTo: { id: ids.technician, name: 'technician' },
      asset: { id: pump.id, name: 'Pump' },
      site: { id: north.id, name: 'North Plant' },
      createdBy: { id: ids.manager, name: 'manager' },
    });
    expect(first.workOrderNumber).toMatch(/^WO-\d{6}$/);
    // PostgreSQL formats the timestamps; they must read exactly as Date.toISOString writes them.
    for (const at of [first.createdAt, first.updatedAt]) {
      expect(new Date(at).toISOString()).toBe(at);
    }
    expect(first.completedAt).toBeNull();
    expect(Number(second.workOrderNumber.slice(3))).toBe(
      Number(first.workOrderNumber.slice(3)) + 1,
    );
  });

  it('notifies the assignee with the task id and logs the creation', async () => {
    const task = await addTask({ title: 'Replace filter' });
    const mine = (await call('technician', 'GET', '/api/notifications')).json();
    const note = mine.find((n: { data: string }) => JSON.parse(n.data).taskId === task.id);
    expect(note).toMatchObject({ type: 'task_assignment', read: false });
    expect(note.body).toContain('Replace filter');
    const log = (await call('admin', 'GET', '/api/activity/logs?type=task')).json();
    expect(log[0]).toMatchObject({ action: 'task_created', user: 'manager' });
  });

  it('returns every requirements/work-orders.md#validation message under its field', async () => {
    const res = await call('manager', 'POST', '/api/tasks', { title: '   ', description: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      dueDate: 'Due date is required',
      assignedToId: 'Assignee is required',
      assetId: 'Asset is required',
      siteId: 'Site is required',
    });
  });

  it('refuses bad values of status, priority, type and date', async () => {
    const res = await call('manager', 'POST', '/api/tasks', {
      ...form(),
      status: 'overdue',
      priority: 'urgent',
      taskType: 'paint',
      dueDate: '2026-02-30',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['dueDate', 'priority', 'status', 'taskType'].sort(),
    );
    expect(res.json().errors.status).toBe('Overdue follows from the due date; it cannot be set');
    for (const dueDate of ['2026-13-45', '2026-00-10', '0000-01-01', 'soon']) {
      const bad = await call('manager', 'POST', '/api/tasks', form({ dueDate }));
      expect(bad.statusCode, dueDate).toBe(400);
      expect(bad.json().errors).toEqual({ dueDate: 'Due date must be a date (YYYY-MM-DD)' });
    }
  });

  it('says how long a title, a description and a search may be', async () => {
    const res = await call(
      'manager',
      'POST',
      '/api/tasks',
      form({ title: 'T'.repeat(201), description: 'D'.repeat(5001) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: 'Title must be at most 200 characters',
      description: 'Description must be at most 5000 characters',
    });
    const search = await call('manager', 'GET', `/api/tasks?search=${'v'.repeat(101)}`);
    expect(search.json().errors).toEqual({ search: 'Search must be at most 100 characters' });
    const filter = await call('manager', 'GET', '/api/tasks?filter=late');
    expect(filter.json().errors).toEqual({
      filter: 'Filter must be one of completed, pending, overdue',
    });
  });

  it('accepts any spelling of a status', async () => {
    expect((await addTask({ status: 'In Progress' })).status).toBe('in_progress');
    expect((await addTask({ status: 'on-hold' })).status).toBe('on_hold');
  });

  it('requires the asset at the site and a non-admin assignee who works there', async () => {
    const wrongAsset = await call('manager', 'POST', '/api/tasks', form({ assetId: crane.id }));
    expect(wrongAsset.statusCode).toBe(400);
    expect(wrongAsset.json().errors).toEqual({
      assetId: 'The asset does not belong to the selected site',
    });
    for (const assignee of [ids.admin, ids.southTech]) {
      const res = await call('manager', 'POST', '/api/tasks', form({ assignedToId: assignee }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.assignedToId).toBe(
        'The assignee must be an active, non-admin user of the selected site',
      );
    }
    const otherSite = await call(
      'manager',
      'POST',
      '/api/tasks',
      form({ siteId: south.id, assetId: crane.id, assignedToId: ids.southTech }),
    );
    expect(otherSite.statusCode).toBe(400);
    expect(otherSite.json().errors.siteId).toBe('Site not found or not one of your sites');
  });

  it('never gives a work order to a client, on create or edit (400 under the assignee)', async () => {
    const created = await call('manager', 'POST', '/api/tasks', form({ assignedToId: ids.client }));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      message: 'Work orders cannot be assigned to a client',
      errors: { assignedToId: 'Work orders cannot be assigned to a client' },
    });
    const task = await addTask();
    const edited = await call(
      'admin',
      'PUT',
      `/api/tasks/${task.id}`,
      form({ assignedToId: ids.client }),
    );
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual({
      assignedToId: 'Work orders cannot be assigned to a client',
    });
    // Housekeeping and supervisors of the site still take work orders.
    expect((await addTask({ assignedToId: ids.housekeeping })).status).toBe('pending');
    expect((await addTask({ assignedToId: ids.supervisor })).status).toBe('pending');
  });

  it('lets an admin record backdated work (minimum today is the form’s rule)', async () => {
    const task = await addTask({ dueDate: YESTERDAY }, 'admin');
    expect(task.overdue).toBe(true);
  });

  it.each(['technician', 'client', 'housekeeping'] as const)('refuses %s with 403', async (who) => {
    expect((await call(who, 'POST', '/api/tasks', form())).statusCode).toBe(403);
  });
});

describe('GET /api/tasks', () => {
  let south1: WorkOrder;
  let mine: WorkOrder;
  let theirs: WorkOrder;
  let overdue: WorkOrder;
  let done: WorkOrder;
  beforeAll(async () => {
    south1 = await addTask(
      { siteId: south.id, assetId: crane.id, assignedToId: ids.southTech, title: 'Crane check' },
      'admin',
    );
    mine = await addTask({ title: 'Grease bearings' });
    theirs = await addTask({ title: 'Paint rails', assignedToId: ids.otherTech });
    overdue = await addTask({ title: 'Late inspection', dueDate: YESTERDAY }, 'admin');
    done = await addTask(
      { title: 'Done already', dueDate: YESTERDAY, status: 'completed' },
      'admin',
    );
  });
  const listOf = async (who: Who, query = '') => {
    const res = await call(who, 'GET', `/api/tasks?limit=200&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return {
      ids: res.json().map((task: WorkOrder) => task.id),
      total: Number(res.headers['x-total-count']),
    };
  };

  it('shows admins everything, others their sites, technicians only their own', async () => {
    const admin = await listOf('admin');
    const manager = await listOf('manager');
    const technician = await listOf('technician');
    expect(admin.ids).toContain(south1.id);
    expect(manager.ids).not.toContain(south1.id);
    expect(manager.total).toBe(admin.total - 1);
    expect(technician.ids).toContain(mine.id);
    expect(technician.ids).not.toContain(theirs.id);
    expect((await listOf('client')).ids).toContain(theirs.id);
    expect((await listOf('southTech')).ids).toEqual([south1.id]);
    // Housekeeping reads the work of its sites (docs/permissions.md), as the client does.
    const housekeeping = await listOf('housekeeping');
    expect(housekeeping.ids).toContain(theirs.id);
    expect(housekeeping.ids).not.toContain(south1.id);
    expect(housekeeping.total).toBe(manager.total);
    expect((await call('nobody', 'GET', '/api/tasks')).statusCode).toBe(403);
  });

  it('derives overdue from the due date and applies the dashboard filters', async () => {
    const overdueIds = (await listOf('admin', 'filter=overdue')).ids;
    expect(overdueIds).toContain(overdue.id);
    expect(overdueIds).not.toContain(done.id);
    expect((await listOf('admin', 'filter=completed')).ids).toEqual([done.id]);
    const pending = (await listOf('admin', 'filter=pending')).ids;
    expect(pending).toContain(mine.id);
    expect(pending).not.toContain(done.id);
  });

  it('is never stale: a due date passing makes the task overdue', async () => {
    const soon = await addTask({ title: 'Due tomorrow', dueDate: TOMORROW });
    expect(soon.overdue).toBe(false);
    clock.advanceMinutes(2 * 24 * 60);
    try {
      const res = await call('technician', 'GET', `/api/tasks/${soon.id}`);
      expect(res.json().overdue).toBe(true);
      expect((await listOf('technician', 'filter=overdue')).ids).toContain(soon.id);
    } finally {
      clock.advanceMinutes(-2 * 24 * 60);
    }
    expect((await call('technician', 'GET', `/api/tasks/${soon.id}`)).json().overdue).toBe(false);
  });

  it('searches title, description and number, and filters by status, site, assignee and asset', async () => {
    expect((await listOf('admin', 'search=grease')).ids).toEqual([mine.id]);
    const number = (await call('admin', 'GET', `/api/tasks/${theirs.id}`)).json().workOrderNumber;
    expect((await listOf('admin', `search=${number}`)).ids).toEqual([theirs.id]);
    expect((await listOf('admin', `search=${number.toLowerCase()}`)).ids).toEqual([theirs.id]);
    expect((await listOf('admin', 'search=GREASE')).ids).toEqual([mine.id]);
    expect((await listOf('admin', `siteId=${south.id}`)).ids).toEqual([south1.id]);
    expect((await listOf('admin', `assetId=${crane.id}`)).ids).toEqual([south1.id]);
    expect((await listOf('admin', `assignedTo=${ids.otherTech}`)).ids).toEqual([theirs.id]);
    expect((await listOf('admin', 'status=completed')).ids).toEqual([done.id]);
    expect((await listOf('manager', `siteId=${south.id}`)).ids).toEqual([]);
  });

  it('pages newest first', async () => {
    const all = (await listOf('admin')).ids;
    const page = (await call('admin', 'GET', '/api/tasks?limit=2&offset=1')).json();
    expect(page.map((task: WorkOrder) => task.id)).toEqual(all.slice(1, 3));
    expect(all.indexOf(done.id)).toBeLessThan(all.indexOf(overdue.id));
  });

  it('pages a manager of several sites across them, newest first, like the whole list', async () => {
    const all = (await listOf('admin')).ids;
    expect((await listOf('regional')).ids).toEqual(all);
    for (const offset of [0, 2, 5]) {
      const page = await call('regional', 'GET', `/api/tasks?limit=3&offset=${offset}`);
      expect(page.json().map((task: WorkOrder) => task.id)).toEqual(all.slice(offset, offset + 3));
      expect(Number(page.headers['x-total-count'])).toBe(all.length);
    }
    const grease = await call('regional', 'GET', '/api/tasks?search=grease&filter=pending');
    expect(grease.json().map((task: WorkOrder) => task.id)).toEqual([mine.id]);
  });

  it('counts the whole list on a page past its end, for every kind of total', async () => {
    // The total rides on the page's rows; a page with none counts on its own.
    for (const [who, query] of [
      ['admin', ''],
      ['regional', ''],
      ['technician', ''],
      ['admin', 'search=grease'],
      ['regional', 'filter=overdue'],
    ] as const) {
      const whole = await call(who, 'GET', `/api/tasks?${query}`);
      const past = await call(who, 'GET', `/api/tasks?${query}&offset=500`);
      expect(past.json(), `${who} ${query}`).toEqual([]);
      expect(past.headers['x-total-count'], `${who} ${query}`).toBe(whole.headers['x-total-count']);
      expect(Number(whole.headers['x-total-count'])).toBeGreaterThan(0);
    }
  });

  it('answers one work order, and 404 outside the caller’s view', async () => {
    expect((await call('manager', 'GET', `/api/tasks/${south1.id}`)).statusCode).toBe(404);
    expect((await call('technician', 'GET', `/api/tasks/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('client', 'GET', `/api/tasks/${theirs.id}`)).statusCode).toBe(200);
  });
});

describe('PATCH /api/tasks/{id}/status', () => {
  it('lets a technician complete their task, notifying its creator', async () => {
    const task = await addTask({ title: 'Tighten valve' });
    const res = await call('technician', 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'completed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', overdue: false });
    expect(new Date(res.json().completedAt).toISOString()).toBe(res.json().completedAt);
    const notes = (await call('manager', 'GET', '/api/notifications')).json();
    const note = notes.find((n: { data: string }) => JSON.parse(n.data).taskId === task.id);
    expect(note).toMatchObject({ type: 'task_update' });
    const log = (await call('admin', 'GET', '/api/activity/logs?type=task')).json();
    expect(log[0]).toMatchObject({ action: 'task_completed', user: 'technician' });
  });

  it('lets a technician hold, but not reopen, a task that is not overdue', async () => {
    const task = await addTask();
    const hold = await call('technician', 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'on_hold',
    });
    expect(hold.json().status).toBe('on_hold');
    const reopen = await call('technician', 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'in_progress',
    });
    expect(reopen.statusCode).toBe(403);
  });

  it('locks Hold and Reopen of an overdue task for the technician, not Complete', async () => {
    const task = await addTask({ dueDate: YESTERDAY }, 'admin');
    for (const status of ['on_hold', 'in_progress']) {
      const res = await call('technician', 'PATCH', `/api/tasks/${task.id}/status`, { status });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Task is locked after due date');
    }
    const manager = await call('manager', 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'on_hold',
    });
    expect(manager.statusCode).toBe(200);
    const complete = await call('technician', 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'completed',
    });
    expect(complete.statusCode).toBe(200);
    const reopen = await call('supervisor', 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'in_progress',
    });
    expect(reopen.json()).toMatchObject({
      status: 'in_progress',
      overdue: true,
      completedAt: null,
    });
  });

  it('refuses the client, other technicians’ tasks and bad statuses', async () => {
    const task = await addTask();
    const body = { status: 'completed' };
    expect((await call('client', 'PATCH', `/api/tasks/${task.id}/status`, body)).statusCode).toBe(
      403,
    );
    expect(
      (await call('otherTech', 'PATCH', `/api/tasks/${task.id}/status`, body)).statusCode,
    ).toBe(404);
    const bad = await call('manager', 'PATCH', `/api/tasks/${task.id}/status`, { status: 'done' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /api/tasks/{id}/status arriving late (a queued change, issue 21)', () => {
  const statusOf = async (id: string) => (await call('manager', 'GET', `/api/tasks/${id}`)).json();

  it('applies a change whose expectedStatus still holds', async () => {
    const task = await addTask();
    const res = await call('technician', 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'on_hold',
      expectedStatus: 'Pending',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('on_hold');
  });

  it('changes nothing when someone else changed the status first: 409 naming it', async () => {
    const task = await addTask();
    await call('manager', 'PATCH', `/api/tasks/${task.id}/status`, { status: 'completed' });
    const before = await statusOf(task.id);
    const log = async () =>
      Number((await call('admin', 'GET', '/api/activity/logs?type=task')).headers['x-total-count']);
    const entries = await log();
    expect(entries).toBeGreaterThan(0);
    const res = await call('technician', 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'on_hold',
      expectedStatus: 'pending',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This work order was changed by someone else: it is now Completed.',
    });
    expect(await statusOf(task.id)).toEqual(before);
    expect(await log()).toBe(entries);
    const bad = await call('technician', 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'on_hold',
      expectedStatus: 'x'.repeat(51),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['expectedStatus']);
  });

  it('tells a technician their work order went to someone else (404), revealing nothing more', async () => {
    const task = await addTask();
    const moved = await call('manager', 'PUT', `/api/tasks/${task.id}`, {
      ...form(),
      assignedToId: ids.otherTech,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const body = { status: 'completed' };
    const res = await call('technician', 'PATCH', `/api/tasks/${task.id}/status`, body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This work order is no longer assigned to you.',
    });
    // Another site's technician learns nothing of it; a deleted one is not found either.
    const stranger = await call('southTech', 'PATCH', `/api/tasks/${task.id}/status`, body);
    expect(stranger.json()).toMatchObject({ message: 'Work order not found' });
    await call('manager', 'DELETE', `/api/tasks/${task.id}`);
    const gone = await call('otherTech', 'PATCH', `/api/tasks/${task.id}/status`, body);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Work order not found');
  });

  it('tells a technician taken off the site that their work order is out of reach (404)', async () => {
    const withLeaver = await s.addCast([['leaver', 'technician', ['north']]]);
    const task = await addTask({ assignedToId: withLeaver.ids.leaver });
    const moved = await call('admin', 'POST', `/api/users/${withLeaver.ids.leaver}/assign-sites`, {
      siteIds: [],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const res = await withLeaver.call('leaver', 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'completed',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This work order is at a site you are no longer assigned to.');
    expect((await statusOf(task.id)).status).toBe('pending');
  });
});

describe('PUT and DELETE /api/tasks/{id}', () => {
  it('edits with the same rules, notifying a new assignee', async () => {
    const task = await addTask();
    const res = await call(
      'supervisor',
      'PUT',
      `/api/tasks/${task.id}`,
      form({ title: 'Fix the pump today', assignedToId: ids.otherTech, priority: 'high' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ priority: 'high', assignedTo: { id: ids.otherTech } });
    const notes = (await call('otherTech', 'GET', '/api/notifications')).json();
    expect(notes.some((n: { data: string }) => JSON.parse(n.data).taskId === task.id)).toBe(true);
    const bad = await call('supervisor', 'PUT', `/api/tasks/${task.id}`, form({ title: '' }));
    expect(bad.json().errors).toEqual({ title: 'Title is required' });
    expect((await call('technician', 'PUT', `/api/tasks/${task.id}`, form())).statusCode).toBe(403);
  });

  it('deletes for managers, with its activity entry; refuses technicians and clients', async () => {
    const task = await addTask();
    for (const who of ['technician', 'client'] as const) {
      expect((await call(who, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(403);
    }
    const res = await call('manager', 'DELETE', `/api/tasks/${task.id}`);
    expect(res.json()).toEqual({ message: 'Task deleted successfully!' });
    expect((await call('manager', 'GET', `/api/tasks/${task.id}`)).statusCode).toBe(404);
    const log = (await call('admin', 'GET', '/api/activity/logs?type=task')).json();
    expect(log[0]).toMatchObject({ action: 'task_deleted' });
  });
});

describe('totals summed from task_counts', () => {
  const totalsAgree = async () => {
    for (const query of [
      '',
      'filter=completed',
      'filter=pending',
      'filter=overdue',
      'status=on_hold',
      `siteId=${south.id}`,
      `siteId=${north.id}&filter=overdue`,
    ]) {
      for (const who of ['admin', 'regional', 'manager'] as const) {
        const res = await call(who, 'GET', `/api/tasks?limit=200&${query}`);
        expect(Number(res.headers['x-total-count']), `${who} ${query}`).toBe(res.json().length);
      }
    }
  };

  it('agree with the work orders after every kind of change', async () => {
    await totalsAgree();
    const task = await addTask({ dueDate: YESTERDAY }, 'admin');
    await totalsAgree();
    await call('manager', 'PATCH', `/api/tasks/${task.id}/status`, { status: 'on_hold' });
    await totalsAgree();
    const moved = form({
      siteId: south.id,
      assetId: crane.id,
      assignedToId: ids.southTech,
      dueDate: NEXT_WEEK,
      status: 'completed',
    });
    expect((await call('admin', 'PUT', `/api/tasks/${task.id}`, moved)).statusCode).toBe(200);
    await totalsAgree();
    expect((await call('admin', 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(200);
    await totalsAgree();
  });
});

describe('what work orders hold back', () => {
  it('an asset with open work orders cannot be deleted; closed ones keep their history', async () => {
    const asset = await s.newAsset('admin', { name: 'Valve', siteId: north.id });
    const task = await addTask({ assetId: asset.id });
    const refused = await call('manager', 'DELETE', `/api/assets/${asset.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This asset still has 1 open work order. Complete, cancel or move them first.',
    );
    await call('manager', 'PATCH', `/api/tasks/${task.id}/status`, { status: 'cancelled' });
    expect((await call('manager', 'DELETE', `/api/assets/${asset.id}`)).statusCode).toBe(200);
    const kept = (await call('manager', 'GET', `/api/tasks/${task.id}`)).json();
    expect(kept).toMatchObject({ assetId: null, asset: null, status: 'cancelled' });
  });

  it('a site with assets or work orders cannot be deleted', async () => {
    const res = await call('admin', 'DELETE', `/api/sites/${south.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/still has 2 assigned users, \d+ assets?, \d+ work orders?/);
  });

  it('a user with work orders cannot be deleted', async () => {
    const res = await call('admin', 'DELETE', `/api/users/${ids.southTech}`);
    expect(res.statusCode).toBe(409);
    // The wording is the users feature's (users.test.ts); here, that the work order blocks it.
    expect(res.json().message).toMatch(/work order|related tasks/);
  });
});

describe('GET /api/tasks/export', () => {
  it('streams tasks.csv with the requirements/work-orders.md#records columns from the same filtered query', async () => {
    const res = await call('manager', 'GET', '/api/tasks/export?search=grease');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="tasks.csv"');
    const [header, row, end] = res.body.split('\r\n');
    expect(header).toBe('Title,Description,Status,AssignedTo,DueDate,Site,Asset,CreatedAt');
    expect(row).toMatch(
      /^Grease bearings,It leaks,pending,technician,2026-06-22,North Plant,Pump,2026-\d\d-\d\dT/,
    );
    expect(end).toBe('');
  });

  it('keeps to the caller’s sites', async () => {
    const body = (await call('manager', 'GET', '/api/tasks/export')).body;
    expect(body).not.toContain('Crane check');
    expect((await call('admin', 'GET', '/api/tasks/export')).body).toContain('Crane check');
  });

  it.each(['technician', 'client', 'housekeeping'] as const)('refuses %s with 403', async (who) => {
    expect((await call(who, 'GET', '/api/tasks/export')).statusCode).toBe(403);
  });

  it('reads in keyset batches that give every row of the list once, in its order', async () => {
    const scope = {
      sites: { all: false as const, siteIds: [north.id, south.id] },
      onlyAssignedTo: null,
    };
    const exported: string[] = [];
    const batches = batchesByNumber(
      (before, size) => taskBatch(s.db, scope, {}, new Date('2026-06-15T12:00:00Z'), before, size),
      2,
    );
    for await (const batch of batches) exported.push(...batch.map((row) => row.id));
    const listed = (await call('admin', 'GET', '/api/tasks?limit=200')).json();
    expect(exported).toEqual(listed.map((task: WorkOrder) => task.id));
  });
});

describe('in the language the caller asks for (issue 32)', () => {
  it('refuses an overdue Hold in Arabic, and the English reader still reads the spec text', async () => {
    const task = await addTask({ dueDate: YESTERDAY });
    const url = `/api/tasks/${task.id}/status`;
    const arabic = await s.callIn('ar', 'technician', 'PATCH', url, { status: 'on_hold' });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toBe(translatorFor('ar').t('workOrders.lockedAfterDue'));
    expect(arabic.json().message).not.toBe(en('workOrders.lockedAfterDue'));
    const english = await s.callIn('en', 'technician', 'PATCH', url, { status: 'on_hold' });
    expect(english.json().message).toBe('Task is locked after due date');
  });

  it('keeps the assignment notification and activity entry as messages, read in Hindi', async () => {
    const task = await addTask({ title: 'Oil the hinges' });
    const hindi = translatorFor('hi');
    const notes = (await s.callIn('hi', 'technician', 'GET', '/api/notifications')).json();
    const note = notes.find((n: { data: string }) => JSON.parse(n.data).taskId === task.id);
    expect(note.title).toBe(hindi.t('workOrders.notifyAssignedTitle'));
    expect(note.body).toBe(
      hindi.t('workOrders.notifyAssignedBody', {
        number: task.workOrderNumber,
        title: 'Oil the hinges',
        site: 'North Plant',
        due: hindi.formats.day(NEXT_WEEK),
      }),
    );
    expect(note.body).toContain('Oil the hinges');
    // The English kept for search reads as before: the due date as the screens write it.
    const english = (await call('technician', 'GET', '/api/notifications')).json();
    expect(english.find((n: { id: string }) => n.id === note.id).body).toBe(
      `${task.workOrderNumber} "Oil the hinges" at North Plant, due Mon, Jun 22, 2026.`,
    );
    const log = (await s.callIn('hi', 'admin', 'GET', '/api/activity/logs?type=task')).json();
    expect(log[0].description).toBe(
      hindi.t('workOrders.activityCreated', {
        number: task.workOrderNumber,
        title: 'Oil the hinges',
        assignee: 'technician',
      }),
    );
  });

  it('names a status inside a message by its label in the reader’s language', async () => {
    const task = await addTask();
    await call('manager', 'PATCH', `/api/tasks/${task.id}/status`, { status: 'completed' });
    const late = await s.callIn('ar', 'technician', 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'on_hold',
      expectedStatus: 'pending',
    });
    expect(late.statusCode).toBe(409);
    const arabic = translatorFor('ar');
    expect(late.json().message).toBe(
      arabic.t('workOrders.changedMeanwhile', { status: msg('workOrders.statusCompleted') }),
    );
  });
});
