import { ApiError, apiRequest } from './api-client';

/** requirements/product.md#limits: after a failed wake-up the client waits 2 s and tries once more. */
export const WAKE_UP_RETRY_DELAY_MS = 2_000;
/** requirements/product.md#calls: a sign-in that never reached the server is sent again once, 5 s later. */
export const LOGIN_RETRY_DELAY_MS = 5_000;

export interface WakeUpDeps {
  /** One wake-up call; the API client gives up after 30 s (requirements/product.md#limits). */
  probe(): Promise<unknown>;
  sleep(ms: number): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const defaultDeps: WakeUpDeps = {
  // wakeUpServer waits and tries again itself; the client's own GET retry would double that.
  probe: () => apiRequest('GET', '/wakeup', { auth: false, retry: false }),
  sleep,
};

// A gateway answering 502-504 stands in front of a server that is not up yet.
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** True when no answer came from the app server itself: no connection, a timeout, a gateway. */
function neverReachedServer(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || GATEWAY_STATUSES.has(error.status));
}

async function answers(probe: WakeUpDeps['probe']): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch (error) {
    // Any answer from the app itself (even a 404 from an older server) means it is awake.
    return error instanceof ApiError && !neverReachedServer(error);
  }
}

/**
 * requirements/product.md#calls wakes a sleeping host before signing in and then always waited 3 s. requirements/api.md#server-rules keeps
 * the intent and drops the wait when the server already answers: only a failed wake-up waits
 * 2 s and tries once more. Resolves either way; the sign-in call reports any real failure.
 */
export async function wakeUpServer(deps: WakeUpDeps = defaultDeps): Promise<boolean> {
  if (await answers(deps.probe)) return true;
  await deps.sleep(WAKE_UP_RETRY_DELAY_MS);
  return answers(deps.probe);
}

/**
 * Sends `request`, and once more after 5 s when the first try never reached the server
 * (requirements/product.md#calls). A refusal from the server itself is final: sending a wrong password twice helps nobody.
 */
export async function retryIfUnreached<T>(
  request: () => Promise<T>,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!neverReachedServer(error)) throw error;
    await wait(LOGIN_RETRY_DELAY_MS);
    return request();
  }
}
