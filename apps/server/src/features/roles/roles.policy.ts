import { msg } from '@cmms/shared/i18n/message';
import { hasPermission, permissionsBeyond } from '@cmms/shared/permissions';
import { type Actor, isSystem, type UserActor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';

/**
 * Role Management is manage_users (admins by default, docs/permissions.md). No one grants what
 * they do not hold: a role's new permissions must all be the actor's own, and a role that holds
 * more than the actor is theirs to read, not to change or delete. Admins hold every permission;
 * the system (start-up, demo data) is not checked.
 */
export const rolePolicy = {
  canManage: (actor: UserActor) => hasPermission(actor.permissions, 'manage_users'),

  /** 403 naming what the actor would grant beyond their own permissions. */
  assertMayGrant(actor: Actor, permissions: readonly string[]) {
    if (isSystem(actor)) return;
    const beyond = permissionsBeyond(actor.permissions, permissions);
    if (beyond.length > 0)
      throw forbidden(msg('roles.permissionsNotHeld', { permissions: beyond.join(', ') }));
  },

  /** 403 naming what the role holds beyond the actor's own permissions. */
  assertMayChange(actor: Actor, role: { permissions: readonly string[] }) {
    if (isSystem(actor)) return;
    const beyond = permissionsBeyond(actor.permissions, role.permissions);
    if (beyond.length > 0)
      throw forbidden(msg('roles.roleAbove', { permissions: beyond.join(', ') }));
  },
};
