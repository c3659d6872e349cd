import { APP_VERSION, PRODUCT_NAME } from '@cmms/shared/product';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loggableError } from '../../lib/db-errors';
import type { AppDeps } from '../../lib/deps';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  uptimeSeconds: z.number(),
});

/** Liveness and identity calls, answered without a token (requirements/api.md#contract). */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Health check: the server and its database answer',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const uptimeSeconds = Math.round(process.uptime());
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds };
      } catch (error) {
        request.log.error({ err: loggableError(error) }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ status: 'unavailable', database: 'unreachable', uptimeSeconds });
      }
    },
  );

  app.get(
    '/api/wakeup',
    {
      schema: {
        tags: ['system'],
        summary: 'Wake-up probe the client calls before signing in',
        response: { 200: z.object({ status: z.literal('awake'), time: z.string() }) },
      },
    },
    async () => ({ status: 'awake' as const, time: new Date().toISOString() }),
  );

  app.get(
    '/api',
    {
      schema: {
        tags: ['system'],
        summary: 'API name and version',
        response: { 200: z.object({ name: z.string(), version: z.string(), docs: z.string() }) },
      },
    },
    async () => ({ name: `${PRODUCT_NAME} API`, version: APP_VERSION, docs: '/api/docs' }),
  );
};
