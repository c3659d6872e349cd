import { hasPermission } from '@cmms/shared/permissions';
import { type Actor, isSystem, type UserActor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';

const canRead = (actor: UserActor) => hasPermission(actor.permissions, 'all_permissions');

/**
 * Background jobs are the operator's view of the whole installation, every site and kind of
 * work, so only administrators read them: nothing in the permission catalogue grants it but
 * all_permissions, as for the other administrators' screens (docs/permissions.md).
 */
export const jobPolicy = {
  canRead,
  assertMayRead(actor: Actor) {
    if (!isSystem(actor) && !canRead(actor)) throw forbidden();
  },
};
