import type { MessageValue } from './message-values';
import type { Translator } from './translator';

/**
 * A validation failure as the form and the API's error handler both hold it: zod's issue, or
 * the server's copy of one (its code, path and details, as fastify-type-provider-zod passes
 * them on). The shared schemas' messages are catalogue keys (zod-setup.ts gives the defaults
 * keys too); the values they read are taken from the issue: the field, the size, the choices.
 */
export type IssueLike = {
  readonly message?: string;
  readonly code?: string;
  readonly path?: readonly PropertyKey[];
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly values?: readonly unknown[];
  readonly params?: Readonly<Record<string, unknown>>;
};

/** "siteIds" → "Site ids", "clientPOC" → "Client POC": an English sentence can start with the field. */
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

const kindOf = (origin: string | undefined) =>
  origin === 'string' ? 'string' : origin === 'array' || origin === 'set' ? 'collection' : 'other';

/**
 * The values an issue's message may read, besides those its schema passed as `params`: for a
 * message made from an issue outside a route's own validation (a multipart upload's fields).
 */
export function issueValues(issue: IssueLike): Record<string, MessageValue> {
  const values: Record<string, MessageValue> = {
    field: fieldLabelOf(issue.path),
    kind: kindOf(issue.origin),
  };
  if (issue.minimum !== undefined) values.minimum = Number(issue.minimum);
  if (issue.maximum !== undefined) values.maximum = Number(issue.maximum);
  if (issue.values) values.choices = issue.values.map(String).join(', ');
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    if (['string', 'number', 'boolean'].includes(typeof value))
      values[name] = value as MessageValue;
  }
  return values;
}

/**
 * The issue's text in the translator's language. A message that is not a key is zod's own
 * English (a type or a format the schemas leave to zod): English readers get it as it is,
 * others the catalogue's plain words for what went wrong.
 */
export function issueText(translator: Translator, issue: IssueLike): string {
  const message = issue.message ?? '';
  if (translator.has(message)) {
    return translator.render({ key: message, values: issueValues(issue) });
  }
  if (translator.language === 'en' && message) return message;
  return issue.code === 'invalid_format'
    ? translator.t('validation.invalidFormat')
    : translator.t('validation.invalid');
}
