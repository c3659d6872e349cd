import { z } from 'zod';
import type { MessageKey } from './i18n/message';

/**
 * Human defaults, as catalogue keys (validation.json): sizes and choices in words a person
 * reads, with the field named in English. Schemas name their own keys where the spec gives a
 * text; these replace zod's technical ones ("expected string, received undefined", "Too big:
 * expected string to have <=100 characters"). What a key's message reads comes from the issue
 * (i18n/issues.ts). Imported once by the server's app and by the web app's entry.
 */
function defaultKeyOf(issue: z.core.$ZodRawIssue): MessageKey | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'validation.required' : undefined;
    case 'too_big':
      return 'validation.tooBig';
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? 'validation.fieldRequired'
        : 'validation.tooSmall';
    case 'invalid_value':
      return 'validation.notOneOf';
    default:
      return undefined;
  }
}

z.config({ customError: (issue) => defaultKeyOf(issue) });
