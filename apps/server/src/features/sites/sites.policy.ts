import { msg } from '@cmms/shared/i18n/message';
import { hasPermission } from '@cmms/shared/permissions';
import { siteRules } from '@cmms/shared/sites';
import { type Actor, isSystem, type UserActor } from '../../lib/actor';
import { type SiteScope, scopeOf } from '../../lib/auth/site-scope';
import { forbidden } from '../../lib/errors';

/**
 * Sites (requirements/sites.md#who-may-do-what): view_sites reads, update_sites adds and edits, delete_sites deletes,
 * view_users reads a site's people. Admins see every site, everyone else only their assigned
 * sites; another site answers 404.
 */
export const sitePolicy = {
  canView: (actor: UserActor) => hasPermission(actor.permissions, 'view_sites'),
  canCreate: (actor: UserActor) => hasPermission(actor.permissions, 'update_sites'),
  canUpdate: (actor: UserActor) => hasPermission(actor.permissions, 'update_sites'),
  canDelete: (actor: UserActor) => hasPermission(actor.permissions, 'delete_sites'),
  canViewStaff: (actor: UserActor) => hasPermission(actor.permissions, 'view_users'),
  /**
   * A site's emergency numbers are an administrator's setting (docs/sites.md): Help shows them
   * to everyone at the site. The system (demo data) sets them too.
   */
  assertMaySetEmergencyContacts(actor: Actor) {
    if (isSystem(actor) || siteRules.canSetEmergencyContacts(actor.permissions)) return;
    throw forbidden(msg('sites.emergencyAdminsOnly'));
  },
  /** The sites whose records the actor sees; the system sees all. */
  scopeOf: (actor: Actor): SiteScope => scopeOf(actor),
};
