import { hasPermission } from '@cmms/shared/permissions';
import type { Actor, UserActor } from '../../lib/actor';
import { type SiteScope, scopeOf } from '../../lib/auth/site-scope';

/**
 * Sites (doc 001 §6): view_sites reads, update_sites adds and edits, delete_sites deletes,
 * view_users reads a site's people. Admins see every site, everyone else only their assigned
 * sites; another site answers 404.
 */
export const sitePolicy = {
  canView: (actor: UserActor) => hasPermission(actor.permissions, 'view_sites'),
  canCreate: (actor: UserActor) => hasPermission(actor.permissions, 'update_sites'),
  canUpdate: (actor: UserActor) => hasPermission(actor.permissions, 'update_sites'),
  canDelete: (actor: UserActor) => hasPermission(actor.permissions, 'delete_sites'),
  canViewStaff: (actor: UserActor) => hasPermission(actor.permissions, 'view_users'),
  /** The sites whose records the actor sees; the system sees all. */
  scopeOf: (actor: Actor): SiteScope => scopeOf(actor),
};
