import type { OutgoingHttpHeaders } from 'node:http';
import { msg } from '@cmms/shared/i18n/message';
import { liveStreamQuerySchema, liveTicketSchema } from '@cmms/shared/live';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthContext } from '../../lib/auth/authenticator';
import { requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { unauthorized } from '../../lib/errors';
import type { LiveHub } from '../../lib/live/hub';
import { openSse } from '../../lib/live/sse';
import { makeTicket, readTicket, TICKET_TTL_MS } from '../../lib/live/ticket';

const tags = ['live'];
/** How often an open stream reads its session again. */
const SESSION_RECHECK_MS = 60_000;

/** Last-Event-ID as EventSource sends it on its own reconnect, or as the client names it. */
function resumeFrom(header: string | string[] | undefined, query: number | undefined) {
  const sent = typeof header === 'string' ? Number(header) : query;
  return sent !== undefined && Number.isSafeInteger(sent) && sent >= 0 ? sent : null;
}

/**
 * Live updates (issue 34, docs/live.md): a ticket for the tab's stream, and the stream itself, a
 * Server-Sent Events answer carrying each change the signed-in user may see as it commits.
 */
export const liveRoutes: FastifyPluginAsyncZod<{
  deps: AppDeps;
  hub: LiveHub<AuthContext>;
}> = async (app, { deps, hub }) => {
  app.post(
    '/live/ticket',
    {
      onRequest: requireAuth(deps),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: `A ticket that opens this session's live stream within ${TICKET_TTL_MS / 1000} s: the stream's URL carries it, never the token`,
        response: { 200: liveTicketSchema },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized(msg('errors.noToken'));
      const ticket = makeTicket(
        deps.tokens.secret,
        { subject: auth.actor.id, sessionId: auth.sessionId },
        deps.clock.now(),
      );
      return { ticket, expiresInSeconds: TICKET_TTL_MS / 1000 };
    },
  );

  app.get(
    '/live/stream',
    {
      schema: {
        tags,
        summary:
          'Server-Sent Events: `change` events ({ id, topic, action, siteId, subjectId, ... }) the caller may see, `ready` with the latest id, `refetch` when what was missed is gone; Last-Event-ID resumes within 5 minutes',
        querystring: liveStreamQuerySchema,
      },
    },
    async (request, reply) => {
      const now = deps.clock.now();
      const session = readTicket(deps.tokens.secret, request.query.ticket, now);
      if (!session) throw unauthorized(msg('live.ticketInvalid'));
      const context = await deps.sessions.session(session, now);
      const lastEventId = resumeFrom(request.headers['last-event-id'], request.query.lastEventId);
      reply.hijack();
      let detach = () => false;
      let subscription: Awaited<ReturnType<typeof hub.connect>> | null = null;
      // The session read again now and then: who the stream hears as follows sites given or
      // taken, and a session closed or an account deactivated ends it.
      const recheck = setInterval(async () => {
        try {
          subscription?.update(await deps.sessions.session(session, deps.clock.now()));
        } catch {
          stream.close();
        }
      }, SESSION_RECHECK_MS);
      recheck.unref();
      const stream = openSse(
        reply.raw,
        () => {
          clearInterval(recheck);
          detach();
        },
        { headers: reply.getHeaders() as OutgoingHttpHeaders },
      );
      try {
        subscription = await hub.connect(context, stream, lastEventId);
        detach = subscription.detach;
      } catch (error) {
        request.log.error({ err: error }, 'live stream');
        stream.close();
      }
      if (!stream.open) detach();
    },
  );
};
