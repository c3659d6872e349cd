import type { ErrorCode } from '@cmms/shared/api-error';

/**
 * Typed errors thrown by services and routes. The error handler turns each into the one error
 * shape of the GUIDE; anything that is not an AppError is masked as a 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, fieldErrors ? 'VALIDATION_ERROR' : 'BAD_REQUEST', message, fieldErrors);

export const unauthorized = (message = 'Authentication required. Please log in again.') =>
  new AppError(401, 'UNAUTHORIZED', message);

export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, 'FORBIDDEN', message);

/** Also used for records the caller may not see: a 404 does not reveal that they exist. */
export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`);

/**
 * The record, or a 404 naming what was not found: the one answer for a record that does not
 * exist and for one the actor may not see (its policy's scope left it out), alike.
 */
export function foundOr404<Row>(row: Row | null | undefined, what: string): Row {
  if (row === null || row === undefined) throw notFound(what);
  return row;
}

/**
 * A 404 that says why, for a record the caller held and no longer sees, where the reason reveals
 * nothing they did not know (their own work order, reassigned).
 */
export const notFoundBecause = (message: string) => new AppError(404, 'NOT_FOUND', message);

/** With retryAfterSeconds, the conflict passes by itself: a client may send the same again then. */
export const conflict = (message: string, retryAfterSeconds?: number) =>
  new AppError(
    409,
    'CONFLICT',
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  );

export const unprocessable = (message: string) =>
  new AppError(422, 'UNPROCESSABLE_ENTITY', message);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
