import { createHash, type Hash, randomUUID } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import { msg } from '@cmms/shared/i18n/message';
import {
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyHeadersSchema,
  idempotencyKeySchema,
} from '@cmms/shared/idempotency';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { type DbOrTx, isEmbedded } from '../../db/client';
import { loggableError } from '../../lib/db-errors';
import type { AppDeps } from '../../lib/deps';
import { badRequest } from '../../lib/errors';
import { translatorOf } from '../../lib/i18n/request-language';
import { runWithTransactionStart, type TransactionStart } from '../../lib/transaction-start';
import type { HeldKey } from './idempotency.repository';
import {
  appliedEarlierBody,
  beginKeyedChange,
  finishKeyedChange,
  markKeyApplied,
} from './idempotency.service';

/**
 * A keyed request on its way: the hash of its body as it arrives, then the key it holds, the
 * hook its transactions run, and whether one of them marked the key.
 */
type Keyed = {
  bodyHash: Hash;
  holds: HeldKey | null;
  transactions: TransactionStart<DbOrTx> | null;
  marked: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for a signed-in change that carries an Idempotency-Key (features/idempotency). */
    idempotency: Keyed | null;
  }
}

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = 'idempotency-key';
const pathOf = (url: string) => url.split('?')[0] ?? url;
const isApiChange = (method: string, url: string) => CHANGES.has(method) && url.startsWith('/api/');

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

/** A change by a signed-in user (auth ran in onRequest, before preParsing) with the header. */
const isKeyed = (request: FastifyRequest) =>
  isApiChange(request.method, request.url) &&
  request.auth !== null &&
  request.headers[HEADER] !== undefined;

/** The answer as text: JSON routes send a string; a Buffer is read, anything else kept empty. */
function textOf(payload: unknown) {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return '';
}

/**
 * Idempotency keys for every signed-in change under /api (docs/decisions.md, "Offline changes
 * (issue 21)"), as hooks on the root instance so every feature's routes have them:
 * - onRoute documents and validates the header on each signed-in change (register this before
 *   the routes);
 * - preParsing hashes the body as it arrives (SHA-256 of the bytes sent);
 * - preHandler, after the route's own authentication (onRequest), authorization
 *   (preValidation) and validation, takes the key or answers from it, and runs the change in a
 *   context whose transactions mark the key as applied in their own commit;
 * - onSend stores the answer, or gives the key back on a 5xx whose change did not commit.
 * Requests without the header, reads and public calls pass through untouched.
 */
export function registerIdempotency(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock'>) {
  app.decorateRequest('idempotency', null);
  const taker = { id: randomUUID(), embedded: isEmbedded(deps.db) };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const signedIn = (route.schema?.security?.length ?? 0) > 0;
    const change = methods.some((method) => isApiChange(method, route.url));
    if (route.schema && signedIn && change && !route.schema.headers) {
      route.schema.headers = idempotencyHeadersSchema;
    }
  });

  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (!isKeyed(request)) return done(null, payload);
    const bodyHash = createHash('sha256');
    request.idempotency = { bodyHash, holds: null, transactions: null, marked: false };
    // An upload (issue 33) is read by its route as it streams, after this hook's preHandler:
    // its key, method and path identify it, and its bytes are left to the one reader they
    // have (a second reader here would hold the stream back once its buffer filled).
    if (isMultipart(request)) {
      bodyHash.update('multipart');
      return done(null, payload);
    }
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        bodyHash.update(chunk);
        next(null, chunk);
      },
    });
    // The parser reads the hashing stream and sees an error of the request on it.
    pipeline(payload, hashing, () => {});
    done(null, hashing);
  });

  app.addHook('preHandler', (request, reply, done) => {
    const keyed = request.idempotency;
    if (!keyed || !request.auth) return done();
    // Routes document and check the header themselves (onRoute); this holds for any other.
    const key = idempotencyKeySchema.safeParse(request.headers[HEADER]);
    if (!key.success) {
      const badKey = msg('idempotency.badKey');
      return done(badRequest(badKey, { [HEADER]: badKey }));
    }
    const asked = {
      userId: request.auth.actor.id,
      key: key.data,
      method: request.method,
      path: pathOf(request.url),
      bodyHash: keyed.bodyHash.digest('hex'),
    };
    beginKeyedChange(deps, { request: asked, taker }).then((begun) => {
      if (begun.kind === 'replay') {
        const body = begun.body ?? appliedEarlierBody(translatorOf(request));
        reply.code(begun.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        if (body) reply.type('application/json; charset=utf-8');
        reply.send(body);
        return;
      }
      const held = begun.held;
      keyed.holds = held;
      // Every transaction the change opens marks the key first, so the mark commits with it.
      keyed.transactions = {
        hook: async (tx) => {
          await markKeyApplied(tx, held);
          keyed.marked = true;
        },
      };
      // In this context the transactions the handler and its services open find the hook.
      runWithTransactionStart(keyed.transactions, () => done());
    }, done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const keyed = request.idempotency;
    const holds = keyed?.holds;
    if (!keyed || !holds) return done(null, payload);
    request.idempotency = null;
    // What runs after the answer (a later hook, work the handler left running) is not the change.
    if (keyed.transactions) keyed.transactions.hook = null;
    const status = reply.statusCode;
    if (status < 300 && !keyed.marked) warnUnmarked(request.log, request.method, request.url);
    finishKeyedChange(deps, holds, { status, body: textOf(payload) })
      // The answer still goes out: the client has it, and the row left without one answers from
      // `applied` (the change committed or not) rather than running the change twice.
      .catch((error: unknown) => {
        request.log.error({ err: loggableError(error) }, 'idempotency key not finished');
      })
      .then(() => done(null, payload));
  });
}

/**
 * A keyed change answered 2xx without a transaction marking its key: a write it made outside one
 * cannot be told from no write, so if the answer is lost a repeat would run it again.
 */
function warnUnmarked(log: FastifyBaseLogger, method: string, url: string) {
  log.warn(
    { method, url: pathOf(url) },
    'keyed change succeeded without a transaction: a repeat after a crash could apply it twice',
  );
}
