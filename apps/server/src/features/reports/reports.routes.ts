import { backlogReportSchema, reportPaths, reportQuerySchema } from '@cmms/shared/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { reportPolicy } from './reports.policy';
import { backlogReport } from './reports.service';

const tags = ['reports'];
const security = [{ bearerAuth: [] }];

/** Reports (issue 36, docs/reports.md), for administrators, managers and supervisors. */
export const reportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  app.get(
    reportPaths.backlog,
    {
      preValidation: allowOnly(reportPolicy.canView),
      schema: {
        tags,
        security,
        summary:
          "The open work orders now, by age (days since creation on each site's calendar: 0-7, 8-30, 31-90, 90+) and priority, at the caller's sites or one of them",
        querystring: reportQuerySchema,
        response: { 200: backlogReportSchema },
      },
    },
    (request) => backlogReport(deps, actorOf(request), request.query.siteId),
  );
};
