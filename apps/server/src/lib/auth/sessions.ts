import { accountTexts } from '@cmms/shared/accounts';
import { and, eq, gt, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { DbOrTx } from '../../db/client';
import { roles } from '../../features/roles/roles.table';
import { type UserRow, userSites, users } from '../../features/users/users.table';
import { unauthorized } from '../errors';
import { grantedPermissions } from './permissions';
import { sessions } from './sessions.table';

const ISSUER = 'cmms';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

export type SessionContext = {
  method: 'password' | 'pin' | 'superadmin';
  ip?: string;
  userAgent?: string;
};
export type TokenSettings = { secret: string; ttlHours: number };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Opens a session for the user and signs a token that names it. */
export async function issueSession(
  db: DbOrTx,
  user: UserRow,
  context: SessionContext,
  settings: TokenSettings,
  now: Date,
) {
  const expiresAt = new Date(now.getTime() + settings.ttlHours * 3_600_000);
  const [session] = await db
    .insert(sessions)
    .values({
      userId: user.id,
      method: context.method,
      ip: context.ip ?? null,
      userAgent: context.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('insert into sessions returned no row');
  const token = await new SignJWT({ sid: session.id, role: user.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(settings.secret));
  return { token, sessionId: session.id, expiresAt };
}

/** Why a user who proved who they are may still not sign in (doc 000 §1: approval first). */
export function refusalFor(user: UserRow): string | null {
  if (!user.approved) return accountTexts.pendingApproval;
  if (user.status !== 'Active') return accountTexts.deactivated;
  return null;
}

/**
 * Everything a signed-in request's context is read from (the user's row, their role's
 * permissions, their sites) as one value: any change to any of it changes the fingerprint.
 */
const contextFingerprint = sql<string>`md5(row(${users}.*, ${roles.permissions}, ${roles.isActive},
  (select array_agg(${userSites.siteId} order by ${userSites.siteId}) from ${userSites}
   where ${userSites.userId} = ${users.id}))::text)`;

/** The conditions under which a session admits its requests, on bound values. */
const sessionIsOpen = (
  sessionId: SQL | Placeholder,
  subject: SQL | Placeholder,
  now: SQL | Placeholder,
) =>
  and(
    eq(sessions.id, sessionId),
    eq(sessions.userId, subject),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
  );

/**
 * The query behind every signed-in request, built once per database and sent as a named prepared
 * statement: no query building or planning per request. The user's sites come with it, since
 * every scoped list needs them. For a route that checks the session in its own statement, it
 * also reads the context's fingerprint, to remember it by; other routes do not pay for it.
 */
function buildAuthQuery(db: DbOrTx, toRemember: boolean) {
  return db
    .select({
      user: users,
      rolePermissions: roles.permissions,
      roleActive: roles.isActive,
      siteIds: sql<
        string[]
      >`coalesce((select json_agg(${userSites.siteId}) from ${userSites} where ${userSites.userId} = ${users.id}), '[]'::json)`,
      fingerprint: toRemember ? contextFingerprint : sql<null>`null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.name, users.role))
    .where(
      sessionIsOpen(
        sql.placeholder('sessionId'),
        sql.placeholder('subject'),
        sql.placeholder('now'),
      ),
    )
    .prepare(toRemember ? 'authenticate_to_remember' : 'authenticate');
}
type AuthQuery = ReturnType<typeof buildAuthQuery>;
const authQueries = new WeakMap<DbOrTx, { plain?: AuthQuery; toRemember?: AuthQuery }>();
function authQueryOf(db: DbOrTx, toRemember: boolean) {
  let queries = authQueries.get(db);
  if (!queries) {
    queries = {};
    authQueries.set(db, queries);
  }
  const kind = toRemember ? 'toRemember' : 'plain';
  queries[kind] ??= buildAuthQuery(db, toRemember);
  return queries[kind];
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

export type SessionAuth = {
  user: UserRow;
  sessionId: string;
  permissions: string[];
  siteIds: string[];
};

/**
 * The contexts of recent sessions, by session id, each with the fingerprint it was read with
 * (docs/database.md, "The session inside the statement"). Never trusted alone: a statement
 * that answers with one of them checks the session and the fingerprint in the same snapshot.
 */
const recentContexts = new Map<
  string,
  { context: SessionAuth; subject: string; fingerprint: string }
>();
const RECENT_CONTEXTS_KEPT = 5_000;

function remember(context: SessionAuth, subject: string, fingerprint: string) {
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
export async function authenticateToken(
  db: DbOrTx,
  token: string,
  settings: TokenSettings,
  now: Date,
  toRemember = false,
): Promise<SessionAuth> {
  const { subject, sessionId } = await verifyToken(token, settings, now);
  const [row] = await authQueryOf(db, toRemember).execute({ sessionId, subject, now });
  if (!row) {
    recentContexts.delete(sessionId);
    throw unauthorized(SESSION_EXPIRED);
  }
  const refusal = refusalFor(row.user);
  if (refusal) {
    recentContexts.delete(sessionId);
    throw unauthorized(refusal);
  }
  const context = {
    user: row.user,
    sessionId,
    siteIds: row.siteIds,
    permissions: grantedPermissions(row.user.role, {
      permissions: row.rolePermissions,
      isActive: row.roleActive,
    }),
  };
  if (row.fingerprint !== null) remember(context, subject, row.fingerprint);
  return context;
}

/**
 * What a statement binds to check, in its own snapshot, that the session behind a remembered
 * context is still open and the context still current (sessionStillMatches).
 */
export type SessionCheck = { sessionId: string; subject: string; now: Date; fingerprint: string };

/**
 * The context this process last read for a token's session, with the check a statement must
 * make before answering with it; null when there is none (then authenticateToken).
 */
export async function recentContextOf(token: string, settings: TokenSettings, now: Date) {
  const { subject, sessionId } = await verifyToken(token, settings, now);
  const recent = recentContexts.get(sessionId);
  if (!recent || recent.subject !== subject) return null;
  const check: SessionCheck = { sessionId, subject, now, fingerprint: recent.fingerprint };
  return { context: recent.context, check };
}

/**
 * A condition, on the bound values of a SessionCheck (`authSession`, `authSubject`, `authNow`,
 * `authFingerprint`), that holds while the session is open and the context read for it is
 * current. Uncorrelated, so PostgreSQL evaluates it once, before the rest of the statement.
 */
export const sessionStillMatches = sql`exists (select 1 from ${sessions}
  inner join ${users} on ${users.id} = ${sessions.userId}
  left join ${roles} on ${roles.name} = ${users.role}
  where ${sessionIsOpen(sql.placeholder('authSession'), sql.placeholder('authSubject'), sql.placeholder('authNow'))}
    and ${contextFingerprint} = ${sql.placeholder('authFingerprint')})`;

/** A SessionCheck as the bindings sessionStillMatches reads. */
export const sessionCheckBindings = (check: SessionCheck) => ({
  authSession: check.sessionId,
  authSubject: check.subject,
  authNow: check.now,
  authFingerprint: check.fingerprint,
});

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user: after a password reset, deactivation or deletion. */
export async function revokeAllSessions(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
