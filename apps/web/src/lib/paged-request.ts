import { TOTAL_COUNT_HEADER } from '@cmms/shared/lists';
import { createApiClient, type QueryParams } from './api-client';
import { connectivity } from './connectivity';
import { API_BASE_URL } from './server-url';
import { handleUnauthorized } from './unauthorized';

/** One page of a list and the total the server counted (X-Total-Count). */
export type Page<T> = { items: T[]; total: number };

/**
 * GET a list page together with its X-Total-Count. The shared client returns bodies only, so
 * each call gets a client around a fetch that keeps the header: timeouts, the retry, the
 * connectivity block and the 401 handling stay exactly the shared client's.
 */
export async function getPage<T>(
  path: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<Page<T>> {
  let total: number | undefined;
  const request = createApiClient({
    baseUrl: API_BASE_URL,
    connectivity,
    onUnauthorized: handleUnauthorized,
    fetch: async (input, init) => {
      const response = await globalThis.fetch(input, init);
      const header = response.headers.get(TOTAL_COUNT_HEADER);
      total = header !== null && Number.isFinite(Number(header)) ? Number(header) : undefined;
      return response;
    },
  });
  const items = await request<T[]>('GET', path, { query, signal });
  return { items, total: total ?? items.length };
}
