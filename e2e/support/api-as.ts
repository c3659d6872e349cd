import { expect } from 'vitest';
import { baseUrl } from './journey-server';
import { DEMO_PASSWORD } from './session';

export type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** Calls the API as a demo user, for the set-up a journey is not about. */
export async function apiAs(email: string): Promise<Api> {
  const login = await fetch(new URL('/api/auth/login', baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(new URL(`/api${path}`, baseUrl()), {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    }
    return (await response.json()) as T;
  };
}
