import { z } from 'zod';
import { numberSchema } from './numbers';

/** Every list takes limit and offset and sends the total in X-Total-Count (requirements/api.md#contract). */
const MAX_PAGE_SIZE = 200;
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const pageQuerySchema = z.object({
  limit: numberSchema('limit must be a number')
    .pipe(
      z
        .number()
        .int({ error: 'limit must be a whole number' })
        .min(1, { error: 'limit must be at least 1' })
        .max(MAX_PAGE_SIZE, { error: `limit must be at most ${MAX_PAGE_SIZE}` }),
    )
    .default(50),
  offset: numberSchema('offset must be a number')
    .pipe(
      z
        .number()
        .int({ error: 'offset must be a whole number' })
        .min(0, { error: 'offset must not be negative' }),
    )
    .default(0),
});
