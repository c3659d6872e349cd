import { z } from 'zod';

/**
 * Every failure the API answers has this shape (requirements/api.md#contract). `message` and `error` carry the same
 * human text because the spec's client reads either; `errors` holds per-field messages of a
 * validation failure, keyed by the field's path ("items.0.name").
 */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  // 422: a well-formed request the server will not process as sent (an idempotency key reused
  // for a different request).
  'UNPROCESSABLE_ENTITY',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

const apiErrorSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  error: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
