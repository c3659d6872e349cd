import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { badRequest } from '../errors';

export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character (U+0000)';

type Visit = { value: unknown; key: string; parent: Visit | null };

const pathOf = (visit: Visit) => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The dotted path ("items.0.name") of the first string holding U+0000, if any. A loop over a
 * stack, each entry pointing at its parent: linear in the size of the value, and no recursion
 * for a deep body to overflow.
 */
export function pathOfNulCharacter(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const item = visit.value;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return pathOf(visit);
    } else if (item !== null && typeof item === 'object') {
      // Reversed onto the stack, so that fields are checked in their order.
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * The zod validator of every route, and one rule no schema has to remember: PostgreSQL text and
 * jsonb cannot hold U+0000, so a value carrying it would fail in the database as a 500. What
 * the schema accepted is checked, so a field the schema drops does not matter. Keyboards do not
 * type it, which is why the web forms do not check it themselves; a pasted one gets this 400
 * under its field.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const result = validate(data);
    // The zod validator answers at once, with { value } or { error }.
    if (typeof result !== 'object' || 'then' in result || result.error) return result;
    const path = pathOfNulCharacter(result.value);
    if (path === null) return result;
    const field = path || route.httpPart || 'body';
    return { error: badRequest(NUL_CHARACTER_MESSAGE, { [field]: NUL_CHARACTER_MESSAGE }) };
  };
};
