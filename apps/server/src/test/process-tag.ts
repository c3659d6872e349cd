import type { TestOptions } from 'vitest';

/**
 * Marks a suite that starts processes of its own (the built server, nginx, pg_dump, psql): the
 * slowest tests, which `npm run check` leaves to `npm test` and CI (`--tags-filter='!process'`).
 * The tag is defined in vitest.config.ts.
 */
export const PROCESS: TestOptions = { tags: ['process'] };
