import { msg } from '@cmms/shared/i18n/message';
import { en, translatorFor } from '@cmms/shared/i18n/source-translators';
import type { Notification } from '@cmms/shared/notifications';
import type { Pm, PmInput, UpcomingDay } from '@cmms/shared/pm';
import type { Assignee } from '@cmms/shared/users';
import type { WorkOrder } from '@cmms/shared/work-orders';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock';
import { scenario } from '../../test/scenario';
import { generateDuePms } from './pm.scheduler';
import { pmSchedules } from './pm.table';

// Local noon, set by each test, so "today" is the same wherever the tests run.
let now = new Date(2026, 5, 15, 12, 0);
const clock: Clock = { now: () => new Date(now) };
const onDay = (month: number, day: number) => {
  now = new Date(2026, month - 1, day, 12, 0);
};

const s = await scenario({
  // Sessions outlive the months these tests move the clock through.
  config: { tokenTtlHours: 24 * 365 },
  clock,
  sites: { north: 'North Plant', south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['supervisor', 'supervisor', ['north']],
    ['southManager', 'manager', ['south']],
    ['technician', 'technician', ['north']],
    ['housekeeping', 'housekeeping', ['north']],
    ['client', 'client', ['north']],
  ],
});
afterAll(() => s.close());
type Who = keyof typeof s.ids;
const { call, ids } = s;
const { north, south } = s.sites;
const pump = await s.newAsset('admin', { name: 'Chiller pump', siteId: north.id });
const crane = await s.newAsset('admin', { name: 'Gantry crane', siteId: south.id });

const schedule = (fields: Partial<PmInput> = {}): PmInput => ({
  title: 'Replace chiller filters',
  description: 'Both filter banks',
  priority: 'High',
  recurrence: 'Monthly',
  assetId: pump.id,
  date: '2026-07-01',
  assigneeId: ids.technician,
  ...fields,
});

const addPm = (fields: Partial<PmInput> = {}, who: Who = 'manager') =>
  s.newPm(who, schedule(fields));

const workOrdersOf = async (pm: Pm) =>
  ((await call('admin', 'GET', '/api/tasks?limit=200')).json() as WorkOrder[]).filter(
    (task) => task.origin?.type === 'pm' && task.origin.pmId === pm.id,
  );

describe('PM routes', () => {
  it('creates, edits, lists and deletes for supervisors and up', async () => {
    const pm = await addPm();
    expect(pm).toMatchObject({
      status: 'Scheduled',
      date: '2026-07-01',
      asset: { name: 'Chiller pump', site: { name: 'North Plant' } },
      assignee: { id: ids.technician },
      openWorkOrder: null,
    });
    const edited = await call(
      'supervisor',
      'PUT',
      `/api/pm/${pm.id}`,
      schedule({ title: 'Filters' }),
    );
    expect(edited.json().title).toBe('Filters');
    const list = await call('client', 'GET', '/api/pm?priority=High&search=filter');
    expect(list.json().map((row: Pm) => row.id)).toContain(pm.id);
    expect(list.headers['x-total-count']).toBe('1');
    expect((await call('manager', 'DELETE', `/api/pm/${pm.id}`)).statusCode).toBe(200);
    expect((await call('manager', 'GET', `/api/pm/${pm.id}`)).statusCode).toBe(404);
  });

  it('refuses the client and technician changes, and technician and housekeeping the list', async () => {
    const pm = await addPm();
    for (const who of ['client', 'technician', 'housekeeping'] as const) {
      expect((await call(who, 'POST', '/api/pm', schedule())).statusCode).toBe(403);
      expect((await call(who, 'PUT', `/api/pm/${pm.id}`, schedule())).statusCode).toBe(403);
      expect((await call(who, 'DELETE', `/api/pm/${pm.id}`)).statusCode).toBe(403);
    }
    const denied = await call('technician', 'GET', '/api/pm');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(
      'You do not have permission to view preventive maintenance tasks.',
    );
    expect((await call('housekeeping', 'GET', '/api/pm')).statusCode).toBe(403);
  });

  it('refuses in the language the caller asks for (issue 32)', async () => {
    const hi = translatorFor('hi');
    const denied = await s.callIn('hi', 'technician', 'GET', '/api/pm');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(hi.t('pm.forbidden'));
    expect(denied.json().message).not.toBe(en('pm.forbidden'));
    const pm = await addPm();
    const ar = translatorFor('ar');
    const back = await s.callIn('ar', 'technician', 'PATCH', `/api/pm/${pm.id}/status`, {
      status: 'Scheduled',
    });
    expect(back.json().message).toBe(ar.t('pm.technicianStatus'));
    const blank = await s.callIn('ar', 'manager', 'POST', '/api/pm', { title: ' ' });
    expect(blank.json().errors).toMatchObject({
      title: ar.t('pm.titleRequired'),
      recurrence: ar.t('pm.recurrenceRequired'),
    });
    const gone = await s.callIn('ar', 'manager', 'DELETE', `/api/pm/${pm.id}`);
    expect(gone.json()).toEqual({ message: ar.t('pm.deleted') });
  });

  it('lets a technician set In Progress or Completed only, and the client nothing', async () => {
    const pm = await addPm();
    const start = await call('technician', 'PATCH', `/api/pm/${pm.id}/status`, {
      status: 'in_progress',
    });
    expect(start.json().status).toBe('In Progress');
    const back = await call('technician', 'PATCH', `/api/pm/${pm.id}/status`, {
      status: 'Scheduled',
    });
    expect(back.statusCode).toBe(403);
    expect(back.json().message).toBe('You may only mark a PM In Progress or Completed.');
    expect(
      (await call('client', 'PATCH', `/api/pm/${pm.id}/status`, { status: 'Completed' }))
        .statusCode,
    ).toBe(403);
    const any = await call('supervisor', 'PATCH', `/api/pm/${pm.id}/status`, {
      status: 'Scheduled',
    });
    expect(any.json().status).toBe('Scheduled');
    const bad = await call('supervisor', 'PATCH', `/api/pm/${pm.id}/status`, { status: 'Done' });
    expect(bad.statusCode).toBe(400);
  });

  it('hides other sites’ PMs (404) and refuses their assets', async () => {
    const southPm = await addPm({ assetId: crane.id, assigneeId: null }, 'southManager');
    expect((await call('manager', 'GET', `/api/pm/${southPm.id}`)).statusCode).toBe(404);
    expect((await call('manager', 'PUT', `/api/pm/${southPm.id}`, schedule())).statusCode).toBe(
      404,
    );
    expect((await call('manager', 'DELETE', `/api/pm/${southPm.id}`)).statusCode).toBe(404);
    const list = (await call('manager', 'GET', '/api/pm?limit=200')).json() as Pm[];
    expect(list.some((row) => row.id === southPm.id)).toBe(false);
    const foreign = await call('manager', 'POST', '/api/pm', schedule({ assetId: crane.id }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.assetId).toBe('Asset not found or not on one of your sites');
    const stranger = await call('southManager', 'POST', '/api/pm', schedule({ assetId: crane.id }));
    expect(stranger.json().errors.assigneeId).toBe(en('pm.assigneeNotOnSite'));
  });

  it('checks the form with the spec’s messages', async () => {
    const res = await call('manager', 'POST', '/api/pm', { title: '  ', date: '2026-02-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      title: 'Title is required',
      assetId: 'Asset is required',
      priority: 'Priority is required',
      recurrence: 'Recurrence is required',
      date: 'Date must be a date (YYYY-MM-DD)',
    });
  });
});

describe('falling due', () => {
  it('generates the work order of a PM created for today at once, for its assignee', async () => {
    onDay(6, 15);
    const pm = await addPm({ title: 'Grease bearings', date: '2026-06-15', priority: 'Urgent' });
    expect(pm.status).toBe('In Progress');
    expect(pm.openWorkOrder?.workOrderNumber).toMatch(/^WO-/);
    const [task] = await workOrdersOf(pm);
    expect(task).toMatchObject({ status: 'pending', dueDate: '2026-06-15' });
    const mine = (await call('technician', 'GET', '/api/tasks')).json() as WorkOrder[];
    expect(mine.find((row) => row.id === task?.id)).toMatchObject({
      priority: 'high',
      assetId: pump.id,
    });
    const notes = (await call('technician', 'GET', '/api/notifications')).json() as Notification[];
    expect(notes[0]?.type).toBe('task_assignment');
    // A second pass makes nothing more while that work order is open.
    expect(await generateDuePms({ db: s.db, clock })).toBe(0);
    expect(await workOrdersOf(pm)).toHaveLength(1);
  });

  it('moves to the next date when its work order is completed, and generates again when due', async () => {
    onDay(6, 15);
    const pm = await addPm({ title: 'Weekly walk', recurrence: 'Weekly', date: '2026-06-15' });
    const taskId = pm.openWorkOrder?.id;
    const done = await call('technician', 'PATCH', `/api/tasks/${taskId}/status`, {
      status: 'completed',
    });
    expect(done.statusCode, done.body).toBe(200);
    const rolled: Pm = (await call('manager', 'GET', `/api/pm/${pm.id}`)).json();
    expect(rolled).toMatchObject({ date: '2026-06-22', status: 'Scheduled', openWorkOrder: null });
    expect(rolled.lastCompletedAt).not.toBeNull();
    onDay(6, 22);
    expect(await generateDuePms({ db: s.db, clock })).toBeGreaterThanOrEqual(1);
    const tasks = await workOrdersOf(pm);
    expect(tasks.map((task) => task.dueDate).sort()).toEqual(['2026-06-15', '2026-06-22']);
  });

  it('ends a schedule apart from its work order: kept open by default, or cancelled with it', async () => {
    onDay(6, 15);
    // The specification's body: the schedule ends, its open work order stays to be done.
    const kept = await addPm({ title: 'Fire pump test', recurrence: 'Weekly', date: '2026-06-15' });
    const ended = await call('manager', 'PATCH', `/api/pm/${kept.id}/status`, {
      status: 'Completed',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({
      status: 'Completed',
      openWorkOrder: { status: 'pending' },
    });
    // Done later, that work order leaves the schedule ended.
    await call('technician', 'PATCH', `/api/tasks/${kept.openWorkOrder?.id}/status`, {
      status: 'completed',
    });
    expect((await call('manager', 'GET', `/api/pm/${kept.id}`)).json()).toMatchObject({
      status: 'Completed',
      openWorkOrder: null,
    });
    onDay(6, 22);
    expect(await generateDuePms({ db: s.db, clock })).toBe(0);

    onDay(6, 15);
    const cancelled = await addPm({ title: 'Sprinkler check', date: '2026-06-15' });
    const taskId = cancelled.openWorkOrder?.id;
    // A technician may complete a PM but not cancel work orders: nothing changes.
    const refused = await call('technician', 'PATCH', `/api/pm/${cancelled.id}/status`, {
      status: 'Completed',
      openWorkOrder: 'cancel',
    });
    expect(refused.statusCode).toBe(403);
    expect((await call('manager', 'GET', `/api/pm/${cancelled.id}`)).json().status).toBe(
      'In Progress',
    );
    const bad = await call('manager', 'PATCH', `/api/pm/${cancelled.id}/status`, {
      status: 'Completed',
      openWorkOrder: 'delete',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.openWorkOrder).toBe("Open work order must be 'keep' or 'cancel'");
    const both = await call('manager', 'PATCH', `/api/pm/${cancelled.id}/status`, {
      status: 'Completed',
      openWorkOrder: 'cancel',
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ status: 'Completed', openWorkOrder: null });
    expect((await call('admin', 'GET', `/api/tasks/${taskId}`)).json().status).toBe('cancelled');
    // Already ended, the choice still cancels a work order left open before.
    const again = await call('manager', 'PATCH', `/api/pm/${kept.id}/status`, {
      status: 'Completed',
      openWorkOrder: 'cancel',
    });
    expect(again.statusCode).toBe(200);
  });

  it('gives the work order to the next in line when the assignee has left the site', async () => {
    onDay(6, 15);
    const late = await addPm({
      title: 'Oil sample',
      date: '2026-06-20',
      assigneeId: ids.technician,
    });
    // The assignee leaves the site before the PM falls due.
    await call('admin', 'POST', `/api/users/${ids.technician}/assign-sites`, { siteIds: [] });
    const shown: Pm = (await call('manager', 'GET', `/api/pm/${late.id}`)).json();
    expect(shown.recipient).toEqual({
      id: ids.supervisor,
      name: 'supervisor',
      via: 'supervisor',
    });
    onDay(6, 20);
    await generateDuePms({ db: s.db, clock });
    const [task] = await workOrdersOf(late);
    const made = (await call('admin', 'GET', `/api/tasks/${task?.id}`)).json();
    expect(made.assignedTo.id).toBe(ids.supervisor);
    await call('admin', 'POST', `/api/users/${ids.technician}/assign-sites`, {
      siteIds: [north.id],
    });
  });

  it('shows the next 30 days of due PMs per day', async () => {
    onDay(8, 1);
    await addPm({ title: 'Daily log', recurrence: 'Daily', date: '2026-08-10', assigneeId: null });
    await addPm({
      title: 'Fortnightly',
      recurrence: '2 Weeks',
      date: '2026-08-03',
      assigneeId: null,
    });
    const days: UpcomingDay[] = (await call('manager', 'GET', '/api/pm/upcoming')).json();
    const titlesOn = (date: string) =>
      days.find((day) => day.date === date)?.items.map((item) => item.title) ?? [];
    expect((days.at(0)?.date ?? '') >= '2026-08-01').toBe(true);
    expect((days.at(-1)?.date ?? '') <= '2026-08-30').toBe(true);
    expect(titlesOn('2026-08-03')).toContain('Fortnightly');
    expect(titlesOn('2026-08-17')).toEqual(expect.arrayContaining(['Fortnightly', 'Daily log']));
    expect(titlesOn('2026-08-09')).not.toContain('Daily log');
    expect(days.filter((day) => day.items.some((item) => item.title === 'Daily log'))).toHaveLength(
      21,
    );
    expect((await call('technician', 'GET', '/api/pm/upcoming')).statusCode).toBe(403);
  });
});

// Issue 29, items 6 and 9: a PM could be given to a client or to a role without work-order
// access, and a PM created with the specification's body (no assignee) never became a work order,
// silently.
describe('who gets the work order', () => {
  // The specification's body: title, description, priority, recurrence, assetId, date, status.
  const specBody = (fields: Record<string, unknown> = {}) => ({
    title: 'Pump seal check',
    description: 'Look for drips',
    priority: 'Medium',
    recurrence: 'Monthly',
    assetId: pump.id,
    date: '2026-07-01',
    status: 'Scheduled',
    ...fields,
  });

  it('refuses an assignee who may not see and update work orders', async () => {
    const created = await call('admin', 'POST', '/api/roles', {
      name: 'viewer',
      permissions: ['view_tasks', 'view_assets'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { ids: more } = await s.addCast([['viewer', 'viewer', ['north']]]);
    for (const assigneeId of [ids.client, ids.housekeeping, more.viewer]) {
      const res = await call('manager', 'POST', '/api/pm', schedule({ assigneeId }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.assigneeId).toBe(en('pm.assigneeNotOnSite'));
    }
    const people = (
      await call(
        'manager',
        'GET',
        `/api/users/for-assignment?siteId=${north.id}&takesWorkOrders=true`,
      )
    ).json() as Assignee[];
    expect(people.map((person) => person.id)).toContain(ids.technician);
    expect(people.map((person) => person.id)).not.toContain(ids.client);
    expect(people.map((person) => person.id)).not.toContain(more.viewer);
  });

  it('gives a PM without an assignee to the asset’s assignee, else a supervisor', async () => {
    onDay(6, 15);
    const bare = await call('manager', 'POST', '/api/pm', specBody());
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json().recipient).toEqual({
      id: ids.supervisor,
      name: 'supervisor',
      via: 'supervisor',
    });
    const valve = await s.newAsset('admin', {
      name: 'Valve',
      siteId: north.id,
      assignedTo: ids.technician,
    });
    const due = await call(
      'manager',
      'POST',
      '/api/pm',
      specBody({ assetId: valve.id, date: '2026-06-15' }),
    );
    expect(due.statusCode, due.body).toBe(201);
    const pm: Pm = due.json();
    expect(pm.recipient).toEqual({ id: ids.technician, name: 'technician', via: 'asset' });
    const [task] = await workOrdersOf(pm);
    const made = (await call('admin', 'GET', `/api/tasks/${task?.id}`)).json();
    expect(made.assignedTo.id).toBe(ids.technician);
  });

  it('says why when nobody at the site can take it, and tells the managers once', async () => {
    onDay(6, 15);
    const east = await s.newSite('East Yard');
    const tank = await s.newAsset('admin', { name: 'Tank', siteId: east.id });
    const res = await call(
      'admin',
      'POST',
      '/api/pm',
      specBody({ assetId: tank.id, date: '2026-06-15' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const pm: Pm = res.json();
    expect(pm.recipient).toBeNull();
    expect(pm.openWorkOrder).toBeNull();
    expect(pm.generationError).toBe(en('pm.nobodyToTakeIt', { site: 'East Yard' }));
    await generateDuePms({ db: s.db, clock });
    // No manager at East Yard: the administrators are told, once.
    const notes = (
      await call('admin', 'GET', '/api/notifications?limit=50')
    ).json() as Notification[];
    const aboutIt = notes.filter(
      (note) => note.type === 'pm_unassigned' && JSON.parse(note.data).pmId === pm.id,
    );
    expect(aboutIt).toHaveLength(1);
    expect(aboutIt[0]).toMatchObject({
      title: 'A PM has nobody to take its work order',
      body: `PM "Pump seal check" on Tank fell due on Mon, Jun 15, 2026. ${en('pm.nobodyToTakeIt', { site: 'East Yard' })}`,
    });
    // Each reader reads the reason and the notification in their own language (issue 32).
    const ar = translatorFor('ar');
    const inArabic: Pm = (await s.callIn('ar', 'admin', 'GET', `/api/pm/${pm.id}`)).json();
    expect(inArabic.generationError).toBe(ar.t('pm.nobodyToTakeIt', { site: 'East Yard' }));
    const hi = translatorFor('hi');
    const inHindi = (
      (await s.callIn('hi', 'admin', 'GET', '/api/notifications?limit=50')).json() as Notification[]
    ).find((note) => note.id === aboutIt[0]?.id);
    expect(inHindi).toMatchObject({
      title: hi.t('pm.nobodyTitle'),
      body: hi.t('pm.nobodyBody', {
        title: 'Pump seal check',
        asset: 'Tank',
        date: { day: '2026-06-15' },
        reason: msg('pm.nobodyToTakeIt', { site: 'East Yard' }),
      }),
    });
    expect(inHindi?.body).not.toBe(aboutIt[0]?.body);
    // A row written before reasons were kept as messages holds the English: it reads as it is,
    // and the next pass keeps it as a message without telling the managers again.
    const english = en('pm.nobodyToTakeIt', { site: 'East Yard' });
    await s.db
      .update(pmSchedules)
      .set({ generationError: english })
      .where(eq(pmSchedules.id, pm.id));
    expect((await s.callIn('ar', 'admin', 'GET', `/api/pm/${pm.id}`)).json().generationError).toBe(
      english,
    );
    await generateDuePms({ db: s.db, clock });
    expect((await s.callIn('ar', 'admin', 'GET', `/api/pm/${pm.id}`)).json().generationError).toBe(
      ar.t('pm.nobodyToTakeIt', { site: 'East Yard' }),
    );
    const again = (
      (await call('admin', 'GET', '/api/notifications?limit=50')).json() as Notification[]
    ).filter((note) => note.type === 'pm_unassigned' && JSON.parse(note.data).pmId === pm.id);
    expect(again).toHaveLength(1);
    // Someone joins the site: the next pass gives them the work order.
    const { ids: joined } = await s.addCast([['eastSupervisor', 'supervisor', [east]]]);
    await generateDuePms({ db: s.db, clock });
    const [task] = await workOrdersOf(pm);
    expect((await call('admin', 'GET', `/api/tasks/${task?.id}`)).json().assignedTo.id).toBe(
      joined.eastSupervisor,
    );
  });
});
