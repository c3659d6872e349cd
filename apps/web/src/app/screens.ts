import type { ScreenKey } from '@cmms/shared/route-access';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import type { DEVELOPER_PAGES, QR_ASSET } from '../lib/route-guard';

type LazyScreen = LazyExoticComponent<ComponentType>;

/** The developer pages inside the shell, which the shared route tables leave out. */
type DeveloperPageKey = (typeof DEVELOPER_PAGES)[number];
/** The pages outside the shell: the public API debug page and the QR landing. */
export type StandalonePageKey = 'debug' | typeof QR_ASSET;
export type PageKey = ScreenKey | DeveloperPageKey | StandalonePageKey;

/**
 * A page loaded when it is first shown. `load` is a literal import(), so the bundler gives the
 * page a file of its own: the login page never downloads it (docs/web-ui.md, "The login page's
 * weight"). `name` must be a component the module exports that takes no props.
 */
function lazyPage<Module extends Record<Name, ComponentType>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
): LazyScreen {
  return lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
}

/**
 * The page of every screen the router opens (lib/route-guard.ts decides who may). Keyed by
 * every key of packages/shared/src/route-access.ts, the developer pages and the standalone
 * pages, so a route without a page, or a page without a route, fails to compile.
 */
export const screens: Record<PageKey, LazyScreen> = {
  // requirements/dashboards.md#screens: the page picks the role's dashboard and the device's.
  dashboard: lazyPage(() => import('../features/dashboards/pages/dashboard-page'), 'DashboardPage'),

  // requirements/assets.md#screens: the QR code library comes with these, never before.
  assets: lazyPage(() => import('../features/assets/pages/assets-page'), 'AssetsPage'),
  'assets/:id': lazyPage(
    () => import('../features/assets/pages/asset-detail-page'),
    'AssetDetailPage',
  ),
  'qr/assets/:id': lazyPage(() => import('../features/assets/pages/asset-qr-page'), 'AssetQrPage'),
  tasks: lazyPage(() => import('../features/work-orders/pages/work-orders-page'), 'WorkOrdersPage'),
  'tasks/:id': lazyPage(
    () => import('../features/work-orders/pages/work-order-page'),
    'WorkOrderPage',
  ),
  pm: lazyPage(() => import('../features/pm/pages/pm-page'), 'PmPage'),
  // The portal's requests (issue 35), for the roles that decide them.
  requests: lazyPage(() => import('../features/requests/pages/requests-page'), 'RequestsPage'),
  // What a maintenance manager reports upward (issue 36); its charts load with it alone.
  reports: lazyPage(() => import('../features/reports/pages/reports-page'), 'ReportsPage'),
  materials: lazyPage(() => import('../features/materials/pages/materials-page'), 'MaterialsPage'),
  'material-requests': lazyPage(
    () => import('../features/materials/pages/request-history-page'),
    'RequestHistoryPage',
  ),
  checklist: lazyPage(
    () => import('../features/checklists/pages/checklist-grid-page'),
    'ChecklistGridPage',
  ),
  'checklist-management': lazyPage(
    () => import('../features/checklists/pages/checklist-management-page'),
    'ChecklistManagementPage',
  ),

  // requirements/attendance.md#screens
  attendance: lazyPage(
    () => import('../features/attendance/pages/attendance-page'),
    'AttendancePage',
  ),
  'leave-approval': lazyPage(
    () => import('../features/attendance/pages/leave-approval-page'),
    'LeaveApprovalPage',
  ),
  'leave-management': lazyPage(
    () => import('../features/attendance/pages/leave-management-page'),
    'LeaveManagementPage',
  ),
  'admin-attendance': lazyPage(
    () => import('../features/attendance/pages/admin-attendance-page'),
    'AdminAttendancePage',
  ),

  // Administration: requirements/sites.md#screens, requirements/users-and-roles.md#screens,
  // requirements/activity.md#screens.
  sites: lazyPage(() => import('../features/sites/pages/sites-page'), 'SitesPage'),
  users: lazyPage(() => import('../features/users/pages/users-page'), 'UsersPage'),
  roles: lazyPage(() => import('../features/roles/pages/roles-page'), 'RolesPage'),
  'signup-users': lazyPage(
    () => import('../features/signups/pages/signup-users-page'),
    'SignupUsersPage',
  ),
  staff: lazyPage(() => import('../features/staff/pages/staff-page'), 'StaffPage'),
  'activity-log': lazyPage(
    () => import('../features/activity-log/pages/activity-log-page'),
    'ActivityLogPage',
  ),

  // The user's own pages: requirements/accounts.md#screens, requirements/notifications.md#screens,
  // requirements/profile-and-help.md#screens.
  settings: lazyPage(() => import('../features/settings/pages/settings-page'), 'SettingsPage'),
  notifications: lazyPage(
    () => import('../features/notifications/pages/notifications-page'),
    'NotificationsPage',
  ),
  profile: lazyPage(() => import('../features/profile/pages/profile-page'), 'ProfilePage'),
  'profile-mobile': lazyPage(
    () => import('../features/profile/pages/profile-mobile-page'),
    'ProfileMobilePage',
  ),
  help: lazyPage(() => import('../features/help/pages/help-page'), 'HelpPage'),
  about: lazyPage(() => import('../features/about/pages/about-page'), 'AboutPage'),

  // Developer pages (requirements/profile-and-help.md#screens) and network diagnostics.
  debug: lazyPage(() => import('../features/developer/pages/api-debug-page'), 'ApiDebugPage'),
  'checkbox-test': lazyPage(
    () => import('../features/developer/pages/checkbox-test-page'),
    'CheckboxTestPage',
  ),
  'test-activity-logging': lazyPage(
    () => import('../features/developer/pages/activity-logging-test-page'),
    'ActivityLoggingTestPage',
  ),
  'pin-test': lazyPage(() => import('../features/developer/pages/pin-test-page'), 'PinTestPage'),
  'pin-debug': lazyPage(() => import('../features/developer/pages/pin-debug-page'), 'PinDebugPage'),
  'network-diagnostics': lazyPage(
    () => import('../features/developer/pages/network-diagnostics-page'),
    'NetworkDiagnosticsPage',
  ),
};

/** Whether `key`, a screen named by the route guard, has a page in the table. */
export const isPageKey = (key: string): key is PageKey => Object.hasOwn(screens, key);

/** The shell's widgets that features provide: the header's bell, the app lock around the shell. */
export const widgets: {
  NotificationBell: LazyScreen;
  AppLock: LazyExoticComponent<ComponentType<{ children: ReactNode }>>;
} = {
  NotificationBell: lazy(() =>
    import('../features/notifications/components/notification-bell').then((module) => ({
      default: module.NotificationBell,
    })),
  ),
  AppLock: lazy(() =>
    import('../features/app-lock/components/app-lock').then((module) => ({
      default: module.AppLock,
    })),
  ),
};
