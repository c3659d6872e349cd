import { and, eq, gt, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles } from '../roles/roles.table';
import { userSites, users } from '../users/users.table';
import { sessions } from './sessions.table';

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

/** The open session's user, role and sites; none when the session is closed or unknown. */
export async function readOpenSession(
  db: DbOrTx,
  values: { sessionId: string; subject: string; now: Date },
  toRemember: boolean,
) {
  let queries = authQueries.get(db);
  if (!queries) {
    queries = {};
    authQueries.set(db, queries);
  }
  const kind = toRemember ? 'toRemember' : 'plain';
  queries[kind] ??= buildAuthQuery(db, toRemember);
  const [row] = await queries[kind].execute(values);
  return row ?? null;
}

/**
 * A condition, on the bound values `authSession`, `authSubject`, `authNow` and
 * `authFingerprint`, that holds while the session is open and the context read for it is
 * current. Uncorrelated, so PostgreSQL evaluates it once, before the rest of the statement.
 */
export const sessionStillMatches = sql`exists (select 1 from ${sessions}
  inner join ${users} on ${users.id} = ${sessions.userId}
  left join ${roles} on ${roles.name} = ${users.role}
  where ${sessionIsOpen(sql.placeholder('authSession'), sql.placeholder('authSubject'), sql.placeholder('authNow'))}
    and ${contextFingerprint} = ${sql.placeholder('authFingerprint')})`;

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert) {
  const [session] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!session) throw new Error('insert into sessions returned no row');
  return session;
}

export async function revokeSessionRow(db: DbOrTx, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSessionsOfUser(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
