/**
 * The values a message reads (keys.generated.ts types each key's by how its English message
 * reads them). Apart from message.ts so the generated key list and the message type do not
 * import each other.
 */

/**
 * A calendar date ('2026-11-30'), written in the reader's language when the message is shown.
 * `englishAsIso`: English prints it as stored, as the activity log always wrote it, while every
 * other language writes it in its own forms (isoDay in message.ts).
 */
type CalendarDay = { readonly day: string; readonly englishAsIso?: true };

/** A message as a value of another ('Status changed to {status}'), however it was made. */
type NestedMessage = {
  readonly key: string;
  readonly values?: Readonly<Record<string, MessageValue>>;
};

/** What a stored message's values may be: plain data, kept as JSON. */
export type MessageValue = string | number | boolean | NestedMessage | CalendarDay;

/** @public Read by keys.generated.ts for each value type its messages use. */
export type TextArg = string | number | NestedMessage | CalendarDay;
export type NumberArg = number;
/** @public */
export type DateArg = Date | number;
export type ChoiceArg = string | boolean;
