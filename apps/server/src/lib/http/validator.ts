import { type Message, msg } from '@cmms/shared/i18n/message';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { badRequest } from '../errors';

export const NUL_CHARACTER_MESSAGE = msg('errors.nulCharacter');
export const UNPAIRED_SURROGATE_MESSAGE = msg('errors.unpairedSurrogate');

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why PostgreSQL cannot keep a text as it is, or null: text and jsonb refuse U+0000, and jsonb
 * refuses an unpaired surrogate (which JSON can carry as "\ud800"), while text would silently
 * turn it into U+FFFD.
 */
function unstorable(text: string): Message | null {
  if (text.includes('\u0000')) return NUL_CHARACTER_MESSAGE;
  if (UNPAIRED_SURROGATE.test(text)) return UNPAIRED_SURROGATE_MESSAGE;
  return null;
}

type Visit = { value: unknown; key: string; parent: Visit | null };

const pathOf = (visit: Visit) => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The dotted path ("items.0.name") of the first text PostgreSQL cannot keep, a value or an
 * object's key, with the reason; null when there is none. A loop over a stack, each entry
 * pointing at its parent: linear in the size of the value, and no recursion for a deep body to
 * overflow.
 */
export function findUnstorableText(value: unknown): { path: string; message: Message } | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const item = visit.value;
    if (typeof item === 'string') {
      const message = unstorable(item);
      if (message) return { path: pathOf(visit), message };
    } else if (item !== null && typeof item === 'object') {
      // Reversed onto the stack, so that fields are checked in their order.
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        const inKey = unstorable(key);
        // A bad key is named by its parent's path: the key itself cannot be shown.
        if (inKey) return { path: pathOf(visit), message: inKey };
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * The zod validator of every route, and one rule no schema has to remember: PostgreSQL text and
 * jsonb cannot hold U+0000, nor jsonb an unpaired surrogate, so a value carrying either would
 * fail in the database as a 500 (the surrogate was found by the API fuzz, api-fuzz.test.ts).
 * What the schema accepted is checked, so a field the schema drops does not matter. Keyboards
 * type neither, which is why the web forms do not check them themselves; a pasted one gets this
 * 400 under its field.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const result = validate(data);
    // The zod validator answers at once, with { value } or { error }.
    if (typeof result !== 'object' || 'then' in result || result.error) return result;
    const found = findUnstorableText(result.value);
    if (found === null) return result;
    const field = found.path || route.httpPart || 'body';
    return { error: badRequest(found.message, { [field]: found.message }) };
  };
};
