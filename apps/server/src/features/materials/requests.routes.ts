import {
  idParamsSchema,
  materialRequestSchema,
  requestEditSchema,
  requestInputSchema,
  requestListQuerySchema,
  requestUpdateSchema,
} from '@cmms/shared/materials';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, allowUnless } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { sendPage } from '../../lib/http/pages';
import { translatorOf } from '../../lib/i18n/request-language';
import { loadVisibleTask } from '../work-orders/work-orders.service';
import { materialPolicy } from './materials.policy';
import { presentRequest } from './materials.presenter';
import {
  createRequest,
  decideRequest,
  deleteRequest,
  editOwnRequest,
  editRequest,
  listRequests,
  loadVisibleRequest,
} from './requests.service';

const tags = ['materials'];
const security = [{ bearerAuth: [] }];

/** Material requests (requirements/materials.md#calls): Pending → Approved → Issued, or Rejected. */
export const requestRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const readers = allowUnless(materialPolicy.requestListRefusal);
  const requesters = allowUnless(materialPolicy.requestRefusal);
  const managers = allowUnless(materialPolicy.manageRefusal);

  app.get(
    '/materials/requests',
    {
      preValidation: readers,
      schema: {
        tags,
        security,
        summary:
          'Requests, newest first: managers those of their sites (admins all), everyone else (and mine=true) their own; siteId: one site’s',
        querystring: requestListQuerySchema,
        response: { 200: z.array(materialRequestSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listRequests(deps, actorOf(request), request.query), presentRequest),
  );

  app.post(
    '/materials/requests',
    {
      preValidation: requesters,
      schema: {
        tags,
        security,
        summary:
          'Request a material you may see, no more than its stock at this moment; taskId (ours): for a work order you may see (404 otherwise), of a material of its site or of all sites (400), and issuing it puts the parts on that work order',
        body: requestInputSchema,
        response: { 201: materialRequestSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { taskId, ...body } = request.body;
      const workOrder = taskId ? await loadVisibleTask(deps, actor, taskId) : null;
      const created = await createRequest(deps, actor, body, workOrder);
      return reply.status(201).send(presentRequest(created));
    },
  );

  app.put(
    '/materials/requests/:id',
    {
      preValidation: managers,
      schema: {
        tags,
        security,
        summary:
          'Managers: a new quantity and reason (Pending only), or a status: Approved, Rejected, Issued (which takes the stock)',
        params: idParamsSchema,
        body: requestUpdateSchema,
        response: { 200: materialRequestSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const found = await loadVisibleRequest(deps, actor, request.params.id);
      const { status, quantity, reason } = request.body;
      const updated = status
        ? await decideRequest(deps, actor, found, status as Exclude<typeof status, 'Pending'>)
        : await editRequest(deps, actor, found, {
            quantity: quantity as number,
            reason: reason as string,
          });
      return presentRequest(updated);
    },
  );

  app.put(
    '/materials/requests/:id/user',
    {
      preValidation: requesters,
      schema: {
        tags,
        security,
        summary: "The owner's edit of a Pending request: quantity and reason",
        params: idParamsSchema,
        body: requestEditSchema,
        response: { 200: materialRequestSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const found = await loadVisibleRequest(deps, actor, request.params.id);
      return presentRequest(await editOwnRequest(deps, actor, found, request.body));
    },
  );

  app.delete(
    '/materials/requests/:id',
    {
      preValidation: managers,
      schema: {
        tags,
        security,
        summary: 'Delete a request (managers); the stock ledger keeps its movements',
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await deleteRequest(deps, actor, await loadVisibleRequest(deps, actor, request.params.id));
      return { message: translatorOf(request).t('materials.requestDeleted') };
    },
  );
};
