import { ApiError, isTransientFailure, parseJson, toApiError } from './api-error';
import { type Connectivity, connectivity } from './connectivity';
import { currentLanguage, t } from './i18n/i18n';
import { noteServerDate } from './server-clock';
import { API_BASE_URL } from './server-url';
import { readStorage, storageKeys } from './storage-keys';
import { handleUnauthorized, type UnauthorizedInfo } from './unauthorized';

export { ApiError } from './api-error';

/** requirements/product.md#limits: every request gives up after 30 seconds. */
const REQUEST_TIMEOUT_MS = 30_000;
/** requirements/product.md#calls: a failed GET is sent once more after 3 seconds. */
const GET_RETRY_DELAY_MS = 3_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  /** JSON, or a FormData sent as multipart/form-data (an upload: the browser sets the boundary). */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /** Send the stored bearer token (default). Sign-in and recovery calls go without it. */
  auth?: boolean;
  /** A token to send instead of the stored one: logout, after the session is cleared here. */
  bearer?: string;
  /** GETs are retried once on a network failure or a 5xx (default); false sends them once. */
  retry?: boolean;
  /** Extra request headers (the offline queue's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Instead of the 30 s every call gets: an upload over a slow connection takes longer. */
  timeoutMs?: number;
}

export interface ApiClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  retryDelayMs?: number;
  /** The connectivity check and network-error block; none: never blocked, never probed. */
  connectivity?: Pick<Connectivity, 'check' | 'isBlocked'>;
  /** Called when a request that carried a token is answered 401. */
  onUnauthorized?: (info: UnauthorizedInfo) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createApiClient({
  baseUrl,
  timeoutMs = REQUEST_TIMEOUT_MS,
  fetch: fetcher = (...args) => globalThis.fetch(...args),
  sleep = wait,
  retryDelayMs = GET_RETRY_DELAY_MS,
  connectivity: network,
  onUnauthorized,
}: ApiClientOptions) {
  async function send<T>(method: HttpMethod, path: string, options: RequestOptions): Promise<T> {
    const { body, query, signal, auth = true, bearer } = options;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      // Errors and texts answered in the language the page speaks (docs/languages.md).
      'Accept-Language': currentLanguage(),
      ...options.headers,
    };
    // A FormData goes as multipart/form-data, with the boundary the browser writes in its type.
    const payload = body === undefined || body instanceof FormData ? body : JSON.stringify(body);
    if (typeof payload === 'string') headers['Content-Type'] = 'application/json';
    const token = bearer ?? (auth ? readStorage(storageKeys.token) : null);
    if (token) headers.Authorization = `Bearer ${token}`;

    const timeout = AbortSignal.timeout(options.timeoutMs ?? timeoutMs);
    let response: Response;
    try {
      response = await fetcher(buildUrl(baseUrl, path, query), {
        method,
        headers,
        body: payload,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      // A caller's own cancellation is not a failure; let it through for TanStack Query.
      if (signal?.aborted) throw error;
      if (timeout.aborted) throw new ApiError(0, 'TIMEOUT', t('auth.timeout'));
      throw new ApiError(0, 'NETWORK_ERROR', t('auth.networkError'));
    }

    noteServerDate(response.headers.get('date'));
    const text = await response.text();
    const parsed = parseJson(text);
    if (!response.ok) {
      if (response.status === 401 && token) onUnauthorized?.({ method, path });
      throw toApiError(response.status, parsed.value, response.headers.get('retry-after'));
    }
    if (!parsed.ok) {
      throw new ApiError(response.status, 'INVALID_RESPONSE', t('common.unreadableAnswer'));
    }
    return parsed.value as T;
  }

  return async function apiRequest<T = unknown>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
  ): Promise<T> {
    // requirements/product.md#states: within 30 s of a failed connectivity check, new requests fail at once.
    if (network?.isBlocked()) throw new ApiError(0, 'NETWORK_ERROR', t('auth.networkError'));
    try {
      try {
        return await send<T>(method, path, options);
      } catch (error) {
        // Reads are safe to repeat; a refusal (4xx) would only be refused again.
        if (method !== 'GET' || options.retry === false || !isTransientFailure(error)) throw error;
        await sleep(retryDelayMs);
        options.signal?.throwIfAborted();
        return await send<T>(method, path, options);
      }
    } catch (error) {
      // No answer at all: check whether the server is reachable; a failed check blocks for 30 s.
      if (error instanceof ApiError && error.status === 0) void network?.check();
      throw error;
    }
  };
}

/** The client every screen uses: the API under /api (lib/server-url.ts), with the 401 handling. */
export const apiRequest = createApiClient({
  baseUrl: API_BASE_URL,
  connectivity,
  onUnauthorized: handleUnauthorized,
});

function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}
