import { DEFAULT_ROLE_PERMISSIONS } from '@cmms/shared/permissions';
import { normalizeRole } from '@cmms/shared/roles';
import type { WorkCaller } from '@cmms/shared/work-rules';

/**
 * The caller the shared asset and work order rules take (@cmms/shared/work-rules). The session
 * carries the user's permissions; a session stored before it did falls back to its default
 * role's table, and a custom role without a list shows everything and leaves the refusal to the
 * server (as the sites screen does).
 */
export function workCallerOf(user: { role: string; permissions?: unknown }): WorkCaller {
  if (Array.isArray(user.permissions)) {
    return {
      role: user.role,
      permissions: user.permissions.filter((item): item is string => typeof item === 'string'),
    };
  }
  const defaults = DEFAULT_ROLE_PERMISSIONS[normalizeRole(user.role)];
  return { role: user.role, permissions: defaults ?? ['all_permissions'] };
}
