import { randomUUID } from 'node:crypto';
import { msg } from '@cmms/shared/i18n/message';
import type { Translator } from '@cmms/shared/i18n/translator';
import { type AppliedEarlier, IDEMPOTENCY_KEY_TTL_DAYS } from '@cmms/shared/idempotency';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../lib/deps';
import { conflict, unprocessable } from '../../lib/errors';
import {
  deleteExpiredBatch,
  deleteKeysBeyond,
  findKey,
  type HeldKey,
  insertNewKey,
  type KeyOf,
  type KeyRow,
  lockKeyIfFree,
  markApplied,
  releaseUnapplied,
  retakeKey,
  storeAnswer,
} from './idempotency.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

/**
 * The server process taking keys: `id` is recorded on each key it takes; `embedded` says the
 * database is PGlite, which one process opens at a time, so a key taken by another id there
 * belongs to a process that is gone.
 */
export type KeyTaker = { id: string; embedded: boolean };
/** A keyed request: who sent it, its key, and what it asks (the body as its SHA-256). */
export type KeyedRequest = KeyOf & { method: string; path: string; bodyHash: string };
export type Answer = { status: number; body: string };
/**
 * run: this request holds the key and runs; replay: answer without running, with the kept body,
 * or null for a success whose body is not kept (appliedEarlierBody says so).
 */
export type Begun =
  | { kind: 'run'; held: HeldKey }
  | { kind: 'replay'; status: number; body: string | null };

const TTL_MS = IDEMPOTENCY_KEY_TTL_DAYS * 86_400_000;
/**
 * How long after taking a key its request may still be running before its change's transaction
 * starts, or between a rollback and its answer (no request of this API takes that long). Until
 * then a repeat is told to try again; after it, a key whose change never committed goes to the
 * repeat. Taking it earlier would still be safe (the first request's transaction no longer finds
 * its token and cannot commit), only wasteful.
 */
export const CLAIM_GRACE_MS = 30_000;
/** A user's newest keys kept; older answered ones go when a new key is taken. */
export const KEYS_KEPT_PER_USER = 1_000;
/** Answers up to this many bytes are kept whole; a larger success keeps its status only. */
export const ANSWER_BODY_MAX_BYTES = 8 * 1024;
/** Rows one statement of the sweep deletes at most. */
export const SWEEP_BATCH = 1_000;
/** How often each instance sweeps expired keys. */
export const SWEEP_INTERVAL_MS = 10 * 60_000;
/** Seconds a client waits before sending a change still being applied again. */
const RETRY_AFTER_SECONDS = 1;
/** A refusal's texts, cut to this length if the whole refusal is too large to keep. */
const REFUSAL_TEXT_MAX = 1_000;

/** The answer of a change applied earlier whose own answer is not kept, in the reader's language. */
export function appliedEarlierBody(translator: Translator): string {
  const answer: AppliedEarlier = {
    applied: true,
    message: translator.t('idempotency.appliedEarlier'),
  };
  return JSON.stringify(answer);
}

const sameRequest = (row: KeyRow, request: KeyedRequest) =>
  row.method === request.method && row.path === request.path && row.bodyHash === request.bodyHash;

const stillBeingApplied = () => conflict(msg('idempotency.inProgress'), RETRY_AFTER_SECONDS);

/**
 * Whether the request that took the key may still be running: on PGlite a key taken by an
 * earlier process is not; otherwise one taken less than CLAIM_GRACE_MS ago may be.
 */
const mayStillRun = (row: KeyRow, taker: KeyTaker, now: Date) =>
  !(taker.embedded && row.claimedBy !== taker.id) &&
  now.getTime() - row.createdAt.getTime() < CLAIM_GRACE_MS;

/** A kept answer as replayed: a success kept without its body says it was applied. */
const replayOf = (status: number, body: string | null): Begun => ({ kind: 'replay', status, body });

/**
 * Before a keyed change runs: take its key, or answer from the row that holds it. The same
 * request answered before is replayed; another request under the key is a 422. Unanswered: a
 * change whose transaction is running, or whose request may still be running, is a 409 to try
 * again shortly; one that committed is answered as applied; one that never committed runs again,
 * under this request.
 */
export async function beginKeyedChange(
  deps: Deps,
  input: { request: KeyedRequest; taker: KeyTaker },
): Promise<Begun> {
  const { request, taker } = input;
  const now = deps.clock.now();
  const fresh = {
    ...request,
    claim: randomUUID(),
    claimedBy: taker.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TTL_MS),
  };
  const run = async (db: DbOrTx): Promise<Begun> => {
    await deleteKeysBeyond(db, request.userId, KEYS_KEPT_PER_USER);
    return { kind: 'run', held: fresh };
  };
  // Twice at most: the row may be given back (its change failed) between two looks.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await insertNewKey(deps.db, fresh)) return run(deps.db);
    const begun = await deps.db.transaction(async (tx): Promise<Begun | null> => {
      const row = await lockKeyIfFree(tx, request);
      // No row free to lock: gone (look again), or locked by its change's running transaction.
      if (!row) {
        if (await findKey(tx, request)) throw stillBeingApplied();
        return null;
      }
      if (row.expiresAt <= now) {
        await retakeKey(tx, fresh);
        return run(tx);
      }
      if (!sameRequest(row, request)) {
        throw unprocessable(msg('idempotency.reused', { method: row.method, path: row.path }));
      }
      if (row.responseStatus !== null) return replayOf(row.responseStatus, row.responseBody);
      // Taken before the server recorded whether changes committed (migration 0024).
      if (row.claim === null) throw conflict(msg('idempotency.unknownOutcome'));
      if (mayStillRun(row, taker, now)) throw stillBeingApplied();
      if (row.applied) return replayOf(200, null);
      await retakeKey(tx, fresh);
      return { kind: 'run', held: fresh };
    });
    if (begun) return begun;
  }
  throw stillBeingApplied();
}

/**
 * The first statement of each transaction of the keyed change: the key records that the change
 * committed, in the same commit. A request whose key went to a repeat (it ran longer than
 * CLAIM_GRACE_MS before its transaction) is refused here, so the change commits once.
 */
export async function markKeyApplied(tx: DbOrTx, held: HeldKey) {
  if (!(await markApplied(tx, held))) throw stillBeingApplied();
}

/**
 * The answer as kept: whole up to ANSWER_BODY_MAX_BYTES. A larger success keeps its status only
 * (null: the replay says it was applied, and the client reads the record again); a larger refusal
 * keeps its code and message, which are what a client shows.
 */
function keptBodyOf({ status, body }: Answer): string | null {
  if (Buffer.byteLength(body) <= ANSWER_BODY_MAX_BYTES) return body;
  if (status < 300) return null;
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const text = (name: string) =>
      typeof parsed[name] === 'string' ? parsed[name].slice(0, REFUSAL_TEXT_MAX) : undefined;
    return JSON.stringify({ code: text('code'), message: text('message'), error: text('error') });
  } catch {
    return '';
  }
}

/**
 * After the keyed change answered: the answer is kept for replays. A 5xx whose change did not
 * commit gives the key back, so a retry runs again; one whose change committed (a failure after
 * the commit) is kept as applied, so a retry does not apply it twice.
 */
export async function finishKeyedChange(deps: Pick<Deps, 'db'>, held: HeldKey, answer: Answer) {
  if (answer.status < 500) {
    await storeAnswer(deps.db, held, { status: answer.status, body: keptBodyOf(answer) });
  } else if (!(await releaseUnapplied(deps.db, held))) {
    await storeAnswer(deps.db, held, { status: 200, body: null });
  }
}

/** Deletes every expired key, a batch per statement. Answers how many went. */
export async function sweepExpiredKeys(deps: Deps) {
  const now = deps.clock.now();
  let deleted = 0;
  for (;;) {
    const batch = await deleteExpiredBatch(deps.db, now, SWEEP_BATCH);
    deleted += batch;
    if (batch < SWEEP_BATCH) return deleted;
  }
}
