import { t } from './i18n/i18n';
import { serverUrl } from './server-url';
import {
  networkErrorKeys,
  readStorage,
  removeStorage,
  storageKeys,
  writeStorage,
} from './storage-keys';

/** requirements/product.md#limits: the connectivity probe gives up after 15 s; a failed one blocks for 30 s. */
const PROBE_TIMEOUT_MS = 15_000;
const NETWORK_BLOCK_MS = 30_000;

export type ProbeResult = { ok: true } | { ok: false; message: string };

export interface ConnectivityOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /** Outside the API base (requirements/product.md#calls). */
  healthUrl?: string;
  /** requirements/product.md#calls: a 404 from the health check falls back to a GET of the login path. */
  fallbackUrl?: string;
  probeTimeoutMs?: number;
  blockMs?: number;
  /** Whether the device says it is offline; the browser's navigator.onLine by default. */
  isOffline?: () => boolean;
}

export type Connectivity = ReturnType<typeof createConnectivity>;

/**
 * The connectivity check and the network-error flag of requirements/product.md#states: after a failed check, new
 * requests are refused for 30 s. The flag lives in localStorage (the spec's network-error flags),
 * so a reload inside the window stays blocked and "Clear Network Errors" can remove it.
 */
export function createConnectivity({
  fetch: fetcher = (...args) => globalThis.fetch(...args),
  now = Date.now,
  healthUrl = '/health',
  fallbackUrl = '/login',
  probeTimeoutMs = PROBE_TIMEOUT_MS,
  blockMs = NETWORK_BLOCK_MS,
  isOffline = () => globalThis.navigator?.onLine === false,
}: ConnectivityOptions = {}) {
  let running: Promise<ProbeResult> | null = null;

  const get = (url: string) =>
    fetcher(url, { method: 'GET', cache: 'no-store', signal: AbortSignal.timeout(probeTimeoutMs) });

  async function probe(): Promise<ProbeResult> {
    try {
      let response = await get(healthUrl);
      if (response.status === 404) response = await get(fallbackUrl);
      if (response.ok) return { ok: true };
      return {
        ok: false,
        message: response.status === 503 ? t('common.serverStarting') : t('auth.unexpected'),
      };
    } catch (error) {
      // requirements/product.md#errors, connectivity check; the offline wording is ours.
      if (isOffline()) return { ok: false, message: t('common.offline') };
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return {
        ok: false,
        message: timedOut ? t('common.connectionTimedOut') : t('auth.networkError'),
      };
    }
  }

  return {
    /** Runs the check (one at a time: concurrent failures share it) and sets or clears the flag. */
    check(): Promise<ProbeResult> {
      running ??= probe().then((result) => {
        running = null;
        if (result.ok) removeStorage(storageKeys.networkError);
        else writeStorage(storageKeys.networkError, String(now()));
        return result;
      });
      return running;
    },

    /** True within 30 s of a failed check. */
    isBlocked(): boolean {
      const since = Number(readStorage(storageKeys.networkError));
      if (!Number.isFinite(since) || since <= 0) return false;
      return now() - since < blockMs;
    },
  };
}

/** requirements/product.md#screens: "Clear Network Errors" removes the stored network error flags. */
export function clearNetworkErrors(): void {
  for (const key of networkErrorKeys) removeStorage(key);
}

export const connectivity = createConnectivity({
  healthUrl: serverUrl('/health'),
  fallbackUrl: serverUrl('/login'),
});
