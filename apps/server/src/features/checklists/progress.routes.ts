import {
  cellsBodySchema,
  checklistIdParamsSchema,
  monthProgressSchema,
  monthQuerySchema,
  raiseWorkOrderBodySchema,
  raiseWorkOrderResultSchema,
  reopenBodySchema,
  saveProgressBodySchema,
} from '@cmms/shared/checklists';
import { msg } from '@cmms/shared/i18n/message';
import { en } from '@cmms/shared/i18n/source-translators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, allowOnly } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { translatorOf } from '../../lib/i18n/request-language';
import { checklistPolicy } from './checklists.policy';
import { loadVisibleChecklist } from './checklists.service';
import {
  getMonthProgress,
  raiseWorkOrder,
  recordCells,
  reopenProgressCell,
  saveProgress,
} from './progress.service';

const tags = ['checklists'];
const security = [{ bearerAuth: [] }];

/** Any progress write: those who record ticks, told why when they may not. */
const mayRecord = allowOnly(checklistPolicy.canRecord, msg('checklists.readOnly'));

/**
 * The monthly grid's day cells (requirements/checklists.md#screens, #states), kept on the server: the spec's client kept
 * them in the browser. Registered by checklistRoutes, under its authentication.
 */
export const progressRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/checklists/:id/progress',
    {
      preValidation: allowOnly(checklistPolicy.canView),
      schema: {
        tags,
        security,
        summary:
          "One person's month of a checklist: items, the cells ever touched (others are initial) and the progress summary",
        params: checklistIdParamsSchema,
        querystring: monthQuerySchema,
        response: { 200: monthProgressSchema },
      },
    },
    async (request) =>
      getMonthProgress(
        deps,
        actorOf(request),
        request.params.id,
        request.query,
        translatorOf(request),
      ),
  );

  app.put(
    '/checklists/:id/progress',
    {
      preValidation: mayRecord,
      schema: {
        tags,
        security,
        summary: `Record ticks and values as they happen (one month, not after today; field staff only their own). A value must fit its item's kind (400 under its field); a Fail or a reading out of range of an item set to raise "always" raises its work order in the same transaction, once per cell. A saved cell is "${en('checklists.locked')}" (409) and nothing is written`,
        params: checklistIdParamsSchema,
        body: cellsBodySchema,
        response: { 200: monthProgressSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const checklist = await loadVisibleChecklist(deps, actor, request.params.id);
      return recordCells(deps, actor, { checklist, ...request.body }, translatorOf(request));
    },
  );

  app.post(
    '/checklists/:id/progress/save',
    {
      preValidation: mayRecord,
      schema: {
        tags,
        security,
        summary:
          "Save Progress: record the cells sent, then lock every completed cell of the person's month, in one transaction",
        params: checklistIdParamsSchema,
        body: saveProgressBodySchema,
        response: { 200: monthProgressSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const checklist = await loadVisibleChecklist(deps, actor, request.params.id);
      const { cells, ...month } = request.body;
      return saveProgress(deps, actor, { checklist, month, cells }, translatorOf(request));
    },
  );

  app.post(
    '/checklists/:id/progress/reopen',
    {
      preValidation: mayRecord,
      schema: {
        tags,
        security,
        summary:
          'Reopen a completed cell: back to initial, with the reopen date (default today) and who reopened it; a saved cell only by supervisors, managers and administrators',
        params: checklistIdParamsSchema,
        body: reopenBodySchema,
        response: { 200: monthProgressSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const checklist = await loadVisibleChecklist(deps, actor, request.params.id);
      return reopenProgressCell(
        deps,
        actor,
        { checklist, body: request.body },
        translatorOf(request),
      );
    },
  );

  app.post(
    '/checklists/:id/progress/work-order',
    {
      preValidation: mayRecord,
      schema: {
        tags,
        security,
        summary:
          "A failed item raises a work order for the checklist's site, linked to the cell (the work order's origin names the checklist, item and day)",
        params: checklistIdParamsSchema,
        body: raiseWorkOrderBodySchema,
        response: { 201: raiseWorkOrderResultSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const checklist = await loadVisibleChecklist(deps, actor, request.params.id);
      const result = await raiseWorkOrder(
        deps,
        actor,
        { checklist, body: request.body },
        translatorOf(request),
      );
      return reply.status(201).send(result);
    },
  );
};
