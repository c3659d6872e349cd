import { pageQuerySchema } from '@cmms/shared/lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { sendPage } from '../../lib/http/pages';
import { jobPolicy } from './jobs.policy';
import { jobSchema, presentJob } from './jobs.presenter';
import { listJobs } from './jobs.service';

const jobListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['failed', 'queued'], { error: 'developer.jobStatusInvalid' }).default('failed'),
});

/**
 * The background jobs (lib/jobs), for the operator: failed jobs with why they failed, and what is
 * queued or running. A failure is also logged when it happens; this is where it is read later.
 */
export const jobRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  app.get(
    '/jobs',
    {
      preValidation: allowOnly(jobPolicy.canRead),
      schema: {
        tags: ['system'],
        security: [{ bearerAuth: [] }],
        summary:
          'Background jobs in one status: failed (the default; newest first) or queued (in the order they run) (admin, superadmin)',
        querystring: jobListQuerySchema,
        response: { 200: z.array(jobSchema) },
      },
    },
    async (request, reply) => {
      const page = await listJobs(deps, actorOf(request), request.query);
      return sendPage(reply, page, presentJob);
    },
  );
};
