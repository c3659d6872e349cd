import type { UserActor } from '../../lib/actor';

/**
 * Push (docs/push.md): everyone chooses what reaches their own devices and subscribes or
 * unsubscribes their own browser; nobody reads or changes another's. Queries bind the owner this
 * returns.
 */
export const pushPolicy = {
  ownerOf: (actor: UserActor) => actor.id,
};
