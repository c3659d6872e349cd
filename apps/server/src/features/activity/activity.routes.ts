import {
  activityEntrySchema,
  activityListQuerySchema,
  activityLogBodySchema,
  activityLogsQuerySchema,
  CLIENT_REPORT_TYPE,
} from '@cmms/shared/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { sendPage } from '../../lib/http/pages';
import { translatorOf } from '../../lib/i18n/request-language';
import { presentActivity } from './activity.presenter';
import { listActivity, listActivityFeed, logClientReport } from './activity.service';

const tags = ['activity'];
const security = [{ bearerAuth: [] }];
const RECENT_LIMIT = 20;

export const activityRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  app.post(
    '/activity/log',
    {
      schema: {
        tags,
        security,
        summary: `Record a client-side activity as the caller's; it is stored as type ${CLIENT_REPORT_TYPE}, never as the server's record`,
        body: activityLogBodySchema,
        response: { 201: z.object({ logged: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const logged = await logClientReport(deps, actorOf(request), request.body);
      return reply.status(201).send({ logged });
    },
  );

  app.get(
    '/activity',
    {
      schema: {
        tags,
        security,
        summary:
          'The activity feed, newest first: admins everything; others their sites and their own, without entries by admins',
        querystring: activityListQuerySchema,
        response: { 200: z.array(activityEntrySchema) },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listActivityFeed(deps, actorOf(request), request.query),
        presentActivity(translatorOf(request)),
      ),
  );

  app.get(
    '/activity/logs',
    {
      schema: {
        tags,
        security,
        summary: 'Activity entries, newest first (admins: all; others: their own)',
        querystring: activityLogsQuerySchema,
        response: { 200: z.array(activityEntrySchema) },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listActivity(deps, actorOf(request), request.query),
        presentActivity(translatorOf(request)),
      ),
  );

  app.get(
    '/activity/recent',
    {
      schema: {
        tags,
        security,
        summary: `The ${RECENT_LIMIT} latest entries you may see`,
        response: { 200: z.array(activityEntrySchema) },
      },
    },
    async (request) => {
      const page = { limit: RECENT_LIMIT, offset: 0 };
      const { rows } = await listActivity(deps, actorOf(request), page);
      return rows.map(presentActivity(translatorOf(request)));
    },
  );
};
