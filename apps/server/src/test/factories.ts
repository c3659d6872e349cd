import { randomUUID } from 'node:crypto';
import type { App } from '../app';
import type { DbOrTx } from '../db/client';
import { type CreateUserOptions, createUser } from '../features/users/users.service';
import { SYSTEM_ACTOR } from '../lib/actor';

export const TEST_PASSWORD = 'Test@1234';

/** An approved, active user (override anything), created through the real service. */
export async function createTestUser(db: DbOrTx, overrides: Partial<CreateUserOptions> = {}) {
  const email = overrides.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const user = await createUser(
    db,
    {
      name: 'Test User',
      email,
      password: TEST_PASSWORD,
      role: 'technician',
      approved: true,
      status: 'Active',
      ...overrides,
    },
    SYSTEM_ACTOR,
  );
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
