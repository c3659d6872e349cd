import type { MessageArguments } from '@cmms/shared/i18n/keys.generated';
import type { MessageKey } from '@cmms/shared/i18n/message';

/**
 * A key whose message reads no values: what a table of labels holds, read with `t(key)` alone
 * (a key that needs values cannot slip into such a table).
 */
export type PlainKey = {
  [K in MessageKey]: MessageArguments[K] extends undefined ? K : never;
}[MessageKey];
