import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';
import { createConnectivity } from './connectivity';
import { t } from './i18n/i18n';
import { type ScriptedAnswer, scriptedFetch } from './test-fetch';
import { memoryStorageEachTest } from './test-storage';
import { handleUnauthorized, onUnauthorized, type UnauthorizedInfo } from './unauthorized';

const storage = memoryStorageEachTest();

const dropped = () => new TypeError('Failed to fetch');

/** A client on a scripted fetch that records its waits instead of waiting. */
function client(
  answers: ScriptedAnswer[],
  extra: Partial<Parameters<typeof createApiClient>[0]> = {},
) {
  const scripted = scriptedFetch(answers);
  const sleeps: number[] = [];
  const api = createApiClient({
    baseUrl: '/api',
    fetch: scripted.fetch,
    sleep: async (ms) => void sleeps.push(ms),
    ...extra,
  });
  return { api, calls: scripted.calls, sleeps };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('retrying a failed GET once after 3 s (requirements/product.md#calls)', () => {
  it('sends a GET again after a dropped connection', async () => {
    const { api, calls, sleeps } = client([dropped(), { status: 200, body: { ok: 1 } }]);
    await expect(api('GET', '/sites')).resolves.toEqual({ ok: 1 });
    expect(calls).toEqual(['GET /api/sites', 'GET /api/sites']);
    expect(sleeps).toEqual([3_000]);
  });

  it('sends a GET again after a server failure, and only once', async () => {
    const { api, calls } = client([{ status: 500 }, { status: 503 }]);
    const error = await caught(api('GET', '/sites'));
    expect(error.status).toBe(503);
    expect(calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 409, 429])(
    'does not send a GET again after a %i',
    async (status) => {
      const { api, calls, sleeps } = client([{ status }]);
      expect((await caught(api('GET', '/sites'))).status).toBe(status);
      expect(calls).toHaveLength(1);
      expect(sleeps).toEqual([]);
    },
  );

  it('never repeats a change, nor a GET that asked not to be', async () => {
    const post = client([dropped()]);
    expect((await caught(post.api('POST', '/sites', { body: {} }))).code).toBe('NETWORK_ERROR');
    expect(post.calls).toHaveLength(1);

    const once = client([{ status: 502 }]);
    await caught(once.api('GET', '/wakeup', { retry: false }));
    expect(once.calls).toHaveLength(1);
  });

  it('stops when the caller cancels during the wait', async () => {
    const controller = new AbortController();
    const scripted = scriptedFetch([dropped()]);
    const api = createApiClient({
      baseUrl: '/api',
      fetch: scripted.fetch,
      sleep: async () => controller.abort(),
    });
    await expect(api('GET', '/sites', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(scripted.calls).toHaveLength(1);
  });
});

describe('a 401 (requirements/product.md#calls)', () => {
  it('is reported when the request carried a token, not for a refused sign-in', async () => {
    storage.stored.set('token', 'tok');
    const seen: UnauthorizedInfo[] = [];
    const { api } = client([{ status: 401 }, { status: 401 }], {
      onUnauthorized: (info) => seen.push(info),
    });

    await caught(api('GET', '/sites'));
    await caught(api('POST', '/auth/login', { auth: false, body: {} }));

    expect(seen).toEqual([{ method: 'GET', path: '/sites' }]);
  });

  it('clears the login-error marker, remembers the page and tells the app', () => {
    storage.stored.set('login_error', 'true');
    Object.assign(globalThis, {
      location: { pathname: '/manager/tasks', search: '?filter=overdue', hash: '' },
    });
    const seen: UnauthorizedInfo[] = [];
    const stop = onUnauthorized((info) => seen.push(info));
    try {
      handleUnauthorized({ method: 'GET', path: '/sites' });
    } finally {
      stop();
      Reflect.deleteProperty(globalThis, 'location');
    }
    expect(storage.stored.has('login_error')).toBe(false);
    expect(storage.stored.get('redirect_after_login')).toBe('/manager/tasks?filter=overdue');
    expect(seen).toEqual([{ method: 'GET', path: '/sites' }]);
  });
});

describe('the network-error block (requirements/product.md#states)', () => {
  it('checks connectivity after a request gets no answer, then fails fast for 30 s', async () => {
    let now = 1_000_000;
    const probe = scriptedFetch([dropped()]);
    const network = createConnectivity({
      fetch: probe.fetch,
      now: () => now,
      isOffline: () => false,
    });
    const { api, calls } = client([dropped(), dropped(), { status: 200, body: [] }], {
      connectivity: network,
    });

    await caught(api('GET', '/sites'));
    // The failure starts the check without waiting for it.
    await vi.waitFor(() => expect(network.isBlocked()).toBe(true));
    expect(probe.calls).toEqual(['GET /health']);
    expect(calls).toHaveLength(2);

    const blocked = await caught(api('GET', '/sites'));
    expect([blocked.status, blocked.code, blocked.message]).toEqual([
      0,
      'NETWORK_ERROR',
      t('auth.networkError'),
    ]);
    expect(calls).toHaveLength(2); // nothing was sent

    now += 30_000;
    await expect(api('GET', '/sites')).resolves.toEqual([]);
  });

  it('does not check connectivity when the server answered', async () => {
    const checks: string[] = [];
    const { api } = client([{ status: 500 }, { status: 500 }], {
      connectivity: {
        isBlocked: () => false,
        check: async () => {
          checks.push('check');
          return { ok: true };
        },
      },
    });
    await caught(api('GET', '/sites'));
    expect(checks).toEqual([]);
  });
});
