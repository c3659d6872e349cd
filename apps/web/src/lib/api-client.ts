import { type ErrorCode, errorCodes } from '@cmms/shared/api-error';
import { authTexts } from '@cmms/shared/auth';
import { readStorage, storageKeys } from './storage-keys';

/** Spec doc 000 §9: every request gives up after 30 seconds. */
export const REQUEST_TIMEOUT_MS = 30_000;

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    /** Per-field messages of a validation failure, keyed by field path. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /** Send the stored bearer token (default). Sign-in and recovery calls go without it. */
  auth?: boolean;
}

export interface ApiClientOptions {
  baseUrl: string;
  timeoutMs?: number;
}

export function createApiClient({ baseUrl, timeoutMs = REQUEST_TIMEOUT_MS }: ApiClientOptions) {
  return async function apiRequest<T = unknown>(
    method: HttpMethod,
    path: string,
    { body, query, signal, auth = true }: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = auth ? readStorage(storageKeys.token) : null;
    if (token) headers.Authorization = `Bearer ${token}`;

    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(buildUrl(baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      // A caller's own cancellation is not a failure; let it through for TanStack Query.
      if (signal?.aborted) throw error;
      if (timeout.aborted) throw new ApiError(0, 'TIMEOUT', authTexts.timeout);
      throw new ApiError(0, 'NETWORK_ERROR', authTexts.networkError);
    }

    const text = await response.text();
    const parsed = parseJson(text);
    if (!response.ok) throw toApiError(response.status, parsed.value);
    if (!parsed.ok) {
      throw new ApiError(
        response.status,
        'INVALID_RESPONSE',
        'The server sent an unreadable answer.',
      );
    }
    return parsed.value as T;
  };
}

/** The client every screen uses: same-origin API under /api. */
export const apiRequest = createApiClient({ baseUrl: '/api' });

function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

function parseJson(text: string): { ok: boolean; value: unknown } {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, value: undefined };
  }
}

const fallbackByStatus: Record<number, [ErrorCode, string]> = {
  400: ['BAD_REQUEST', 'The request was not valid.'],
  401: ['UNAUTHORIZED', 'Please sign in to continue.'],
  403: ['FORBIDDEN', "You don't have permission to do that."],
  404: ['NOT_FOUND', 'The requested item was not found.'],
  409: ['CONFLICT', 'This conflicts with a recent change. Please refresh and try again.'],
  413: ['PAYLOAD_TOO_LARGE', 'The upload is too large.'],
  429: ['TOO_MANY_REQUESTS', 'Too many attempts. Please wait a moment and try again.'],
  503: ['SERVICE_UNAVAILABLE', 'Server is starting up. Please try again in a moment.'],
};

// Reads the server's error shape (packages/shared/src/api-error.ts) leniently: a proxy or an
// older server may answer with only part of it, or with no JSON at all.
function toApiError(status: number, body: unknown): ApiError {
  const [fallbackCode, fallbackMessage] = fallbackByStatus[status] ?? [
    status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST',
    authTexts.unexpected,
  ];
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = errorCodes.find((known) => known === fields.code) ?? fallbackCode;
  const message = nonEmptyString(fields.message) ?? nonEmptyString(fields.error) ?? fallbackMessage;
  return new ApiError(status, code, message, stringRecord(fields.errors));
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
