import { en } from '@cmms/shared/i18n/source-translators';
import {
  taskIdParamsSchema,
  taskStatusBodySchema,
  WORK_ORDER_CSV_COLUMNS,
  WORK_ORDER_CSV_FILE,
  workOrderInputSchema,
  workOrderListQuerySchema,
  workOrderSchema,
} from '@cmms/shared/work-orders';
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
import { workOrderPolicy } from './work-orders.policy';
import { presentTask, taskCsvCells } from './work-orders.presenter';
import {
  createTask,
  deleteTask,
  exportTasks,
  listTasks,
  loadTaskForStatusChange,
  loadVisibleTask,
  setTaskStatus,
  updateTask,
} from './work-orders.service';

const tags = ['work orders'];
const security = [{ bearerAuth: [] }];
const message = z.object({ message: z.string() });

/** Work orders (requirements/work-orders.md#calls); who may do what is workOrderPolicy. */
export const workOrderRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  const now = () => deps.clock.now();

  const listAuth = authCheckedByStatement(allowOnly(workOrderPolicy.canView));
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
      const at = now();
      const page = await listTasks(deps, actorOf(request), {
        query: request.query,
        at,
        pending: pendingCheckOf(request),
      });
      return sendPage(reply, page, (row) => presentTask(row, at));
    }),
  );

  app.get(
    '/tasks/export',
    {
      preValidation: allowOnly(workOrderPolicy.canExport),
      schema: {
        tags,
        security,
        summary: 'The filtered work order list as CSV (tasks.csv), streamed',
        querystring: workOrderListQuerySchema.omit({ limit: true, offset: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        WORK_ORDER_CSV_FILE,
        WORK_ORDER_CSV_COLUMNS,
        exportTasks(deps, actorOf(request), { filters: request.query, at: now() }),
        taskCsvCells,
      ),
  );

  app.get(
    '/tasks/:id',
    {
      preValidation: allowOnly(workOrderPolicy.canView),
      schema: {
        tags,
        security,
        summary: 'One work order (notification links open it)',
        params: taskIdParamsSchema,
        response: { 200: workOrderSchema },
      },
    },
    async (request) => {
      return presentTask(await loadVisibleTask(deps, actorOf(request), request.params.id), now());
    },
  );

  app.post(
    '/tasks',
    {
      preValidation: allowOnly(workOrderPolicy.canCreate),
      schema: {
        tags,
        security,
        summary: 'Create a work order; its number is generated and the assignee notified',
        body: workOrderInputSchema,
        response: { 201: workOrderSchema },
      },
    },
    async (request, reply) => {
      const task = await createTask(deps, actorOf(request), request.body);
      return reply.status(201).send(presentTask(task, now()));
    },
  );

  app.put(
    '/tasks/:id',
    {
      preValidation: allowOnly(workOrderPolicy.canEdit),
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
      const actor = actorOf(request);
      const task = await loadVisibleTask(deps, actor, request.params.id);
      return presentTask(await updateTask(deps, actor, { task, values: request.body }), now());
    },
  );

  app.patch(
    '/tasks/:id/status',
    {
      preValidation: allowOnly(workOrderPolicy.canChangeStatus),
      schema: {
        tags,
        security,
        summary: `Complete, Hold or Reopen; field roles: Complete and Hold, and "${en('workOrders.lockedAfterDue')}" (409) for an overdue Hold. With expectedStatus, a work order that has another status by then is left as it is (409)`,
        params: taskIdParamsSchema,
        body: taskStatusBodySchema,
        response: { 200: workOrderSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const task = await loadTaskForStatusChange(deps, actor, request.params.id);
      const updated = await setTaskStatus(deps, actor, { task, ...request.body });
      return presentTask(updated, now());
    },
  );

  app.delete(
    '/tasks/:id',
    {
      preValidation: allowOnly(workOrderPolicy.canDelete),
      schema: {
        tags,
        security,
        summary: 'Delete a work order',
        params: taskIdParamsSchema,
        response: { 200: message },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await deleteTask(deps, actor, await loadVisibleTask(deps, actor, request.params.id));
      return { message: translatorOf(request).t('workOrders.deleted') };
    },
  );
};
