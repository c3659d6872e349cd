import {
  localDateOf,
  taskIdParamsSchema,
  taskStatusBodySchema,
  WORK_ORDER_CSV_COLUMNS,
  WORK_ORDER_CSV_FILE,
  workOrderInputSchema,
  workOrderListQuerySchema,
  workOrderSchema,
  workOrderTexts,
} from '@cmms/shared/work-orders';
import { workOrderRules } from '@cmms/shared/work-rules';
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
  requireRule,
} from '../../lib/auth/require-auth';
import { scopeOfAuth } from '../../lib/auth/site-scope';
import { notFound } from '../../lib/errors';
import { batchesByNumber, sendCsv } from '../../lib/http/csv';
import { sendPage } from '../../lib/http/pages';
import { presentTask, taskCsvCells } from './work-orders.presenter';
import { findTask, listTasks, type TaskScope, taskBatch } from './work-orders.repository';
import {
  createTask,
  deleteTask,
  setTaskStatus,
  type TaskActor,
  updateTask,
} from './work-orders.service';

const tags = ['work orders'];
const security = [{ bearerAuth: [] }];
const message = z.object({ message: z.string() });

/**
 * Work orders (doc 001 §7). Readers see the work of their sites, field roles only their own;
 * adding, editing and exporting need assign_tasks, deleting delete_tasks, status changes
 * update_tasks with the field roles' limits (doc 001 §6, @cmms/shared/work-rules).
 */
export const workOrderRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  async function actorOf(auth: AuthContext): Promise<TaskActor & { taskScope: TaskScope }> {
    const caller = callerOf(auth);
    const scope = scopeOfAuth(auth);
    return {
      user: auth.user,
      caller,
      scope,
      today: localDateOf(deps.clock.now()),
      taskScope: {
        sites: scope,
        onlyAssignedTo: workOrderRules.seesOnlyOwn(caller) ? auth.user.id : null,
      },
    };
  }

  /** The work order if the caller may see it; 404 otherwise, so its existence is not revealed. */
  async function visibleTask(actor: { taskScope: TaskScope }, id: string) {
    const task = await findTask(deps.db, id, actor.taskScope);
    if (!task) throw notFound('Work order');
    return task;
  }

  const listAuth = authCheckedByStatement(requireRule(workOrderRules.canView));
  app.get(
    '/tasks',
    {
      ...listAuth.options,
      schema: {
        tags,
        security,
        summary: 'Work orders you may see, newest first; X-Total-Count holds the total',
        querystring: workOrderListQuerySchema,
        response: { 200: z.array(workOrderSchema) },
      },
    },
    listAuth.handler(async (request, reply) => {
      const actor = await actorOf(authOf(request));
      const page = await listTasks(
        deps.db,
        actor.taskScope,
        request.query,
        actor.today,
        pendingCheckOf(request),
      );
      return sendPage(reply, page, (row) => presentTask(row, actor.today));
    }),
  );

  app.get(
    '/tasks/export',
    {
      preValidation: requireRule(workOrderRules.canManage),
      schema: {
        tags,
        security,
        summary: 'The filtered work order list as CSV (tasks.csv), streamed',
        querystring: workOrderListQuerySchema.omit({ limit: true, offset: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const actor = await actorOf(authOf(request));
      return sendCsv(
        reply,
        WORK_ORDER_CSV_FILE,
        WORK_ORDER_CSV_COLUMNS,
        batchesByNumber((before, size) =>
          taskBatch(deps.db, actor.taskScope, request.query, actor.today, before, size),
        ),
        taskCsvCells,
      );
    },
  );

  app.get(
    '/tasks/:id',
    {
      preValidation: requireRule(workOrderRules.canView),
      schema: {
        tags,
        security,
        summary: 'One work order (notification links open it)',
        params: taskIdParamsSchema,
        response: { 200: workOrderSchema },
      },
    },
    async (request) => {
      const actor = await actorOf(authOf(request));
      return presentTask(await visibleTask(actor, request.params.id), actor.today);
    },
  );

  app.post(
    '/tasks',
    {
      preValidation: requireRule(workOrderRules.canManage),
      schema: {
        tags,
        security,
        summary: 'Create a work order; its number is generated and the assignee notified',
        body: workOrderInputSchema,
        response: { 201: workOrderSchema },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(authOf(request));
      const task = await createTask(deps.db, actor, request.body, deps.clock.now());
      return reply.status(201).send(presentTask(task, actor.today));
    },
  );

  app.put(
    '/tasks/:id',
    {
      preValidation: requireRule(workOrderRules.canManage),
      schema: {
        tags,
        security,
        summary: 'Edit a work order (the same form as create)',
        params: taskIdParamsSchema,
        body: workOrderInputSchema,
        response: { 200: workOrderSchema },
      },
    },
    async (request) => {
      const actor = await actorOf(authOf(request));
      const existing = await visibleTask(actor, request.params.id);
      const task = await updateTask(deps.db, actor, existing, request.body, deps.clock.now());
      return presentTask(task, actor.today);
    },
  );

  app.patch(
    '/tasks/:id/status',
    {
      preValidation: requireRule(workOrderRules.canChangeStatus),
      schema: {
        tags,
        security,
        summary: `Complete, Hold or Reopen; field roles: Complete and Hold, and "${workOrderTexts.lockedAfterDue}" (409) for an overdue Hold`,
        params: taskIdParamsSchema,
        body: taskStatusBodySchema,
        response: { 200: workOrderSchema },
      },
    },
    async (request) => {
      const actor = await actorOf(authOf(request));
      const existing = await visibleTask(actor, request.params.id);
      const task = await setTaskStatus(
        deps.db,
        actor,
        existing,
        request.body.status,
        deps.clock.now(),
      );
      return presentTask(task, actor.today);
    },
  );

  app.delete(
    '/tasks/:id',
    {
      preValidation: requireRule(workOrderRules.canDelete),
      schema: {
        tags,
        security,
        summary: 'Delete a work order',
        params: taskIdParamsSchema,
        response: { 200: message },
      },
    },
    async (request) => {
      const actor = await actorOf(authOf(request));
      await deleteTask(deps.db, actor, await visibleTask(actor, request.params.id));
      return { message: workOrderTexts.deleted };
    },
  );
};
