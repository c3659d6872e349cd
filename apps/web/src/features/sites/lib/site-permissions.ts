import { DEFAULT_ROLE_PERMISSIONS, hasPermission } from '@cmms/shared/permissions';
import { normalizeRole } from '@cmms/shared/roles';
import { siteRules } from '@cmms/shared/sites';
import { recordRules } from '@cmms/shared/work-order-record';

type Who = { role: string; permissions?: unknown };

/**
 * The permissions the client can know for a user: the session's list (the server sends it with
 * the user), otherwise, for a session stored before it did, the default table of a default role.
 * null for a custom role without a list: the client cannot know it and lets the server decide.
 */
function knownPermissions(user: Who): readonly string[] | null {
  if (Array.isArray(user.permissions)) {
    return user.permissions.filter((item): item is string => typeof item === 'string');
  }
  return DEFAULT_ROLE_PERMISSIONS[normalizeRole(user.role)] ?? null;
}

export type SiteActions = {
  add: boolean;
  edit: boolean;
  remove: boolean;
  cost: boolean;
  escalation: boolean;
  portal: boolean;
};

/**
 * requirements/sites.md#who-may-do-what: Add Site is hidden from technicians; otherwise update_sites adds and edits and
 * delete_sites deletes (docs/permissions.md: admins only by default). The server enforces it.
 */
export function siteActionsFor(user: Who | null | undefined): SiteActions {
  if (!user) {
    return {
      add: false,
      edit: false,
      remove: false,
      cost: false,
      escalation: false,
      portal: false,
    };
  }
  const technician = normalizeRole(user.role) === 'technician';
  const granted = knownPermissions(user);
  const can = (permission: 'update_sites' | 'delete_sites') =>
    !technician && (granted === null || hasPermission(granted, permission));
  return {
    add: can('update_sites'),
    edit: can('update_sites'),
    remove: can('delete_sites'),
    // What maintenance cost there (issue 33): administrators and managers, as for a work order.
    cost: recordRules.canSeeCost({ role: user.role, permissions: granted ?? [] }),
    // A site's escalation rules (issue 34): administrators, as for its other rules.
    escalation: siteRules.canSetAdminSettings(granted ?? []),
    // Its request portal (issue 35): administrators, as for its other rules.
    portal: siteRules.canSetAdminSettings(granted ?? []),
  };
}
