import { ApiError } from '../../../lib/api-error';

/**
 *requirements/materials.md#errors: a failure shows the server's error first, then our own text. No answer at all, or a
 * server failure (5xx), has no error of the server's worth showing.
 */
export function serverTextOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}

/**requirements/materials.md#errors 'Failed to approve request: ...': the cause after the colon, whatever it was. */
export const causeOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** The server's per-field messages that belong to one of `fields`. */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): [F, string][] {
  if (!(error instanceof ApiError)) return [];
  return fields.flatMap((field) => {
    const message = error.fieldErrors[field];
    return message ? [[field, message] as [F, string]] : [];
  });
}
