import {
  acceptRequestSchema,
  assetLinksQuerySchema,
  assetLinksSchema,
  mergeRequestSchema,
  rejectRequestSchema,
  requestCountsSchema,
  requestIdParamsSchema,
  requestListQuerySchema,
  requestPaths,
  sitePortalBodySchema,
  sitePortalSchema,
  workRequestSchema,
} from '@cmms/shared/requests';
import { siteIdParamsSchema } from '@cmms/shared/sites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { sendPage } from '../../lib/http/pages';
import { translatorOf } from '../../lib/i18n/request-language';
import { requestPolicy } from './requests.policy';
import { requestPoster } from './requests.poster';
import {
  acceptRequest,
  assetLinks,
  countNew,
  listVisibleRequests,
  loadSitePortal,
  loadVisibleRequest,
  mergeRequest,
  presentOne,
  rejectRequest,
  rotateSitePortal,
  setSitePortal,
} from './requests.service';

const tags = ['requests'];
const security = [{ bearerAuth: [] }];

/**
 * The team's side of the request portal (issue 35, docs/requests.md): the inbox of the site's
 * managers and supervisors and the administrators, and the portal's settings per site.
 */
export const requestRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));
  const handlers = { preValidation: allowOnly(requestPolicy.canHandle) };
  const admins = { preValidation: allowOnly(requestPolicy.canSetPortal) };

  app.get(
    requestPaths.list,
    {
      ...handlers,
      schema: {
        tags,
        security,
        summary:
          'Requests from the portal at your sites, newest first (status new by default; X-Total-Count holds the total)',
        querystring: requestListQuerySchema,
        response: { 200: z.array(workRequestSchema) },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listVisibleRequests(deps, actorOf(request), request.query),
        (row) => row,
      ),
  );

  app.get(
    requestPaths.counts,
    {
      ...handlers,
      schema: {
        tags,
        security,
        summary: 'How many requests wait for a decision at your sites',
        response: { 200: requestCountsSchema },
      },
    },
    async (request) => ({ new: await countNew(deps, actorOf(request)) }),
  );

  app.get(
    requestPaths.one(':id'),
    {
      ...handlers,
      schema: {
        tags,
        security,
        summary: 'One request; another site’s answers 404',
        params: requestIdParamsSchema,
        response: { 200: workRequestSchema },
      },
    },
    async (request) =>
      presentOne(deps, await loadVisibleRequest(deps, actorOf(request), request.params.id)),
  );

  app.post(
    requestPaths.accept(':id'),
    {
      ...handlers,
      schema: {
        tags,
        security,
        summary:
          'Accept a new request: it becomes a work order with its text, asset, photo and a link back (priority from its urgency unless given); 409 once decided',
        params: requestIdParamsSchema,
        body: acceptRequestSchema,
        response: { 200: workRequestSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const row = await loadVisibleRequest(deps, actor, request.params.id);
      return presentOne(deps, await acceptRequest(deps, actor, row, request.body));
    },
  );

  app.post(
    requestPaths.merge(':id'),
    {
      ...handlers,
      schema: {
        tags,
        security,
        summary:
          'Join a new request to an open work order of its site (the same problem reported twice); 409 once decided',
        params: requestIdParamsSchema,
        body: mergeRequestSchema,
        response: { 200: workRequestSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const row = await loadVisibleRequest(deps, actor, request.params.id);
      return presentOne(deps, await mergeRequest(deps, actor, row, request.body.taskId));
    },
  );

  app.post(
    requestPaths.reject(':id'),
    {
      ...handlers,
      schema: {
        tags,
        security,
        summary: 'Reject a new request with a reason the requester reads; 409 once decided',
        params: requestIdParamsSchema,
        body: rejectRequestSchema,
        response: { 200: workRequestSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const row = await loadVisibleRequest(deps, actor, request.params.id);
      return presentOne(deps, await rejectRequest(deps, actor, row, request.body.reason));
    },
  );

  app.get(
    requestPaths.sitePortal(':id'),
    {
      ...admins,
      schema: {
        tags,
        security,
        summary:
          "A site's request portal: on or off, the fields it requires, its link (administrators)",
        params: siteIdParamsSchema,
        response: { 200: sitePortalSchema },
      },
    },
    async (request) => (await loadSitePortal(deps, actorOf(request), request.params.id)).portal,
  );

  app.put(
    requestPaths.sitePortal(':id'),
    {
      ...admins,
      schema: {
        tags,
        security,
        summary: "Switch a site's request portal on or off, and choose the fields it requires",
        params: siteIdParamsSchema,
        body: sitePortalBodySchema,
        response: { 200: sitePortalSchema },
      },
    },
    async (request) => setSitePortal(deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    requestPaths.rotate(':id'),
    {
      ...admins,
      schema: {
        tags,
        security,
        summary:
          "Give a site's request portal a new link: the old link and its posters stop working",
        params: siteIdParamsSchema,
        response: { 200: sitePortalSchema },
      },
    },
    async (request) => rotateSitePortal(deps, actorOf(request), request.params.id),
  );

  app.get(
    requestPaths.poster(':id'),
    {
      ...admins,
      schema: {
        tags,
        security,
        summary: "A site's request poster: an A4 PDF with its QR code and a line of instructions",
        params: siteIdParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { site, portal } = await loadSitePortal(deps, actorOf(request), request.params.id);
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="request-poster.pdf"')
        .header('cache-control', 'no-store');
      return reply.send(
        requestPoster(site, `${deps.config.publicUrl}${portal.path}`, translatorOf(request)),
      );
    },
  );

  app.get(
    requestPaths.assetLinks,
    {
      preValidation: allowOnly(requestPolicy.canReadAssetLinks),
      schema: {
        tags,
        security,
        summary:
          "The label links of assets (up to 200 ids, comma-separated): each asset's page when signed in, its request form when not",
        querystring: assetLinksQuerySchema,
        response: { 200: assetLinksSchema },
      },
    },
    async (request) => assetLinks(deps, actorOf(request), request.query.ids),
  );
};
