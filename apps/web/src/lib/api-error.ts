import { type ErrorCode, errorCodes } from '@cmms/shared/api-error';
import type { MessageKey } from '@cmms/shared/i18n/message';
import { render } from './i18n/i18n';

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
    /** The server's Retry-After, in seconds: the same request may succeed after that. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const fallbackByStatus: Record<number, [ErrorCode, MessageKey]> = {
  400: ['BAD_REQUEST', 'common.requestInvalid'],
  401: ['UNAUTHORIZED', 'common.signInToContinue'],
  403: ['FORBIDDEN', 'common.noPermission'],
  404: ['NOT_FOUND', 'common.itemNotFound'],
  409: ['CONFLICT', 'common.conflict'],
  413: ['PAYLOAD_TOO_LARGE', 'common.uploadTooLarge'],
  429: ['TOO_MANY_REQUESTS', 'common.tooManyAttempts'],
  503: ['SERVICE_UNAVAILABLE', 'common.serverStarting'],
};

// Reads the server's error shape (packages/shared/src/api-error.ts) leniently: a proxy or an
// older server may answer with only part of it, or with no JSON at all.
export function toApiError(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const [fallbackCode, fallbackKey] = fallbackByStatus[status] ?? [
    status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST',
    'auth.unexpected',
  ];
  const fallbackMessage = render({ key: fallbackKey });
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = errorCodes.find((known) => known === fields.code) ?? fallbackCode;
  const message = nonEmptyString(fields.message) ?? nonEmptyString(fields.error) ?? fallbackMessage;
  const seconds = retryAfter ? Number(retryAfter) : Number.NaN;
  return new ApiError(
    status,
    code,
    message,
    stringRecord(fields.errors),
    Number.isFinite(seconds) ? seconds : undefined,
  );
}

/** No answer came (status 0: no connection or a timeout), or the server failed (5xx). */
export const isTransientFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

export function parseJson(text: string): { ok: boolean; value: unknown } {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, value: undefined };
  }
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

/**
 * The server's reason for refusing (a 4xx says what to fix, in words meant for the user), else
 * `fallback`: a 5xx or a lost connection says nothing a person can act on.
 */
export function serverReasonOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}

/** The server's per-field messages for the fields a form has, to show under each field. */
export function fieldErrorsOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): [Field, string][] {
  if (!(error instanceof ApiError)) return [];
  return fields.flatMap((field) => {
    const message = error.fieldErrors[field];
    return message ? [[field, message] as [Field, string]] : [];
  });
}
