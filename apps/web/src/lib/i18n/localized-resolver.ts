import { issueText } from '@cmms/shared/i18n/issues';
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { translator } from './i18n';

/**
 * react-hook-form's resolver for a shared schema, with each issue in the page's language: the
 * schemas carry catalogue keys, read here with the values of the issue (the field, the size).
 * The first issue of each field is the one its field shows.
 */
export function localizedResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: issueText(translator(), issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
