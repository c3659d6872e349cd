import { partInputSchema, partLineSchema } from '@cmms/shared/work-order-record';
import { taskIdParamsSchema } from '@cmms/shared/work-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { loadVisibleTask } from '../work-orders/work-orders.service';
import { recordPolicy } from './work-order-record.policy';
import { presentPart } from './work-order-record.presenter';
import { changePart } from './work-order-record.service';

const tags = ['work order record'];
const security = [{ bearerAuth: [] }];

/**
 * Parts used on a work order: issued from its site's stock, returned unused; each a movement of
 * the materials ledger that names the work order.
 */
export const partRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  for (const [path, direction, status, summary] of [
    [
      '/tasks/:id/parts',
      'issue',
      201,
      "Issue parts from the stock of the work order's site (409 beyond stock, nothing written)",
    ],
    [
      '/tasks/:id/parts/returns',
      'return',
      200,
      'Return unused parts to stock (409 beyond what the work order holds)',
    ],
  ] as const) {
    app.post(
      path,
      {
        preValidation: allowOnly(recordPolicy.canDoWork),
        schema: {
          tags,
          security,
          summary,
          params: taskIdParamsSchema,
          body: partInputSchema,
          response: { [status]: partLineSchema },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const task = await loadVisibleTask(deps, actor, request.params.id);
        const line = await changePart(deps, actor, { task, change: request.body, direction });
        return reply.status(status).send(presentPart(line, recordPolicy.canSeeCost(actor)));
      },
    );
  }
};
