import { hasPermission } from '@cmms/shared/permissions';
import { siteRules } from '@cmms/shared/sites';
import type { UserActor } from '../../lib/actor';

/**
 * Escalation rules (docs/escalation.md): whoever may edit a site reads its rules; setting them is
 * an administrator's, like the site's other rules (the completion photo, emergency numbers). A
 * site outside the caller's scope answers 404 first.
 */
export const escalationPolicy = {
  canRead: (actor: UserActor) => hasPermission(actor.permissions, 'update_sites'),
  canSet: (actor: UserActor) => siteRules.canSetAdminSettings(actor.permissions),
};
