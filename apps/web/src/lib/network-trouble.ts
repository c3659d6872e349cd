import { ApiError } from './api-error';
import { readStorage, storageKeys } from './storage-keys';

// What browsers say when a lazy screen's code cannot be downloaded.
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** Whether a failure came from the network rather than from the app itself. */
export function isNetworkTrouble(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return true;
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/** A network-error flag is stored (requirements/product.md#records): a connectivity check failed recently. */
export const hasNetworkErrorFlag = () => readStorage(storageKeys.networkError) !== null;
