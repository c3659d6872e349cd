import { roleIdParamsSchema, roleInputSchema, roleSchema } from '@cmms/shared/roles-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { translatorOf } from '../../lib/i18n/request-language';
import { rolePolicy } from './roles.policy';
import { presentRole } from './roles.presenter';
import {
  createRole,
  deleteRole,
  holdersOfRole,
  listRolesWithHolders,
  loadRole,
  updateRole,
} from './roles.service';

const tags = ['roles'];
const security = [{ bearerAuth: [] }];
const params = roleIdParamsSchema;

/** Role Management (rolePolicy: manage_users, and no one grants what they do not hold). */
export const roleRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));
  app.addHook('preValidation', allowOnly(rolePolicy.canManage));

  app.get(
    '/roles',
    {
      schema: {
        tags,
        security,
        summary: 'Default and custom roles with their permissions',
        response: { 200: z.array(roleSchema) },
      },
    },
    async (request) =>
      (await listRolesWithHolders(deps)).map(({ row, holders }) =>
        presentRole(translatorOf(request), row, holders),
      ),
  );

  app.post(
    '/roles',
    {
      schema: {
        tags,
        security,
        summary: 'Create a custom role (only with permissions you hold yourself)',
        body: roleInputSchema,
        response: { 201: roleSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          presentRole(
            translatorOf(request),
            await createRole(deps, actorOf(request), request.body),
            0,
          ),
        ),
  );

  app.put(
    '/roles/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a role (default roles keep their names; only permissions you hold)',
        params,
        body: roleInputSchema,
        response: { 200: roleSchema },
      },
    },
    async (request) => {
      const role = await loadRole(deps, request.params.id);
      const row = await updateRole(deps, actorOf(request), { role, values: request.body });
      return presentRole(translatorOf(request), row, await holdersOfRole(deps, row));
    },
  );

  app.delete(
    '/roles/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a custom role nobody holds',
        params,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await deleteRole(deps, actorOf(request), await loadRole(deps, request.params.id));
      return { message: translatorOf(request).t('roles.deleted') };
    },
  );
};
