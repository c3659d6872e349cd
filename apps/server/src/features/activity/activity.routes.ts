import {
  activityEntrySchema,
  activityListQuerySchema,
  activityLogBodySchema,
  activityLogsQuerySchema,
  UNLOGGED_ACTIVITY_TYPES,
} from '@cmms/shared/activity';
import { isAdminRole } from '@cmms/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { recordActivity } from '../../lib/activity';
import { authOf, requireAuth } from '../../lib/auth/require-auth';
import { scopeOfAuth } from '../../lib/auth/site-scope';
import { sendPage } from '../../lib/http/pages';
import {
  type ActivityScope,
  listActivity,
  listActivityFeed,
  presentActivity,
} from './activity.repository';

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
        summary: "Record a client-side activity as the caller's",
        body: activityLogBodySchema,
        response: { 201: z.object({ logged: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const { action, description, type, metadata } = request.body;
      if ((UNLOGGED_ACTIVITY_TYPES as readonly string[]).includes(type)) {
        return reply.status(201).send({ logged: false });
      }
      // Whatever userId the body names, the entry is the caller's: no one logs as someone else.
      await recordActivity(deps.db, user, {
        action,
        description,
        type,
        metadata: { ...metadata, source: 'client' },
      });
      return reply.status(201).send({ logged: true });
    },
  );

  /** Admins see everyone's entries; anyone else only their own. */
  const scopeFor = (
    request: { query: { userId?: string | undefined; type?: string | undefined } },
    userId: string,
    role: string,
  ): ActivityScope => {
    const { type } = request.query;
    if (isAdminRole(role)) {
      if (type === 'admin_notification') return { adminNotificationsFor: userId };
      return {
        ...(request.query.userId ? { userId: request.query.userId } : {}),
        ...(type ? { type } : {}),
      };
    }
    return { userId, ...(type && type !== 'admin_notification' ? { type } : {}) };
  };

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
      const auth = authOf(request);
      const viewer = { id: auth.user.id, scope: scopeOfAuth(auth) };
      return sendPage(
        reply,
        await listActivityFeed(deps.db, viewer, request.query),
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
      const { user } = authOf(request);
      return sendPage(
        reply,
        await listActivity(deps.db, scopeFor(request, user.id, user.role), request.query),
        presentActivity,
      );
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
      const { user } = authOf(request);
      const scope = isAdminRole(user.role) ? {} : { userId: user.id };
      const { rows } = await listActivity(deps.db, scope, { limit: RECENT_LIMIT, offset: 0 });
      return rows.map(presentActivity);
    },
  );
};
