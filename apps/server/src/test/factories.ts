import { randomUUID } from 'node:crypto';
import type { App } from '../app';
import type { DbOrTx } from '../db/client';
import { type CreateUserOptions, createUser } from '../features/users/users.service';
import { SYSTEM_ACTOR } from '../lib/actor';

export const TEST_PASSWORD = 'Test@1234';

/** An approved, active user (override anything), created through the real service. */
export async function createTestUser(db: DbOrTx, overrides: Partial<CreateUserOptions> = {}) {
  const email = overrides.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const user = await createUser({ db }, SYSTEM_ACTOR, {
    name: 'Test User',
    email,
    password: TEST_PASSWORD,
    role: 'technician',
    approved: true,
    status: 'Active',
    ...overrides,
  });
  return { user, email, password: overrides.password ?? TEST_PASSWORD };
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(app: App, email: string, password = TEST_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Who a test signs in as: a key to call them by, a role, and the user's sites. */
export type CastMember = readonly [key: string, role: string, siteIds: readonly string[]];

/**
 * One user per member of the cast, created through the real service and signed in through the
 * API: their ids and tokens by key. `nameOf` gives each user's name (the key by default).
 */
export async function signInCast(
  app: App,
  db: DbOrTx,
  cast: readonly CastMember[],
  nameOf = (key: string) => key,
) {
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  for (const [key, role, siteIds] of cast) {
    const { user, email } = await createTestUser(db, {
      role,
      siteIds: [...siteIds],
      name: nameOf(key),
    });
    ids[key] = user.id;
    tokens[key] = await signIn(app, email);
  }
  return { ids, tokens };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as one member of a cast, by key; an unknown key sends no token (a 401). */
export function callAs(
  app: App,
  tokens: Record<string, string>,
  who: string,
  method: HttpMethod,
  url: string,
  payload?: object,
  language?: string,
) {
  return app.inject({
    method,
    url,
    headers: {
      ...bearer(tokens[who] ?? ''),
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}
