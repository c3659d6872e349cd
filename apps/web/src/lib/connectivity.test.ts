import { describe, expect, it } from 'vitest';
import { clearNetworkErrors, createConnectivity } from './connectivity';
import { t } from './i18n/i18n';
import { scriptedFetch } from './test-fetch';
import { memoryStorageEachTest } from './test-storage';

const storage = memoryStorageEachTest();

const online = () => false;

describe('the connectivity check (requirements/product.md#calls, #errors)', () => {
  it('asks GET /health and clears the network-error flag when it answers', async () => {
    storage.stored.set('network_error', '1');
    const { fetch, calls } = scriptedFetch([{ status: 200, body: { status: 'ok' } }]);
    const check = createConnectivity({ fetch, isOffline: online });

    expect(await check.check()).toEqual({ ok: true });
    expect(calls).toEqual(['GET /health']);
    expect(storage.stored.has('network_error')).toBe(false);
  });

  it('falls back to a GET of the login path when /health answers 404', async () => {
    const { fetch, calls } = scriptedFetch([{ status: 404 }, { status: 200 }]);
    const check = createConnectivity({ fetch, isOffline: online });

    expect(await check.check()).toEqual({ ok: true });
    expect(calls).toEqual(['GET /health', 'GET /login']);
  });

  it('says the server is starting on a 503, and sets the flag', async () => {
    const { fetch } = scriptedFetch([{ status: 503 }]);
    const check = createConnectivity({ fetch, isOffline: online, now: () => 1_000 });

    expect(await check.check()).toEqual({ ok: false, message: t('common.serverStarting') });
    expect(storage.stored.get('network_error')).toBe('1000');
  });

  it('tells a timeout, an offline device and a dropped connection apart', async () => {
    const timeout = new DOMException('The operation timed out.', 'TimeoutError');
    const slow = createConnectivity({ fetch: scriptedFetch([timeout]).fetch, isOffline: online });
    expect(await slow.check()).toEqual({ ok: false, message: t('common.connectionTimedOut') });

    const failed = new TypeError('Failed to fetch');
    const dropped = createConnectivity({ fetch: scriptedFetch([failed]).fetch, isOffline: online });
    expect(await dropped.check()).toEqual({ ok: false, message: t('auth.networkError') });

    const offline = createConnectivity({
      fetch: scriptedFetch([new TypeError('Failed to fetch')]).fetch,
      isOffline: () => true,
    });
    expect(await offline.check()).toEqual({ ok: false, message: t('common.offline') });
  });

  it('gives the probe a time limit of its own', async () => {
    const { fetch, inits } = scriptedFetch([{ status: 200 }]);
    await createConnectivity({ fetch, isOffline: online }).check();
    expect(inits[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('runs one probe for failures that arrive together', async () => {
    const { fetch, calls } = scriptedFetch([{ status: 200 }]);
    const check = createConnectivity({ fetch, isOffline: online });

    const [first, second] = await Promise.all([check.check(), check.check()]);

    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
  });
});

describe('the 30 s network-error block (requirements/product.md#states)', () => {
  it('blocks for 30 s after a failed check, then lets requests through again', async () => {
    let now = 50_000;
    const check = createConnectivity({
      fetch: scriptedFetch([new TypeError('Failed to fetch')]).fetch,
      isOffline: online,
      now: () => now,
    });
    expect(check.isBlocked()).toBe(false);

    await check.check();
    expect(check.isBlocked()).toBe(true);
    now += 29_999;
    expect(check.isBlocked()).toBe(true);
    now += 1;
    expect(check.isBlocked()).toBe(false);
  });

  it('is lifted by Clear Network Errors', async () => {
    const check = createConnectivity({
      fetch: scriptedFetch([new TypeError('Failed to fetch')]).fetch,
      isOffline: online,
    });
    await check.check();
    expect(check.isBlocked()).toBe(true);

    clearNetworkErrors();

    expect(check.isBlocked()).toBe(false);
    expect(storage.stored.size).toBe(0);
  });

  it('ignores a flag that is not a time', () => {
    storage.stored.set('network_error', 'yes');
    expect(createConnectivity().isBlocked()).toBe(false);
  });
});
