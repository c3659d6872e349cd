import { EMPTY_DASHBOARD_STATS } from '@cmms/shared/dashboard';
import { describe, expect, it } from 'vitest';
import {
  chartsFor,
  dashboardCards,
  headerActions,
  mobileShortcuts,
  quickActions,
} from './dashboard-links';

const base = { ...EMPTY_DASHBOARD_STATS, generatedAt: '' };
const stats = {
  ...base,
  tasks: { ...base.tasks, total: 20, completed: 5, pending: 9, overdue: 4 },
  assets: { total: 12, active: 6, maintenance: 3, outOfService: 2 },
  users: { total: 9, admins: 1, managers: 2, technicians: 4 },
  sites: { total: 2, active: 2 },
  team: { total: 5, active: 4 },
  checklists: { total: 9, active: 7 },
};
const links = (cards: { href?: string }[]) => cards.map((card) => card.href);

describe('admin cards (requirements/dashboards.md#screens)', () => {
  it('link tasks, assets, users and sites, plus overdue and out of service when any', () => {
    const cards = dashboardCards('admin', { role: 'admin' }, stats);
    expect(links(cards)).toEqual([
      '/admin/tasks',
      '/admin/assets',
      '/admin/users',
      '/admin/sites',
      '/admin/tasks?filter=overdue',
      '/admin/assets?filter=out-of-service',
    ]);
    expect(cards.map((card) => card.value)).toEqual([20, 12, 9, 2, 4, 2]);
  });

  it('leave the conditional cards out at zero; superadmin uses the admin area', () => {
    const calm = {
      ...stats,
      tasks: { ...stats.tasks, overdue: 0 },
      assets: { ...stats.assets, outOfService: 0 },
    };
    expect(links(dashboardCards('admin', { role: 'superadmin' }, calm))).toEqual([
      '/admin/tasks',
      '/admin/assets',
      '/admin/users',
      '/admin/sites',
    ]);
  });

  it('have New Task, View All and the four quick actions', () => {
    expect(headerActions('admin')).toEqual({
      newTask: '/admin/tasks',
      viewAll: '/admin/activity-log',
    });
    expect(links(quickActions('admin', { role: 'admin' }))).toEqual([
      '/admin/tasks',
      '/admin/assets',
      '/admin/pm',
      '/admin/users',
    ]);
  });
});

describe('cards counted for one site', () => {
  const site = '6c1f3a52-0f3e-4f51-9e55-2f2f4b0c9d10';
  it('carry the site to the lists that follow it, not to the organisation totals', () => {
    expect(links(dashboardCards('admin', { role: 'admin' }, stats, site))).toEqual([
      `/admin/tasks?siteId=${site}`,
      `/admin/assets?siteId=${site}`,
      '/admin/users',
      '/admin/sites',
      `/admin/tasks?filter=overdue&siteId=${site}`,
      `/admin/assets?filter=out-of-service&siteId=${site}`,
    ]);
    const manager = links(dashboardCards('manager', { role: 'manager' }, stats, site));
    expect(manager[1]).toBe(`/manager/tasks?filter=completed&siteId=${site}`);
    expect(manager[7]).toBe(`/manager/assets?filter=out-of-service&siteId=${site}`);
  });
});

describe('manager cards', () => {
  it('link the filtered lists of the manager area', () => {
    expect(links(dashboardCards('manager', { role: 'manager' }, stats))).toEqual([
      '/manager/tasks',
      '/manager/tasks?filter=completed',
      '/manager/tasks?filter=pending',
      '/manager/tasks?filter=overdue',
      '/manager/assets',
      '/manager/assets?filter=active',
      '/manager/assets?filter=maintenance',
      '/manager/assets?filter=out-of-service',
      undefined,
    ]);
    expect(headerActions('manager').viewAll).toBeUndefined();
  });
});

describe('the other roles', () => {
  it('technician: their own tasks, and the assets of their sites their list shows', () => {
    const cards = dashboardCards('technician', { role: 'technician' }, stats);
    expect(cards.map((card) => card.label)).toEqual([
      'My Tasks',
      'Completed',
      'Pending',
      'Overdue',
      'Assets',
    ]);
    expect(cards.at(-1)).toMatchObject({ href: '/technician/assets', note: 'At your sites' });
    expect(links(cards)).toContain('/technician/tasks?filter=overdue');
  });

  it('technician: no quick action to the PM screen, which only refuses them', () => {
    expect(links(quickActions('technician', { role: 'technician' }))).toEqual([
      '/technician/checklist',
      '/technician/attendance',
      '/technician/materials',
    ]);
  });

  it('follow the permissions a role holds, not its name alone', () => {
    // A supervisor whose role lost view_pm is offered no PM; one without view_assets no Assets.
    const permissions = ['view_tasks', 'view_users', 'view_attendance', 'request_materials'];
    expect(links(quickActions('supervisor', { role: 'supervisor', permissions }))).toEqual([
      '/supervisor/staff',
      '/supervisor/checklist',
    ]);
    // A card whose list would refuse the caller stays a figure, without a link.
    const cards = dashboardCards('client', { role: 'client', permissions: ['view_tasks'] }, stats);
    expect(cards.find((card) => card.id === 'assets')?.href).toBeUndefined();
    expect(cards.find((card) => card.id === 'tasks')?.href).toBe('/client/tasks');
  });

  it('supervisor: the team and the active checklists the server counted', () => {
    const cards = dashboardCards('supervisor', { role: 'supervisor' }, stats);
    const team = cards.find((card) => card.id === 'team');
    const checklists = cards.find((card) => card.id === 'checklists');
    expect(team).toMatchObject({ value: 5, href: '/supervisor/staff' });
    expect(checklists).toMatchObject({ value: 7, href: '/supervisor/checklist' });
    expect(checklists?.note).toBe('Active on your sites');
  });

  it('housekeeping: the material requests, and no card for a figure nobody counts', () => {
    const counted = { ...stats, materials: { requested: 5, approved: 3, pending: 2 } };
    const cards = dashboardCards('housekeeping', { role: 'housekeeping' }, counted);
    expect(cards.map((c) => [c.id, c.value])).toEqual([
      ['materials', 5],
      ['approved', 3],
      ['materials-pending', 2],
    ]);
    // Attendance present/absent is "always zero, not computed" (requirements/dashboards.md#records): no card for it.
    expect(cards.filter((c) => /not counted/i.test(c.note ?? ''))).toEqual([]);
    // Each leads to the requests with the status it counts.
    expect(links(cards)).toEqual([
      '/housekeeping/materials',
      '/housekeeping/materials?status=Approved',
      '/housekeeping/materials?status=Pending',
    ]);
    // No sidebar group items for housekeeping (requirements/dashboards.md#who-may-do-what): the dashboard links their screens.
    expect(links(quickActions('housekeeping', { role: 'housekeeping' }))).toEqual([
      '/housekeeping/checklist',
      '/housekeeping/materials',
      '/housekeeping/attendance',
      '/housekeeping/profile',
    ]);
  });

  it('client: tasks and assets', () => {
    expect(links(dashboardCards('client', { role: 'client' }, stats))).toEqual([
      '/client/tasks',
      '/client/tasks?filter=completed',
      '/client/tasks?filter=pending',
      '/client/tasks?filter=overdue',
      '/client/assets',
    ]);
  });

  it('a custom role links the root screens; a super admin the admin area', () => {
    expect(links(dashboardCards('generic', { role: 'electrician' }, stats))[0]).toBe('/tasks');
    // The electrician, a field role, reads no PM list: their first quick action is Checklists.
    expect(links(quickActions('technician', { role: 'electrician' }))[0]).toBe('/checklist');
    expect(links(dashboardCards('generic', { role: 'superadmin' }, stats))[0]).toBe('/admin/tasks');
    expect(links(quickActions('technician', { role: 'SuperAdmin' }))[0]).toBe('/admin/pm');
  });

  it('draws per-site charts only for admin and manager', () => {
    expect(chartsFor('admin').bySite).toBe(true);
    expect(chartsFor('manager').bySite).toBe(true);
    expect(chartsFor('technician').bySite).toBe(false);
    expect(chartsFor('housekeeping').tasksByStatus).toBe(false);
  });
});

describe('mobile shortcuts (requirements/dashboards.md#screens table)', () => {
  const hrefs = (role: string) => {
    const { shortcuts, quick } = mobileShortcuts({ role });
    return [links(shortcuts), links(quick)];
  };
  it('follow the table for each role', () => {
    // The technician's PM shortcut would only refuse them (docs/permissions.md): it is left out.
    expect(hrefs('technician')).toEqual([
      ['/technician/tasks', '/technician/assets', '/technician/checklist'],
      ['/technician/attendance', '/technician/materials'],
    ]);
    expect(hrefs('supervisor')).toEqual([
      ['/supervisor/tasks', '/supervisor/assets', '/supervisor/staff', '/supervisor/checklist'],
      ['/supervisor/pm'],
    ]);
    expect(hrefs('manager')[0]).toEqual([
      '/manager/tasks',
      '/manager/assets',
      '/manager/dashboard',
      '/manager/checklist',
    ]);
    expect(hrefs('superadmin')[0]).toEqual([
      '/admin/tasks',
      '/admin/assets',
      '/admin/users',
      '/admin/sites',
    ]);
    expect(hrefs('client')).toEqual([
      ['/client/tasks', '/client/assets', '/client/staff', '/client/dashboard'],
      ['/client/checklist'],
    ]);
    expect(hrefs('housekeeping')).toEqual([
      ['/housekeeping/materials', '/housekeeping/checklist', '/housekeeping/attendance'],
      ['/housekeeping/profile'],
    ]);
    expect(hrefs('plumber')).toEqual([['/tasks', '/assets', '/checklist'], ['/profile']]);
    expect(hrefs('')[0]).toEqual(hrefs('technician')[0]);
  });
});
