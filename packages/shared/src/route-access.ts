import { ADMIN_ROLES, LEAVE_DECIDER_ROLES, normalizeRole, type ShellRole } from './roles';

/**
 * Who may open which screen (requirements/product.md#screens, #validation, #who-may-do-what), in one table read by the web app's guards
 * and by the server's authorization, so the two cannot drift. docs/permissions.md explains each
 * choice where the spec contradicts itself.
 */

export const AREAS = [
  'admin',
  'manager',
  'supervisor',
  'technician',
  'housekeeping',
  'client',
] as const;
export type Area = (typeof AREAS)[number];

/** Area access: /admin admits admin and superadmin; every other area only its own role. */
const AREA_ROLES: Record<Area, readonly ShellRole[]> = {
  admin: ['admin', 'superadmin'],
  manager: ['manager'],
  supervisor: ['supervisor'],
  technician: ['technician'],
  housekeeping: ['housekeeping'],
  client: ['client'],
};

/** The child routes of each role area (requirements/product.md#screens), plus the diagnostics page of the menus. */
// biome-ignore format: a table reads better packed
const AREA_SCREENS = {
  admin: [
    'dashboard', 'assets', 'tasks', 'sites', 'materials', 'pm', 'users', 'roles', 'signup-users',
    'checklist', 'checklist-management', 'profile', 'profile-mobile', 'staff', 'attendance',
    'leave-approval', 'leave-management', 'activity-log', 'settings', 'network-diagnostics',
    'requests', 'reports',
  ],
  manager: [
    'dashboard', 'assets', 'tasks', 'materials', 'pm', 'users', 'signup-users', 'checklist',
    'checklist-management', 'profile', 'profile-mobile', 'staff', 'attendance', 'leave-approval',
    'settings', 'network-diagnostics', 'requests', 'reports',
  ],
  supervisor: [
    'dashboard', 'assets', 'tasks', 'materials', 'pm', 'users', 'signup-users', 'checklist',
    'profile', 'profile-mobile', 'staff', 'attendance', 'leave-approval', 'settings',
    'network-diagnostics', 'requests', 'reports',
  ],
  technician: [
    'dashboard', 'assets', 'tasks', 'materials', 'pm', 'checklist', 'profile', 'profile-mobile',
    'attendance', 'settings', 'network-diagnostics',
  ],
  housekeeping: [
    'dashboard', 'materials', 'pm', 'checklist', 'profile', 'profile-mobile', 'attendance',
    'settings', 'network-diagnostics',
  ],
  client: [
    'dashboard', 'assets', 'tasks', 'pm', 'staff', 'checklist', 'profile', 'profile-mobile',
    'settings', 'network-diagnostics',
  ],
} as const satisfies Record<Area, readonly string[]>;
export const AREA_ROUTES: Record<Area, readonly string[]> = AREA_SCREENS;

const ADMINS: readonly ShellRole[] = ADMIN_ROLES;

/**
 * The roles that lead sites (leadsSites): administrators for every site, the managers and
 * supervisors of a site for its own. They decide the portal's requests (issue 35,
 * docs/requests.md) and read the reports (issue 36, docs/reports.md).
 */
const SITE_LEAD_ROLES: readonly ShellRole[] = ['admin', 'superadmin', 'manager', 'supervisor'];

/**
 * Screens reserved to some roles wherever they are opened. The spec lists users and signup-users
 * in the manager and supervisor areas but reserves them to admins at root level; the reading that
 * grants the least wins, so they are admin-only everywhere.
 */
export const RESTRICTED_SCREENS: Record<string, readonly ShellRole[]> = {
  users: ADMINS,
  'signup-users': ADMINS,
  roles: ADMINS,
  'activity-log': ADMINS,
  'leave-management': ADMINS,
  'checklist-management': ['admin', 'superadmin', 'manager'],
};

/** Root-level routes (requirements/product.md#screens) and their guards (requirements/product.md#who-may-do-what); null admits every signed-in role. */
const ROOT_GUARDS = {
  assets: null,
  'assets/:id': null,
  tasks: null,
  // The work order as the record of the work (issue 33); the server answers 404 for a work
  // order the caller may not see.
  'tasks/:id': null,
  sites: null,
  materials: null,
  'material-requests': null,
  pm: ['supervisor', 'manager', 'admin', 'superadmin', 'client'],
  users: ADMINS,
  'signup-users': ADMINS,
  checklist: null,
  'checklist-management': ['admin', 'superadmin', 'manager'],
  'checkbox-test': null,
  profile: null,
  'profile-mobile': null,
  attendance: ['technician', 'supervisor', 'manager', 'client'],
  // The roles told of a request are the roles whose screen decides it.
  'leave-approval': LEAVE_DECIDER_ROLES,
  'admin-attendance': ADMINS,
  help: null,
  about: null,
  notifications: null,
  // The portal's requests (issue 35): a notification of a new one opens this screen.
  requests: SITE_LEAD_ROLES,
  reports: SITE_LEAD_ROLES,
} satisfies Record<string, readonly ShellRole[] | null>;
export const ROOT_ROUTES: Record<string, readonly ShellRole[] | null> = ROOT_GUARDS;

/**
 * Every screen a route of these tables opens: an area's child route or a root-level route. The
 * web app's screen table is keyed by it, so a route added here without a page fails to compile.
 */
export type ScreenKey = (typeof AREA_SCREENS)[Area][number] | keyof typeof ROOT_GUARDS;

/**
 * The area a role works in, or null for a custom role, which has no area of its own
 * (requirements/product.md#screens): superadmin uses the admin area, every other shell role its own. The one role-to-area
 * mapping of the server and the web app.
 */
export function ownAreaOf(role: string | null | undefined): Area | null {
  const lower = normalizeRole(role);
  if (lower === 'superadmin') return 'admin';
  return (AREAS as readonly string[]).includes(lower) ? (lower as Area) : null;
}

/** The area whose shell a role gets: its own, and a technician's for a custom role (requirements/product.md#roles). */
export function areaOf(role: string | null | undefined): Area {
  return ownAreaOf(role) ?? 'technician';
}

/** Where a role lands after signing in. */
export const dashboardPathOf = (role: string | null | undefined) => `/${areaOf(role)}/dashboard`;

export type Access = { allowed: true } | { allowed: false; requiredRoles: readonly ShellRole[] };

/** May `role` open `/{area}/{screen}`? */
export function canOpenAreaScreen(role: string, area: Area, screen: string): Access {
  const lower = normalizeRole(role);
  const areaRoles = AREA_ROLES[area];
  if (!areaRoles.includes(lower as ShellRole)) return { allowed: false, requiredRoles: areaRoles };
  const restricted = RESTRICTED_SCREENS[screen];
  if (restricted && !restricted.includes(lower as ShellRole)) {
    return { allowed: false, requiredRoles: restricted };
  }
  return { allowed: true };
}

/** May `role` open the root-level `/{route}`? */
export function canOpenRootScreen(role: string, route: string): Access {
  const guard = ROOT_ROUTES[route];
  if (!guard || guard.includes(normalizeRole(role) as ShellRole)) return { allowed: true };
  return { allowed: false, requiredRoles: guard };
}
