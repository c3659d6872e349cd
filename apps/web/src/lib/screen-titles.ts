import type { PlainKey } from '@cmms/shared/i18n/message';
import { normalizeRole } from '@cmms/shared/roles';
import { t } from './i18n/i18n';
import { decideRoute } from './route-guard';

/** The title of each screen key (route-access.ts keys, developer pages, parameter routes). */
const TITLES: Readonly<Record<string, PlainKey>> = {
  dashboard: 'screens.dashboard',
  assets: 'screens.assets',
  'assets/:id': 'screens.assetDetails',
  'qr/assets/:id': 'screens.asset',
  tasks: 'screens.tasks',
  'tasks/:id': 'workOrders.detailsTitle',
  sites: 'screens.sites',
  materials: 'screens.materials',
  'material-requests': 'screens.materialRequests',
  pm: 'screens.pm',
  requests: 'screens.requests',
  reports: 'screens.reports',
  users: 'screens.users',
  roles: 'screens.roles',
  'signup-users': 'screens.signupUsers',
  checklist: 'screens.checklist',
  'checklist-management': 'screens.checklistManagement',
  profile: 'screens.profile',
  'profile-mobile': 'screens.profile',
  staff: 'screens.staff',
  attendance: 'screens.attendance',
  'leave-approval': 'screens.leaveApproval',
  'leave-management': 'screens.leaveManagement',
  'activity-log': 'screens.activityLog',
  settings: 'screens.settings',
  'network-diagnostics': 'screens.networkDiagnostics',
  'admin-attendance': 'screens.adminAttendance',
  help: 'screens.help',
  about: 'screens.about',
  notifications: 'screens.notifications',
  'checkbox-test': 'screens.checkboxTest',
  'test-activity-logging': 'screens.activityLoggingTest',
  'pin-test': 'screens.pinTest',
  'pin-debug': 'screens.pinDebug',
  debug: 'screens.apiDebug',
};

/** A screen's title as the header and the browser tab show it, in the reader's language. */
export function screenTitle(screen: string, role?: string | null): string {
  // requirements/users-and-roles.md#screens: a client's staff page is the 'Site Staff' table.
  if (screen === 'staff' && normalizeRole(role) === 'client') return t('screens.siteStaff');
  const key = TITLES[screen];
  return key ? t(key) : t('screens.page');
}

/** The title of the page at `pathname` for this role: the screen's, or 'Access Denied'. */
export function pageTitleFor(pathname: string, role: string | null): string | null {
  const decision = decideRoute(pathname, role);
  if (decision.kind === 'denied') return t('screens.accessDenied');
  if (decision.kind === 'allowed') return screenTitle(decision.screen, role);
  return null;
}
