import { msg } from '@cmms/shared/i18n/message';
import type { UserActor } from '../../lib/actor';
import { minutesFrom } from '../../lib/clock';
import type { AppDeps } from '../../lib/deps';
import { unauthorized } from '../../lib/errors';
import { hashSecret, verifySecret } from '../../lib/passwords';
import { recordActivity } from '../activity/activity.service';
import { customRoleLabels, permissionsOfRole } from '../roles/roles.service';
import { issueSession, revokeSession } from '../sessions/sessions.service';
import { findUserByEmail, findUserById, sessionUserOf } from '../users/users.service';
import type { UserRow } from '../users/users.table';
import { KNOWN_ADDRESS_DAYS, LIMITS, throttleKeys } from './auth.limits';
import { authPolicy } from './auth.policy';
import {
  assertNotLocked,
  clearThrottle,
  isKnownAddress,
  recordFailure,
  rememberAddress,
  type ThrottleRule,
} from './auth.repository';

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
    await rememberAddress(tx, user.id, client.ip, deps.clock.now());
    await recordActivity(tx, user, {
      action: 'login',
      description: msg(
        method === 'pin' ? 'account.activitySignedInWithPin' : 'account.activitySignedIn',
        { name: user.name },
      ),
      type: 'auth',
      metadata: { method },
    });
    const permissions = await permissionsOfRole(tx, user.role);
    return { token: session.token, user: await sessionUserOf(tx, user, permissions) };
  });
}

/**
 * The attempt limits of one sign-in method (docs/decisions.md, "Attempt limits"): the account at
 * this address always; the account everywhere and the address across accounts only where the
 * account never signed in from this address.
 */
type Limit = { rule: ThrottleRule; key: string };
type MethodLimits = { pair: Limit; account: Limit; address?: Limit };

const passwordLimits = (email: string, ip: string): MethodLimits => ({
  pair: { rule: LIMITS.passwordPerPair, key: throttleKeys.passwordPair(email, ip) },
  account: { rule: LIMITS.passwordPerAccount, key: throttleKeys.passwordAccount(email) },
  address: { rule: LIMITS.passwordPerAddress, key: throttleKeys.passwordAddress(ip) },
});

const pinLimits = (email: string, ip: string): MethodLimits => ({
  pair: { rule: LIMITS.pinPerPair, key: throttleKeys.pinPair(email, ip) },
  account: { rule: LIMITS.pinPerAccount, key: throttleKeys.pinAccount(email) },
});

/**
 * Checks one secret under its limits: refuses while a limit that applies holds, counts a failure
 * on every limit (so a spread-out attack is seen even from an owner's address) and throws the
 * first 429 that applies, else `refusal`. Answers the user whose secret matched.
 */
async function checkSecret(
  deps: AppDeps,
  limitsOf: (email: string, ip: string) => MethodLimits,
  { email, ip }: { email: string; ip: string },
  secretOf: (user: UserRow) => string | null,
  secret: string,
  refusal: () => Error,
) {
  const { db } = deps;
  const now = deps.clock.now();
  const limits = limitsOf(email, ip);
  const notLocked = (limit: Limit) => assertNotLocked(db, limit.key, limit.rule, now);
  const failure = (limit: Limit) => recordFailure(db, limit.key, limit.rule, now);

  await notLocked(limits.pair);
  const user = await findUserByEmail(db, email);
  const known = user
    ? await isKnownAddress(db, user.id, ip, minutesFrom(now, -KNOWN_ADDRESS_DAYS * 24 * 60))
    : false;
  if (!known) {
    await notLocked(limits.account);
    if (limits.address) await notLocked(limits.address);
  }
  const hash = user ? secretOf(user) : null;
  const valid = hash ? await verifySecret(hash, secret) : await verifyAgainstNothing(secret);
  if (user && valid) return user;
  const pairLock = await failure(limits.pair);
  const accountLock = await failure(limits.account);
  const addressLock = limits.address ? await failure(limits.address) : null;
  throw pairLock ?? (known ? null : (accountLock ?? addressLock)) ?? refusal();
}

/** POST /auth/login. */
export async function signInWithPassword(
  deps: AppDeps,
  credentials: { email: string; password: string },
  client: Client,
) {
  const user = await checkSecret(
    deps,
    passwordLimits,
    { email: credentials.email, ip: client.ip },
    (candidate) => candidate.passwordHash,
    credentials.password,
    () => unauthorized(msg('auth.invalidCredentials')),
  );
  authPolicy.assertMaySignIn(user);
  // Only this address's counts end: the account's count across addresses is others' doing and
  // runs out with its window. The password also ends the PIN lock here (its message points here).
  await clearThrottle(deps.db, throttleKeys.passwordPair(user.email, client.ip));
  await clearThrottle(deps.db, throttleKeys.pinPair(user.email, client.ip));
  return openSession(deps, user, 'password', client);
}

/** POST /pin/verify. */
export async function signInWithPin(
  deps: AppDeps,
  credentials: { email: string; pin: string },
  client: Client,
) {
  const user = await checkSecret(
    deps,
    pinLimits,
    { email: credentials.email, ip: client.ip },
    (candidate) => candidate.pinHash,
    credentials.pin,
    () => unauthorized(msg('auth.invalidPin')),
  );
  authPolicy.assertMaySignIn(user);
  await clearThrottle(deps.db, throttleKeys.pinPair(user.email, client.ip));
  return openSession(deps, user, 'pin', client);
}

/** POST /auth/logout: the token stops working at once. */
export async function signOut(deps: AppDeps, actor: UserActor, sessionId: string) {
  await deps.db.transaction(async (tx) => {
    await revokeSession({ db: tx, clock: deps.clock }, sessionId);
    await recordActivity(tx, actor, {
      action: 'logout',
      description: msg('account.activitySignedOut', { name: actor.name }),
      type: 'auth',
    });
  });
  return { message: msg('account.loggedOut') };
}

/** The signed-in user's own account row (PIN and profile verbs read its secrets). */
export async function ownAccount(deps: Pick<AppDeps, 'db'>, actor: UserActor) {
  const user = await findUserById(deps.db, actor.id);
  if (!user) throw unauthorized(msg('account.deactivated'));
  return user;
}

/**
 * GET /user/me: the signed-in user as the client holds it, with what their role grants and how
 * the custom roles are written.
 */
export async function profileOf(deps: Pick<AppDeps, 'db'>, actor: UserActor) {
  const user = await ownAccount(deps, actor);
  const [sessionUser, roleLabels] = await Promise.all([
    sessionUserOf(deps.db, user, [...actor.permissions]),
    customRoleLabels(deps.db),
  ]);
  return { user: sessionUser, roleLabels };
}
