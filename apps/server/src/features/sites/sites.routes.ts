import {
  siteIdParamsSchema,
  siteInputSchema,
  siteListQuerySchema,
  siteSchema,
  siteTimeZonesSchema,
  staffMemberSchema,
} from '@cmms/shared/sites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { sendPage } from '../../lib/http/pages';
import { translatorOf } from '../../lib/i18n/request-language';
import { sitePolicy } from './sites.policy';
import { presentSite } from './sites.presenter';
import {
  createSite,
  deleteSite,
  listSites,
  loadVisibleSite,
  siteTimeZones,
  staffOfSite,
  updateSite,
} from './sites.service';

const tags = ['sites'];
const security = [{ bearerAuth: [] }];
// Room for a 1 MB picture as a data URL; anything beyond gets 413.
const SITE_BODY_LIMIT = 2 * 1024 * 1024;

export const siteRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  app.get(
    '/sites',
    {
      preValidation: allowOnly(sitePolicy.canView),
      schema: {
        tags,
        security,
        summary: 'Sites you may see (admins: all), oldest first; X-Total-Count holds the total',
        querystring: siteListQuerySchema,
        response: { 200: z.array(siteSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listSites(deps, actorOf(request), request.query), presentSite),
  );

  app.get(
    '/sites/time-zones',
    {
      preValidation: allowOnly(sitePolicy.canView),
      schema: {
        tags,
        security,
        summary:
          "The time zones a site may name, and the server's: the zone of every site that names none (issue 29)",
        response: { 200: siteTimeZonesSchema },
      },
    },
    async () => siteTimeZones(deps),
  );

  app.get(
    '/sites/:id',
    {
      preValidation: allowOnly(sitePolicy.canView),
      schema: {
        tags,
        security,
        summary: 'One site',
        params: siteIdParamsSchema,
        response: { 200: siteSchema },
      },
    },
    async (request) => {
      return presentSite(await loadVisibleSite(deps, actorOf(request), request.params.id));
    },
  );

  app.get(
    '/sites/:id/staff',
    {
      preValidation: allowOnly(sitePolicy.canViewStaff),
      schema: {
        tags,
        security,
        summary:
          'The staff of a site: its people without admins or the client (docs/permissions.md)',
        params: siteIdParamsSchema,
        response: { 200: z.array(staffMemberSchema) },
      },
    },
    async (request) => {
      return staffOfSite(deps, actorOf(request), request.params.id);
    },
  );

  app.post(
    '/sites',
    {
      preValidation: allowOnly(sitePolicy.canCreate),
      bodyLimit: SITE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary:
          'Create a site; emergencyContacts, the numbers Help shows, are set by administrators only (docs/sites.md)',
        body: siteInputSchema,
        response: { 201: siteSchema },
      },
    },
    async (request, reply) => {
      const row = await createSite(deps, actorOf(request), request.body);
      return reply.status(201).send(presentSite(row));
    },
  );

  app.put(
    '/sites/:id',
    {
      preValidation: allowOnly(sitePolicy.canUpdate),
      bodyLimit: SITE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary:
          'Update a site; emergencyContacts absent keeps the numbers, null or [] removes them, a change is for administrators only (docs/sites.md)',
        params: siteIdParamsSchema,
        body: siteInputSchema,
        response: { 200: siteSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const site = await loadVisibleSite(deps, actor, request.params.id);
      return presentSite(await updateSite(deps, actor, { site, input: request.body }));
    },
  );

  app.delete(
    '/sites/:id',
    {
      preValidation: allowOnly(sitePolicy.canDelete),
      schema: {
        tags,
        security,
        summary: 'Delete a site that holds no users, assets or work orders (409 otherwise)',
        params: siteIdParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await deleteSite(deps, actor, await loadVisibleSite(deps, actor, request.params.id));
      return { message: translatorOf(request).t('sites.deleted') };
    },
  );
};
