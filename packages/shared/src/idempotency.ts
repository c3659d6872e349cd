import { z } from 'zod';

/**
 * Idempotency keys (issue 21): a change queued on a device carries a key, so sending it again
 * (the answer was lost, the queue is replayed) applies it once. The server keeps the first
 * answer per user and key for KEY_TTL_DAYS and replays it, or, when the answer was too large to
 * keep or never recorded, says the change was applied; docs/decisions.md, "Offline changes".
 * Its refusals are catalogue messages (locales/<language>/idempotency.json), which name the
 * header and the length below in words.
 */

/** Sent, as 'true', on an answer replayed from a key's first request. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
export const IDEMPOTENCY_KEY_TTL_DAYS = 7;

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
  .string({ error: 'idempotency.badKey' })
  .min(1, 'idempotency.badKey')
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, 'idempotency.badKey')
  .regex(/^[A-Za-z0-9_:.-]+$/, 'idempotency.badKey');

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
