import { dashboardStatsQuerySchema, dashboardStatsSchema } from '@cmms/shared/dashboard';
import { normalizeRole } from '@cmms/shared/roles';
import { localDateOf } from '@cmms/shared/work-orders';
import { workOrderRules } from '@cmms/shared/work-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { authOf, callerOf, requireAuth } from '../../lib/auth/require-auth';
import { scopeAllows, scopeOfAuth } from '../../lib/auth/site-scope';
import { notFound } from '../../lib/errors';
import { readDashboardStats, type StatsScope } from './dashboard.repository';

/** The Monday seven weeks before this week's: the first of the eight weeks the chart shows. */
export function firstChartWeek(today: string) {
  const date = new Date(`${today}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday - 7 * 7);
  return date.toISOString().slice(0, 10);
}

/**
 * GET /dashboard/stats (our addition, issue 7): the dashboard's figures computed on the server,
 * scoped as doc 001 §6 says. Any signed-in user may ask; what is counted follows their role.
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
    async (request) => {
      const auth = authOf(request);
      const sites = scopeOfAuth(auth);
      const { siteId } = request.query;
      // A site outside the caller's is not revealed: 404, as for any record (GUIDE §5).
      if (siteId && !scopeAllows(sites, siteId)) throw notFound('Site');
      const scope: StatsScope = {
        siteIds: siteId ? [siteId] : sites.all ? null : sites.siteIds,
        onlyAssignedTo: workOrderRules.seesOnlyOwn(callerOf(auth)) ? auth.user.id : null,
        team: normalizeRole(auth.user.role) === 'supervisor' ? 'supervisor' : 'staff',
      };
      const today = localDateOf(deps.clock.now());
      const stats = await readDashboardStats(deps.db, scope, today, firstChartWeek(today));
      const perSite = ['admin', 'superadmin', 'manager'].includes(normalizeRole(auth.user.role));
      return {
        ...stats,
        charts: { ...stats.charts, bySite: perSite ? stats.charts.bySite : [] },
        scope: {
          siteId: siteId ?? null,
          siteIds: scope.siteIds,
          onlyAssignedTo: scope.onlyAssignedTo,
        },
        generatedAt: deps.clock.now().toISOString(),
      };
    },
  );
};
