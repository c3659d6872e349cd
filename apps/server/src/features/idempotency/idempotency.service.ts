import { IDEMPOTENCY_KEY_TTL_DAYS, idempotencyTexts } from '@cmms/shared/idempotency';
import type { ServiceDeps } from '../../lib/deps';
import { conflict, unprocessable } from '../../lib/errors';
import {
  claimKey,
  deleteExpiredKeys,
  findKey,
  type KeyOf,
  type KeyRow,
  releaseKey,
  storeAnswer,
} from './idempotency.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

/** A keyed request: who sent it, its key, and what it asks (the body as its SHA-256). */
export type KeyedRequest = KeyOf & { method: string; path: string; bodyHash: string };
export type Answer = { status: number; body: string };
/** run: this request holds the key and runs; replay: answer as the first request did. */
export type Begun = { kind: 'run' } | ({ kind: 'replay' } & Answer);

const TTL_MS = IDEMPOTENCY_KEY_TTL_DAYS * 86_400_000;
/**
 * A change without an answer after this long will not get one: no request of this API runs for
 * minutes, so its process died (or lost the database) between taking the key and storing the
 * answer, and whether the change committed cannot be told from here (docs/decisions.md).
 */
export const UNANSWERED_AFTER_MS = 5 * 60_000;
/** Seconds a client waits before sending a change still being applied again. */
const RETRY_AFTER_SECONDS = 1;

const sameRequest = (row: KeyRow, request: KeyedRequest) =>
  row.method === request.method && row.path === request.path && row.bodyHash === request.bodyHash;

/**
 * Before a keyed change runs: take its key, or answer from the row that holds it. The same
 * request answered before is replayed; another request under the key is a 422; one still
 * running is a 409 to try again shortly; one that never got its answer is a 409 that tells the
 * user to check, never a second run.
 */
export async function beginKeyedChange(deps: Deps, request: KeyedRequest): Promise<Begun> {
  const now = deps.clock.now();
  // Twice at most: the row read after a failed claim may be given back (a 5xx) in between.
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = { ...request, createdAt: now, expiresAt: new Date(now.getTime() + TTL_MS) };
    if (await claimKey(deps.db, row)) {
      await deleteExpiredKeys(deps.db, request.userId, now);
      return { kind: 'run' };
    }
    const held = await findKey(deps.db, request);
    if (!held) continue;
    if (!sameRequest(held, request))
      throw unprocessable(idempotencyTexts.reused(held.method, held.path));
    if (held.responseStatus !== null) {
      return { kind: 'replay', status: held.responseStatus, body: held.responseBody ?? '' };
    }
    if (now.getTime() - held.createdAt.getTime() < UNANSWERED_AFTER_MS) {
      throw conflict(idempotencyTexts.inProgress, RETRY_AFTER_SECONDS);
    }
    throw conflict(idempotencyTexts.unknownOutcome);
  }
  throw conflict(idempotencyTexts.inProgress, RETRY_AFTER_SECONDS);
}

/**
 * After the keyed change answered: the answer is kept for replays, unless it is a 5xx, a failure
 * on our side whose transaction rolled back, which gives the key back so a retry runs again.
 */
export async function finishKeyedChange(deps: Pick<Deps, 'db'>, key: KeyOf, answer: Answer) {
  if (answer.status >= 500) await releaseKey(deps.db, key);
  else await storeAnswer(deps.db, key, answer);
}
