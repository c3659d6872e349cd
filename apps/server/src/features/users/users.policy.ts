import { msg } from '@cmms/shared/i18n/message';
import {
  grantedPermissions,
  hasPermission,
  type Permission,
  permissionsBeyond,
} from '@cmms/shared/permissions';
import { isAdminRole } from '@cmms/shared/roles';
import type { UserAction } from '@cmms/shared/users';
import { type Actor, isSystem, type UserActor } from '../../lib/actor';
import { scopeAllows, scopeOf } from '../../lib/auth/site-scope';
import { badRequest, forbidden } from '../../lib/errors';

/** Whoever hands out work or looks after people may list who can take it. */
const ASSIGNERS: Permission[] = ['assign_tasks', 'view_users', 'manage_users'];

const outranks = (actorRole: string, role: string) =>
  role === 'superadmin'
    ? actorRole === 'superadmin'
    : role === 'admin'
      ? isAdminRole(actorRole)
      : true;

type GrantedRole = { name: string; permissions: string[]; isActive: boolean } | null;

/**
 * User management is manage_users (admins by default, docs/permissions.md). Nobody manages an
 * account above their own, nobody locks themselves out, and nobody gives a role that holds a
 * permission they do not hold themselves.
 */
export const userPolicy = {
  canManage: (actor: UserActor) => hasPermission(actor.permissions, 'manage_users'),

  canListAssignees: (actor: UserActor) =>
    ASSIGNERS.some((permission) => hasPermission(actor.permissions, permission)),

  /** Anyone reads their own sites; other users' sites are user management. */
  canReadSitesOf: (actor: UserActor, userId: string) =>
    userId === actor.id || userPolicy.canManage(actor),

  /**
   * The sites whose people the actor may be offered as assignees: one site if they see it (none
   * otherwise), else all of theirs; null for every site.
   */
  assigneeSitesOf(actor: UserActor, siteId: string | undefined): string[] | null {
    const scope = scopeOf(actor);
    if (siteId) return scopeAllows(scope, siteId) ? [siteId] : [];
    return scope.all ? null : scope.siteIds;
  },

  /**
   * A role may be given only if it exists and is active, only by someone at least as powerful
   * (superadmin by a superadmin, admin by an admin or superadmin), and only if everything it
   * grants is the actor's own: a custom role holding manage_users cannot hand out more.
   */
  assertMayGrantRole(actor: Actor, name: string, role: GrantedRole) {
    if (!role?.isActive) {
      throw badRequest(msg('users.unknownRole'), { role: msg('users.unknownRole') });
    }
    if (isSystem(actor)) return;
    if (!outranks(actor.role, name)) throw forbidden(msg('users.roleNotAllowed'));
    const beyond = permissionsBeyond(actor.permissions, grantedPermissions(name, role));
    if (beyond.length > 0) throw forbidden(msg('users.roleBeyondYours'));
  },

  /**
   * Only a superadmin acts on a superadmin's account, only an administrator on an admin's, and
   * nobody on an account holding a permission they lack: whoever sets its password, reactivates
   * it or gives it sites could sign in as it and hold that permission (issue 29, item 1).
   * `targetGrants` is what the account's role grants now (grantedPermissions).
   */
  assertMayManage(
    actor: UserActor,
    target: { role: string; grants: readonly string[] },
    action: UserAction,
  ) {
    if (!outranks(actor.role, target.role)) {
      throw forbidden(msg('users.accountAbove', { action, role: target.role }));
    }
    if (permissionsBeyond(actor.permissions, target.grants).length > 0) {
      throw forbidden(msg('users.accountBeyondYours', { action }));
    }
  },

  /**
   * The sites an account will have after the actor assigns `wanted`: an administrator gives any;
   * anyone else only sites of their own, and the account's other sites stay as they are (what
   * they cannot see they can neither give nor take away), so nobody widens their own sites.
   */
  sitesAfterAssignment(actor: UserActor, current: readonly string[], wanted: readonly string[]) {
    const scope = scopeOf(actor);
    if (scope.all) return [...new Set(wanted)];
    if (wanted.some((siteId) => !scopeAllows(scope, siteId))) {
      throw forbidden(msg('users.sitesBeyondYours'));
    }
    const kept = current.filter((siteId) => !scopeAllows(scope, siteId));
    return [...new Set([...kept, ...wanted])];
  },

  /** An administrator cannot lock themselves out. */
  assertNotSelf(actor: UserActor, target: { id: string }) {
    if (actor.id === target.id) throw forbidden(msg('users.selfChange'));
  },
};
