import type { ActivityEntry } from '@cmms/shared/activity';
import type { Asset } from '@cmms/shared/assets';
import type { DashboardStats } from '@cmms/shared/dashboard';
import { msg } from '@cmms/shared/i18n/message';
import { en } from '@cmms/shared/i18n/source-translators';
import type { Material, MaterialRequest } from '@cmms/shared/materials';
import { localDateOf } from '@cmms/shared/work-orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/factories';
import { scenario } from '../../test/scenario';
import { firstChartWeek } from './dashboard.service';

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return localDateOf(date);
};

const s = await scenario({
  sites: { north: 'North Plant', south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['supervisor', 'supervisor', ['north']],
    ['tech1', 'technician', ['north']],
    ['tech2', 'technician', ['north']],
    ['southTech', 'technician', ['south']],
    ['client', 'client', ['north']],
  ],
});
afterAll(() => s.close());
type Who = keyof typeof s.ids;
const { call, ids } = s;
const { north, south } = s.sites;

const stats = async (who: Who, query = ''): Promise<DashboardStats> => {
  const res = await call(who, 'GET', `/api/dashboard/stats${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/**
 * The fixture: 8 work orders (3 overdue, counting a cancelled one past its date, as requirements/dashboards.md#states
 * reads) and 11 assets with legacy statuses, over two sites.
 */
beforeAll(async () => {
  const asset = (status: string, siteId: string, assignedTo?: string) =>
    s.newAsset('admin', {
      name: `Asset ${status}`,
      status,
      siteId,
      ...(assignedTo ? { assignedTo } : {}),
    });
  const northAsset = await asset('Active', north.id, ids.tech1);
  await asset('On Hold', north.id, ids.tech1);
  for (const status of [
    'operational',
    'maintenance',
    'under-maintenance',
    'Out of Service',
    'inactive',
    'Completed',
  ]) {
    await asset(status, north.id);
  }
  const southAsset = await asset('Active', south.id);
  await asset('Active', south.id);
  await asset('out-of-service', south.id);

  const task = (assignee: Who, status: string, due: number, site = north.id) =>
    s.newWorkOrder('admin', {
      title: `${status} work`,
      description: 'Fixture',
      dueDate: day(due),
      assignedToId: ids[assignee],
      assetId: site === north.id ? northAsset.id : southAsset.id,
      siteId: site,
      status,
    });
  await task('tech1', 'pending', 3);
  await task('tech1', 'in_progress', -1);
  await task('tech1', 'completed', -1);
  await task('tech1', 'on_hold', 5);
  await task('tech2', 'cancelled', -2);
  await task('tech2', 'pending', 2);
  await task('southTech', 'pending', -1, south.id);
  await task('southTech', 'completed', 1, south.id);
  await call('admin', 'PATCH', `/api/users/${ids.tech2}/status`, { status: 'Inactive' });
});

describe('GET /api/dashboard/stats', () => {
  it('counts everything for an admin, legacy asset statuses included', async () => {
    const all = await stats('admin');
    expect(all.tasks).toEqual({
      total: 8,
      completed: 2,
      pending: 4,
      overdue: 3,
      inProgress: 1,
      onHold: 1,
      cancelled: 1,
    });
    expect(all.assets).toEqual({ total: 11, active: 4, maintenance: 3, outOfService: 3 });
    expect(all.users).toEqual({ total: 7, admins: 1, managers: 1, technicians: 3 });
    expect(all.sites).toEqual({ total: 2, active: 2 });
    expect(all.attendance).toEqual({ present: 0, absent: 0 });
    expect(all.materials).toEqual({ requested: 0, approved: 0, pending: 0 });
    expect(all.scope).toEqual({ siteId: null, siteIds: null, onlyAssignedTo: null });
  });

  it('narrows an admin’s work to one site; users and sites stay the organisation’s', async () => {
    const one = await stats('admin', `?siteId=${south.id}`);
    expect(one.tasks).toMatchObject({ total: 2, completed: 1, pending: 1, overdue: 1 });
    expect(one.assets).toEqual({ total: 3, active: 2, maintenance: 0, outOfService: 1 });
    // The Users and Sites screens list everyone and every site, whatever site is chosen.
    expect(one.users).toMatchObject({ total: 7, technicians: 3 });
    expect(one.sites).toEqual({ total: 2, active: 2 });
  });

  it('gives a manager only their sites, and never another site’s', async () => {
    const mine = await stats('manager');
    expect(mine.tasks).toMatchObject({ total: 6, completed: 1, pending: 3, overdue: 2 });
    expect(mine.assets).toEqual({ total: 8, active: 2, maintenance: 3, outOfService: 2 });
    expect(mine.users).toEqual({ total: 5, admins: 0, managers: 1, technicians: 2 });
    expect(mine.team).toEqual({ total: 4, active: 3 });
    expect(mine.sites).toEqual({ total: 1, active: 1 });
    expect(mine.charts.bySite).toEqual([
      { siteId: north.id, name: 'North Plant', tasks: 6, open: 4, overdue: 2, assets: 8 },
    ]);
    expect(
      (await call('manager', 'GET', `/api/dashboard/stats?siteId=${south.id}`)).statusCode,
    ).toBe(404);
  });

  it('counts a technician’s own work orders and the assets of their sites', async () => {
    const own = await stats('tech1');
    expect(own.tasks).toMatchObject({ total: 4, completed: 1, pending: 2, overdue: 1 });
    // Their assets list shows every asset of their sites, so the figure counts those.
    expect(own.assets).toEqual({ total: 8, active: 2, maintenance: 3, outOfService: 2 });
    expect(own.scope.onlyAssignedTo).toBe(ids.tech1);
    expect(own.charts.bySite).toEqual([]);
    const southOwn = await stats('southTech');
    expect(southOwn.tasks).toMatchObject({ total: 2, overdue: 1 });
  });

  it('counts a supervisor’s team as the staff of their sites, as the Staff screen lists', async () => {
    const staff = (await call('supervisor', 'GET', `/api/sites/${north.id}/staff`)).json();
    expect((await stats('supervisor')).team.total).toBe(staff.length);
    // The manager, the supervisor and two technicians, one of them inactive; not the client.
    expect((await stats('supervisor')).team).toEqual({ total: 4, active: 3 });
  });

  it('charts work orders by status and by week, created against completed', async () => {
    const all = await stats('admin');
    expect(all.charts.tasksByStatus).toEqual([
      { status: 'pending', count: 3 },
      { status: 'in_progress', count: 1 },
      { status: 'on_hold', count: 1 },
      { status: 'completed', count: 2 },
      { status: 'cancelled', count: 1 },
    ]);
    const weeks = all.charts.tasksByWeek;
    expect(weeks).toHaveLength(8);
    expect(weeks[0]?.weekStart).toBe(firstChartWeek(day(0)));
    expect(weeks.at(-1)).toMatchObject({ created: 8, completed: 2 });
    expect(all.charts.assetsByStatus).toContainEqual({ status: 'Active', count: 3 });
    expect(all.charts.bySite.map((site) => site.name)).toEqual(['North Plant', 'South Depot']);
  });

  it('tells a role only the figures of records it may read (issue 29)', async () => {
    const role = await call('admin', 'POST', '/api/roles', {
      name: 'surveyor',
      permissions: ['view_sites'],
    });
    expect(role.statusCode, role.body).toBe(201);
    const withSurveyor = await s.addCast([['surveyor', 'surveyor', ['north']]]);
    const answer = await withSurveyor.call('surveyor', 'GET', '/api/dashboard/stats');
    expect(answer.statusCode, answer.body).toBe(200);
    const seen: DashboardStats = answer.json();
    expect(seen.tasks.total).toBe(0);
    expect(seen.assets.total).toBe(0);
    expect(seen.checklists.total).toBe(0);
    expect(seen.users.total).toBe(0);
    expect(seen.charts).toEqual({
      tasksByStatus: [],
      tasksByWeek: [],
      assetsByStatus: [],
      bySite: [],
    });
    expect(seen.sites.total).toBeGreaterThan(0);
    // The manager of the same site is told them.
    expect((await stats('manager')).tasks.total).toBeGreaterThan(0);
  });

  it('refuses a request without a token and a malformed site id', async () => {
    expect((await s.app.inject('/api/dashboard/stats')).statusCode).toBe(401);
    expect((await call('admin', 'GET', '/api/dashboard/stats?siteId=x')).statusCode).toBe(400);
  });
});

describe('every card lists what it counts', () => {
  /** The total a list answers in X-Total-Count. */
  const total = async (who: Who, url: string) => {
    const res = await call(who, 'GET', `${url}${url.includes('?') ? '&' : '?'}limit=1`);
    expect(res.statusCode, `${who} ${url}: ${res.body}`).toBe(200);
    return Number(res.headers['x-total-count']);
  };

  /** The work orders and assets lists a card opens, with its filter and site, as stats. */
  const lists = async (who: Who, siteId: string | null) => {
    const site = siteId ? `siteId=${siteId}&` : '';
    return {
      tasks: {
        total: await total(who, `/api/tasks?${site}`),
        completed: await total(who, `/api/tasks?${site}filter=completed`),
        pending: await total(who, `/api/tasks?${site}filter=pending`),
        overdue: await total(who, `/api/tasks?${site}filter=overdue`),
      },
      assets: {
        total: await total(who, `/api/assets?${site}`),
        active: await total(who, `/api/assets?${site}filter=active`),
        maintenance: await total(who, `/api/assets?${site}filter=maintenance`),
        outOfService: await total(who, `/api/assets?${site}filter=out-of-service`),
      },
    };
  };

  it.each([
    ['admin', null],
    ['admin', 'north'],
    ['admin', 'south'],
    ['manager', null],
    ['manager', 'north'],
    ['supervisor', null],
    ['tech1', null],
    ['client', null],
  ] as const)('%s, site %s: tasks and assets', async (who, siteKey) => {
    const siteId = siteKey === null ? null : siteKey === 'north' ? north.id : south.id;
    const figures = await stats(who, siteId ? `?siteId=${siteId}` : '');
    const { tasks, assets } = await lists(who, siteId);
    expect(figures.tasks).toMatchObject(tasks);
    expect(figures.assets).toEqual(assets);
  });

  it('admin: users (pending sign-ups too) and sites, whatever site is chosen', async () => {
    // The Users screen lists a sign-up waiting for approval among the users.
    await createTestUser(s.db, { name: 'Waiting Person', approved: false });
    const users = await total('admin', '/api/users');
    const sites = (await call('admin', 'GET', '/api/sites')).json().length;
    for (const query of ['', `?siteId=${south.id}`]) {
      const figures = await stats('admin', query);
      expect([figures.users.total, figures.sites.total], query).toEqual([users, sites]);
    }
  });
});

describe('weekly figures from task_weeks', () => {
  /** The Monday (UTC) of a timestamp, as task_week_of computes it in migration 0011. */
  const mondayOf = (iso: string) => {
    const at = new Date(iso);
    const back = (at.getUTCDay() + 6) % 7;
    return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - back))
      .toISOString()
      .slice(0, 10);
  };
  type Listed = { siteId: string; createdAt: string; completedAt: string | null };
  const weeksAgree = async () => {
    const tasks: Listed[] = (await call('admin', 'GET', '/api/tasks?limit=200')).json();
    for (const site of [null, north.id, south.id]) {
      const mine = tasks.filter((task) => site === null || task.siteId === site);
      const chart = (await stats('admin', site ? `?siteId=${site}` : '')).charts.tasksByWeek;
      expect(chart.length).toBeGreaterThan(0);
      for (const week of chart) {
        expect(week, `${site} ${week.weekStart}`).toEqual({
          weekStart: week.weekStart,
          created: mine.filter((task) => mondayOf(task.createdAt) === week.weekStart).length,
          completed: mine.filter(
            (task) => task.completedAt && mondayOf(task.completedAt) === week.weekStart,
          ).length,
        });
      }
    }
  };

  it('agree with the work orders after every kind of change', async () => {
    await weeksAgree();
    const assetAt = async (siteId: string) =>
      (await call('admin', 'GET', `/api/assets?siteId=${siteId}&limit=1`)).json()[0].id;
    const task = await s.newWorkOrder('admin', {
      title: 'Weekly',
      description: 'Moves around',
      dueDate: day(4),
      assignedToId: ids.tech1,
      assetId: await assetAt(north.id),
      siteId: north.id,
      status: 'completed',
    });
    await weeksAgree();
    await call('admin', 'PATCH', `/api/tasks/${task.id}/status`, { status: 'pending' });
    await weeksAgree();
    await call('admin', 'PUT', `/api/tasks/${task.id}`, {
      title: 'Weekly',
      description: 'Moved south',
      dueDate: day(4),
      assignedToId: ids.southTech,
      assetId: await assetAt(south.id),
      siteId: south.id,
      status: 'completed',
    });
    expect((await call('admin', 'GET', `/api/tasks/${task.id}`)).json().siteId).toBe(south.id);
    await weeksAgree();
    // Imported or corrected work: the row's creation moves three weeks back.
    await s.db.execute(
      sql`update tasks set created_at = created_at - interval '21 days' where id = ${task.id}`,
    );
    await weeksAgree();
    await call('admin', 'DELETE', `/api/tasks/${task.id}`);
    await weeksAgree();
  });
});

describe('asset figures from asset_counts', () => {
  const agreeWithTheList = async () => {
    const figures = (await stats('admin')).assets;
    // The list's total is summed from asset_counts too, so it must also match the rows.
    const total = async (query: string) => {
      const res = await call('admin', 'GET', `/api/assets?limit=200&${query}`);
      expect(Number(res.headers['x-total-count']), query).toBe(res.json().length);
      return res.json().length;
    };
    expect(figures).toEqual({
      total: await total(''),
      active: await total('filter=active'),
      maintenance: await total('filter=maintenance'),
      outOfService: await total('filter=out-of-service'),
    });
  };

  it('agree with the assets after a status change, a move and a delete', async () => {
    await agreeWithTheList();
    const res = await call('admin', 'POST', '/api/assets', { name: 'Mover', siteId: north.id });
    const mover = res.json() as Asset;
    await agreeWithTheList();
    await call('admin', 'PUT', `/api/assets/${mover.id}`, { status: 'inactive' });
    await agreeWithTheList();
    await call('admin', 'PUT', `/api/assets/${mover.id}`, {
      name: 'Mover',
      siteId: south.id,
      status: 'On Hold',
    });
    await agreeWithTheList();
    expect((await stats('admin', `?siteId=${south.id}`)).assets.maintenance).toBe(1);
    await call('admin', 'DELETE', `/api/assets/${mover.id}`);
    await agreeWithTheList();
  });
});

describe('GET /api/activity', () => {
  it('shows an admin every family entry, newest first, with filters', async () => {
    const res = await call('admin', 'GET', '/api/activity?limit=5');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(5);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(5);
    const assets = (await call('admin', 'GET', '/api/activity?type=asset&limit=200')).json();
    expect(assets.every((entry: ActivityEntry) => entry.type === 'asset')).toBe(true);
    const atSouth = (
      await call('admin', 'GET', `/api/activity?siteId=${south.id}&limit=200`)
    ).json();
    expect(atSouth.length).toBeGreaterThan(0);
    const found = (await call('admin', 'GET', '/api/activity?search=completed%20work')).json();
    expect(found.length).toBeGreaterThan(0);
    expect((await call('admin', 'GET', '/api/activity?type=login')).statusCode).toBe(400);
  });

  it('keeps entries by admins from a manager and a technician, and other sites from both', async () => {
    await call('manager', 'POST', '/api/tasks', {
      title: 'Manager work',
      description: 'By the manager',
      dueDate: day(4),
      assignedToId: ids.tech1,
      assetId: (await call('manager', 'GET', '/api/assets?limit=1')).json()[0].id,
      siteId: north.id,
    });
    for (const who of ['manager', 'tech1'] as const) {
      const entries = (await call(who, 'GET', '/api/activity?limit=200')).json();
      expect(entries.length, who).toBeGreaterThan(0);
      expect(entries.some((entry: ActivityEntry) => entry.role === 'admin')).toBe(false);
      expect(entries.some((entry: ActivityEntry) => entry.siteId === south.id)).toBe(false);
      expect(entries.some((entry: ActivityEntry) => entry.user === 'manager')).toBe(true);
    }
  });
});

describe('activity written in one transaction', () => {
  it('lists newest first in the order it was written', async () => {
    const { recordActivity } = await import('../activity/activity.service');
    await s.db.transaction(async (tx) => {
      for (const step of ['first', 'second', 'third']) {
        await recordActivity(
          tx,
          { system: true },
          {
            action: 'site_updated',
            description: msg('users.languageFollowsBrowser', { name: `Ordered ${step}` }),
            type: 'site',
          },
        );
      }
    });
    const entries = (await call('admin', 'GET', '/api/activity?search=Ordered')).json();
    expect(entries.map((entry: ActivityEntry) => entry.description)).toEqual([
      ...['third', 'second', 'first'].map((step) =>
        en('users.languageFollowsBrowser', { name: `Ordered ${step}` }),
      ),
    ]);
  });
});

describe('material requests on the dashboard', () => {
  it('counts requested, approved (not yet issued) and pending, in the caller’s scope', async () => {
    const material = async (siteId: string) =>
      (
        await call('admin', 'POST', '/api/materials', {
          name: `Gasket ${siteId.slice(0, 4)}`,
          category: 'Plumbing',
          quantity: 50,
          siteId,
        })
      ).json() as Material;
    const northGasket = await material(north.id);
    const southGasket = await material(south.id);
    const request = async (who: Who, materialId: string) => {
      const res = await call(who, 'POST', '/api/materials/requests', {
        materialId,
        quantity: 2,
        reason: 'Leaking joint',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as MaterialRequest;
    };
    const decide = async (id: string, status: string) =>
      expect(
        (await call('manager', 'PUT', `/api/materials/requests/${id}`, { status })).statusCode,
      ).toBe(200);
    const approved = await request('tech1', northGasket.id);
    const issued = await request('tech1', northGasket.id);
    const rejected = await request('supervisor', northGasket.id);
    await request('tech1', northGasket.id);
    await request('southTech', southGasket.id);
    await decide(approved.id, 'approved');
    await decide(issued.id, 'approved');
    await decide(issued.id, 'issued');
    await decide(rejected.id, 'rejected');

    expect((await stats('admin')).materials).toEqual({ requested: 5, approved: 1, pending: 2 });
    expect((await stats('manager')).materials).toEqual({ requested: 4, approved: 1, pending: 1 });
    // Whoever does not decide requests counts their own only, as their materials screen lists.
    expect((await stats('tech1')).materials).toEqual({ requested: 3, approved: 1, pending: 1 });
    // Each figure is the total of the requests list with the status its card links with.
    const listed = async (who: Who, status = '') =>
      Number(
        (await call(who, 'GET', `/api/materials/requests?limit=1${status}`)).headers[
          'x-total-count'
        ],
      );
    for (const who of ['admin', 'manager', 'tech1', 'supervisor', 'southTech'] as const) {
      expect([await listed(who), await listed(who, '&status=Approved')], who).toEqual([
        (await stats(who)).materials.requested,
        (await stats(who)).materials.approved,
      ]);
      expect(await listed(who, '&status=Pending'), who).toBe((await stats(who)).materials.pending);
    }
    expect((await stats('supervisor')).materials).toEqual({
      requested: 1,
      approved: 0,
      pending: 0,
    });
    expect((await stats('southTech')).materials).toEqual({ requested: 1, approved: 0, pending: 1 });
  });
});

describe('the checklists figure (the supervisor’s Checklists card)', () => {
  it('counts the checklists each caller sees, live, and how many are active', async () => {
    // The spec's fixed 12 was a placeholder: nothing is counted before there are checklists.
    expect((await stats('supervisor')).checklists).toEqual({ total: 0, active: 0 });
    const checklist = (name: string, siteId: string, isActive = true) =>
      s.newChecklist('admin', {
        name,
        category: 'safety',
        siteId,
        items: [{ name: 'Extinguishers checked' }],
        isActive,
      });
    const rounds = await checklist('Fire round', north.id);
    await checklist('Roof round', north.id);
    await checklist('Old round', north.id, false);
    await checklist('South round', south.id);
    const assigned = await call('admin', 'POST', `/api/checklists/${rounds.id}/assign-user`, {
      userId: ids.tech1,
    });
    expect(assigned.statusCode, assigned.body).toBe(201);

    expect((await stats('supervisor')).checklists).toEqual({ total: 3, active: 2 });
    expect((await stats('admin')).checklists).toEqual({ total: 4, active: 3 });
    expect((await stats('admin', `?siteId=${south.id}`)).checklists).toEqual({
      total: 1,
      active: 1,
    });
    // A technician's checklists are those assigned to them, as their checklist screen lists.
    expect((await stats('tech1')).checklists).toEqual({ total: 1, active: 1 });
    expect((await stats('southTech')).checklists).toEqual({ total: 0, active: 0 });

    await checklist('Night round', north.id);
    expect((await stats('supervisor')).checklists).toEqual({ total: 4, active: 3 });
  });
});
