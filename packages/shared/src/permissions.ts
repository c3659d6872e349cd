import type { MessageKey } from './i18n/message';
import { ADMIN_ROLES, isAdminRole, normalizeRole, SITE_LEAD_ROLES } from './roles';

/** The permission catalogue of requirements/users-and-roles.md#who-may-do-what, exactly, by category. */
export const PERMISSION_CATALOGUE = [
  {
    category: 'Tasks',
    permissions: ['view_tasks', 'update_tasks', 'delete_tasks', 'assign_tasks'],
  },
  { category: 'Assets', permissions: ['view_assets', 'update_assets', 'delete_assets'] },
  { category: 'Sites', permissions: ['view_sites', 'update_sites', 'delete_sites'] },
  { category: 'Users', permissions: ['view_users', 'manage_users'] },
  { category: 'Reports', permissions: ['view_reports', 'generate_reports'] },
  {
    category: 'Materials',
    permissions: ['view_materials', 'request_materials', 'manage_materials'],
  },
  { category: 'Preventive Maintenance', permissions: ['view_pm', 'manage_pm'] },
  { category: 'Attendance', permissions: ['view_attendance', 'manage_attendance'] },
  {
    category: 'Special Permissions',
    permissions: [
      'electrical_permissions',
      'plumbing_permissions',
      'cleaning_permissions',
      'all_permissions',
    ],
  },
] as const;

export type Permission = (typeof PERMISSION_CATALOGUE)[number]['permissions'][number];

export type PermissionCategory = (typeof PERMISSION_CATALOGUE)[number]['category'];

/** How the role form names each category (the catalogue's names are its ids, in English). */
export const PERMISSION_CATEGORY_KEYS = {
  Tasks: 'permissions.categoryTasks',
  Assets: 'permissions.categoryAssets',
  Sites: 'permissions.categorySites',
  Users: 'permissions.categoryUsers',
  Reports: 'permissions.categoryReports',
  Materials: 'permissions.categoryMaterials',
  'Preventive Maintenance': 'permissions.categoryPm',
  Attendance: 'permissions.categoryAttendance',
  'Special Permissions': 'permissions.categorySpecial',
} as const satisfies Record<PermissionCategory, MessageKey>;

/** How the screens name each permission: roles store the codes, people read these. */
export const PERMISSION_KEYS = {
  view_tasks: 'permissions.viewTasks',
  update_tasks: 'permissions.updateTasks',
  delete_tasks: 'permissions.deleteTasks',
  assign_tasks: 'permissions.assignTasks',
  view_assets: 'permissions.viewAssets',
  update_assets: 'permissions.updateAssets',
  delete_assets: 'permissions.deleteAssets',
  view_sites: 'permissions.viewSites',
  update_sites: 'permissions.updateSites',
  delete_sites: 'permissions.deleteSites',
  view_users: 'permissions.viewUsers',
  manage_users: 'permissions.manageUsers',
  view_reports: 'permissions.viewReports',
  generate_reports: 'permissions.generateReports',
  view_materials: 'permissions.viewMaterials',
  request_materials: 'permissions.requestMaterials',
  manage_materials: 'permissions.manageMaterials',
  view_pm: 'permissions.viewPm',
  manage_pm: 'permissions.managePm',
  view_attendance: 'permissions.viewAttendance',
  manage_attendance: 'permissions.manageAttendance',
  electrical_permissions: 'permissions.electricalPermissions',
  plumbing_permissions: 'permissions.plumbingPermissions',
  cleaning_permissions: 'permissions.cleaningPermissions',
  all_permissions: 'permissions.allPermissions',
} as const satisfies Record<Permission, MessageKey>;

export const ALL_PERMISSIONS: readonly Permission[] = PERMISSION_CATALOGUE.flatMap(
  (group) => group.permissions,
);

const FIELD_WORK: Permission[] = [
  'view_tasks',
  'update_tasks',
  'view_assets',
  'update_assets',
  'view_sites',
  'view_materials',
  'request_materials',
  'view_pm',
  'view_attendance',
];

/**
 * What each default role may do, derived from what the spec lets it see and do; docs/permissions.md
 * gives the reasoning line by line. Custom roles carry their own list.
 */
// biome-ignore format: a table reads better packed
export const DEFAULT_ROLE_PERMISSIONS: Record<string, readonly Permission[]> = {
  superadmin: ['all_permissions'],
  admin: ['all_permissions'],
  manager: [
    'view_tasks', 'update_tasks', 'delete_tasks', 'assign_tasks',
    'view_assets', 'update_assets', 'delete_assets',
    'view_sites', 'update_sites',
    'view_users',
    'view_reports', 'generate_reports',
    'view_materials', 'request_materials', 'manage_materials',
    'view_pm', 'manage_pm',
    'view_attendance', 'manage_attendance',
  ],
  supervisor: [
    'view_tasks', 'update_tasks', 'delete_tasks', 'assign_tasks',
    'view_assets', 'update_assets', 'delete_assets',
    'view_sites', 'update_sites',
    'view_users',
    'view_reports',
    'view_materials', 'request_materials',
    'view_pm', 'manage_pm',
    'view_attendance', 'manage_attendance',
  ],
  technician: FIELD_WORK,
  electrician: [...FIELD_WORK, 'electrical_permissions'],
  plumber: [...FIELD_WORK, 'plumbing_permissions'],
  // requirements/work-orders.md#who-may-do-what, requirements/assets.md#who-may-do-what and
  // requirements/product.md#screens: housekeeping opens Tasks and Assets from its bottom bar and is only
  // refused adding and exporting; the least that reading grants is reading them.
  housekeeping: [
    'view_tasks', 'view_assets',
    'view_sites', 'view_materials', 'request_materials', 'view_pm', 'view_attendance',
    'cleaning_permissions',
  ],
  client: ['view_tasks', 'view_assets', 'view_sites', 'view_pm', 'view_users'],
};

/** Roles whose permissions cannot be narrowed or switched off: someone must always administer. */
export const PROTECTED_ROLES = ADMIN_ROLES;

/** all_permissions stands for every permission. */
export function hasPermission(granted: readonly string[], permission: Permission): boolean {
  return granted.includes('all_permissions') || granted.includes(permission);
}

/**
 * An administrator (all_permissions), or a manager or supervisor of their sites: who handles the
 * portal's requests and reads the reports. By role, as a site's cost is: no other permission of
 * the catalogue grants it to a custom role.
 */
export function leadsSites(caller: { role: string; permissions: readonly string[] }): boolean {
  return (
    hasPermission(caller.permissions, 'all_permissions') ||
    (SITE_LEAD_ROLES as readonly string[]).includes(normalizeRole(caller.role))
  );
}

export function isKnownPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}

export function defaultPermissionsOf(role: string): readonly Permission[] {
  return DEFAULT_ROLE_PERMISSIONS[normalizeRole(role)] ?? [];
}

/**
 * What a role grants: admins everything, whatever their role row says (someone must always be
 * able to administer); an inactive or unknown role nothing; any other role exactly its list.
 */
export function grantedPermissions(
  role: string,
  roleRow: { permissions: readonly string[] | null; isActive: boolean | null } | null,
): string[] {
  if (isAdminRole(role)) return ['all_permissions'];
  return roleRow?.isActive ? [...(roleRow.permissions ?? [])] : [];
}

/** The permissions of `wanted` that `granted` does not hold: no one grants what they lack. */
export function permissionsBeyond(granted: readonly string[], wanted: readonly string[]): string[] {
  if (granted.includes('all_permissions')) return [];
  return wanted.filter((permission) => !granted.includes(permission));
}
