import {
  assignableUserSchema,
  assignmentSchema,
  assignUserBodySchema,
  checklistIdParamsSchema,
  checklistInputSchema,
  checklistListQuerySchema,
  checklistSchema,
  checklistUserParamsSchema,
  userChecklistEntrySchema,
  userIdParamsSchema,
} from '@cmms/shared/checklists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserActor } from '../../lib/actor';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { translatorOf } from '../../lib/i18n/request-language';
import { categoryRoutes } from './categories.routes';
import { checklistPolicy } from './checklists.policy';
import { presentChecklist } from './checklists.presenter';
import type { ChecklistWithParts } from './checklists.repository';
import {
  assignUser,
  createChecklist,
  deleteChecklist,
  listAssignableUsers,
  listChecklists,
  listUserChecklists,
  loadVisibleChecklist,
  unassignUser,
  updateChecklist,
} from './checklists.service';
import { photoRoutes } from './photos.routes';
import { progressRoutes } from './progress.routes';

const tags = ['checklists'];
const security = [{ bearerAuth: [] }];
const message = z.object({ message: z.string() });

/** Checklists (requirements/checklists.md#calls) and our calls for what the spec kept in the browser. */
export const checklistRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Of a checklist kept for all sites, a reader sees only the people of their own sites.
  const presentFor = (row: ChecklistWithParts, actor: UserActor) =>
    presentChecklist({ ...row, assignments: checklistPolicy.visibleAssignments(actor, row) });
  app.addHook('onRequest', requireAuth(deps));

  app.get(
    '/checklists',
    {
      preValidation: allowOnly(checklistPolicy.canView),
      schema: {
        tags,
        security,
        summary:
          'Checklists you may see with their items and assignees: technician and housekeeping only those assigned to them',
        querystring: checklistListQuerySchema,
        response: { 200: z.array(checklistSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const rows = await listChecklists(deps, actor, request.query);
      return rows.map((row) => presentFor(row, actor));
    },
  );

  app.get(
    '/checklists/user/:userId',
    {
      preValidation: allowOnly(checklistPolicy.canView),
      schema: {
        tags,
        security,
        summary:
          "A user's checklist assignments, each holding its checklist (your own, or anyone's for those who assign)",
        params: userIdParamsSchema,
        response: { 200: z.array(userChecklistEntrySchema) },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const rows = await listUserChecklists(deps, actorOf(request), userId);
      return rows.map((row) => {
        const checklist = presentFor(row, actorOf(request));
        const assignment = checklist.assignments.find((a) => a.userId === userId);
        return {
          userId,
          checklistId: checklist.id,
          assignedAt: assignment?.assignedAt ?? checklist.createdAt,
          checklist,
        };
      });
    },
  );

  app.get(
    '/checklists/:id',
    {
      preValidation: allowOnly(checklistPolicy.canView),
      schema: {
        tags,
        security,
        summary: 'One checklist',
        params: checklistIdParamsSchema,
        response: { 200: checklistSchema },
      },
    },
    async (request) =>
      presentFor(
        await loadVisibleChecklist(deps, actorOf(request), request.params.id),
        actorOf(request),
      ),
  );

  app.post(
    '/checklists',
    {
      preValidation: allowOnly(checklistPolicy.canManage),
      schema: {
        tags,
        security,
        summary: 'Create a checklist for one of your sites (admin, superadmin, manager)',
        body: checklistInputSchema,
        response: { 201: checklistSchema },
      },
    },
    async (request, reply) => {
      const checklist = await createChecklist(deps, actorOf(request), request.body);
      return reply.status(201).send(presentFor(checklist, actorOf(request)));
    },
  );

  app.put(
    '/checklists/:id',
    {
      preValidation: allowOnly(checklistPolicy.canManage),
      schema: {
        tags,
        security,
        summary:
          'Edit a checklist: items sent with their id keep their progress, new ones are added, missing ones deleted',
        params: checklistIdParamsSchema,
        body: checklistInputSchema,
        response: { 200: checklistSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const checklist = await loadVisibleChecklist(deps, actor, request.params.id);
      return presentFor(
        await updateChecklist(deps, actor, { checklist, values: request.body }),
        actor,
      );
    },
  );

  app.delete(
    '/checklists/:id',
    {
      preValidation: allowOnly(checklistPolicy.canManage),
      schema: {
        tags,
        security,
        summary: 'Delete a checklist with its items, assignments and progress',
        params: checklistIdParamsSchema,
        response: { 200: message },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await deleteChecklist(
        deps,
        actor,
        await loadVisibleChecklist(deps, actor, request.params.id),
      );
      return { message: translatorOf(request).t('checklists.checklistDeleted') };
    },
  );

  app.get(
    '/checklists/:id/assignments',
    {
      preValidation: allowOnly(checklistPolicy.canView),
      schema: {
        tags,
        security,
        summary: 'Who the checklist is assigned to (userId entries)',
        params: checklistIdParamsSchema,
        response: { 200: z.array(assignmentSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const checklist = await loadVisibleChecklist(deps, actor, request.params.id);
      return presentFor(checklist, actor).assignments;
    },
  );

  app.get(
    '/checklists/:id/assignable-users',
    {
      preValidation: allowOnly(checklistPolicy.canAssign),
      schema: {
        tags,
        security,
        summary:
          "Who may be assigned: active users of the checklist's site, never admin, manager, client or superadmin",
        params: checklistIdParamsSchema,
        response: { 200: z.array(assignableUserSchema) },
      },
    },
    async (request) => {
      const checklist = await loadVisibleChecklist(deps, actorOf(request), request.params.id);
      return listAssignableUsers(deps, actorOf(request), checklist);
    },
  );

  app.post(
    '/checklists/:id/assign-user',
    {
      preValidation: allowOnly(checklistPolicy.canAssign),
      schema: {
        tags,
        security,
        summary: 'Assign a user to the checklist; they are notified',
        params: checklistIdParamsSchema,
        body: assignUserBodySchema,
        response: { 201: assignmentSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const checklist = await loadVisibleChecklist(deps, actor, request.params.id);
      const assignment = await assignUser(deps, actor, {
        checklist,
        userId: request.body.userId,
      });
      return reply.status(201).send(assignment);
    },
  );

  app.delete(
    '/checklists/:id/assign-user/:userId',
    {
      preValidation: allowOnly(checklistPolicy.canAssign),
      schema: {
        tags,
        security,
        summary: 'Remove a user from the checklist; their ticks so far are kept',
        params: checklistUserParamsSchema,
        response: { 200: message },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const checklist = await loadVisibleChecklist(deps, actor, request.params.id);
      await unassignUser(deps, actor, { checklist, userId: request.params.userId });
      return { message: translatorOf(request).t('checklists.unassigned') };
    },
  );

  await app.register(progressRoutes, { deps });
  await app.register(photoRoutes, { deps });
  await app.register(categoryRoutes, { deps });
};
