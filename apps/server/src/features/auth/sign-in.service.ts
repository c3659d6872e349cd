import { accountTexts } from '@cmms/shared/accounts';
import { authTexts } from '@cmms/shared/auth';
import type { UserActor } from '../../lib/actor';
import type { AppDeps } from '../../lib/deps';
import { unauthorized } from '../../lib/errors';
import { hashSecret, verifySecret } from '../../lib/passwords';
import { recordActivity } from '../activity/activity.service';
import { permissionsOfRole } from '../roles/roles.service';
import { issueSession, revokeSession } from '../sessions/sessions.service';
import { findUserByEmail, findUserById, sessionUserOf } from '../users/users.service';
import type { UserRow } from '../users/users.table';
import { LIMITS, throttleKeys } from './auth.limits';
import { authPolicy } from './auth.policy';
import { assertNotLocked, clearThrottle, recordFailure } from './auth.repository';

type Client = { ip: string; userAgent?: string | undefined };

// Checking an unknown email costs as much as a known one, so timing does not tell them apart.
let dummyHash: Promise<string> | undefined;
const verifyAgainstNothing = (secret: string) => {
  dummyHash ??= hashSecret('not-a-real-password');
  return dummyHash.then((hash) => verifySecret(hash, `${secret}x`));
};

async function openSession(
  deps: AppDeps,
  user: UserRow,
  method: 'password' | 'pin',
  client: Client,
) {
  return deps.db.transaction(async (tx) => {
    const inTx = { ...deps, db: tx };
    const session = await issueSession(inTx, user, { method, ...client });
    await recordActivity(tx, user, {
      action: 'login',
      description: `${user.name} signed in${method === 'pin' ? ' with a PIN' : ''}`,
      type: 'auth',
      metadata: { method },
    });
    const permissions = await permissionsOfRole(tx, user.role);
    return { token: session.token, user: await sessionUserOf(tx, user, permissions) };
  });
}

/** POST /auth/login. */
export async function signInWithPassword(
  deps: AppDeps,
  credentials: { email: string; password: string },
  client: Client,
) {
  const { db } = deps;
  const now = deps.clock.now();
  const accountKey = throttleKeys.passwordAccount(credentials.email);
  const addressKey = throttleKeys.passwordAddress(client.ip);
  await assertNotLocked(db, accountKey, LIMITS.passwordPerAccount, now);
  await assertNotLocked(db, addressKey, LIMITS.passwordPerAddress, now);

  const user = await findUserByEmail(db, credentials.email);
  const valid = user?.passwordHash
    ? await verifySecret(user.passwordHash, credentials.password)
    : await verifyAgainstNothing(credentials.password);
  if (!user || !valid) {
    // Both counts move on every failure, whichever locks first.
    const accountLock = await recordFailure(db, accountKey, LIMITS.passwordPerAccount, now);
    const addressLock = await recordFailure(db, addressKey, LIMITS.passwordPerAddress, now);
    throw accountLock ?? addressLock ?? unauthorized(authTexts.invalidCredentials);
  }
  authPolicy.assertMaySignIn(user);
  // A successful password sign-in also ends a PIN lock (the lock message points here).
  await clearThrottle(db, accountKey);
  await clearThrottle(db, throttleKeys.pinAccount(user.email));
  return openSession(deps, user, 'password', client);
}

/** POST /pin/verify. */
export async function signInWithPin(
  deps: AppDeps,
  credentials: { email: string; pin: string },
  client: Client,
) {
  const { db } = deps;
  const now = deps.clock.now();
  const key = throttleKeys.pinAccount(credentials.email);
  await assertNotLocked(db, key, LIMITS.pinPerAccount, now);

  const user = await findUserByEmail(db, credentials.email);
  const valid = user?.pinHash
    ? await verifySecret(user.pinHash, credentials.pin)
    : await verifyAgainstNothing(credentials.pin);
  if (!user || !valid) {
    throw (
      (await recordFailure(db, key, LIMITS.pinPerAccount, now)) ??
      unauthorized(authTexts.invalidPin)
    );
  }
  authPolicy.assertMaySignIn(user);
  await clearThrottle(db, key);
  return openSession(deps, user, 'pin', client);
}

/** POST /auth/logout: the token stops working at once. */
export async function signOut(deps: AppDeps, actor: UserActor, sessionId: string) {
  await deps.db.transaction(async (tx) => {
    await revokeSession({ db: tx, clock: deps.clock }, sessionId);
    await recordActivity(tx, actor, {
      action: 'logout',
      description: `${actor.name} signed out`,
      type: 'auth',
    });
  });
  return { message: accountTexts.loggedOut };
}

/** The signed-in user's own account row (PIN and profile verbs read its secrets). */
export async function ownAccount(deps: Pick<AppDeps, 'db'>, actor: UserActor) {
  const user = await findUserById(deps.db, actor.id);
  if (!user) throw unauthorized(accountTexts.deactivated);
  return user;
}

/** GET /user/me: the signed-in user as the client holds it, with what their role grants. */
export async function profileOf(deps: Pick<AppDeps, 'db'>, actor: UserActor) {
  const user = await ownAccount(deps, actor);
  return { user: await sessionUserOf(deps.db, user, [...actor.permissions]) };
}
