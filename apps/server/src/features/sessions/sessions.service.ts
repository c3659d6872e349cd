import { accountRefusal } from '@cmms/shared/accounts';
import { isLanguage } from '@cmms/shared/i18n/languages';
import { msg } from '@cmms/shared/i18n/message';
import { grantedPermissions } from '@cmms/shared/permissions';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import type { AuthContext, Authenticator, StatementCheck } from '../../lib/auth/authenticator';
import type { Clock } from '../../lib/clock';
import type { TokenSettings } from '../../lib/deps';
import { unauthorized } from '../../lib/errors';
import { publishLive } from '../../lib/live/publish';
import {
  insertSession,
  readOpenSession,
  revokeSessionRow,
  revokeSessionsOfUser,
  sessionStillMatches,
} from './sessions.repository';

const ISSUER = 'cmms';
const SESSION_EXPIRED = msg('account.sessionExpired');

export type SessionContext = {
  method: 'password' | 'pin' | 'superadmin';
  ip?: string;
  userAgent?: string;
};

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Opens a session for the user and signs a token that names it. */
export async function issueSession(
  deps: { db: DbOrTx; tokens: TokenSettings; clock: Clock },
  user: { id: string; role: string },
  context: SessionContext,
) {
  const { tokens } = deps;
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + tokens.ttlHours * 3_600_000);
  const session = await insertSession(deps.db, {
    userId: user.id,
    method: context.method,
    ip: context.ip ?? null,
    userAgent: context.userAgent?.slice(0, 300) ?? null,
    createdAt: now,
    expiresAt,
  });
  const token = await new SignJWT({ sid: session.id, role: user.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(tokens.secret));
  return { token, sessionId: session.id, expiresAt };
}

type Writer = { db: DbOrTx; clock: Clock };

/**
 * POST /auth/logout: the token stops working at once, and the session's live streams end (lib/live:
 * every instance hears it and closes them).
 */
export async function revokeSession(deps: Writer, sessionId: string) {
  await revokeSessionRow(deps.db, sessionId, deps.clock.now());
  await publishLive(deps.db, { topic: 'session', action: 'session_ended', data: { sessionId } });
}

/** Ends every session of a user: after a password change, deactivation or deletion. */
export async function revokeAllSessions(deps: Writer, userId: string) {
  await revokeSessionsOfUser(deps.db, userId, deps.clock.now());
  await publishLive(deps.db, { topic: 'session', action: 'sessions_ended', userId });
}

type VerifiedToken = { subject: string; sessionId: string; expiresAtMs: number };

/**
 * Tokens whose signature has been checked, by their exact text. A signature check is the same for
 * the same token and secret, and costs more than the rest of a small request; the session is
 * still read from the database on every request, so a logout or revocation is never cached.
 */
const verifiedTokens = new Map<string, VerifiedToken & { secret: string }>();
const VERIFIED_TOKENS_KEPT = 5_000;

async function verifyToken(token: string, settings: TokenSettings, now: Date) {
  const known = verifiedTokens.get(token);
  if (known && known.secret === settings.secret && known.expiresAtMs > now.getTime()) return known;
  try {
    const { payload } = await jwtVerify(token, keyOf(settings.secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (!payload.sub || typeof payload.sid !== 'string' || !payload.exp) {
      throw unauthorized(SESSION_EXPIRED);
    }
    const verified = {
      subject: payload.sub,
      sessionId: payload.sid,
      expiresAtMs: payload.exp * 1000,
    };
    if (verifiedTokens.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = verifiedTokens.keys().next().value;
      if (oldest !== undefined) verifiedTokens.delete(oldest);
    }
    verifiedTokens.set(token, { ...verified, secret: settings.secret });
    return verified;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw unauthorized(SESSION_EXPIRED);
    throw error;
  }
}

/**
 * The contexts of recent sessions, by session id, each with the fingerprint it was read with
 * (docs/database.md, "The session inside the statement"). Never trusted alone: a statement
 * that answers with one of them checks the session and the fingerprint in the same snapshot.
 */
const recentContexts = new Map<
  string,
  { context: AuthContext; subject: string; fingerprint: string }
>();
const RECENT_CONTEXTS_KEPT = 5_000;

function remember(context: AuthContext, subject: string, fingerprint: string) {
  recentContexts.delete(context.sessionId);
  if (recentContexts.size >= RECENT_CONTEXTS_KEPT) {
    const oldest = recentContexts.keys().next().value;
    if (oldest !== undefined) recentContexts.delete(oldest);
  }
  recentContexts.set(context.sessionId, { context, subject, fingerprint });
}

/**
 * The user and session behind a bearer token, checked against the database on every request:
 * a revoked or expired session, or a user no longer approved and active, is refused.
 * `toRemember`: for a route that checks the session in its statement, remember the context.
 */
async function authenticateToken(
  db: DbOrTx,
  token: string,
  settings: TokenSettings,
  now: Date,
  toRemember: boolean,
): Promise<AuthContext> {
  const { subject, sessionId } = await verifyToken(token, settings, now);
  return contextOfSession(db, { subject, sessionId }, now, toRemember);
}

/** The signed-in actor of an open session of a usable account; 401 otherwise. */
async function contextOfSession(
  db: DbOrTx,
  { subject, sessionId }: { subject: string; sessionId: string },
  now: Date,
  toRemember: boolean,
): Promise<AuthContext> {
  const row = await readOpenSession(db, { sessionId, subject, now }, toRemember);
  if (!row) {
    recentContexts.delete(sessionId);
    throw unauthorized(SESSION_EXPIRED);
  }
  const refusal = accountRefusal(row.user);
  if (refusal) {
    recentContexts.delete(sessionId);
    throw unauthorized(refusal);
  }
  const { user } = row;
  const actor: UserActor = {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    permissions: grantedPermissions(user.role, {
      permissions: row.rolePermissions,
      isActive: row.roleActive,
    }),
    siteIds: row.siteIds,
    language: isLanguage(user.language) ? user.language : null,
  };
  const context = { actor, sessionId };
  if (row.fingerprint !== null) remember(context, subject, row.fingerprint);
  return context;
}

/**
 * The context this process last read for a token's session, with the check a statement must
 * make before answering with it; null when there is none (then authenticateToken).
 */
async function recentContextOf(token: string, settings: TokenSettings, now: Date) {
  const { subject, sessionId } = await verifyToken(token, settings, now);
  const recent = recentContexts.get(sessionId);
  if (!recent || recent.subject !== subject) return null;
  const check: StatementCheck = {
    condition: sessionStillMatches,
    bindings: {
      authSession: sessionId,
      authSubject: subject,
      authNow: now,
      authFingerprint: recent.fingerprint,
    },
  };
  return { context: recent.context, check };
}

/** The sessions of this database as lib/auth's Authenticator, for the composition root. */
export function sessionAuthenticator(db: DbOrTx, settings: TokenSettings): Authenticator {
  return {
    authenticate: (token, now, toRemember) =>
      authenticateToken(db, token, settings, now, toRemember),
    recent: (token, now) => recentContextOf(token, settings, now),
    session: (session, now) => contextOfSession(db, session, now, false),
  };
}
