import { dashboardStatsQuerySchema, dashboardStatsSchema } from '@cmms/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { dashboardStats } from './dashboard.service';

/**
 * GET /dashboard/stats (our addition, issue 7): the dashboard's figures computed on the server,
 * scoped as requirements/dashboards.md#who-may-do-what says. Any signed-in user may ask; what is counted follows their role.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  app.get(
    '/dashboard/stats',
    {
      schema: {
        tags: ['dashboards'],
        security: [{ bearerAuth: [] }],
        summary:
          "Every dashboard figure for the caller's role: admins all sites or one; others their sites or one of them; field roles only their own work",
        querystring: dashboardStatsQuerySchema,
        response: { 200: dashboardStatsSchema },
      },
    },
    (request) => dashboardStats(deps, actorOf(request), request.query.siteId),
  );
};
