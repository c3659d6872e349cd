import { translatorFor } from '@cmms/shared/i18n/source-translators';
import { siteInputSchema } from '@cmms/shared/sites';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../features/activity/activity.table';
import { notifications } from '../features/notifications/notifications.table';
import { sites } from '../features/sites/sites.table';
import { users } from '../features/users/users.table';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, loadDemoData } from './demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signInAs = async (role: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${role}@example.com`, password: DEMO_PASSWORD },
    })
  ).json().token as string;
const get = async (token: string, url: string) =>
  (await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } })).json();

describe('demo data', () => {
  it('loads two sites, one user of every role, and their site notifications, once', async () => {
    const accounts = await loadDemoData(t.database.db);
    expect(accounts?.map((account) => account.role).sort()).toEqual([
      'admin',
      'client',
      'electrician',
      'housekeeping',
      'inspector',
      'manager',
      'plumber',
      'superadmin',
      'supervisor',
      'technician',
    ]);
    const pending = await t.database.db.select().from(users).where(eq(users.approved, false));
    expect(pending.map((user) => user.email)).toEqual(['kiran.patel@example.com']);
    const pictures = await t.database.db.select({ imageUrl: sites.imageUrl }).from(sites);
    for (const { imageUrl } of pictures) {
      expect(siteInputSchema.parse({ name: 'x', imageUrl }).imageUrl).toBe(imageUrl);
    }
    const [siteCount] = await t.database.db.select({ n: count() }).from(sites);
    expect(siteCount?.n).toBe(2);
    const [manager] = await t.database.db.select().from(users).where(eq(users.role, 'manager'));
    const managerNotes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, manager?.id ?? ''));
    const assignments = managerNotes.filter((note) => note.type === 'site_assignment');
    expect(assignments).toHaveLength(2);
    // The manager approves the leave of both sites' people.
    expect(managerNotes.some((note) => note.type === 'leave_request')).toBe(true);
    const [created] = await t.database.db
      .select({ n: count() })
      .from(activityLogs)
      .where(eq(activityLogs.action, 'site_created'));
    expect(created?.n).toBe(2);
    // A second start finds users and loads nothing.
    expect(await loadDemoData(t.database.db)).toBeNull();
  }, 60_000);

  it('has three of the crew in a language of their own, their notifications read in it', async () => {
    const token = await signInAs('inspector');
    const me = await get(token, '/api/user/me');
    expect(me.user.language).toBe('ar');
    expect((await get(await signInAs('electrician'), '/api/user/me')).user.language).toBe('hi');
    expect((await get(await signInAs('plumber'), '/api/user/me')).user.language).toBe('es');
    const [note] = await get(token, '/api/notifications?limit=1');
    expect(note.title).toBe(translatorFor('ar').t('notifications.siteAssignedTitle'));
    // The others follow their browser: English here.
    expect((await get(await signInAs('technician'), '/api/user/me')).user.language).toBeNull();
  });

  it('lets every demo account sign in with the printed password', async () => {
    for (const role of ['admin', 'manager', 'client', 'inspector']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `${role}@example.com`, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, role).toBe(200);
    }
  });
});

describe('demo assets and work orders', () => {
  it('cover every asset status, every work order status, and overdue work for the technician', async () => {
    const admin = await signInAs('admin');
    const assets = await get(admin, '/api/assets?limit=200');
    expect(new Set(assets.map((asset: { status: string }) => asset.status))).toEqual(
      new Set(['Active', 'On Hold', 'Completed', 'Out of Service', 'under-maintenance']),
    );
    const tasks = await get(admin, '/api/tasks?limit=200');
    expect(new Set(tasks.map((task: { status: string }) => task.status))).toEqual(
      new Set(['pending', 'in_progress', 'completed', 'on_hold', 'cancelled']),
    );
    const technician = await signInAs('technician');
    const own = await get(technician, '/api/tasks?limit=200');
    expect(own.length).toBeGreaterThanOrEqual(4);
    expect(own.some((task: { overdue: boolean }) => task.overdue)).toBe(true);
    // Each work order of this week told its assignee; the history (demo-history.ts) is older.
    const thisWeek = own.filter(
      (task: { createdAt: string }) => Date.parse(task.createdAt) > Date.now() - 86_400_000,
    );
    const notes = await get(technician, '/api/notifications');
    expect(notes.filter((note: { type: string }) => note.type === 'task_assignment').length).toBe(
      thisWeek.length,
    );
  });

  it('has eleven months of closed work for the reports, which agree with the lists', async () => {
    const manager = await signInAs('manager');
    const report = await get(manager, '/api/reports/work');
    expect(report.periods).toHaveLength(12);
    expect(
      report.periods.filter((period: { completed: number }) => period.completed > 0).length,
    ).toBeGreaterThanOrEqual(11);
    expect(report.total.completed).toBeGreaterThan(200);
    expect(report.total.cancelled).toBeGreaterThan(5);
    expect(report.total.reopened).toBeGreaterThan(0);
    expect(report.total.onTimeRate).toBeGreaterThan(0.6);
    expect(report.total.onTimeRate).toBeLessThan(0.95);
    // The history's maintenance at assets with a PM is that PM's: a year of compliance.
    const pm = await get(manager, '/api/reports/pm');
    expect(pm.total.due).toBeGreaterThan(20);
    expect(pm.total.compliance).toBeGreaterThan(0.3);
    expect(pm.total.compliance).toBeLessThan(1);
    expect(pm.total.plannedShare).toBeGreaterThan(0.2);
    // Everything the demo completed lies within the twelve months: the report's count is the
    // list's, site by site.
    for (const site of report.bySite as { siteId: string; completed: number }[]) {
      const list = await t.app.inject({
        url: `/api/tasks?filter=completed&siteId=${site.siteId}&limit=1`,
        headers: { authorization: `Bearer ${manager}` },
      });
      expect(Number(list.headers['x-total-count'])).toBe(site.completed);
    }
  });
});

describe('demo checklists', () => {
  it('give the technician and housekeeping a month of progress, saved weekly, and one raised work order', async () => {
    const now = new Date();
    for (const [role, names] of [
      // The extinguisher check is kept for all sites: each sees it beside their own.
      ['technician', ['Daily electrical rounds', 'Fire safety walk', 'Monthly extinguisher check']],
      ['housekeeping', ['Isolation room turnover', 'Monthly extinguisher check', 'Ward cleaning']],
    ] as const) {
      const token = await signInAs(role);
      const checklists = (await get(token, '/api/checklists')) as {
        id: string;
        name: string;
        assignments: { userId: string; role: string }[];
      }[];
      expect(checklists.map((c) => c.name)).toEqual(names);
      const first = checklists[0];
      const userId = first?.assignments.find((a) => a.role === role)?.userId;
      const month = await get(
        token,
        `/api/checklists/${first?.id}/progress?userId=${userId}&year=${now.getFullYear()}&month=${now.getMonth() + 1}`,
      );
      const previous = new Date(now.getFullYear(), now.getMonth() - 1, 15);
      const before = await get(
        token,
        `/api/checklists/${first?.id}/progress?userId=${userId}&year=${previous.getFullYear()}&month=${previous.getMonth() + 1}`,
      );
      const cells = [...month.cells, ...before.cells] as {
        state: string;
        locked: boolean;
        workOrder: unknown;
      }[];
      expect(cells.filter((c) => c.state === 'completed').length).toBeGreaterThan(60);
      expect(cells.filter((c) => c.locked).length).toBeGreaterThan(0);
      expect(cells.some((c) => c.state === 'in-progress')).toBe(true);
      if (role === 'technician') {
        expect(cells.some((c) => c.workOrder !== null)).toBe(true);
      }
    }
  });
});

describe('demo activity', () => {
  it('carries the time of the checklist events it describes, not the moment of loading', async () => {
    const rows = await t.database.db
      .select({ createdAt: activityLogs.createdAt })
      .from(activityLogs)
      .where(eq(activityLogs.type, 'checklist'));
    expect(rows.length).toBeGreaterThan(20);
    const days = new Set(rows.map((row) => row.createdAt.toISOString().slice(0, 10)));
    // A month of rounds, ticked day by day: stamped at load time they fell on one or two days.
    expect(days.size).toBeGreaterThan(15);
  });
});

describe('demo attendance', () => {
  it('gives the field staff a month of punches, leave of every status, holidays and shifts', async () => {
    const token = await signInAs('technician');
    const { user: me } = await get(token, '/api/user/me');
    const days = (await get(token, `/api/attendance/user/${me.id}?limit=40`)) as {
      status: string;
      totalHours: number | null;
    }[];
    expect(days.length).toBeGreaterThan(15);
    expect(days.filter((day) => (day.totalHours ?? 0) > 7).length).toBeGreaterThan(10);
    const month = await get(token, `/api/attendance/user/${me.id}/monthly`);
    expect(
      month.days.some(
        (day: { status: string }) => day.status === 'Leave' || day.status === 'Present',
      ),
    ).toBe(true);
    const admin = await signInAs('admin');
    const statuses = (await get(admin, '/api/attendance/leave/all?limit=50')).map(
      (leave: { status: string }) => leave.status,
    );
    expect(new Set(statuses)).toEqual(new Set(['Pending', 'Approved', 'Rejected']));
    expect((await get(admin, '/api/attendance/holidays')).length).toBe(3);
    expect((await get(admin, '/api/attendance/shifts')).length).toBe(2);
    const records = await get(admin, '/api/attendance/all?limit=200');
    expect(records.some((record: { status: string }) => record.status === 'Late')).toBe(true);
  });
});

describe('demo preventive maintenance', () => {
  it('has a PM of every recurrence, two already turned into work orders, some due soon', async () => {
    const token = await signInAs('manager');
    const pms = (await get(token, '/api/pm?limit=50')) as {
      recurrence: string;
      date: string;
      assignee: unknown;
      openWorkOrder: { workOrderNumber: string } | null;
    }[];
    expect(new Set(pms.map((pm) => pm.recurrence)).size).toBe(10);
    expect(pms.filter((pm) => pm.openWorkOrder !== null)).toHaveLength(2);
    expect(pms.some((pm) => pm.assignee === null)).toBe(true);
    const upcoming = (await get(token, '/api/pm/upcoming')) as { items: unknown[] }[];
    expect(upcoming.length).toBeGreaterThan(10);
  });
});

describe('demo work order records (issue 33)', () => {
  it('tell a story: comments, time of two people, parts issued and one returned, and cost', async () => {
    const token = await signInAs('manager');
    const tasks = (await get(token, '/api/tasks?search=alternator')) as { id: string }[];
    const record = await get(token, `/api/tasks/${tasks[0]?.id}/record`);
    const comments = record.timeline.filter((line: { kind: string }) => line.kind === 'comment');
    expect(comments).toHaveLength(2);
    expect(comments[0].body).toContain('@Tom Becker');
    expect(record.time.totals).toHaveLength(2);
    expect(
      record.parts.map((part: { material: { name: string }; used: number }) => [
        part.material.name,
        part.used,
      ]),
    ).toEqual([
      ['LED Tube Light 18W', 1],
      ['Safety Gloves', 2],
    ]);
    expect(record.cost.total).toBeGreaterThan(0);
    // The supervisor's comment mentions the electrician, who was told (in Hindi, his language).
    const electrician = (await get(await signInAs('electrician'), '/api/notifications')) as {
      data: string;
    }[];
    expect(electrician.filter((note) => JSON.parse(note.data).commentId)).toHaveLength(1);
  });
});

describe('demo materials', () => {
  it('has materials of every stock level and requests of every status', async () => {
    const token = await signInAs('manager');
    const materials = (await get(token, '/api/materials?limit=50')) as {
      stockLevel: string;
      name: string;
    }[];
    expect(new Set(materials.map((material) => material.stockLevel))).toEqual(
      new Set(['In Stock', 'Low Stock', 'Out of Stock']),
    );
    expect(materials.map((material) => material.name)).toEqual(
      expect.arrayContaining([
        'Safety Gloves',
        'LED Tube Light 18W',
        'PVC Pipe 1 inch',
        'Duct Tape',
        'Floor Cleaner',
      ]),
    );
    const requests = (await get(token, '/api/materials/requests?limit=50')) as { status: string }[];
    expect(new Set(requests.map((request) => request.status))).toEqual(
      new Set(['Pending', 'Approved', 'Rejected', 'Issued']),
    );
    const notes = (await get(token, '/api/notifications')) as { type: string }[];
    expect(notes.some((note) => note.type === 'low_stock')).toBe(true);
  });
});

describe('demo sites', () => {
  it('list in the order they were created, so ST-0001 is the first one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    const list = await t.app.inject({
      url: '/api/sites',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(list.json().map((site: { name: string }) => site.name)).toEqual([
      'Harbor View Towers',
      'Riverside Medical Center',
    ]);
  });
});
