import { hasPermission } from '@cmms/shared/permissions';
import type { UserActor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';

/**
 * The organisation's settings reach every user and site, so only administrators change them:
 * all_permissions, as for the other screens of the whole installation (docs/permissions.md).
 */
const canManage = (actor: UserActor) => hasPermission(actor.permissions, 'all_permissions');

export const organisationPolicy = {
  canManage,
  assertMayManage(actor: UserActor) {
    if (!canManage(actor)) throw forbidden();
  },
};
