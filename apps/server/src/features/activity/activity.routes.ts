import {
  activityEntrySchema,
  activityListQuerySchema,
  activityLogBodySchema,
  activityLogsQuerySchema,
  CLIENT_REPORT_TYPE,
  UNLOGGED_ACTIVITY_TYPES,
} from '@cmms/shared/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { sendPage } from '../../lib/http/pages';
import { activityPolicy } from './activity.policy';
import { presentActivity } from './activity.presenter';
import { listActivity, listActivityFeed } from './activity.repository';
import { recordActivity } from './activity.service';

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
      const actor = actorOf(request);
      const { action, description, type, metadata } = request.body;
      if ((UNLOGGED_ACTIVITY_TYPES as readonly string[]).includes(type)) {
        return reply.status(201).send({ logged: false });
      }
      // Whatever userId the body names, the entry is the caller's: no one logs as someone else.
      // And whatever type it names, it is a client's report, not the server's record.
      await deps.db.transaction((tx) =>
        recordActivity(tx, actor, {
          action,
          description,
          type: CLIENT_REPORT_TYPE,
          metadata: { ...metadata, source: 'client', reportedType: type },
        }),
      );
      return reply.status(201).send({ logged: true });
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
    async (request, reply) => {
      const scope = activityPolicy.feedScopeOf(actorOf(request));
      return sendPage(
        reply,
        await listActivityFeed(deps.db, scope, request.query),
        presentActivity,
      );
    },
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
    async (request, reply) => {
      const scope = activityPolicy.logScopeOf(actorOf(request), request.query);
      return sendPage(reply, await listActivity(deps.db, scope, request.query), presentActivity);
    },
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
      const scope = activityPolicy.logScopeOf(actorOf(request), {});
      const { rows } = await listActivity(deps.db, scope, { limit: RECENT_LIMIT, offset: 0 });
      return rows.map(presentActivity);
    },
  );
};
