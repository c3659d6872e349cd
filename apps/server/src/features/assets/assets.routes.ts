import {
  ASSET_CSV_COLUMNS,
  assetCsvFileName,
  assetIdParamsSchema,
  assetInputSchema,
  assetListQuerySchema,
  assetSchema,
  assetUpdateSchema,
} from '@cmms/shared/assets';
import { localDateOf } from '@cmms/shared/work-orders';
import { assetRules } from '@cmms/shared/work-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import {
  type AuthContext,
  authCheckedByStatement,
  authOf,
  callerOf,
  pendingCheckOf,
  requireAuth,
  requirePermission,
  requireRule,
} from '../../lib/auth/require-auth';
import { scopeOfAuth } from '../../lib/auth/site-scope';
import { notFound } from '../../lib/errors';
import { batchesByNumber, sendCsv } from '../../lib/http/csv';
import { sendPage } from '../../lib/http/pages';
import { assetCsvCells, presentAsset } from './assets.presenter';
import { assetBatch, findAsset, listAssets } from './assets.repository';
import { type AssetActor, createAsset, deleteAsset, updateAsset } from './assets.service';

const tags = ['assets'];
const security = [{ bearerAuth: [] }];

/**
 * Assets (doc 001 §7). Everyone with view_assets reads the assets of their sites (admins: all);
 * adding, editing, exporting and deleting are for those who manage assets; field roles may only
 * change a status (doc 001 §6, @cmms/shared/work-rules).
 */
export const assetRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  async function actorOf(auth: AuthContext): Promise<AssetActor> {
    return {
      user: auth.user,
      caller: callerOf(auth),
      scope: scopeOfAuth(auth),
    };
  }

  /** The asset if the caller may see it; 404 otherwise, so its existence is not revealed. */
  async function visibleAsset(actor: AssetActor, id: string) {
    const asset = await findAsset(deps.db, id, actor.scope);
    if (!asset) throw notFound('Asset');
    return asset;
  }

  const listAuth = authCheckedByStatement(requirePermission('view_assets'));
  app.get(
    '/assets',
    {
      ...listAuth.options,
      schema: {
        tags,
        security,
        summary: 'Assets of your sites (admins: all), newest first; X-Total-Count holds the total',
        querystring: assetListQuerySchema,
        response: { 200: z.array(assetSchema) },
      },
    },
    listAuth.handler(async (request, reply) => {
      const actor = await actorOf(authOf(request));
      const page = await listAssets(deps.db, actor.scope, request.query, pendingCheckOf(request));
      return sendPage(reply, page, presentAsset);
    }),
  );

  app.get(
    '/assets/export',
    {
      preValidation: requireRule(assetRules.canManage),
      schema: {
        tags,
        security,
        summary: 'The filtered asset list as CSV (Name, Type, Location, Status, Site), streamed',
        querystring: assetListQuerySchema.omit({ limit: true, offset: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const actor = await actorOf(authOf(request));
      return sendCsv(
        reply,
        assetCsvFileName(localDateOf(deps.clock.now())),
        ASSET_CSV_COLUMNS,
        batchesByNumber((before, size) =>
          assetBatch(deps.db, actor.scope, request.query, before, size),
        ),
        assetCsvCells,
      );
    },
  );

  app.get(
    '/assets/:id',
    {
      preValidation: requirePermission('view_assets'),
      schema: {
        tags,
        security,
        summary: 'One asset (detail and QR pages)',
        params: assetIdParamsSchema,
        response: { 200: assetSchema },
      },
    },
    async (request) => {
      const actor = await actorOf(authOf(request));
      return presentAsset(await visibleAsset(actor, request.params.id));
    },
  );

  app.post(
    '/assets',
    {
      preValidation: requireRule(assetRules.canManage),
      schema: {
        tags,
        security,
        summary: 'Create an asset; its number is generated',
        body: assetInputSchema,
        response: { 201: assetSchema },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(authOf(request));
      const row = await createAsset(deps.db, actor, request.body);
      return reply.status(201).send(presentAsset(row));
    },
  );

  app.put(
    '/assets/:id',
    {
      preValidation: requireRule(assetRules.canChangeStatus),
      schema: {
        tags,
        security,
        summary: 'Edit an asset with the full form, or change only its status ({status})',
        params: assetIdParamsSchema,
        body: assetUpdateSchema,
        response: { 200: assetSchema },
      },
    },
    async (request) => {
      const actor = await actorOf(authOf(request));
      const existing = await visibleAsset(actor, request.params.id);
      return presentAsset(
        await updateAsset(deps.db, actor, existing, request.body, deps.clock.now()),
      );
    },
  );

  app.delete(
    '/assets/:id',
    {
      preValidation: requireRule(assetRules.canDelete),
      schema: {
        tags,
        security,
        summary: 'Delete an asset no open work order references (409 otherwise)',
        params: assetIdParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const actor = await actorOf(authOf(request));
      await deleteAsset(deps.db, actor, await visibleAsset(actor, request.params.id));
      return { message: 'Asset deleted successfully!' };
    },
  );
};
