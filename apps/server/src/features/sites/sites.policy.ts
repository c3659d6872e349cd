import type { Message } from '@cmms/shared/i18n/message';
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
   * A site's emergency numbers (Help shows them to everyone at the site) and its completion
   * photo rule are an administrator's settings (docs/sites.md). The system (demo data) sets
   * them too.
   */
  assertMaySetAdminSetting(actor: Actor, refusal: Message) {
    if (isSystem(actor) || siteRules.canSetAdminSettings(actor.permissions)) return;
    throw forbidden(refusal);
  },
  /** The sites whose records the actor sees; the system sees all. */
  scopeOf: (actor: Actor): SiteScope => scopeOf(actor),
};
