import { pageQuerySchema } from '@cmms/shared/lists';
import {
  idParamsSchema,
  materialInputSchema,
  materialListQuerySchema,
  materialSchema,
  materialUpdateSchema,
  movementSchema,
  restockInputSchema,
} from '@cmms/shared/materials';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, allowUnless, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { sendPage } from '../../lib/http/pages';
import { translatorOf } from '../../lib/i18n/request-language';
import { materialPolicy } from './materials.policy';
import { presentMaterial, presentMovement } from './materials.presenter';
import {
  createMaterial,
  deleteMaterial,
  listMaterials,
  loadVisibleMaterial,
  materialCategories,
  materialMovements,
  restockMaterial,
  updateMaterial,
} from './materials.service';
import { requestRoutes } from './requests.routes';

const tags = ['materials'];
const security = [{ bearerAuth: [] }];

/** Materials (requirements/materials.md#calls): the inventory and its ledger; requests in requests.routes.ts. */
export const materialRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));
  const viewers = allowUnless(materialPolicy.viewRefusal);
  const managers = allowUnless(materialPolicy.manageRefusal);
  const restockers = allowUnless(materialPolicy.restockRefusal);

  // Registered first: /materials/requests must not read as /materials/{id}.
  await app.register(requestRoutes, { deps });

  app.get(
    '/materials',
    {
      preValidation: viewers,
      schema: {
        tags,
        security,
        summary:
          'Materials of your sites and those for all sites (admins all), by name; siteId: what that site draws on, its own and those for all sites',
        querystring: materialListQuerySchema,
        response: { 200: z.array(materialSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listMaterials(deps, actorOf(request), request.query), presentMaterial),
  );

  app.get(
    '/materials/categories',
    {
      preValidation: viewers,
      schema: {
        tags,
        security,
        summary: 'The categories of the materials you see, sorted',
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) => materialCategories(deps, actorOf(request)),
  );

  app.get(
    '/materials/:id',
    {
      preValidation: viewers,
      schema: {
        tags,
        security,
        summary: 'One material',
        params: idParamsSchema,
        response: { 200: materialSchema },
      },
    },
    async (request) =>
      presentMaterial(await loadVisibleMaterial(deps, actorOf(request), request.params.id)),
  );

  app.get(
    '/materials/:id/movements',
    {
      preValidation: viewers,
      schema: {
        tags,
        security,
        summary:
          "A material's stock ledger, newest first: every change of quantity, who, when and why",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(movementSchema) },
      },
    },
    async (request, reply) => {
      const material = await loadVisibleMaterial(deps, actorOf(request), request.params.id);
      const translator = translatorOf(request);
      return sendPage(reply, await materialMovements(deps, material, request.query), (row) =>
        presentMovement(translator, row),
      );
    },
  );

  app.post(
    '/materials',
    {
      preValidation: managers,
      schema: {
        tags,
        security,
        summary:
          'Add a material to one of your sites (admins also for all sites); its opening stock enters the ledger',
        body: materialInputSchema,
        response: { 201: materialSchema },
      },
    },
    async (request, reply) => {
      const material = await createMaterial(deps, actorOf(request), request.body);
      return reply.status(201).send(presentMaterial(material));
    },
  );

  app.put(
    '/materials/:id',
    {
      preValidation: managers,
      schema: {
        tags,
        security,
        summary:
          'Edit a material; a field left out keeps its stored value, a new quantity is written to the ledger as a correction. A material kept for all sites: administrators only',
        params: idParamsSchema,
        body: materialUpdateSchema,
        response: { 200: materialSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const material = await loadVisibleMaterial(deps, actor, request.params.id);
      return presentMaterial(await updateMaterial(deps, actor, { material, update: request.body }));
    },
  );

  app.post(
    '/materials/:id/restock',
    {
      preValidation: restockers,
      schema: {
        tags,
        security,
        summary:
          'Add stock that arrived to a material you see, one kept for all sites too; written to the ledger',
        params: idParamsSchema,
        body: restockInputSchema,
        response: { 200: materialSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const material = await loadVisibleMaterial(deps, actor, request.params.id);
      return presentMaterial(await restockMaterial(deps, actor, { material, ...request.body }));
    },
  );

  app.delete(
    '/materials/:id',
    {
      preValidation: managers,
      schema: {
        tags,
        security,
        summary:
          'Delete (archive) a material without pending or approved requests; its history stays',
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await deleteMaterial(deps, actor, await loadVisibleMaterial(deps, actor, request.params.id));
      return { message: translatorOf(request).t('materials.materialDeleted') };
    },
  );
};
