import type { ActivityEntry } from '@cmms/shared/activity';
import type {
  AssignableUser,
  Assignment,
  Category,
  Checklist,
  ChecklistInput,
  MonthProgress,
  RaiseWorkOrderResult,
} from '@cmms/shared/checklists';
import { msg } from '@cmms/shared/i18n/message';
import { en, translatorFor } from '@cmms/shared/i18n/source-translators';
import type { Notification } from '@cmms/shared/notifications';
import type { WorkOrder } from '@cmms/shared/work-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';
import { testClock } from '../../test/test-clock';

// Noon local time, so "today" is 2026-06-15 wherever the tests run.
const clock = testClock(new Date(2026, 5, 15, 12, 0, 0));
const TODAY = '2026-06-15';
const JUNE = { year: 2026, month: 6 };

const s = await scenario({
  clock,
  sites: { north: 'North Plant', south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['southManager', 'manager', ['south']],
    ['supervisor', 'supervisor', ['north']],
    ['technician', 'technician', ['north']],
    ['otherTech', 'technician', ['north']],
    ['southTech', 'technician', ['south']],
    ['housekeeping', 'housekeeping', ['north']],
    ['client', 'client', ['north']],
    // A custom role: offered for assignment (docs/checklists.md); view_tasks and update_tasks let it
    // read checklists and tick its own cells.
    ['inspector', 'inspector', ['north']],
    ['surveyor', 'surveyor', ['north']],
  ],
});
afterAll(() => s.close());
type Who = keyof typeof s.ids;
const { call, ids } = s;
const { north, south } = s.sites;

beforeAll(async () => {
  for (const [name, permissions] of [
    ['inspector', ['view_tasks', 'update_tasks']],
    ['surveyor', ['view_sites']],
  ] as const) {
    const role = await call('admin', 'POST', '/api/roles', { name, permissions });
    expect(role.statusCode, role.body).toBe(201);
  }
});

const definition = (fields: Partial<ChecklistInput> = {}): ChecklistInput => ({
  name: 'Daily electrical rounds',
  category: 'electrical',
  description: 'Walk the plant rooms',
  siteId: north.id,
  items: [
    { name: 'Check DB panels', isRequired: true },
    { name: 'Test emergency lights', description: 'Press the test button' },
    { name: 'Read the meter' },
  ],
  ...fields,
});

const addChecklist = (fields: Partial<ChecklistInput> = {}) =>
  s.newChecklist('manager', definition(fields));

async function assign(checklist: Checklist, who: Who, by: Who = 'manager') {
  const res = await call(by, 'POST', `/api/checklists/${checklist.id}/assign-user`, {
    userId: ids[who],
  });
  expect(res.statusCode, res.body).toBe(201);
}

const progressUrl = (checklist: Checklist, who: Who, month = JUNE) =>
  `/api/checklists/${checklist.id}/progress?userId=${ids[who]}&year=${month.year}&month=${month.month}`;

async function readMonth(checklist: Checklist, who: Who, as = who): Promise<MonthProgress> {
  const res = await call(as, 'GET', progressUrl(checklist, who));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const cellOf = (month: MonthProgress, itemId: string, date: string) =>
  month.cells.find((cell) => cell.itemId === itemId && cell.date === date);

describe('checklist categories', () => {
  it('lists the five built-in categories', async () => {
    const res = await call('technician', 'GET', '/api/checklist-categories');
    expect(res.statusCode).toBe(200);
    const builtIn = (res.json() as Category[]).filter((c) => c.builtIn);
    expect(builtIn.map((c) => c.key).sort()).toEqual([
      'electrical',
      'housekeeping',
      'mechanical',
      'plumbing',
      'safety',
    ]);
  });

  it('lower-cases a new key and turns spaces into hyphens', async () => {
    const res = await call('manager', 'POST', '/api/checklist-categories', {
      key: '  Night Rounds ',
      name: 'Night rounds',
      color: 'purple',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      key: 'night-rounds',
      name: 'Night rounds',
      color: 'purple',
      builtIn: false,
      checklistCount: 0,
    });
  });

  it.each([
    [{ key: 'roof/top', name: 'Roof' }, en('checklists.categoryKeyChars')],
    [{ key: 'ok', name: '   ' }, en('checklists.categoryBothRequired')],
    [{ key: '', name: 'Empty key' }, en('checklists.categoryBothRequired')],
    [{ name: 'No key' }, en('checklists.categoryBothRequired')],
    [{ key: 'pink-ish', name: 'Pinkish', color: 'orange' }, en('checklists.badColor')],
    [{ key: 'x'.repeat(51), name: 'Long' }, 'Category key must be at most 50 characters'],
    [{ key: 'long-name', name: 'n'.repeat(101) }, 'Category name must be at most 100 characters'],
  ])('refuses %j with its message', async (body, message) => {
    const res = await call('manager', 'POST', '/api/checklist-categories', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a key that exists, in any spelling (409)', async () => {
    const res = await call('admin', 'POST', '/api/checklist-categories', {
      key: 'Electrical',
      name: 'Another electrical',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(en('checklists.categoryDuplicate'));
  });

  it('lets only admins and managers change categories', async () => {
    for (const who of ['supervisor', 'technician', 'client'] as const) {
      const res = await call(who, 'POST', '/api/checklist-categories', { key: 'k', name: 'K' });
      expect(res.statusCode, who).toBe(403);
    }
  });

  it('renames a custom category; built-in ones are fixed', async () => {
    await call('manager', 'POST', '/api/checklist-categories', { key: 'roof', name: 'Roof' });
    const renamed = await call('manager', 'PUT', '/api/checklist-categories/roof', {
      name: 'Roof and gutters',
      color: 'indigo',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Roof and gutters', color: 'indigo' });
    const builtIn = await call('manager', 'PUT', '/api/checklist-categories/safety', {
      name: 'Security',
      color: 'red',
    });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().message).toBe(en('checklists.builtInCategory'));
    expect((await call('manager', 'DELETE', '/api/checklist-categories/safety')).statusCode).toBe(
      409,
    );
  });

  it('deletes a custom category only while it holds no checklist', async () => {
    await call('manager', 'POST', '/api/checklist-categories', { key: 'garden', name: 'Garden' });
    const checklist = await addChecklist({ name: 'Lawns', category: 'garden' });
    const blocked = await call('manager', 'DELETE', '/api/checklist-categories/garden');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(en('checklists.categoryInUse', { count: 1 }));
    await call('manager', 'DELETE', `/api/checklists/${checklist.id}`);
    const deleted = await call('manager', 'DELETE', '/api/checklist-categories/garden');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('manager', 'DELETE', '/api/checklist-categories/garden')).statusCode).toBe(
      404,
    );
  });
});

describe('checklist definitions', () => {
  it('creates a checklist with its items in order and records the activity', async () => {
    const checklist = await addChecklist();
    expect(checklist).toMatchObject({
      name: 'Daily electrical rounds',
      category: 'electrical',
      siteId: north.id,
      assignments: [],
    });
    expect(checklist.items.map((i) => [i.name, i.isRequired])).toEqual([
      ['Check DB panels', true],
      ['Test emergency lights', false],
      ['Read the meter', false],
    ]);
    const log = await call('admin', 'GET', '/api/activity/logs?type=checklist');
    const entries = log.json() as ActivityEntry[];
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'checklist_created',
        description: 'Checklist "Daily electrical rounds" created with 3 items',
      }),
    );
  });

  it.each([
    [{ name: '' }, 'name', en('checklists.nameRequired')],
    [{ name: 'n'.repeat(201) }, 'name', 'Name must be at most 200 characters'],
    [{ category: '' }, 'category', en('checklists.categoryRequired')],
    [{ category: 'nonsense' }, 'category', en('checklists.categoryUnknown')],
    [{ siteId: 'north' }, 'siteId', 'Invalid site id'],
    [{ items: [] }, 'items', en('checklists.itemsRequired')],
    [{ items: [{ name: '  ' }] }, 'items.0.name', en('checklists.itemNameRequired')],
    [
      { items: [{ name: 'x'.repeat(201) }] },
      'items.0.name',
      'Item name must be at most 200 characters',
    ],
    [
      { description: 'd'.repeat(2001) },
      'description',
      'Description must be at most 2000 characters',
    ],
    [
      { items: Array.from({ length: 201 }, (_, i) => ({ name: `Item ${i}` })) },
      'items',
      'A checklist may hold at most 200 items',
    ],
  ])('refuses %j', async (fields, field, message) => {
    const res = await call('manager', 'POST', '/api/checklists', definition(fields));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors?.[field] ?? res.json().message).toBe(message);
  });

  it("refuses a site that is not the manager's", async () => {
    const res = await call('manager', 'POST', '/api/checklists', definition({ siteId: south.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.siteId).toBe(en('checklists.siteOutOfScope'));
  });

  it('lets only admin, superadmin and manager define checklists', async () => {
    for (const who of ['supervisor', 'technician', 'housekeeping', 'client'] as const) {
      expect((await call(who, 'POST', '/api/checklists', definition())).statusCode, who).toBe(403);
    }
  });

  it('keeps the ids (and progress) of items sent back, adds new ones and drops the rest', async () => {
    const checklist = await addChecklist({ name: 'To edit' });
    const [panels, lights] = checklist.items;
    await assign(checklist, 'technician');
    await call('technician', 'PUT', `/api/checklists/${checklist.id}/progress`, {
      userId: ids.technician,
      cells: [{ itemId: panels?.id, date: TODAY, state: 'completed' }],
    });
    const res = await call('manager', 'PUT', `/api/checklists/${checklist.id}`, {
      ...definition({ name: 'Edited' }),
      items: [
        { id: lights?.id, name: 'Test emergency lights (monthly)' },
        { id: panels?.id, name: 'Check DB panels' },
        { name: 'Check the UPS' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited: Checklist = res.json();
    expect(edited.items.map((i) => i.name)).toEqual([
      'Test emergency lights (monthly)',
      'Check DB panels',
      'Check the UPS',
    ]);
    expect(edited.items[0]?.id).toBe(lights?.id);
    const month = await readMonth(edited, 'technician');
    expect(cellOf(month, panels?.id ?? '', TODAY)?.state).toBe('completed');
  });

  it("refuses an item id that is not one of the checklist's", async () => {
    const one = await addChecklist({ name: 'One' });
    const two = await addChecklist({ name: 'Two' });
    const res = await call('manager', 'PUT', `/api/checklists/${two.id}`, {
      ...definition(),
      items: [{ id: one.items[0]?.id, name: 'Stolen' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['items.0.id']).toBe(en('checklists.itemNotInChecklist'));
  });

  it("answers 404 for another site's checklist, to read, edit or delete", async () => {
    const checklist = await addChecklist({ name: 'North only' });
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', definition()],
      ['DELETE', undefined],
    ] as const) {
      const res = await call('southManager', method, `/api/checklists/${checklist.id}`, body);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    expect((await call('southTech', 'GET', progressUrl(checklist, 'southTech'))).statusCode).toBe(
      404,
    );
  });

  it('deletes a checklist with its progress', async () => {
    const checklist = await addChecklist({ name: 'Short-lived' });
    const res = await call('manager', 'DELETE', `/api/checklists/${checklist.id}`);
    expect(res.statusCode).toBe(200);
    expect((await call('manager', 'GET', `/api/checklists/${checklist.id}`)).statusCode).toBe(404);
  });
});

describe('who sees which checklists', () => {
  let assigned: Checklist;
  let unassigned: Checklist;
  beforeAll(async () => {
    assigned = await addChecklist({ name: 'Visibility assigned', category: 'housekeeping' });
    unassigned = await addChecklist({ name: 'Visibility unassigned', category: 'housekeeping' });
    await assign(assigned, 'housekeeping');
  });

  const names = async (who: Who) =>
    ((await call(who, 'GET', '/api/checklists?category=housekeeping')).json() as Checklist[]).map(
      (c) => c.name,
    );

  it('shows technician and housekeeping only the checklists assigned to them', async () => {
    expect(await names('housekeeping')).toEqual(['Visibility assigned']);
    expect(await names('otherTech')).toEqual([]);
    expect((await call('housekeeping', 'GET', `/api/checklists/${unassigned.id}`)).statusCode).toBe(
      404,
    );
  });

  it('shows supervisors, clients and managers every checklist of their sites', async () => {
    for (const who of ['supervisor', 'client', 'manager', 'admin'] as const) {
      expect(await names(who), who).toEqual(['Visibility assigned', 'Visibility unassigned']);
    }
    expect(await names('southManager')).toEqual([]);
  });

  it("answers a user's assignments to them and to those who assign, not to peers", async () => {
    const own = await call('housekeeping', 'GET', `/api/checklists/user/${ids.housekeeping}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({
        userId: ids.housekeeping,
        checklistId: assigned.id,
        checklist: expect.objectContaining({ name: 'Visibility assigned' }),
      }),
    ]);
    const bySupervisor = await call(
      'supervisor',
      'GET',
      `/api/checklists/user/${ids.housekeeping}`,
    );
    expect(bySupervisor.json()).toHaveLength(1);
    const byPeer = await call('technician', 'GET', `/api/checklists/user/${ids.housekeeping}`);
    expect(byPeer.statusCode).toBe(403);
  });

  it('answers 404 for the list of someone outside the caller’s sites (issue 29)', async () => {
    const res = await call('supervisor', 'GET', `/api/checklists/user/${ids.southTech}`);
    expect(res.statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/checklists/user/${ids.southTech}`)).statusCode).toBe(
      200,
    );
  });
});

// Issue 29, item 8: POST /checklists with the specification's body (name, category, description,
// items) was refused with "Site is required".
describe('a checklist without a site', () => {
  const specBody = (name: string) => ({
    name,
    category: 'safety',
    description: 'Fire doors and exits',
    items: [{ name: 'Doors close by themselves', description: '', isRequired: true }],
  });

  it('is kept for all sites when an administrator creates it, and seen at every site', async () => {
    const res = await call('admin', 'POST', '/api/checklists', specBody('Fire round'));
    expect(res.statusCode, res.body).toBe(201);
    const everywhere: Checklist = res.json();
    expect(everywhere).toMatchObject({ siteId: null, site: null });
    for (const who of ['manager', 'southManager'] as const) {
      const seen = (await call(who, 'GET', '/api/checklists')).json() as Checklist[];
      expect(
        seen.map((one) => one.id),
        who,
      ).toContain(everywhere.id);
    }
    // Someone of each site is assigned; each manager offers and handles only their own people.
    await assign(everywhere, 'technician');
    await assign(everywhere, 'southTech', 'southManager');
    const offered = (
      await call('manager', 'GET', `/api/checklists/${everywhere.id}/assignable-users`)
    ).json() as AssignableUser[];
    expect(offered.map((one) => one.id)).not.toContain(ids.southTech);
    // Each reader sees the people of their own sites on it, not another site's.
    const assigned = async (who: Who) =>
      (
        (await call(who, 'GET', `/api/checklists/${everywhere.id}`)).json() as Checklist
      ).assignments.map((one) => one.userId);
    expect(await assigned('manager')).toEqual([ids.technician]);
    expect(await assigned('southManager')).toEqual([ids.southTech]);
    expect((await assigned('admin')).sort()).toEqual([ids.technician, ids.southTech].sort());
    const foreign = await call(
      'manager',
      'DELETE',
      `/api/checklists/${everywhere.id}/assign-user/${ids.southTech}`,
    );
    expect(foreign.statusCode).toBe(404);
    // Only administrators change or delete it.
    const edit = await call('manager', 'PUT', `/api/checklists/${everywhere.id}`, specBody('Mine'));
    expect(edit.statusCode).toBe(403);
    expect((await call('manager', 'DELETE', `/api/checklists/${everywhere.id}`)).statusCode).toBe(
      403,
    );
    // The spec's edit body keeps it where it is.
    const kept = await call('admin', 'PUT', `/api/checklists/${everywhere.id}`, specBody('Fire'));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().siteId).toBeNull();
  });

  it('goes to the creator’s only site, and asks one with several to choose', async () => {
    const res = await call('manager', 'POST', '/api/checklists', specBody('Exit signs'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().siteId).toBe(north.id);
    const withTwoSites = await s.addCast([['twoSites', 'manager', ['north', 'south']]]);
    const several = await withTwoSites.call(
      'twoSites',
      'POST',
      '/api/checklists',
      specBody('Exit lights'),
    );
    expect(several.statusCode).toBe(400);
    expect(several.json().errors.siteId).toBe(en('checklists.chooseSite'));
    const everywhere = await withTwoSites.call('twoSites', 'POST', '/api/checklists', {
      ...specBody('Everywhere'),
      siteId: null,
    });
    expect(everywhere.statusCode).toBe(400);
    expect(everywhere.json().errors.siteId).toBe(en('checklists.allSitesAdminsOnly'));
  });

  it('raises a work order from a failed item at the ticking person’s site', async () => {
    const everywhere = await s.newChecklist('admin', specBody('Roof check'));
    await assign(everywhere, 'southTech', 'southManager');
    const raised = await call(
      'southTech',
      'POST',
      `/api/checklists/${everywhere.id}/progress/work-order`,
      {
        userId: ids.southTech,
        itemId: everywhere.items[0]?.id,
        date: TODAY,
        title: 'Door does not close',
        description: 'Fire door 3 stays open',
        priority: 'high',
        dueDate: TODAY,
      },
    );
    expect(raised.statusCode, raised.body).toBe(201);
    const task = (await call('admin', 'GET', `/api/tasks/${raised.json().workOrder.id}`)).json();
    expect(task.siteId).toBe(south.id);
  });
});

describe('assignments', () => {
  let checklist: Checklist;
  beforeAll(async () => {
    checklist = await addChecklist({ name: 'Assignment rounds' });
  });

  it('offers only active supervisors, technicians and housekeeping of the site', async () => {
    const res = await call('supervisor', 'GET', `/api/checklists/${checklist.id}/assignable-users`);
    expect(res.statusCode).toBe(200);
    const offered = (res.json() as AssignableUser[]).map((u) => u.id);
    expect(offered).toEqual(
      expect.arrayContaining([ids.supervisor, ids.technician, ids.otherTech, ids.housekeeping]),
    );
    for (const excluded of ['admin', 'manager', 'client', 'southTech', 'southManager'] as const) {
      expect(offered, excluded).not.toContain(ids[excluded]);
    }
  });

  it('assigns, notifies the assignee, and refuses the same assignment twice', async () => {
    const res = await call('supervisor', 'POST', `/api/checklists/${checklist.id}/assign-user`, {
      userId: ids.otherTech,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ userId: ids.otherTech, name: 'otherTech' });
    const again = await call('manager', 'POST', `/api/checklists/${checklist.id}/assign-user`, {
      userId: ids.otherTech,
    });
    expect(again.statusCode).toBe(409);
    const bell = await call('otherTech', 'GET', '/api/notifications');
    const note = (bell.json() as Notification[]).find((n) => n.type === 'checklist_assignment');
    expect(note?.data).toContain(checklist.id);
    const list = await call('client', 'GET', `/api/checklists/${checklist.id}/assignments`);
    expect((list.json() as Assignment[]).map((a) => a.userId)).toEqual([ids.otherTech]);
  });

  it.each(['client', 'manager', 'southTech'] as const)('refuses to assign %s', async (who) => {
    const res = await call('manager', 'POST', `/api/checklists/${checklist.id}/assign-user`, {
      userId: ids[who],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en('checklists.notAssignable'));
  });

  it('lets only supervisors and up assign', async () => {
    for (const who of ['technician', 'housekeeping', 'client'] as const) {
      const res = await call(who, 'POST', `/api/checklists/${checklist.id}/assign-user`, {
        userId: ids.technician,
      });
      expect(res.statusCode, who).toBe(403);
    }
  });

  it("unassigns but keeps the person's ticks; assigning again brings them back", async () => {
    await assign(checklist, 'technician');
    const itemId = checklist.items[0]?.id;
    await call('technician', 'PUT', `/api/checklists/${checklist.id}/progress`, {
      userId: ids.technician,
      cells: [{ itemId, date: TODAY, state: 'in-progress' }],
    });
    const removed = await call(
      'manager',
      'DELETE',
      `/api/checklists/${checklist.id}/assign-user/${ids.technician}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('technician', 'GET', `/api/checklists/${checklist.id}`)).statusCode).toBe(
      404,
    );
    const kept = await readMonth(checklist, 'technician', 'supervisor');
    expect(cellOf(kept, itemId ?? '', TODAY)?.state).toBe('in-progress');
    const write = await call('supervisor', 'PUT', `/api/checklists/${checklist.id}/progress`, {
      userId: ids.technician,
      cells: [{ itemId, date: TODAY, state: 'completed' }],
    });
    expect(write.statusCode).toBe(400);
    expect(write.json().message).toBe(en('checklists.notAssigned'));
    await assign(checklist, 'technician');
    expect(cellOf(await readMonth(checklist, 'technician'), itemId ?? '', TODAY)?.state).toBe(
      'in-progress',
    );
    const gone = await call(
      'manager',
      'DELETE',
      `/api/checklists/${checklist.id}/assign-user/${ids.client}`,
    );
    expect(gone.statusCode).toBe(404);
  });
});

describe('day cells', () => {
  let checklist: Checklist;
  let item: (index: number) => string;
  beforeAll(async () => {
    checklist = await addChecklist({ name: 'Cell rounds' });
    item = (index) => checklist.items[index]?.id ?? '';
    await assign(checklist, 'technician');
    await assign(checklist, 'otherTech');
  });

  const tick = (who: Who, cells: object[], forWhom = who) =>
    call(who, 'PUT', `/api/checklists/${checklist.id}/progress`, { userId: ids[forWhom], cells });

  it('records ticks and answers the month with its progress', async () => {
    const res = await tick('technician', [
      { itemId: item(0), date: '2026-06-01', state: 'completed' },
      { itemId: item(1), date: '2026-06-01', state: 'in-progress' },
      { itemId: item(0), date: TODAY, state: 'completed' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const month: MonthProgress = res.json();
    expect(month.days).toBe(30);
    expect(month.summary).toEqual({ completed: 2, total: 90, percent: 2, locked: 0 });
    expect(cellOf(month, item(0), TODAY)).toMatchObject({
      state: 'completed',
      locked: false,
      completedBy: { id: ids.technician, name: 'technician' },
      completedDate: TODAY,
    });
  });

  it('lets field staff tick only their own cells, and the client none', async () => {
    const other = await tick(
      'technician',
      [{ itemId: item(0), date: TODAY, state: 'completed' }],
      'otherTech',
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(en('checklists.ownCellsOnly'));
    const client = await call('client', 'PUT', `/api/checklists/${checklist.id}/progress`, {
      userId: ids.technician,
      cells: [{ itemId: item(0), date: TODAY, state: 'completed' }],
    });
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toBe(en('checklists.readOnly'));
    const read = await call('technician', 'GET', progressUrl(checklist, 'otherTech'));
    expect(read.statusCode).toBe(403);
    expect((await call('client', 'GET', progressUrl(checklist, 'technician'))).statusCode).toBe(
      200,
    );
  });

  it('lets an assigned custom role tick its own cells, not anyone else’s', async () => {
    await assign(checklist, 'inspector');
    const own = await tick('inspector', [{ itemId: item(1), date: TODAY, state: 'completed' }]);
    expect(own.statusCode, own.body).toBe(200);
    const other = await tick(
      'inspector',
      [{ itemId: item(1), date: TODAY, state: 'completed' }],
      'technician',
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(en('checklists.ownCellsOnly'));
  });

  it('gives a custom role without the Tasks permissions neither reads nor ticks (issue 29)', async () => {
    await assign(checklist, 'surveyor');
    expect((await call('surveyor', 'GET', '/api/checklists')).statusCode).toBe(403);
    expect((await call('surveyor', 'GET', progressUrl(checklist, 'surveyor'))).statusCode).toBe(
      403,
    );
    const own = await tick('surveyor', [{ itemId: item(1), date: TODAY, state: 'completed' }]);
    expect(own.statusCode).toBe(403);
  });

  it('lets a supervisor record a round done on paper', async () => {
    const res = await tick(
      'supervisor',
      [{ itemId: item(2), date: '2026-06-02', state: 'completed' }],
      'otherTech',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(cellOf(res.json(), item(2), '2026-06-02')?.completedBy?.id).toBe(ids.supervisor);
  });

  it.each([
    [[{ itemId: 'x', date: TODAY, state: 'completed' }], 'Invalid item id'],
    [[{ itemId: undefined, date: TODAY, state: 'completed' }], 'Invalid item id'],
    [
      [{ itemId: '7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f', date: TODAY, state: 'completed' }],
      en('checklists.itemNotInChecklist'),
    ],
    [[{ date: '2026-06-31', state: 'completed' }], 'Date must be a date (YYYY-MM-DD)'],
    [[{ date: '2026-06-16', state: 'completed' }], en('checklists.futureDay')],
    [[{ date: TODAY, state: 'done' }], 'State must be initial, in-progress or completed'],
    [
      [
        { date: TODAY, state: 'completed' },
        { date: '2026-05-31', state: 'completed' },
      ],
      en('checklists.dayOutsideMonth'),
    ],
    [[], 'No cells to record'],
  ])('refuses %j', async (cells, message) => {
    const withItem = cells.map((cell) => ({ itemId: item(0), ...cell }));
    const res = await tick('technician', withItem);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a body of more cells than a month can hold', async () => {
    const cells = Array.from({ length: 6201 }, () => ({
      itemId: item(0),
      date: TODAY,
      state: 'initial',
    }));
    expect((await tick('technician', cells)).statusCode).toBe(400);
  });

  it('saves: locks every completed cell of the month and names who saved it', async () => {
    const res = await call('technician', 'POST', `/api/checklists/${checklist.id}/progress/save`, {
      userId: ids.technician,
      ...JUNE,
      cells: [{ itemId: item(1), date: '2026-06-01', state: 'completed' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const month: MonthProgress = res.json();
    expect(month.summary).toMatchObject({ completed: 3, locked: 3 });
    expect(cellOf(month, item(0), TODAY)).toMatchObject({
      locked: true,
      finalisedBy: { id: ids.technician, name: 'technician' },
    });
  });

  it('refuses to change a locked cell (409) and writes nothing of the change', async () => {
    const log = async () =>
      Number(
        (await call('admin', 'GET', '/api/activity/logs?type=checklist')).headers['x-total-count'],
      );
    const entries = await log();
    expect(entries).toBeGreaterThan(0);
    const res = await tick('technician', [
      { itemId: item(2), date: TODAY, state: 'completed' },
      { itemId: item(0), date: TODAY, state: 'initial' },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(en('checklists.locked'));
    const month = await readMonth(checklist, 'technician');
    expect(cellOf(month, item(2), TODAY)).toBeUndefined();
    expect(cellOf(month, item(0), TODAY)?.state).toBe('completed');
    // Nor its activity entry: the whole change is one transaction (a queued change sent late).
    expect(await log()).toBe(entries);
  });

  it('lets only supervisors and up reopen a saved cell, recording the date and who', async () => {
    const body = { userId: ids.technician, itemId: item(0), date: TODAY };
    const url = `/api/checklists/${checklist.id}/progress/reopen`;
    const byTech = await call('technician', 'POST', url, body);
    expect(byTech.statusCode).toBe(403);
    expect(byTech.json().message).toBe(en('checklists.reopenNotAllowed'));
    const res = await call('supervisor', 'POST', url, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(cellOf(res.json(), item(0), TODAY)).toMatchObject({
      state: 'initial',
      locked: false,
      completedBy: null,
      finalisedBy: null,
      reopenedDate: TODAY,
      reopenedBy: { id: ids.supervisor, name: 'supervisor' },
    });
    const again = await call('supervisor', 'POST', url, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(en('checklists.notCompleted'));
    // The Activity Log keeps the checklist's story, the reopening of a signed-off cell with it.
    const feed = await call('admin', 'GET', '/api/activity?type=checklist&limit=100');
    expect(feed.statusCode, feed.body).toBe(200);
    const actions = (feed.json() as ActivityEntry[])
      .filter((entry) => entry.metadata?.checklistId === checklist.id)
      .map((entry) => entry.action);
    for (const action of [
      'checklist_created',
      'checklist_assigned',
      'checklist_progress_recorded',
      'checklist_saved',
      'checklist_reopened',
    ]) {
      expect(actions).toContain(action);
    }
  });

  it('lets the owner reopen an unsaved completed cell, on the date they give', async () => {
    await tick('technician', [{ itemId: item(2), date: TODAY, state: 'completed' }]);
    const res = await call(
      'technician',
      'POST',
      `/api/checklists/${checklist.id}/progress/reopen`,
      {
        userId: ids.technician,
        itemId: item(2),
        date: TODAY,
        reopenedDate: '2026-06-14',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(cellOf(res.json(), item(2), TODAY)?.reopenedDate).toBe('2026-06-14');
  });

  it('answers the month in one shape for a month never touched', async () => {
    const res = await call(
      'technician',
      'GET',
      progressUrl(checklist, 'technician', { year: 2024, month: 2 }),
    );
    expect(res.json()).toMatchObject({ days: 29, cells: [], summary: { total: 87, percent: 0 } });
    const bad = await call(
      'technician',
      'GET',
      `/api/checklists/${checklist.id}/progress?userId=${ids.technician}&year=2022&month=13`,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('a failed item raises a work order', () => {
  let checklist: Checklist;
  beforeAll(async () => {
    checklist = await addChecklist({ name: 'Inspection rounds' });
    await assign(checklist, 'technician');
  });

  const raise = (who: Who, fields: Record<string, unknown> = {}) =>
    call(who, 'POST', `/api/checklists/${checklist.id}/progress/work-order`, {
      userId: ids.technician,
      itemId: checklist.items[1]?.id,
      date: TODAY,
      title: 'Emergency light failed',
      description: 'Stays dark when tested',
      dueDate: '2026-06-16',
      ...fields,
    });

  it('creates it on the checklist site, linked both ways', async () => {
    const res = await raise('technician');
    expect(res.statusCode, res.body).toBe(201);
    const { workOrder, progress } = res.json() as RaiseWorkOrderResult;
    expect(cellOf(progress, checklist.items[1]?.id ?? '', TODAY)?.workOrder).toEqual(workOrder);
    const task = (await call('manager', 'GET', `/api/tasks/${workOrder.id}`)).json();
    expect(task).toMatchObject({
      title: 'Emergency light failed',
      siteId: north.id,
      priority: 'high',
      taskType: 'inspection',
      assignedToId: ids.technician,
      asset: null,
      origin: {
        type: 'checklist',
        checklistId: checklist.id,
        checklistName: 'Inspection rounds',
        itemName: 'Test emergency lights',
        date: TODAY,
      },
    });
    const listed = (await call('manager', 'GET', '/api/tasks')).json() as WorkOrder[];
    expect(listed.map((w) => w.id)).toContain(workOrder.id);
  });

  it('refuses a second work order for the same cell', async () => {
    const res = await raise('supervisor');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(en('checklists.alreadyRaised'));
  });

  it('lets a manager assign it to someone else of the site; not a technician', async () => {
    const byTech = await raise('technician', {
      itemId: checklist.items[2]?.id,
      assignedToId: ids.otherTech,
    });
    expect(byTech.statusCode).toBe(403);
    const byManager = await raise('manager', {
      itemId: checklist.items[2]?.id,
      assignedToId: ids.otherTech,
    });
    expect(byManager.statusCode, byManager.body).toBe(201);
    const id = byManager.json().workOrder.id;
    expect((await call('otherTech', 'GET', `/api/tasks/${id}`)).json().assignedToId).toBe(
      ids.otherTech,
    );
  });

  it('refuses the client, a missing title and a future day', async () => {
    expect((await raise('client', { itemId: checklist.items[0]?.id })).statusCode).toBe(403);
    const noTitle = await raise('technician', { itemId: checklist.items[0]?.id, title: ' ' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('Title is required');
    const future = await raise('technician', {
      itemId: checklist.items[0]?.id,
      date: '2026-06-20',
    });
    expect(future.statusCode).toBe(400);
  });
});

describe('a site with checklists', () => {
  it('cannot be deleted while it holds them', async () => {
    const site = await s.newSite('Annex');
    const res = await call('admin', 'POST', '/api/checklists', definition({ siteId: site.id }));
    expect(res.statusCode, res.body).toBe(201);
    const blocked = await call('admin', 'DELETE', `/api/sites/${site.id}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain('1 checklist');
  });
});

describe('in the caller’s language (issue 32)', () => {
  const hindi = translatorFor('hi');
  const arabic = translatorFor('ar');

  it('refuses in Arabic or Hindi, the server’s own reasons and the schema’s alike', async () => {
    const checklist = await addChecklist({ name: 'Arabic rounds' });
    const refused = await s.callIn(
      'ar',
      'client',
      'PUT',
      `/api/checklists/${checklist.id}/progress`,
      {
        userId: ids.technician,
        cells: [{ itemId: checklist.items[0]?.id, date: TODAY, state: 'completed' }],
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(arabic.t('checklists.readOnly'));
    expect(refused.json().message).not.toBe(en('checklists.readOnly'));

    const badKey = await s.callIn('hi', 'manager', 'POST', '/api/checklist-categories', {
      key: 'roof/top',
      name: 'Roof',
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toBe(hindi.t('checklists.categoryKeyChars'));

    const early = await s.callIn(
      'ar',
      'technician',
      'PUT',
      `/api/checklists/${checklist.id}/progress`,
      {
        userId: ids.technician,
        cells: [{ itemId: checklist.items[0]?.id, date: '2022-12-31', state: 'completed' }],
      },
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(
      arabic.t('validation.dateBetween', { min: '2023-01-01', max: '2100-12-31' }),
    );

    const made = await s.callIn('hi', 'manager', 'POST', '/api/checklist-categories', {
      key: 'hindi-only',
      name: 'Hindi only',
    });
    expect(made.statusCode, made.body).toBe(201);
    const deleted = await s.callIn(
      'hi',
      'manager',
      'DELETE',
      '/api/checklist-categories/hindi-only',
    );
    expect(deleted.json().message).toBe(hindi.t('checklists.categoryDeleted'));
  });

  it('keeps the assignment notification and its activity entry as messages each reader reads in their language', async () => {
    const checklist = await addChecklist({ name: 'Hindi rounds' });
    await assign(checklist, 'otherTech');
    const body = msg('checklists.assignedBody', {
      checklist: 'Hindi rounds',
      site: 'North Plant',
      by: 'manager',
    });
    const bell = async (language: string) =>
      (
        (
          await s.callIn(language, 'otherTech', 'GET', '/api/notifications')
        ).json() as Notification[]
      ).find((note) => note.type === 'checklist_assignment' && note.data?.includes(checklist.id));
    expect(await bell('hi')).toMatchObject({
      title: hindi.t('checklists.assignedTitle'),
      body: hindi.render(body),
    });
    expect(await bell('en')).toMatchObject({
      title: 'New checklist assigned',
      body: '"Hindi rounds" at North Plant was assigned to you by manager.',
    });
    const log = (
      await s.callIn('ar', 'admin', 'GET', '/api/activity/logs?type=checklist')
    ).json() as ActivityEntry[];
    expect(log.map((entry) => entry.description)).toContain(
      arabic.t('checklists.activity.assigned', { checklist: 'Hindi rounds', person: 'otherTech' }),
    );
  });
});
