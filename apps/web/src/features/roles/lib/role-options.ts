import { DEFAULT_ROLE_PERMISSIONS } from '@cmms/shared/permissions';
import { DEFAULT_ROLES, normalizeRole } from '@cmms/shared/roles';
import type { Role } from '@cmms/shared/roles-admin';

/** requirements/users-and-roles.md#errors: the default role list the screens fall back to when GET /roles fails. */
export function fallbackRoles(): Role[] {
  return DEFAULT_ROLES.map((name) => ({
    id: `default-${name}`,
    name,
    label: name,
    description: '',
    permissions: [...(DEFAULT_ROLE_PERMISSIONS[name] ?? [])],
    isActive: true,
    isDefault: true,
    userCount: 0,
  }));
}

/**
 * The roles a user can be given (requirements/users-and-roles.md#who-may-do-what): the default roles, then the active custom roles
 * from the server. superadmin only for a superadmin, as the server allows.
 */
export function assignableRoles(roles: Role[] | undefined, actorRole: string): string[] {
  const names = new Set<string>(DEFAULT_ROLES);
  for (const role of roles ?? []) {
    if (role.isActive) names.add(normalizeRole(role.name));
  }
  if (normalizeRole(actorRole) !== 'superadmin') names.delete('superadmin');
  return [...names];
}
