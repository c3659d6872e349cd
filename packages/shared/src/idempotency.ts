import { z } from 'zod';

/**
 * Idempotency keys (issue 21): a change queued on a device carries a key, so sending it again
 * (the answer was lost, the queue is replayed) applies it once. The server keeps the first
 * answer per user and key for KEY_TTL_DAYS and replays it, or, when the answer was too large to
 * keep or never recorded, says the change was applied; docs/decisions.md, "Offline changes".
 */
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Sent, as 'true', on an answer replayed from a key's first request. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
export const IDEMPOTENCY_KEY_TTL_DAYS = 7;

export const idempotencyTexts = {
  badKey: `The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters: letters, digits, '-', '_', ':' or '.'`,
  reused: (method: string, path: string) =>
    `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request (${method} ${path}); send each change with a key of its own.`,
  inProgress: 'This change is still being applied; try again in a moment.',
  appliedEarlier:
    'This change was applied earlier; its answer is not kept. Read the record again to see it.',
  /** Only for a key taken before the server recorded whether its change committed. */
  unknownOutcome:
    'This change was received earlier but its result was never recorded, so it may or may not have been applied. Check the record before doing it again.',
} as const;

/**
 * The replay of a change that was applied when its own answer is not kept (larger than the
 * server keeps, or never recorded because the server stopped after the commit): a 2xx, so a
 * queue counts the change as done, and screens read the record again.
 */
export const appliedEarlierSchema = z.object({
  applied: z.literal(true),
  message: z.string().max(200),
});
export type AppliedEarlier = z.infer<typeof appliedEarlierSchema>;

/** A UUID fits, and so do the ULIDs and "device:counter" keys offline queues tend to make. */
export const idempotencyKeySchema = z
  .string({ error: idempotencyTexts.badKey })
  .min(1, idempotencyTexts.badKey)
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, idempotencyTexts.badKey)
  .regex(/^[A-Za-z0-9_:.-]+$/, idempotencyTexts.badKey);

/** The header as a route schema documents and checks it (lower case, as Node reads headers). */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': idempotencyKeySchema
    .optional()
    .describe(
      `Optional. Applies this change once: the same key again (same method, path and body) ` +
        `gets the first answer again, with ${IDEMPOTENT_REPLAYED_HEADER}: true (or, when that ` +
        `answer is not kept, { applied: true, message }); with another request 422; while the ` +
        `first is still running 409 with Retry-After. Kept per user for ` +
        `${IDEMPOTENCY_KEY_TTL_DAYS} days.`,
    ),
});
