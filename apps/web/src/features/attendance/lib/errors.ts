import { attendanceTexts } from '@cmms/shared/attendance';
import { ApiError } from '../../../lib/api-error';

/**
 * What a failed change says: the spec's text for it (`fallback`), unless the server refused it
 * on purpose (4xx), whose words say why (an overlapping leave, a holiday already on that day);
 * no answer at all is a network error.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return attendanceTexts.networkError;
  if (error.status >= 400 && error.status < 500 && error.message) return error.message;
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

/** The server's message of an admin-screen failure, for 'Error ...: {error}' (requirements/attendance.md#errors). */
export const reasonOf = (error: unknown) =>
  error instanceof ApiError && error.status === 0
    ? attendanceTexts.networkError
    : error instanceof Error
      ? error.message
      : String(error);
