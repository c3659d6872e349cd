import { SHELL_ROLES } from '@cmms/shared/roles';
import { screenShowsDataTo } from '@cmms/shared/screen-access';
import { describe, expect, it } from 'vitest';
import { decideRoute } from '../lib/route-guard';
import { workCallerOf } from '../lib/work-caller';
import { bottomBarItems, moreSheetSections } from './mobile-navigation';
import { dashboardItem, type NavSection, sidebarHelpItems, sidebarSections } from './navigation';

// requirements/product.md#who-may-do-what 'Sidebar contents', word for word, and Requests (issue
// 35) and Reports (issue 36) for the roles that lead sites.
const ADMIN = [
  'Sites',
  'Assets',
  'Materials',
  'Tasks',
  'Requests',
  'PM',
  'Reports',
  'Users',
  'Role Management',
  'Signup Users',
  'Activity Log',
  'Staff Directory',
  'Attendance Admin',
  'Leave Approval',
  'Leave Management',
];
const LEAD = [
  'Assets',
  'Materials',
  'Tasks',
  'Requests',
  'PM',
  'Reports',
  'Staff Directory',
  'My Attendance',
  'Leave Approval',
];
const specGroupItems: Record<string, string[]> = {
  admin: ADMIN,
  superadmin: ADMIN,
  manager: LEAD,
  supervisor: LEAD,
  // Not PM: its list refuses a technician, who reaches their PM work orders through Tasks.
  technician: ['Assets', 'Materials', 'Tasks', 'My Attendance'],
  client: ['Assets', 'Tasks', 'PM', 'Site Staff'],
  housekeeping: [],
};
const GROUPS = ['Assets Management', 'Work Management', 'People', 'Attendance', 'Site Management'];

const labels = (sections: NavSection[]) => sections.flatMap((s) => s.items.map((i) => i.label));
const sorted = (list: string[]) => [...list].sort();

describe('the sidebar of each role (requirements/product.md#who-may-do-what)', () => {
  it.each(SHELL_ROLES)('%s: exactly the spec group items, Checklists and its links', (role) => {
    const sections = sidebarSections({ role: role });
    const groupItems = labels(sections.filter((s) => GROUPS.includes(s.label)));
    expect(sorted(groupItems)).toEqual(sorted(specGroupItems[role] ?? []));

    const checklists = sections.find((s) => s.label === 'Checklists')?.items.map((i) => i.label);
    const manages = ['admin', 'superadmin', 'manager'].includes(role);
    expect(checklists).toEqual(manages ? ['Checklists', 'Manage Checklists'] : ['Checklists']);

    const settings = sections.find((s) => s.label === 'Settings');
    expect(settings?.items.map((i) => i.label)).toEqual(
      role === 'admin' ? ['Settings'] : undefined,
    );
    expect(dashboardItem(role).label).toBe('Dashboard');
  });

  it('keeps the groups in the order of requirements/product.md#screens and leaves empty ones out', () => {
    expect(sidebarSections({ role: 'admin' }).map((s) => s.label)).toEqual([
      ...GROUPS,
      'Checklists',
      'Settings',
    ]);
    expect(sidebarSections({ role: 'client' }).map((s) => s.label)).toEqual([
      'Assets Management',
      'Work Management',
      'People',
      'Checklists',
    ]);
    expect(sidebarSections({ role: 'housekeeping' }).map((s) => s.label)).toEqual(['Checklists']);
  });

  it("links into the role's own area", () => {
    const manager = sidebarSections({ role: 'manager' }).flatMap((s) => s.items);
    expect(manager.find((i) => i.label === 'Tasks')?.to).toBe('/manager/tasks');
    expect(manager.find((i) => i.label === 'Requests')?.to).toBe('/manager/requests');
    const supervisor = sidebarSections({ role: 'supervisor' }).flatMap((s) => s.items);
    expect(supervisor.find((i) => i.label === 'Requests')?.to).toBe('/supervisor/requests');
    const superadmin = sidebarSections({ role: 'superadmin' }).flatMap((s) => s.items);
    expect(superadmin.find((i) => i.label === 'Sites')?.to).toBe('/admin/sites');
    expect(superadmin.find((i) => i.label === 'Requests')?.to).toBe('/admin/requests');
    expect(superadmin.find((i) => i.label === 'Attendance Admin')?.to).toBe('/admin-attendance');
    expect(dashboardItem('superadmin').to).toBe('/admin/dashboard');
  });
});

describe('the sidebar foot: Notifications, Help and About on the desktop (issue 20)', () => {
  // The header's bell is for admin and superadmin only (requirements/product.md#screens, #who-may-do-what); everyone else reaches
  // their notifications here, and every role reaches Help and About (root routes of requirements/product.md#screens).
  it.each(SHELL_ROLES)('%s', (role) => {
    const items = sidebarHelpItems(role);
    const bell = role === 'admin' || role === 'superadmin';
    expect(items.map((i) => [i.label, i.to])).toEqual([
      ...(bell ? [] : [['Notifications', '/notifications']]),
      ['Help', '/help'],
      ['About', '/about'],
    ]);
    for (const item of items) {
      expect(decideRoute(item.to, role), item.to).toMatchObject({ kind: 'allowed' });
    }
  });

  it('keeps them out of the groups of requirements/product.md#who-may-do-what', () => {
    for (const role of SHELL_ROLES) {
      expect(labels(sidebarSections({ role: role }))).not.toContain('Help');
      expect(labels(sidebarSections({ role: role }))).not.toContain('Notifications');
    }
  });
});

describe('the bottom bar and More sheet (requirements/product.md#screens, docs/decisions.md)', () => {
  const extras: Record<string, string> = {
    admin: 'Users',
    superadmin: 'Users',
    manager: 'Staff',
    supervisor: 'Staff',
    technician: 'Attendance',
    housekeeping: 'Checklist',
    client: 'Site Staff',
  };

  it.each(SHELL_ROLES)('%s: Home, Tasks, Assets, Profile and the extra item', (role) => {
    expect(bottomBarItems({ role: role }).map((i) => i.label)).toEqual([
      'Home',
      'Tasks',
      'Assets',
      'Profile',
      extras[role],
    ]);
  });

  it.each(SHELL_ROLES)('%s: the More sheet holds the rest of the menu, once', (role) => {
    const more = labels(moreSheetSections({ role: role }));
    const bar = bottomBarItems({ role: role }).map((i) => i.screen);
    const rest = sidebarSections({ role: role })
      .flatMap((s) => s.items)
      .filter((i) => !bar.includes(i.screen))
      .map((i) => i.label);
    expect(sorted(more)).toEqual(
      sorted([
        ...new Set([...rest, 'Settings', 'Notifications', 'Help', 'About', 'Network Diagnostics']),
      ]),
    );
  });

  it('names the technician and admin sheets as the journeys expect', () => {
    expect(labels(moreSheetSections({ role: 'technician' }))).toEqual([
      'Materials',
      'Checklists',
      'Settings',
      'Notifications',
      'Help',
      'About',
      'Network Diagnostics',
    ]);
  });
});

describe('every menu link opens for its role', () => {
  it.each(SHELL_ROLES)('%s', (role) => {
    const items = [
      dashboardItem(role),
      ...sidebarSections({ role: role }).flatMap((s) => s.items),
      ...bottomBarItems({ role: role }),
      ...moreSheetSections({ role: role }).flatMap((s) => s.items),
    ];
    for (const item of items) {
      expect(decideRoute(item.to, role), `${item.label} ${item.to}`).toMatchObject({
        kind: 'allowed',
      });
    }
  });
});

describe('menus offer only screens that show the user their data (issue 30)', () => {
  it('a custom role with a technician shell but no materials permission gets no Materials', () => {
    const inspector = { role: 'inspector', permissions: ['view_tasks', 'view_assets'] };
    expect(labels(sidebarSections(inspector))).toEqual(['Assets', 'Tasks', 'Checklists']);
    expect(labels(moreSheetSections(inspector))).not.toContain('Materials');
    expect(bottomBarItems(inspector).map((i) => i.label)).toEqual([
      'Home',
      'Tasks',
      'Assets',
      'Profile',
    ]);
  });

  it('a role whose list was narrowed loses the entries it can no longer read', () => {
    const client = { role: 'client', permissions: ['view_tasks', 'view_sites'] };
    expect(labels(sidebarSections(client))).not.toContain('Assets');
    expect(bottomBarItems(client).map((i) => i.label)).not.toContain('Assets');
  });

  it.each(SHELL_ROLES)('%s: every entry of every menu opens a screen that shows data', (role) => {
    const caller = workCallerOf({ role });
    const items = [
      ...sidebarSections({ role }).flatMap((s) => s.items),
      ...moreSheetSections({ role }).flatMap((s) => s.items),
      ...bottomBarItems({ role }),
    ];
    for (const item of items) expect(screenShowsDataTo(item.screen, caller), item.to).toBe(true);
  });
});
