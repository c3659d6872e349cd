import { normalizeRole } from '@cmms/shared/roles';
import { decideRoute } from './route-guard';

/** The title of each screen key (route-access.ts keys, developer pages, parameter routes). */
const TITLES: Record<string, string> = {
  dashboard: 'Dashboard',
  assets: 'Assets',
  'assets/:id': 'Asset Details',
  'qr/assets/:id': 'Asset',
  tasks: 'Tasks',
  sites: 'Sites',
  materials: 'Materials',
  'material-requests': 'Material Requests',
  pm: 'Preventive Maintenance',
  users: 'Users',
  roles: 'Role Management',
  'signup-users': 'Signup Users',
  checklist: 'Checklists',
  'checklist-management': 'Checklist Management',
  profile: 'Profile',
  'profile-mobile': 'Profile',
  staff: 'Staff Directory',
  attendance: 'Attendance',
  'leave-approval': 'Leave Approval',
  'leave-management': 'Leave Management',
  'activity-log': 'Activity Log',
  settings: 'Settings',
  'network-diagnostics': 'Network Diagnostics',
  'admin-attendance': 'Attendance Management',
  help: 'Help',
  about: 'About',
  notifications: 'Notifications',
  'checkbox-test': 'Checkbox Visibility Test',
  'test-activity-logging': 'Activity Logging Test',
  'pin-test': 'PIN Test',
  'pin-debug': 'PIN Debug',
  debug: 'API Debug Test',
};

/** A screen's title as the header and the browser tab show it. */
export function screenTitle(screen: string, role?: string | null): string {
  // requirements/users-and-roles.md#screens: a client's staff page is the 'Site Staff' table.
  if (screen === 'staff' && normalizeRole(role) === 'client') return 'Site Staff';
  return TITLES[screen] ?? 'Page';
}

/** The title of the page at `pathname` for this role: the screen's, or 'Access Denied'. */
export function pageTitleFor(pathname: string, role: string | null): string | null {
  const decision = decideRoute(pathname, role);
  if (decision.kind === 'denied') return 'Access Denied';
  if (decision.kind === 'allowed') return screenTitle(decision.screen, role);
  return null;
}
