import { accountTexts } from '@cmms/shared/accounts';
import { authTexts } from '@cmms/shared/auth';
import type { AppDeps } from '../../app';
import { recordActivity } from '../../lib/activity';
import { permissionsOfRole } from '../../lib/auth/permissions';
import { issueSession, refusalFor, revokeSession } from '../../lib/auth/sessions';
import { AppError, unauthorized } from '../../lib/errors';
import { hashSecret, verifySecret } from '../../lib/passwords';
import { assertNotLocked, clearThrottle, recordFailure } from '../../lib/throttle';
import { presentSessionUser } from '../users/users.presenter';
import { findUserByEmail, findUserSites } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { LIMITS, throttleKeys } from './auth.limits';

type Client = { ip: string; userAgent?: string | undefined };

// Checking an unknown email costs as much as a known one, so timing does not tell them apart.
let dummyHash: Promise<string> | undefined;
const verifyAgainstNothing = (secret: string) => {
  dummyHash ??= hashSecret('not-a-real-password');
  return dummyHash.then((hash) => verifySecret(hash, `${secret}x`));
};

/** A user who proved who they are but may not sign in: pending approval or deactivated. */
function assertUsable(user: UserRow) {
  const refusal = refusalFor(user);
  if (refusal) throw new AppError(403, 'FORBIDDEN', refusal);
}

async function openSession(
  deps: AppDeps,
  user: UserRow,
  method: 'password' | 'pin',
  client: Client,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const session = await issueSession(tx, user, { method, ...client }, deps.tokens, now);
    await recordActivity(tx, user, {
      action: 'login',
      description: `${user.name} signed in${method === 'pin' ? ' with a PIN' : ''}`,
      type: 'auth',
      metadata: { method },
    });
    const [sites, permissions] = await Promise.all([
      findUserSites(tx, user.id),
      permissionsOfRole(tx, user.role),
    ]);
    return { token: session.token, user: presentSessionUser(user, sites, permissions) };
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
  assertUsable(user);
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
  assertUsable(user);
  await clearThrottle(db, key);
  return openSession(deps, user, 'pin', client);
}

/** POST /auth/logout: the token stops working at once. */
export async function signOut(deps: AppDeps, user: UserRow, sessionId: string) {
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, sessionId, deps.clock.now());
    await recordActivity(tx, user, {
      action: 'logout',
      description: `${user.name} signed out`,
      type: 'auth',
    });
  });
  return { message: accountTexts.loggedOut };
}
