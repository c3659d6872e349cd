import { siteRefSchema } from '@cmms/shared/accounts';
import { organisationPaths, userLanguageBodySchema } from '@cmms/shared/organisation';
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
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { forbidden } from '../../lib/errors';
import { sendPage } from '../../lib/http/pages';
import { translatorOf } from '../../lib/i18n/request-language';
import { userPolicy } from './users.policy';
import { presentManagedUser } from './users.presenter';
import {
  approveUser,
  assignUserSites,
  createManagedUser,
  deleteManagedUser,
  findUserSites,
  listAssignees,
  listUsers,
  loadUser,
  rejectUser,
  setOwnLanguage,
  setUserStatus,
  updateManagedUser,
} from './users.service';

const tags = ['users'];
const security = [{ bearerAuth: [] }];
const params = userIdParamsSchema;
const message = z.object({ message: z.string() });
const manage = allowOnly(userPolicy.canManage);

/** User management (userPolicy: manage_users, and nobody manages an account above their own). */
export const userRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  app.put(
    organisationPaths.myLanguage,
    {
      schema: {
        tags,
        security,
        summary:
          'Your own language, which follows you to every device and decides your mails; null follows your browser',
        body: userLanguageBodySchema,
        response: { 200: userLanguageBodySchema },
      },
    },
    (request) => setOwnLanguage(deps, actorOf(request), request.body),
  );

  const presentOne = async (id: string) => {
    const user = await loadUser(deps, id);
    return presentManagedUser(user, await findUserSites(deps.db, id));
  };

  app.get(
    '/users',
    {
      preValidation: manage,
      schema: {
        tags,
        security,
        summary: 'Users, by name; ?approved=false lists pending sign-ups',
        querystring: userListQuerySchema,
        response: { 200: z.array(managedUserSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listUsers(deps, request.query), ({ user, sites }) =>
        presentManagedUser(user, sites),
      ),
  );

  app.get(
    '/users/for-assignment',
    {
      preValidation: allowOnly(userPolicy.canListAssignees),
      schema: {
        tags,
        security,
        summary:
          'Who work can be given to: approved, active users of your sites, or of one (siteId), neither admins nor clients',
        querystring: assignableUsersQuerySchema,
        response: { 200: z.array(assignableUserSchema) },
      },
    },
    async (request) => {
      const { siteId, takesWorkOrders } = request.query;
      return listAssignees(deps, actorOf(request), {
        siteId,
        onlyWorkOrderTakers: takesWorkOrders === 'true',
      });
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
      if (!userPolicy.canReadSitesOf(actorOf(request), request.params.id)) throw forbidden();
      const user = await loadUser(deps, request.params.id);
      return findUserSites(deps.db, user.id);
    },
  );

  app.post(
    '/users',
    {
      preValidation: manage,
      schema: {
        tags,
        security,
        summary: 'Create an approved, active user',
        body: createUserSchema,
        response: { 201: managedUserSchema },
      },
    },
    async (request, reply) => {
      const user = await createManagedUser(deps, actorOf(request), request.body);
      return reply.status(201).send(presentManagedUser(user, []));
    },
  );

  app.put(
    '/users/:id',
    {
      preValidation: manage,
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
      const target = await loadUser(deps, request.params.id);
      await updateManagedUser(deps, actorOf(request), { target, values: request.body });
      return presentOne(target.id);
    },
  );

  app.delete(
    '/users/:id',
    {
      preValidation: manage,
      schema: {
        tags,
        security,
        summary:
          'Delete a user; 409 naming the work orders, attendance records and material requests that keep them',
        params,
        response: { 200: message },
      },
    },
    async (request) => {
      await deleteManagedUser(deps, actorOf(request), await loadUser(deps, request.params.id));
      return { message: translatorOf(request).t('users.deleted') };
    },
  );

  app.patch(
    '/users/:id/status',
    {
      preValidation: manage,
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
      const target = await loadUser(deps, request.params.id);
      await setUserStatus(deps, actorOf(request), { target, status: request.body.status });
      return presentOne(target.id);
    },
  );

  app.patch(
    '/users/:id/approve',
    {
      preValidation: manage,
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
      const target = await loadUser(deps, request.params.id);
      await approveUser(deps, actorOf(request), {
        target,
        role: request.body.role,
        log: request.log,
      });
      return presentOne(target.id);
    },
  );

  app.delete(
    '/users/:id/reject',
    {
      preValidation: manage,
      schema: {
        tags,
        security,
        summary: 'Reject (delete) a pending sign-up',
        params,
        response: { 200: message },
      },
    },
    async (request) => {
      await rejectUser(deps, actorOf(request), await loadUser(deps, request.params.id));
      return { message: translatorOf(request).t('users.rejectedAnswer') };
    },
  );

  app.post(
    '/users/:id/assign-sites',
    {
      preValidation: manage,
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
      const target = await loadUser(deps, request.params.id);
      return assignUserSites(deps, actorOf(request), { target, siteIds: request.body.siteIds });
    },
  );
};
