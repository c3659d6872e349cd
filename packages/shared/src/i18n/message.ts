import type { MessageArguments } from './keys.generated';
import type { MessageValue } from './message-values';

/**
 * A text named by its key in the catalogues (locales/<language>/<namespace>.json), with the
 * values its ICU message reads. Code never holds a sentence: it holds a key, and whoever shows
 * the text renders it in the reader's language (docs/languages.md).
 */
export type MessageKey = keyof MessageArguments & string;

/**
 * A key whose message reads no values: what a table of labels holds, read with `t(key)` alone
 * (a key that needs values cannot slip into such a table).
 */
export type PlainKey = {
  [K in MessageKey]: MessageArguments[K] extends undefined ? K : never;
}[MessageKey];

/** What `t(key, …)` and `msg(key, …)` take after the key: nothing, or the message's values. */
export type ArgsOf<K extends MessageKey> = MessageArguments[K] extends undefined
  ? []
  : [values: MessageArguments[K]];

/**
 * A message not yet in any language, to be rendered by whoever shows it: an error the server
 * answers in the caller's language, a notification or an activity entry stored once and read in
 * each reader's own. Its values are plain data (they are kept as JSON), and a value may itself be
 * a message ('Status changed to {status}' with the status's own label).
 */
export type Message = {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, MessageValue>>;
};

/** A message to render later, typed like `t`: msg('pm.nobodyToTakeIt', { site }). */
export function msg<K extends MessageKey>(key: K, ...args: ArgsOf<K>): Message {
  const [values] = args;
  return values === undefined ? { key } : { key, values: values as Message['values'] };
}

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { key?: unknown }).key === 'string' &&
  !('day' in value);

/**
 * A day in a stored text whose English prints it ISO ('PM "Pump" fell due on 2026-11-27'), word for
 * word as before the catalogues; the other languages write it their way ('27 nov 2026').
 */
export const isoDay = (day: string) => ({ day, englishAsIso: true }) as const;

export const isCalendarDay = (value: unknown): value is { day: string; englishAsIso?: true } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { day?: unknown }).day === 'string';
