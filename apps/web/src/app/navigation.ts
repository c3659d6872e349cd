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
  CircleHelp,
  ClipboardCheck,
  ClipboardList,
  Contact,
  History,
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
import { shellRole } from '../lib/route-guard';
import { workCallerOf } from '../lib/work-caller';

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

export type Entry = [label: string, screen: string, icon: LucideIcon];

// Every menu entry of requirements/product.md#who-may-do-what, with the screen it opens.
export const entries = {
  dashboard: ['Dashboard', 'dashboard', LayoutDashboard],
  sites: ['Sites', 'sites', Building2],
  assets: ['Assets', 'assets', Package],
  materials: ['Materials', 'materials', Boxes],
  tasks: ['Tasks', 'tasks', ClipboardList],
  pm: ['PM', 'pm', CalendarClock],
  users: ['Users', 'users', Users],
  roles: ['Role Management', 'roles', ShieldCheck],
  signupUsers: ['Signup Users', 'signup-users', UserPlus],
  activityLog: ['Activity Log', 'activity-log', History],
  staffDirectory: ['Staff Directory', 'staff', Contact],
  siteStaff: ['Site Staff', 'staff', Contact],
  attendanceAdmin: ['Attendance Admin', 'admin-attendance', CalendarCheck],
  myAttendance: ['My Attendance', 'attendance', CalendarCheck],
  leaveApproval: ['Leave Approval', 'leave-approval', UserCheck],
  leaveManagement: ['Leave Management', 'leave-management', CalendarRange],
  checklists: ['Checklists', 'checklist', ListChecks],
  manageChecklists: ['Manage Checklists', 'checklist-management', ClipboardCheck],
  settings: ['Settings', 'settings', Settings],
  notifications: ['Notifications', 'notifications', Bell],
  help: ['Help', 'help', CircleHelp],
  about: ['About', 'about', Info],
  networkDiagnostics: ['Network Diagnostics', 'network-diagnostics', Wifi],
  profile: ['Profile', 'profile', UserRound],
} satisfies Record<string, Entry>;
export type EntryId = keyof typeof entries;

/** The sidebar's groups in the order of requirements/product.md#screens, and the entries each may hold. */
const SECTIONS: [label: string, ids: EntryId[]][] = [
  ['Assets Management', ['assets', 'materials']],
  ['Work Management', ['tasks', 'pm']],
  ['People', ['users', 'roles', 'signupUsers', 'staffDirectory', 'siteStaff', 'activityLog']],
  ['Attendance', ['attendanceAdmin', 'myAttendance', 'leaveApproval', 'leaveManagement']],
  ['Site Management', ['sites']],
  ['Checklists', ['checklists', 'manageChecklists']],
  ['Settings', ['settings']],
];

// biome-ignore format: the spec's lists read better packed
const ADMIN_ITEMS: EntryId[] = [
  'sites', 'assets', 'materials', 'tasks', 'pm', 'users', 'roles', 'signupUsers', 'activityLog',
  'staffDirectory', 'attendanceAdmin', 'leaveApproval', 'leaveManagement',
];
// biome-ignore format: the spec's lists read better packed
const LEAD_ITEMS: EntryId[] = [
  'assets', 'materials', 'tasks', 'pm', 'staffDirectory', 'myAttendance', 'leaveApproval',
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
  return { label, screen, icon, to: screenPath(role, screen) };
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
    label,
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
