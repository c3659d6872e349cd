import { ACTIVITY_LOG_FAMILIES, type ActivityEntry } from '@cmms/shared/activity';
import { ALL_PERMISSIONS } from '@cmms/shared/permissions';
import { afterAll, describe, expect, it } from 'vitest';
import type { HttpMethod } from '../../test/factories';
import { scenario } from '../../test/scenario';

// Issue 29, item 3: the feed showed technicians, clients and custom roles their colleagues'
// punches (Late, distance, accuracy) and material requests that the records' own reads refuse
// them. Generated from the families of the feed: for each family, entries written by colleagues
// at the viewer's site; every viewer (each default role, and a custom role holding exactly one
// permission for each permission of the catalogue) sees an entry in GET /activity exactly when
// the read of the record it describes lets them see that record.

/** Whether `who` may read the record an entry describes, through that record's own read. */
type RecordRead = (who: string) => Promise<boolean>;
type Written = { entryOf: (entry: ActivityEntry) => boolean; read: RecordRead };

const base = await scenario({
  sites: { plant: 'Plant' },
  cast: [
    ['admin', 'admin', []],
    ['boss', 'manager', ['plant']],
    ['manager', 'manager', ['plant']],
    ['supervisor', 'supervisor', ['plant']],
    ['technician', 'technician', ['plant']],
    ['worker', 'technician', ['plant']],
    ['housekeeping', 'housekeeping', ['plant']],
    ['client', 'client', ['plant']],
  ],
});
afterAll(() => base.close());
const siteId = base.sites.plant.id;
/** A custom role that manages users, and one holding each permission of the catalogue alone. */
const CUSTOM_ROLES: [string, string[]][] = [
  ['warden', ['manage_users', 'view_users', 'view_sites']],
  ...ALL_PERMISSIONS.map((permission): [string, string[]] => [`only ${permission}`, [permission]]),
];
for (const [name, permissions] of CUSTOM_ROLES) {
  const role = await base.call('admin', 'POST', '/api/roles', { name, permissions });
  expect(role.statusCode, role.body).toBe(201);
}
// One of each custom role at the site, called by the role's name.
const s = await base.addCast(CUSTOM_ROLES.map(([name]) => [name, name, ['plant']] as const));
const { call, ids } = s;

const ok = async (who: string, url: string) => (await call(who, 'GET', url)).statusCode === 200;
const listed = async (who: string, url: string, id: string) => {
  const res = await call(who, 'GET', url);
  return res.statusCode === 200 && (res.json() as { id: string }[]).some((row) => row.id === id);
};
async function created(who: string, url: string, body: object, method: HttpMethod = 'POST') {
  const res = await call(who, method, url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as { id: string };
}
const about = (type: string, key: string, id: string) => (entry: ActivityEntry) =>
  entry.type === type && entry.metadata?.[key] === id;

/**
 * One case per family: what a colleague does that writes its entries, and the record's read.
 * A family with no case fails the inventory test below, so a new family needs a decision.
 */
const FAMILIES: Record<(typeof ACTIVITY_LOG_FAMILIES)[number], () => Promise<Written[]>> = {
  async site() {
    await created('boss', `/api/sites/${siteId}`, { name: 'Plant One' }, 'PUT');
    return [
      {
        entryOf: (entry) => entry.type === 'site' && entry.userId === ids.boss,
        read: (who) => ok(who, `/api/sites/${siteId}`),
      },
    ];
  },
  async task() {
    const asset = await created('boss', '/api/assets', { name: 'Gate', siteId });
    const task = await created('boss', '/api/tasks', {
      assetId: asset.id,
      title: 'Fix the gate',
      description: 'It sticks',
      dueDate: '2099-01-01',
      assignedToId: ids.worker,
      siteId,
    });
    return [
      {
        entryOf: about('task', 'taskId', task.id),
        read: (who) => ok(who, `/api/tasks/${task.id}`),
      },
    ];
  },
  async asset() {
    const asset = await created('boss', '/api/assets', { name: 'Boiler', siteId });
    return [
      {
        entryOf: about('asset', 'assetId', asset.id),
        read: (who) => ok(who, `/api/assets/${asset.id}`),
      },
    ];
  },
  async user() {
    const user = await created('warden', '/api/users', {
      name: 'New Warden',
      email: `warden-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'Good@Pass1',
      role: 'warden',
    });
    return [
      {
        entryOf: about('user', 'userId', user.id),
        read: (who) => listed(who, '/api/users?limit=500', user.id),
      },
    ];
  },
  async material() {
    const material = await created('boss', '/api/materials', {
      name: 'Gaskets',
      category: 'Plumbing',
      quantity: 40,
      siteId,
    });
    const request = await created('worker', '/api/materials/requests', {
      materialId: material.id,
      quantity: 2,
      reason: 'Pump seal',
    });
    return [
      {
        entryOf: (entry) =>
          about('material', 'materialId', material.id)(entry) &&
          !about('material', 'requestId', request.id)(entry),
        read: (who) => ok(who, `/api/materials/${material.id}`),
      },
      {
        entryOf: about('material', 'requestId', request.id),
        read: (who) => listed(who, '/api/materials/requests?limit=200', request.id),
      },
    ];
  },
  async leave() {
    const leave = await created('worker', '/api/attendance/leave', {
      leaveType: 'Annual',
      startDate: '2026-12-07',
      endDate: '2026-12-08',
      reason: 'Family visit',
    });
    return [
      {
        entryOf: about('leave', 'leaveId', leave.id),
        read: async (who) =>
          (await listed(who, '/api/attendance/leave/all?limit=200', leave.id)) ||
          (await listed(who, '/api/attendance/leave/user', leave.id)),
      },
    ];
  },
  async pm() {
    const asset = await created('boss', '/api/assets', { name: 'Chiller', siteId });
    const pm = await created('boss', '/api/pm', {
      title: 'Chiller service',
      priority: 'High',
      recurrence: 'Monthly',
      assetId: asset.id,
      date: '2099-01-01',
      assigneeId: ids.worker,
    });
    return [{ entryOf: about('pm', 'pmId', pm.id), read: (who) => ok(who, `/api/pm/${pm.id}`) }];
  },
  async punch() {
    await created('worker', '/api/attendance/check-in', {
      siteId,
      location: { latitude: 10, longitude: 10, accuracy: 10 },
    });
    return [
      {
        entryOf: (entry) => entry.type === 'punch' && entry.userId === ids.worker,
        read: (who) => ok(who, `/api/attendance/user/${ids.worker}`),
      },
    ];
  },
  async checklist() {
    const make = async (name: string, assignee: string) => {
      const checklist = await created('boss', '/api/checklists', {
        name,
        category: 'safety',
        siteId,
        items: [{ name: 'Lights off' }],
      });
      await created('boss', `/api/checklists/${checklist.id}/assign-user`, {
        userId: ids[assignee],
      });
      return checklist;
    };
    // One assigned to the technicians' colleague, one to a technician who looks on, and one to
    // both, where the colleague ticks: those entries are about the colleague's month.
    const theirs = await make('Night round', 'worker');
    const mine = await make('Morning round', 'technician');
    const shared = await make('Shared round', 'worker');
    await created('boss', `/api/checklists/${shared.id}/assign-user`, { userId: ids.technician });
    const item = (await call('boss', 'GET', `/api/checklists/${shared.id}`)).json().items[0].id;
    const today = new Date();
    const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await created(
      'worker',
      `/api/checklists/${shared.id}/progress`,
      { userId: ids.worker, cells: [{ itemId: item, date, state: 'completed' }] },
      'PUT',
    );
    const personOf = (entry: ActivityEntry) => entry.metadata?.userId;
    const monthOf = (userId: string) =>
      `/api/checklists/${shared.id}/progress?userId=${userId}&year=${today.getFullYear()}&month=${today.getMonth() + 1}`;
    return [
      ...[theirs, mine].map((checklist) => ({
        entryOf: about('checklist', 'checklistId', checklist.id),
        read: (who: string) => ok(who, `/api/checklists/${checklist.id}`),
      })),
      {
        entryOf: (entry: ActivityEntry) =>
          about('checklist', 'checklistId', shared.id)(entry) && personOf(entry) === undefined,
        read: (who: string) => ok(who, `/api/checklists/${shared.id}`),
      },
      // An entry about one person's month of it (ticked, saved, assigned): that month's read.
      ...[ids.worker, ids.technician].map((userId) => ({
        entryOf: (entry: ActivityEntry) =>
          about('checklist', 'checklistId', shared.id)(entry) && personOf(entry) === userId,
        read: (who: string) => ok(who, monthOf(userId as string)),
      })),
    ];
  },
  // The server writes no entry of this family (a client's report is stored as its own type).
  notification: async () => [],
};

/** Default roles that may see the site, and a custom role per permission of the catalogue. */
const VIEWERS = [
  'manager',
  'supervisor',
  'technician',
  'worker',
  'housekeeping',
  'client',
  ...ALL_PERMISSIONS.map((permission) => `only ${permission}`),
];

describe('the activity families', () => {
  it('each have a case', () => {
    expect(Object.keys(FAMILIES).sort()).toEqual([...ACTIVITY_LOG_FAMILIES].sort());
  });
});

describe.each(ACTIVITY_LOG_FAMILIES)('entries of the %s family', (family) => {
  it('reach exactly those who may read the record they describe', async () => {
    const written = await FAMILIES[family]();
    const all = (await call('admin', 'GET', `/api/activity?type=${family}&limit=100`)).json();
    const wrong: string[] = [];
    for (const { entryOf, read } of written) {
      const entries = (all as ActivityEntry[]).filter(entryOf);
      expect(entries.length, `no ${family} entry was written`).toBeGreaterThan(0);
      for (const who of VIEWERS) {
        const feed = await call(who, 'GET', `/api/activity?type=${family}&limit=100`);
        expect(feed.statusCode).toBe(200);
        const seen = new Set((feed.json() as ActivityEntry[]).map((entry) => entry.id));
        const mayRead = await read(who);
        for (const entry of entries) {
          // The feed's own rule on top: entries of one's sites and one's own (docs/dashboards.md, GET /activity).
          const inScope = entry.siteId === siteId || entry.userId === ids[who];
          const expected = mayRead && inScope;
          if (seen.has(entry.id) !== expected) {
            wrong.push(`${who}: ${entry.id} ${expected ? 'hidden' : 'shown'} (read: ${mayRead})`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
