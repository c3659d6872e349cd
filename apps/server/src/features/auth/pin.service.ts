import { accountTexts } from '@cmms/shared/accounts';
import type { AppDeps } from '../../app';
import { recordActivity } from '../../lib/activity';
import { forbidden } from '../../lib/errors';
import { hashSecret } from '../../lib/passwords';
import { findUserByEmail, updateUserSecrets } from '../users/users.repository';
import type { UserRow } from '../users/users.table';

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
