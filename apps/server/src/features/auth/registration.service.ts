import { createHash, timingSafeEqual } from 'node:crypto';
import type { RegisterBody } from '@cmms/shared/accounts';
import { msg } from '@cmms/shared/i18n/message';
import { SYSTEM_ACTOR } from '../../lib/actor';
import type { AppDeps } from '../../lib/deps';
import { badRequest, forbidden } from '../../lib/errors';
import { issueSession } from '../sessions/sessions.service';
import { createUser, sessionUserOf } from '../users/users.service';
import { LIMITS, throttleKeys } from './auth.limits';
import { assertNotLocked, recordFailure } from './auth.repository';
import { verifyGoogleIdToken } from './google-token';

/** What every self-registration creates: a technician account waiting for approval. */
const PENDING_ACCOUNT = {
  role: 'technician',
  approved: false,
  status: 'Active',
  activityAction: 'user_signup',
} as const;

const registered = (user: { id: string; name: string; email: string; approved: boolean }) => ({
  message: msg('account.registered'),
  userId: user.id,
  user: { id: user.id, name: user.name, email: user.email, approved: user.approved },
});

/** POST /auth/register: a pending account (requirements/product.md#roles: approval before use), with its PIN. */
export async function registerUser(deps: AppDeps, body: RegisterBody) {
  const user = await createUser(deps, SYSTEM_ACTOR, {
    name: body.name,
    email: body.email,
    mobile: body.mobile,
    password: body.password,
    ...(body.pin ? { pin: body.pin } : {}),
    ...PENDING_ACCOUNT,
  });
  return registered(user);
}

/** POST /auth/google-register: like a registration, from a verified Google ID token. */
export async function registerWithGoogle(
  deps: AppDeps,
  body: { credential: string; email?: string | undefined; googleId?: string | undefined },
) {
  const clientId = deps.config.googleClientId;
  if (!clientId) throw badRequest(msg('account.googleNotEnabled'));
  const identity = await verifyGoogleIdToken(body.credential, {
    clientId,
    jwksUrl: deps.config.googleJwksUrl,
    now: deps.clock.now(),
  });
  // The spec's client also sends these; they must describe the same account as the token.
  if (
    (body.email && body.email.trim().toLowerCase() !== identity.email) ||
    (body.googleId && body.googleId !== identity.googleId)
  ) {
    throw badRequest(msg('account.googleMismatch'));
  }
  const user = await createUser(deps, SYSTEM_ACTOR, {
    name: identity.name,
    email: identity.email,
    googleId: identity.googleId,
    picture: identity.picture,
    ...PENDING_ACCOUNT,
  });
  return registered(user);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time, whatever the lengths. */
function keysMatch(given: string, expected: string) {
  return timingSafeEqual(digest(given), digest(expected));
}

/** POST /auth/register-superadmin: only with the configured key; signs the new user in. */
export async function registerSuperAdmin(
  deps: AppDeps,
  body: { name: string; email: string; password: string; superAdminKey: string },
  client: { ip: string; userAgent?: string | undefined },
) {
  const expected = deps.config.superAdminKey;
  if (!expected) throw forbidden(msg('account.superAdminNotEnabled'));
  const now = deps.clock.now();
  const key = throttleKeys.superAdminAddress(client.ip);
  await assertNotLocked(deps.db, key, LIMITS.superAdminKeyPerAddress, now);
  if (!keysMatch(body.superAdminKey, expected)) {
    throw (
      (await recordFailure(deps.db, key, LIMITS.superAdminKeyPerAddress, now)) ??
      forbidden(msg('account.superAdminKeyInvalid'))
    );
  }
  return deps.db.transaction(async (tx) => {
    const inTx = { ...deps, db: tx };
    const user = await createUser(inTx, SYSTEM_ACTOR, {
      name: body.name,
      email: body.email,
      password: body.password,
      role: 'superadmin',
      approved: true,
      status: 'Active',
    });
    const session = await issueSession(inTx, user, { method: 'superadmin', ...client });
    return { token: session.token, user: await sessionUserOf(tx, user, ['all_permissions']) };
  });
}
