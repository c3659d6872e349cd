import { accountTexts } from '@cmms/shared/accounts';
import type { AppDeps } from '../../app';
import { recordActivity } from '../../lib/activity';
import { badRequest, forbidden } from '../../lib/errors';
import { hashSecret, verifySecret } from '../../lib/passwords';
import { assertNotLocked, clearThrottle, recordFailure } from '../../lib/throttle';
import { findUserByEmail, updateUserSecrets } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { LIMITS, throttleKeys } from './auth.limits';

/** GET /pin/has-pin: false for an unknown email, the same as for a known one without a PIN. */
export async function hasPin(deps: AppDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  return { hasPin: Boolean(user?.pinHash) };
}

/** POST /pin/set and POST /auth/set-pin: a signed-in user sets or changes their own PIN. */
export async function setOwnPin(deps: AppDeps, user: UserRow, pin: string, targetUserId = user.id) {
  // The spec's /auth/set-pin names a user id; only one's own PIN may be set through it.
  if (targetUserId !== user.id) throw forbidden('You can only set your own PIN.');
  const pinHash = await hashSecret(pin);
  await deps.db.transaction(async (tx) => {
    await updateUserSecrets(tx, user.id, { pinHash }, deps.clock.now());
    await recordActivity(tx, user, {
      action: user.pinHash ? 'pin_changed' : 'pin_set',
      description: `${user.name} ${user.pinHash ? 'changed' : 'set'} their PIN`,
      type: 'auth',
    });
  });
  return { success: true, message: accountTexts.pinSet };
}

/** DELETE /pin/remove. */
export async function removeOwnPin(deps: AppDeps, user: UserRow) {
  await deps.db.transaction(async (tx) => {
    await updateUserSecrets(tx, user.id, { pinHash: null }, deps.clock.now());
    await recordActivity(tx, user, {
      action: 'pin_removed',
      description: `${user.name} removed their PIN`,
      type: 'auth',
    });
  });
  return { success: true, message: accountTexts.pinRemoved };
}

export const INCORRECT_PIN = 'Incorrect PIN. Please try again.';

/**
 * POST /pin/check: the signed-in user's own PIN, checked without opening a session (the lock
 * screen and Change PIN). Wrong PINs count towards the same lock as PIN sign-in. A wrong PIN is a
 * 400, not a 401: the session itself is fine.
 */
export async function checkOwnPin(deps: AppDeps, user: UserRow, pin: string) {
  const now = deps.clock.now();
  const key = throttleKeys.pinAccount(user.email);
  await assertNotLocked(deps.db, key, LIMITS.pinPerAccount, now);
  if (!user.pinHash) throw badRequest('No PIN is set for this account.');
  if (!(await verifySecret(user.pinHash, pin))) {
    throw (
      (await recordFailure(deps.db, key, LIMITS.pinPerAccount, now)) ?? badRequest(INCORRECT_PIN)
    );
  }
  await clearThrottle(deps.db, key);
  return { valid: true as const };
}
