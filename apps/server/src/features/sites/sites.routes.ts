import {
  siteIdParamsSchema,
  siteInputSchema,
  siteListQuerySchema,
  siteSchema,
  staffMemberSchema,
} from '@cmms/shared/sites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import {
  type AuthContext,
  authOf,
  requireAuth,
  requirePermission,
} from '../../lib/auth/require-auth';
import { scopeOfAuth } from '../../lib/auth/site-scope';
import { notFound } from '../../lib/errors';
import { sendPage } from '../../lib/http/pages';
import { presentSite } from './sites.presenter';
import { findSite, listSiteStaff, listSites } from './sites.repository';
import { createSite, deleteSite, updateSite } from './sites.service';

const tags = ['sites'];
const security = [{ bearerAuth: [] }];
// Room for a 1 MB picture as a data URL; anything beyond gets 413.
const SITE_BODY_LIMIT = 2 * 1024 * 1024;

export const siteRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  /** The site if the caller may see it; 404 otherwise, so its existence is not revealed. */
  async function visibleSite(auth: AuthContext, id: string) {
    const site = await findSite(deps.db, id, scopeOfAuth(auth));
    if (!site) throw notFound('Site');
    return site;
  }

  app.get(
    '/sites',
    {
      preValidation: requirePermission('view_sites'),
      schema: {
        tags,
        security,
        summary: 'Sites you may see (admins: all), oldest first; X-Total-Count holds the total',
        querystring: siteListQuerySchema,
        response: { 200: z.array(siteSchema) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      return sendPage(
        reply,
        await listSites(deps.db, scopeOfAuth(auth), request.query),
        presentSite,
      );
    },
  );

  app.get(
    '/sites/:id',
    {
      preValidation: requirePermission('view_sites'),
      schema: {
        tags,
        security,
        summary: 'One site',
        params: siteIdParamsSchema,
        response: { 200: siteSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return presentSite(await visibleSite(auth, request.params.id));
    },
  );

  app.get(
    '/sites/:id/staff',
    {
      preValidation: requirePermission('view_users'),
      schema: {
        tags,
        security,
        summary: 'The people of a site (without admins)',
        params: siteIdParamsSchema,
        response: { 200: z.array(staffMemberSchema) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const site = await visibleSite(auth, request.params.id);
      return listSiteStaff(deps.db, site.id);
    },
  );

  app.post(
    '/sites',
    {
      preValidation: requirePermission('update_sites'),
      bodyLimit: SITE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Create a site',
        body: siteInputSchema,
        response: { 201: siteSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const row = await createSite(deps.db, request.body, auth.user);
      return reply.status(201).send(presentSite(row));
    },
  );

  app.put(
    '/sites/:id',
    {
      preValidation: requirePermission('update_sites'),
      bodyLimit: SITE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Update a site',
        params: siteIdParamsSchema,
        body: siteInputSchema,
        response: { 200: siteSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const site = await visibleSite(auth, request.params.id);
      return presentSite(
        await updateSite(deps.db, site, request.body, auth.user, deps.clock.now()),
      );
    },
  );

  app.delete(
    '/sites/:id',
    {
      preValidation: requirePermission('delete_sites'),
      schema: {
        tags,
        security,
        summary: 'Delete a site that holds no users, assets or work orders (409 otherwise)',
        params: siteIdParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const site = await visibleSite(auth, request.params.id);
      await deleteSite(deps.db, site, auth.user);
      return { message: 'Site deleted successfully!' };
    },
  );
};
