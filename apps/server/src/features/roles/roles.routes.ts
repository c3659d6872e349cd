import { roleIdParamsSchema, roleInputSchema, roleSchema } from '@cmms/shared/roles-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { authOf, requireAuth, requirePermission } from '../../lib/auth/require-auth';
import { notFound } from '../../lib/errors';
import { countUsersByRole, findRoleById, listRoles } from './roles.repository';
import { createRole, deleteRole, updateRole } from './roles.service';
import type { RoleRow } from './roles.table';

const tags = ['roles'];
const security = [{ bearerAuth: [] }];
const params = roleIdParamsSchema;

const present = (row: RoleRow, userCount: number) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  permissions: row.permissions,
  isActive: row.isActive,
  isDefault: row.isDefault,
  userCount,
});

/** Role Management: manage_users (admins by default). */
export const roleRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));
  app.addHook('preValidation', requirePermission('manage_users'));

  const load = async (id: string) => {
    const role = await findRoleById(deps.db, id);
    if (!role) throw notFound('Role');
    return role;
  };

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
    async () => {
      const [rows, counts] = await Promise.all([listRoles(deps.db), countUsersByRole(deps.db)]);
      return rows.map((row) => present(row, counts.get(row.name) ?? 0));
    },
  );

  app.post(
    '/roles',
    {
      schema: {
        tags,
        security,
        summary: 'Create a custom role',
        body: roleInputSchema,
        response: { 201: roleSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(present(await createRole(deps.db, request.body, authOf(request).user), 0)),
  );

  app.put(
    '/roles/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a role (default roles keep their names)',
        params,
        body: roleInputSchema,
        response: { 200: roleSchema },
      },
    },
    async (request) => {
      const row = await updateRole(
        deps.db,
        await load(request.params.id),
        request.body,
        authOf(request).user,
        deps.clock.now(),
      );
      return present(row, (await countUsersByRole(deps.db)).get(row.name) ?? 0);
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
      const role = await load(request.params.id);
      const holders = (await countUsersByRole(deps.db)).get(role.name) ?? 0;
      await deleteRole(deps.db, role, holders, authOf(request).user);
      return { message: 'Role deleted successfully!' };
    },
  );
};
