import { siteRefSchema } from '@cmms/shared/accounts';
import type { Permission } from '@cmms/shared/permissions';
import {
  approveUserSchema,
  assignableUserSchema,
  assignableUsersQuerySchema,
  assignSitesSchema,
  createUserSchema,
  managedUserSchema,
  updateUserSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userStatusSchema,
} from '@cmms/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import {
  assertPermission,
  authOf,
  requireAuth,
  requirePermission,
} from '../../lib/auth/require-auth';
import { scopeAllows, scopeOfAuth } from '../../lib/auth/site-scope';
import { sendPage } from '../../lib/http/pages';
import {
  approveUser,
  assignUserSites,
  createManagedUser,
  deleteManagedUser,
  loadManagedUser,
  rejectUser,
  setUserStatus,
  updateManagedUser,
} from './user-management.service';
import { presentManagedUser } from './users.presenter';
import {
  findSitesOfUsers,
  findUserSites,
  listAssignableUsers,
  listUsers,
} from './users.repository';

const tags = ['users'];
const security = [{ bearerAuth: [] }];
const params = userIdParamsSchema;
const message = z.object({ message: z.string() });
/** Whoever hands out work or looks after people may list who can take it. */
const ASSIGNERS: Permission[] = ['assign_tasks', 'view_users', 'manage_users'];

/** User management is manage_users (admins by default, docs/permissions.md). */
export const userRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  const presentOne = async (id: string) => {
    const user = await loadManagedUser(deps, id);
    return presentManagedUser(user, await findUserSites(deps.db, id));
  };

  app.get(
    '/users',
    {
      preValidation: requirePermission('manage_users'),
      schema: {
        tags,
        security,
        summary: 'Users, by name; ?approved=false lists pending sign-ups',
        querystring: userListQuerySchema,
        response: { 200: z.array(managedUserSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listUsers(deps.db, request.query, request.query);
      const sites = await findSitesOfUsers(
        deps.db,
        rows.map((row) => row.id),
      );
      return sendPage(reply, { rows, total }, (row) =>
        presentManagedUser(row, sites.get(row.id) ?? []),
      );
    },
  );

  app.get(
    '/users/for-assignment',
    {
      preValidation: requirePermission(...ASSIGNERS),
      schema: {
        tags,
        security,
        summary:
          'Who work can be given to: approved, active, non-admin users of your sites, or of one (siteId)',
        querystring: assignableUsersQuerySchema,
        response: { 200: z.array(assignableUserSchema) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const scope = scopeOfAuth(auth);
      const { siteId } = request.query;
      if (siteId) return listAssignableUsers(deps.db, scopeAllows(scope, siteId) ? [siteId] : []);
      return listAssignableUsers(deps.db, scope.all ? null : scope.siteIds);
    },
  );

  app.get(
    '/users/:id/sites',
    {
      schema: {
        tags,
        security,
        summary: "A user's sites",
        params,
        response: { 200: z.array(siteRefSchema) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      // Anyone may read their own sites; other users' sites are user management.
      if (request.params.id !== auth.user.id) assertPermission(auth, 'manage_users');
      const user = await loadManagedUser(deps, request.params.id);
      return findUserSites(deps.db, user.id);
    },
  );

  app.post(
    '/users',
    {
      preValidation: requirePermission('manage_users'),
      schema: {
        tags,
        security,
        summary: 'Create an approved, active user',
        body: createUserSchema,
        response: { 201: managedUserSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const user = await createManagedUser(deps, auth, request.body);
      return reply.status(201).send(presentManagedUser(user, []));
    },
  );

  app.put(
    '/users/:id',
    {
      preValidation: requirePermission('manage_users'),
      schema: {
        tags,
        security,
        summary: 'Edit a user (a blank password keeps it)',
        params,
        body: updateUserSchema,
        response: { 200: managedUserSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const target = await loadManagedUser(deps, request.params.id);
      await updateManagedUser(deps, auth, target, request.body);
      return presentOne(target.id);
    },
  );

  app.delete(
    '/users/:id',
    {
      preValidation: requirePermission('manage_users'),
      schema: { tags, security, summary: 'Delete a user', params, response: { 200: message } },
    },
    async (request) => {
      const auth = authOf(request);
      await deleteManagedUser(deps, auth, await loadManagedUser(deps, request.params.id));
      return { message: 'User deleted successfully!' };
    },
  );

  app.patch(
    '/users/:id/status',
    {
      preValidation: requirePermission('manage_users'),
      schema: {
        tags,
        security,
        summary: 'Activate or deactivate an approved user',
        params,
        body: userStatusSchema,
        response: { 200: managedUserSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const target = await loadManagedUser(deps, request.params.id);
      await setUserStatus(deps, auth, target, request.body.status);
      return presentOne(target.id);
    },
  );

  app.patch(
    '/users/:id/approve',
    {
      preValidation: requirePermission('manage_users'),
      schema: {
        tags,
        security,
        summary: 'Approve a sign-up with a role (default technician)',
        params,
        body: approveUserSchema,
        response: { 200: managedUserSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const target = await loadManagedUser(deps, request.params.id);
      await approveUser(deps, auth, target, request.body.role, request.log);
      return presentOne(target.id);
    },
  );

  app.delete(
    '/users/:id/reject',
    {
      preValidation: requirePermission('manage_users'),
      schema: {
        tags,
        security,
        summary: 'Reject (delete) a pending sign-up',
        params,
        response: { 200: message },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await rejectUser(deps, auth, await loadManagedUser(deps, request.params.id));
      return { message: 'User rejected and removed' };
    },
  );

  app.post(
    '/users/:id/assign-sites',
    {
      preValidation: requirePermission('manage_users'),
      schema: {
        tags,
        security,
        summary: "Replace a user's sites (not for admins)",
        params,
        body: assignSitesSchema,
        response: { 200: z.array(siteRefSchema) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const target = await loadManagedUser(deps, request.params.id);
      return assignUserSites(deps, auth, target, request.body.siteIds);
    },
  );
};
