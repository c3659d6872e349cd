import type { PlainKey } from '@cmms/shared/i18n/message';
import { isAdminRole, type ShellRole } from '@cmms/shared/roles';
import { AREA_ROUTES, areaOf } from '@cmms/shared/route-access';
import { screenShowsDataTo } from '@cmms/shared/screen-access';
import {
  Bell,
  Boxes,
  Building2,
  CalendarCheck,
  CalendarClock,
  CalendarRange,
  ChartColumn,
  CircleHelp,
  ClipboardCheck,
  ClipboardList,
  Contact,
  History,
  Inbox,
  Info,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Package,
  Settings,
  ShieldCheck,
  UserCheck,
  UserPlus,
  UserRound,
  Users,
  Wifi,
} from 'lucide-react';
import { t } from '../lib/i18n/i18n';
import { shellRole } from '../lib/route-guard';
import { workCallerOf } from '../lib/work-caller';

/** A menu entry, its label in the current language (menus are built as they render). */
export type NavItem = { label: string; screen: string; to: string; icon: LucideIcon };
export type NavSection = { label: string; items: NavItem[] };
/** The signed-in user as the menus read them: the role picks the shell, permissions the entries. */
export type NavUser = { role: string; permissions?: unknown } | null | undefined;

/**
 * Whether a screen would show the user anything but a refusal (@cmms/shared/screen-access): a
 * menu never offers one that would not, such as PM to a technician, who reaches the PM work
 * orders assigned to them through Tasks (docs/permissions.md, "Menus follow permissions").
 */
export function offersScreen(user: NavUser, screen: string): boolean {
  return !user || screenShowsDataTo(screen, workCallerOf(user));
}

/** Where a screen opens for a role: inside the role's own area when it has it, else at root. */
export function screenPath(role: string | null | undefined, screen: string): string {
  const area = areaOf(role);
  return AREA_ROUTES[area].includes(screen) ? `/${area}/${screen}` : `/${screen}`;
}

export type Entry = [label: PlainKey, screen: string, icon: LucideIcon];

// Every menu entry of requirements/product.md#who-may-do-what, with the screen it opens.
export const entries = {
  dashboard: ['shell.navDashboard', 'dashboard', LayoutDashboard],
  sites: ['shell.navSites', 'sites', Building2],
  assets: ['shell.navAssets', 'assets', Package],
  materials: ['shell.navMaterials', 'materials', Boxes],
  tasks: ['shell.navTasks', 'tasks', ClipboardList],
  pm: ['shell.navPm', 'pm', CalendarClock],
  // The portal's requests (issue 35): what people without an account report.
  requests: ['shell.navRequests', 'requests', Inbox],
  // What a maintenance manager reports upward (issue 36).
  reports: ['shell.navReports', 'reports', ChartColumn],
  users: ['shell.navUsers', 'users', Users],
  roles: ['shell.navRoles', 'roles', ShieldCheck],
  signupUsers: ['shell.navSignupUsers', 'signup-users', UserPlus],
  activityLog: ['shell.navActivityLog', 'activity-log', History],
  staffDirectory: ['shell.navStaffDirectory', 'staff', Contact],
  siteStaff: ['shell.navSiteStaff', 'staff', Contact],
  attendanceAdmin: ['shell.navAttendanceAdmin', 'admin-attendance', CalendarCheck],
  myAttendance: ['shell.navMyAttendance', 'attendance', CalendarCheck],
  leaveApproval: ['shell.navLeaveApproval', 'leave-approval', UserCheck],
  leaveManagement: ['shell.navLeaveManagement', 'leave-management', CalendarRange],
  checklists: ['shell.navChecklists', 'checklist', ListChecks],
  manageChecklists: ['shell.navManageChecklists', 'checklist-management', ClipboardCheck],
  settings: ['shell.navSettings', 'settings', Settings],
  notifications: ['shell.navNotifications', 'notifications', Bell],
  help: ['shell.navHelp', 'help', CircleHelp],
  about: ['shell.navAbout', 'about', Info],
  networkDiagnostics: ['shell.navNetworkDiagnostics', 'network-diagnostics', Wifi],
  profile: ['shell.navProfile', 'profile', UserRound],
} satisfies Record<string, Entry>;
export type EntryId = keyof typeof entries;

/** The sidebar's groups in the order of requirements/product.md#screens, and the entries each may hold. */
const SECTIONS: [label: PlainKey, ids: EntryId[]][] = [
  ['shell.sectionAssets', ['assets', 'materials']],
  ['shell.sectionWork', ['tasks', 'requests', 'pm', 'reports']],
  [
    'shell.sectionPeople',
    ['users', 'roles', 'signupUsers', 'staffDirectory', 'siteStaff', 'activityLog'],
  ],
  [
    'shell.sectionAttendance',
    ['attendanceAdmin', 'myAttendance', 'leaveApproval', 'leaveManagement'],
  ],
  ['shell.sectionSites', ['sites']],
  ['shell.sectionChecklists', ['checklists', 'manageChecklists']],
  ['shell.sectionSettings', ['settings']],
];

// The spec's lists, plus Requests (issue 35) and Reports (issue 36) for the roles that lead sites.
// biome-ignore format: the spec's lists read better packed
const ADMIN_ITEMS: EntryId[] = [
  'sites', 'assets', 'materials', 'tasks', 'requests', 'pm', 'reports', 'users', 'roles',
  'signupUsers', 'activityLog', 'staffDirectory', 'attendanceAdmin', 'leaveApproval',
  'leaveManagement',
];
// biome-ignore format: the spec's lists read better packed
const LEAD_ITEMS: EntryId[] = [
  'assets', 'materials', 'tasks', 'requests', 'pm', 'reports', 'staffDirectory', 'myAttendance',
  'leaveApproval',
];

/** requirements/product.md#who-may-do-what 'Sidebar contents': the group items of each role. */
const GROUP_ITEMS: Record<ShellRole, EntryId[]> = {
  superadmin: ADMIN_ITEMS,
  admin: ADMIN_ITEMS,
  manager: LEAD_ITEMS,
  supervisor: LEAD_ITEMS,
  technician: ['assets', 'materials', 'tasks', 'pm', 'myAttendance'],
  client: ['assets', 'tasks', 'pm', 'siteStaff'],
  housekeeping: [],
};

export function itemFor(role: ShellRole, id: EntryId): NavItem {
  const [label, screen, icon] = entries[id];
  return { label: t(label), screen, icon, to: screenPath(role, screen) };
}

/**
 * The entries a user's sidebar shows besides Dashboard: the role's entries of the menu table
 * plus Checklists and its two links, less those whose screen would only refuse the user.
 */
export function sidebarIds(role: ShellRole, user: NavUser): EntryId[] {
  const ids: EntryId[] = [...GROUP_ITEMS[role], 'checklists'];
  if (role === 'admin' || role === 'superadmin' || role === 'manager') ids.push('manageChecklists');
  if (role === 'admin') ids.push('settings'); // the Settings link is for admin only
  return ids.filter((id) => offersScreen(user, entries[id][1]));
}

export function sectionsOf(role: ShellRole, ids: EntryId[]): NavSection[] {
  return SECTIONS.map(([label, members]) => ({
    label: t(label),
    items: members.filter((id) => ids.includes(id)).map((id) => itemFor(role, id)),
  })).filter((section) => section.items.length > 0);
}

export function dashboardItem(role: string | null | undefined): NavItem {
  return itemFor(shellRole(role), 'dashboard');
}

/** The desktop sidebar of a user: Dashboard, then the non-empty groups. */
export function sidebarSections(user: NavUser): NavSection[] {
  const effective = shellRole(user?.role);
  return sectionsOf(effective, sidebarIds(effective, user));
}

/**
 * The foot of the desktop sidebar, outside the groups of requirements/product.md#who-may-do-what: Notifications for the roles
 * without the header's bell (admin and superadmin only, requirements/product.md#screens), then Help and About, root routes
 * every role may open (requirements/product.md#screens). The phone has them in the More sheet.
 */
export function sidebarHelpItems(role: string | null | undefined): NavItem[] {
  const effective = shellRole(role);
  const ids: EntryId[] = isAdminRole(effective)
    ? ['help', 'about']
    : ['notifications', 'help', 'about'];
  return ids.map((id) => itemFor(effective, id));
}
