import type { ErrorCode } from '@cmms/shared/api-error';
import { type Message, msg } from '@cmms/shared/i18n/message';
import { inEnglish } from '@cmms/shared/i18n/source-translators';

/**
 * What an error says: a catalogue message, answered in the caller's language by the error
 * handler (docs/languages.md). Never a sentence: a type keeps every refusal translatable.
 */
export type ErrorText = Message;

/**
 * Typed errors thrown by services and routes. The error handler turns each into the one error
 * shape of the GUIDE, in the caller's language; anything that is not an AppError is masked as a
 * 500. `message` is the English, for the log.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly text: ErrorText,
    readonly fieldErrors?: Record<string, ErrorText>,
    readonly headers?: Record<string, string>,
  ) {
    super(inEnglish(text));
    this.name = 'AppError';
  }
}

export const badRequest = (text: ErrorText, fieldErrors?: Record<string, ErrorText>) =>
  new AppError(400, fieldErrors ? 'VALIDATION_ERROR' : 'BAD_REQUEST', text, fieldErrors);

export const unauthorized = (text: ErrorText = msg('errors.authenticationRequired')) =>
  new AppError(401, 'UNAUTHORIZED', text);

export const forbidden = (text: ErrorText = msg('errors.forbidden')) =>
  new AppError(403, 'FORBIDDEN', text);

/**
 * Also used for records the caller may not see: a 404 does not reveal that they exist. `what`
 * names the record ('errors.notFound.asset' reads 'Asset not found').
 */
export const notFound = (what: ErrorText = msg('errors.resourceNotFound')) =>
  new AppError(404, 'NOT_FOUND', what);

/**
 * The record, or a 404 naming what was not found: the one answer for a record that does not
 * exist and for one the actor may not see (its policy's scope left it out), alike.
 */
export function foundOr404<Row>(row: Row | null | undefined, what: ErrorText): Row {
  if (row === null || row === undefined) throw notFound(what);
  return row;
}

/**
 * A 404 that says why, for a record the caller held and no longer sees, where the reason reveals
 * nothing they did not know (their own work order, reassigned).
 */
export const notFoundBecause = (text: ErrorText) => new AppError(404, 'NOT_FOUND', text);

/** With retryAfterSeconds, the conflict passes by itself: a client may send the same again then. */
export const conflict = (text: ErrorText, retryAfterSeconds?: number) =>
  new AppError(
    409,
    'CONFLICT',
    text,
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  );

export const unprocessable = (text: ErrorText) => new AppError(422, 'UNPROCESSABLE_ENTITY', text);

export const tooManyRequests = (text: ErrorText, retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', text, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
