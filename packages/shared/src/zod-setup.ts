import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';

/** "siteIds" → "Site ids", "clientPOC" → "Client POC": a sentence can start with the field. */
export function fieldLabelOf(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((part) => typeof part === 'string');
  if (!key) return 'Value';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(' ')
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Sizes and choices in words a person reads, with the field named. */
function humanMessageOf(issue: $ZodRawIssue): string | undefined {
  const label = fieldLabelOf(issue.path);
  const collection = issue.origin === 'array' || issue.origin === 'set';
  const verb = collection ? 'must have' : 'must be';
  const unit = (count: number | bigint) =>
    issue.origin === 'string'
      ? ` character${count === 1 ? '' : 's'}`
      : collection
        ? ` item${count === 1 ? '' : 's'}`
        : '';
  switch (issue.code) {
    case 'too_big':
      return `${label} ${verb} at most ${issue.maximum}${unit(issue.maximum)}`;
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? `${label} is required`
        : `${label} ${verb} at least ${issue.minimum}${unit(issue.minimum)}`;
    case 'invalid_value':
      return `${label} must be one of ${issue.values.map(String).join(', ')}`;
    default:
      return undefined;
  }
}

/**
 * Human defaults. Schemas name their own messages where the spec gives one; these replace zod's
 * technical ones ("expected string, received undefined", "Too big: expected string to have
 * <=100 characters"). Imported once by the server's app and by the web app's entry.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
      return 'This field is required';
    }
    return humanMessageOf(issue);
  },
});
