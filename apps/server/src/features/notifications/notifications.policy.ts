import type { UserActor } from '../../lib/actor';

/**
 * Notifications are private: everyone reads and marks only their own, and another user's answers
 * 404, as if it did not exist. Queries bind the recipient this returns.
 */
export const notificationPolicy = {
  recipientOf: (actor: UserActor) => actor.id,
};
