import { accountRefusal } from '@cmms/shared/accounts';
import { msg } from '@cmms/shared/i18n/message';
import type { UserActor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';

/**
 * Signing in and one's own secrets. Everything else here is open by nature (sign-in,
 * registration, recovery) and limited by attempts instead (auth.limits.ts).
 */
export const authPolicy = {
  /** An account that proved who it is may sign in only once approved and while active. */
  assertMaySignIn(account: { approved: boolean; status: string }) {
    const refusal = accountRefusal(account);
    if (refusal) throw forbidden(refusal);
  },

  /** A PIN is one's own: the spec's /auth/set-pin names a user id, and only one's own is set. */
  assertOwnAccount(actor: UserActor, userId: string) {
    if (userId !== actor.id) throw forbidden(msg('account.onlyOwnPin'));
  },
};
