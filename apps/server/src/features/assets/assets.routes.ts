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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actorOf,
  allowOnly,
  authCheckedByStatement,
  pendingCheckOf,
  requireAuth,
} from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { sendCsv } from '../../lib/http/csv';
import { sendPage } from '../../lib/http/pages';
import { translatorOf } from '../../lib/i18n/request-language';
import { assetPolicy } from './assets.policy';
import { assetCsvCells, presentAsset } from './assets.presenter';
import {
  createAsset,
  deleteAsset,
  exportAssets,
  listAssets,
  loadVisibleAsset,
  updateAsset,
} from './assets.service';

const tags = ['assets'];
const security = [{ bearerAuth: [] }];

/** Assets (requirements/assets.md#calls); who may do what is assetPolicy. */
export const assetRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  const listAuth = authCheckedByStatement(allowOnly(assetPolicy.canView));
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
      const page = await listAssets(deps, actorOf(request), {
        query: request.query,
        pending: pendingCheckOf(request),
      });
      return sendPage(reply, page, presentAsset);
    }),
  );

  app.get(
    '/assets/export',
    {
      preValidation: allowOnly(assetPolicy.canExport),
      schema: {
        tags,
        security,
        summary: 'The filtered asset list as CSV (Name, Type, Location, Status, Site), streamed',
        querystring: assetListQuerySchema.omit({ limit: true, offset: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { t } = translatorOf(request);
      return sendCsv(
        reply,
        assetCsvFileName(localDateOf(deps.clock.now())),
        ASSET_CSV_COLUMNS.map((column) => t(column)),
        exportAssets(deps, actorOf(request), request.query),
        assetCsvCells,
      );
    },
  );

  app.get(
    '/assets/:id',
    {
      preValidation: allowOnly(assetPolicy.canView),
      schema: {
        tags,
        security,
        summary: 'One asset (detail and QR pages)',
        params: assetIdParamsSchema,
        response: { 200: assetSchema },
      },
    },
    async (request) => {
      return presentAsset(await loadVisibleAsset(deps, actorOf(request), request.params.id));
    },
  );

  app.post(
    '/assets',
    {
      preValidation: allowOnly(assetPolicy.canCreate),
      schema: {
        tags,
        security,
        summary: 'Create an asset; its number is generated',
        body: assetInputSchema,
        response: { 201: assetSchema },
      },
    },
    async (request, reply) => {
      const row = await createAsset(deps, actorOf(request), request.body);
      return reply.status(201).send(presentAsset(row));
    },
  );

  app.put(
    '/assets/:id',
    {
      preValidation: allowOnly(assetPolicy.canUpdateSome),
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
      const actor = actorOf(request);
      const asset = await loadVisibleAsset(deps, actor, request.params.id);
      return presentAsset(await updateAsset(deps, actor, { asset, update: request.body }));
    },
  );

  app.delete(
    '/assets/:id',
    {
      preValidation: allowOnly(assetPolicy.canDelete),
      schema: {
        tags,
        security,
        summary: 'Delete an asset no open work order references (409 otherwise)',
        params: assetIdParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await deleteAsset(deps, actor, await loadVisibleAsset(deps, actor, request.params.id));
      return { message: translatorOf(request).t('assets.deleted') };
    },
  );
};
