import { msg } from '@cmms/shared/i18n/message';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserActor } from '../actor';
import type { AppDeps } from '../deps';
import { type ErrorText, forbidden, unauthorized } from '../errors';
import type { AuthContext, StatementCheck } from './authenticator';

/**
 * A request answered with a remembered context until a statement confirms it. `confirmed` is
 * set by the statement that checked it (lib/lists.ts readPage); `confirm` reads the session
 * afresh instead.
 */
export type PendingAuth = StatementCheck & { confirmed: boolean; confirm(): Promise<void> };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth; routes without it have no signed-in user. */
    auth: AuthContext | null;
    /** Set instead of reading the session when the route checks it in its statement. */
    authPending: PendingAuth | null;
  }
  interface FastifyContextConfig {
    /** The route checks the session inside its statement (authCheckedByStatement). */
    authInStatement?: boolean;
  }
}

const NO_TOKEN = msg('errors.noToken');

/**
 * An onRequest hook (before body parsing and validation) that admits only requests with a valid
 * bearer token of a usable account. A route that checks the session inside its own statement
 * (authCheckedByStatement) gets the context this process last read for the session, pending
 * until that statement confirms it; every other route reads the session here.
 */
export function requireAuth(deps: Pick<AppDeps, 'clock' | 'sessions'>) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized(NO_TOKEN);
    const now = deps.clock.now();
    const inStatement = request.routeOptions.config.authInStatement === true;
    if (inStatement) {
      const recent = await deps.sessions.recent(token, now);
      if (recent) {
        request.auth = recent.context;
        request.authPending = {
          ...recent.check,
          confirmed: false,
          async confirm() {
            request.authPending = null;
            request.auth = await deps.sessions.authenticate(token, deps.clock.now(), true);
          },
        };
        return;
      }
    }
    request.auth = await deps.sessions.authenticate(token, now, inStatement);
  };
}

/** Thrown by a statement whose session check did not hold (lib/lists.ts readPage). */
export class SessionUnconfirmed extends Error {
  constructor() {
    super('the session check inside the statement did not hold');
  }
}

/** The check a statement must make for this request, if its context is still pending. */
export const pendingCheckOf = (request: FastifyRequest) =>
  request.authPending && !request.authPending.confirmed ? request.authPending : undefined;

/** Reads the session afresh if the request was still answering with a remembered context. */
export async function confirmPendingAuth(request: FastifyRequest) {
  if (request.authPending && !request.authPending.confirmed) await request.authPending.confirm();
}

type Guard = (request: FastifyRequest) => Promise<void>;
// biome-ignore lint/suspicious/noExplicitAny: any route handler; the route's own types flow through.
type AnyHandler = (request: any, reply: any) => Promise<unknown>;

/**
 * For a read that checks the session inside its own statement instead of in a round trip of
 * its own (docs/database.md, "The session inside the statement"): route options with the guard,
 * and the handler wrapped.
 * - The guard runs on the remembered context, and again on a fresh one before it refuses; the
 *   handler passes pendingCheckOf(request) to its statement.
 * - If that check does not hold (the session ended, or the user, their role or their sites
 *   changed), the session is read afresh (401 if it ended) and the guard and the handler run
 *   again on the fresh context.
 * - A handler that answers without confirming is confirmed before its answer leaves, and the
 *   error handler confirms before any error: no request is answered on a context the database
 *   did not confirm.
 */
export function authCheckedByStatement(guard: Guard) {
  // A refusal on a remembered context may be stale (the role was granted since): it stands
  // only once the session has been read afresh.
  const guardOnFreshRefusal: Guard = async (request) => {
    try {
      await guard(request);
    } catch (refusal) {
      if (!pendingCheckOf(request)) throw refusal;
      await confirmPendingAuth(request);
      await guard(request);
    }
  };
  return {
    options: { preValidation: guardOnFreshRefusal, config: { authInStatement: true } },
    handler<Handler extends AnyHandler>(handler: Handler): Handler {
      const checked = async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          const result = await handler(request, reply);
          await confirmPendingAuth(request);
          return result;
        } catch (error) {
          if (!(error instanceof SessionUnconfirmed)) throw error;
          await confirmPendingAuth(request);
          await guard(request);
          return handler(request, reply);
        }
      };
      return checked as Handler;
    },
  };
}

/** The signed-in context of a route guarded by requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(NO_TOKEN);
  return request.auth;
}

/** The signed-in actor of a route guarded by requireAuth. */
export const actorOf = (request: FastifyRequest): UserActor => authOf(request).actor;

/**
 * A route option built from a policy's rule: `preValidation: allowOnly(sitePolicy.canCreate)`.
 * It runs after authentication and before the body is validated, so a caller the rule refuses
 * always gets 403, whatever they sent.
 */
export function allowOnly(rule: (actor: UserActor) => boolean, message?: ErrorText) {
  return async (request: FastifyRequest) => {
    if (!rule(actorOf(request))) throw forbidden(message);
  };
}

/**
 * As allowOnly, for a rule that says why it refuses (a missing permission, a missing site):
 * `preValidation: allowUnless(materialPolicy.viewRefusal)`; null lets the caller through.
 */
export function allowUnless(refusalOf: (actor: UserActor) => ErrorText | null) {
  return async (request: FastifyRequest) => {
    const refusal = refusalOf(actorOf(request));
    if (refusal !== null) throw forbidden(refusal);
  };
}
