import { EMPTY_DASHBOARD_STATS } from '@cmms/shared/dashboard';
import { DEFAULT_ROLES } from '@cmms/shared/roles';
import { describe, expect, it } from 'vitest';
import { decideRoute } from '../../../lib/route-guard';
import { dashboardKindFor } from './dashboard-kind';
import {
  chartsFor,
  type DashboardCaller,
  dashboardCards,
  headerActions,
  mobileShortcuts,
  newRequestsCard,
  quickActions,
  showsRequestsCard,
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
const site = '6c1f3a52-0f3e-4f51-9e55-2f2f4b0c9d10';
const links = (cards: { href?: string }[]) => cards.map((card) => card.href);

/**
 * Every link the dashboard page offers a caller: the role's own dashboard (the one the desktop
 * shows, whose cards the mobile dashboard shows too) with the figures of all sites or of one, and
 * the mobile dashboard's shortcuts.
 */
function everyLinkOf(caller: DashboardCaller): string[] {
  const kind = dashboardKindFor(caller.role, { native: false, mobile: false });
  const { shortcuts, quick } = mobileShortcuts(caller);
  return [
    ...[null, site].flatMap((siteId) => links(dashboardCards(kind, caller, stats, siteId))),
    ...links(quickActions(kind, caller)),
    ...Object.values(headerActions(kind)),
    ...links(shortcuts),
    ...links([newRequestsCard(kind, caller, 3, site)].filter((card) => card !== null)),
    ...links(quick),
  ].filter((href) => href !== undefined);
}

describe('every link of a dashboard (requirements/dashboards.md#screens)', () => {
  // "Opens" as the router decides it (lib/route-guard.ts, on the shared route-access rules): the
  // route the link leads to admits the role, with no Access Denied and no redirect on the way.
  it.each([...DEFAULT_ROLES, 'SuperAdmin', ''])('opens for the role %j', (role) => {
    const hrefs = everyLinkOf({ role });
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(decideRoute(href.split('?')[0] ?? '', role), href).toMatchObject({ kind: 'allowed' });
    }
  });
});

describe('admin cards', () => {
  it('count tasks, assets, users and sites, plus overdue and out of service when any', () => {
    const cards = dashboardCards('admin', { role: 'admin' }, stats);
    expect(cards.map((card) => [card.id, card.value])).toEqual([
      ['tasks', 20],
      ['assets', 12],
      ['users', 9],
      ['sites', 2],
      ['overdue', 4],
      ['out-of-service', 2],
    ]);
    const calm = {
      ...stats,
      tasks: { ...stats.tasks, overdue: 0 },
      assets: { ...stats.assets, outOfService: 0 },
    };
    const calmCards = dashboardCards('admin', { role: 'superadmin' }, calm);
    expect(calmCards.map((card) => card.id)).toEqual(['tasks', 'assets', 'users', 'sites']);
  });

  it('have New Task and View All; the manager New Task only; the others neither', () => {
    expect(Object.keys(headerActions('admin'))).toEqual(['newTask', 'viewAll']);
    expect(Object.keys(headerActions('manager'))).toEqual(['newTask']);
    for (const kind of ['supervisor', 'technician', 'housekeeping', 'client', 'generic'] as const) {
      expect(headerActions(kind)).toEqual({});
    }
  });
});

describe('cards counted for one site', () => {
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

describe('the other roles', () => {
  it('manager: the technicians sharing their sites are a figure, with no list to lead to', () => {
    const cards = dashboardCards('manager', { role: 'manager' }, stats);
    expect(cards.at(-1)).toMatchObject({ id: 'technicians', value: 4 });
    expect(cards.at(-1)?.href).toBeUndefined();
  });

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
  });

  it('technician: no quick action or shortcut to the PM screen, which only refuses them', () => {
    const caller = { role: 'technician' };
    const { shortcuts, quick } = mobileShortcuts(caller);
    const offered = [...quickActions('technician', caller), ...shortcuts, ...quick];
    expect(offered.map((link) => link.label)).not.toContain('PM');
    expect(offered.map((link) => link.label)).not.toContain('Preventive Maintenance');
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
    expect(cards.find((card) => card.id === 'team')).toMatchObject({ value: 5, note: '4 active' });
    const checklists = cards.find((card) => card.id === 'checklists');
    expect(checklists).toMatchObject({ value: 7, note: 'Active on your sites' });
  });

  it('housekeeping: the material requests, and no card for a figure nobody counts', () => {
    const counted = { ...stats, materials: { requested: 5, approved: 3, pending: 2 } };
    const cards = dashboardCards('housekeeping', { role: 'housekeeping' }, counted);
    // Attendance present/absent is "always zero, not computed" (requirements/dashboards.md#records): no card for it.
    expect(cards.map((c) => [c.id, c.value])).toEqual([
      ['materials', 5],
      ['approved', 3],
      ['materials-pending', 2],
    ]);
    // Each leads to the requests with the status it counts.
    expect(links(cards)).toEqual([
      '/housekeeping/materials',
      '/housekeeping/materials?status=Approved',
      '/housekeeping/materials?status=Pending',
    ]);
  });

  it('a custom role links the root screens; a super admin the admin area', () => {
    expect(links(dashboardCards('generic', { role: 'electrician' }, stats))[0]).toBe('/tasks');
    // The electrician, a field role, reads no PM list: their first quick action is Checklists.
    expect(links(quickActions('technician', { role: 'electrician' }))[0]).toBe('/checklist');
    expect(links(mobileShortcuts({ role: 'plumber' }).shortcuts)[0]).toBe('/tasks');
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

describe('New requests (issue 35)', () => {
  it('counts what waits for a decision on the dashboards of those who decide', () => {
    for (const [kind, role] of [
      ['admin', 'admin'],
      ['admin', 'superadmin'],
      ['manager', 'manager'],
      ['supervisor', 'supervisor'],
    ] as const) {
      expect(newRequestsCard(kind, { role }, 3)).toMatchObject({
        id: 'new-requests',
        label: 'New requests',
        value: 3,
        tone: 'amber',
        href: `/${role === 'superadmin' ? 'admin' : role}/requests`,
      });
    }
    // Nothing waiting is a quiet card.
    expect(newRequestsCard('manager', { role: 'manager' }, 0)?.tone).toBe('slate');
  });

  it('leads to the requests of the site the figures were counted for', () => {
    expect(newRequestsCard('admin', { role: 'admin' }, 1, site)?.href).toBe(
      `/admin/requests?siteId=${site}`,
    );
  });

  it('is on no other dashboard, which then reads no count', () => {
    for (const kind of ['technician', 'housekeeping', 'client', 'generic', 'mobile'] as const) {
      expect(showsRequestsCard(kind)).toBe(false);
      expect(newRequestsCard(kind, { role: 'technician' }, 2)).toBeNull();
    }
  });

  it("leaves the spec's cards as they were", () => {
    expect(
      dashboardCards('supervisor', { role: 'supervisor' }, stats).map((c) => c.id),
    ).not.toContain('new-requests');
  });
});
