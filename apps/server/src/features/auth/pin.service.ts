import { msg } from '@cmms/shared/i18n/message';
import type { UserActor } from '../../lib/actor';
import type { AppDeps } from '../../lib/deps';
import { badRequest } from '../../lib/errors';
import { hashSecret, verifySecret } from '../../lib/passwords';
import { recordActivity } from '../activity/activity.service';
import { findUserByEmail, setUserSecrets } from '../users/users.service';
import { LIMITS, throttleKeys } from './auth.limits';
import { authPolicy } from './auth.policy';
import { assertNotLocked, clearThrottle, recordFailure } from './auth.repository';
import { ownAccount } from './sign-in.service';

/** GET /pin/has-pin: false for an unknown email, the same as for a known one without a PIN. */
export async function hasPin(deps: AppDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  return { hasPin: Boolean(user?.pinHash) };
}

/** POST /pin/set and POST /auth/set-pin: a signed-in user sets or changes their own PIN. */
export async function setOwnPin(
  deps: AppDeps,
  actor: UserActor,
  { pin, userId = actor.id }: { pin: string; userId?: string },
) {
  authPolicy.assertOwnAccount(actor, userId);
  const user = await ownAccount(deps, actor);
  const pinHash = await hashSecret(pin);
  await deps.db.transaction(async (tx) => {
    await setUserSecrets({ db: tx, clock: deps.clock }, user.id, { pinHash });
    await recordActivity(tx, user, {
      action: user.pinHash ? 'pin_changed' : 'pin_set',
      description: msg(user.pinHash ? 'account.activityPinChanged' : 'account.activityPinSet', {
        name: user.name,
      }),
      type: 'auth',
    });
  });
  return { success: true, message: msg('account.pinSet') };
}

/** DELETE /pin/remove. */
export async function removeOwnPin(deps: AppDeps, actor: UserActor) {
  await deps.db.transaction(async (tx) => {
    await setUserSecrets({ db: tx, clock: deps.clock }, actor.id, { pinHash: null });
    await recordActivity(tx, actor, {
      action: 'pin_removed',
      description: msg('account.activityPinRemoved', { name: actor.name }),
      type: 'auth',
    });
  });
  return { success: true, message: msg('account.pinRemoved') };
}

/**
 * POST /pin/check: the signed-in user's own PIN, checked without opening a session (the lock
 * screen and Change PIN). Wrong PINs count towards the same lock as PIN sign-in. A wrong PIN is a
 * 400, not a 401: the session itself is fine.
 */
export async function checkOwnPin(
  deps: AppDeps,
  actor: UserActor,
  pin: string,
  client: { ip: string },
) {
  const user = await ownAccount(deps, actor);
  const now = deps.clock.now();
  // Only the session's holder gets here, so only the lock at this address applies.
  const key = throttleKeys.pinPair(user.email, client.ip);
  await assertNotLocked(deps.db, key, LIMITS.pinPerPair, now);
  if (!user.pinHash) throw badRequest(msg('account.noPinSet'));
  if (!(await verifySecret(user.pinHash, pin))) {
    throw (
      (await recordFailure(deps.db, key, LIMITS.pinPerPair, now)) ??
      badRequest(msg('appLock.incorrectPin'))
    );
  }
  await deps.db.transaction((tx) => clearThrottle(tx, key));
  return { valid: true as const };
}
