import {
  timeEntryInputSchema,
  timeEntryParamsSchema,
  timeEntrySchema,
  timerInputSchema,
} from '@cmms/shared/work-order-record';
import { taskIdParamsSchema } from '@cmms/shared/work-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { translatorOf } from '../../lib/i18n/request-language';
import { loadVisibleTask } from '../work-orders/work-orders.service';
import {
  addTimeEntry,
  correctTimeEntry,
  deleteTimeEntry,
  startTimer,
  stopTimer,
} from './time.service';
import { recordPolicy } from './work-order-record.policy';
import { presentTimeEntry } from './work-order-record.presenter';

const tags = ['work order record'];
const security = [{ bearerAuth: [] }];

/** Time on a work order: the caller's timer, entries by hand, and corrections by the leads. */
export const timeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  app.post(
    '/tasks/:id/timer/start',
    {
      preValidation: allowOnly(recordPolicy.canDoWork),
      schema: {
        tags,
        security,
        summary:
          'Start your timer on this work order (at: when the device started it); one timer per person (409 while another runs)',
        params: taskIdParamsSchema,
        body: timerInputSchema,
        response: { 201: timeEntrySchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const task = await loadVisibleTask(deps, actor, request.params.id);
      const entry = await startTimer(deps, actor, task, request.body.at);
      return reply.status(201).send(presentTimeEntry(entry));
    },
  );

  app.post(
    '/tasks/:id/timer/stop',
    {
      preValidation: allowOnly(recordPolicy.canDoWork),
      schema: {
        tags,
        security,
        summary: 'Stop your timer on this work order; the time is logged (at most 24 h)',
        params: taskIdParamsSchema,
        body: timerInputSchema,
        response: { 200: timeEntrySchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const task = await loadVisibleTask(deps, actor, request.params.id);
      return presentTimeEntry(await stopTimer(deps, actor, task, request.body.at));
    },
  );

  app.post(
    '/tasks/:id/time',
    {
      preValidation: allowOnly(recordPolicy.canDoWork),
      schema: {
        tags,
        security,
        summary:
          'Log time by hand: forwards, at most 24 h, not in the future, not overlapping your other entries (400)',
        params: taskIdParamsSchema,
        body: timeEntryInputSchema,
        response: { 201: timeEntrySchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const task = await loadVisibleTask(deps, actor, request.params.id);
      const entry = await addTimeEntry(deps, actor, task, request.body);
      return reply.status(201).send(presentTimeEntry(entry));
    },
  );

  app.put(
    '/tasks/:id/time/:entryId',
    {
      preValidation: allowOnly(recordPolicy.canCorrectTime),
      schema: {
        tags,
        security,
        summary: "Correct anyone's time entry (supervisors, managers, administrators); logged",
        params: timeEntryParamsSchema,
        body: timeEntryInputSchema,
        response: { 200: timeEntrySchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const task = await loadVisibleTask(deps, actor, request.params.id);
      const entry = await correctTimeEntry(deps, actor, {
        task,
        entryId: request.params.entryId,
        values: request.body,
      });
      return presentTimeEntry(entry);
    },
  );

  app.delete(
    '/tasks/:id/time/:entryId',
    {
      preValidation: allowOnly(recordPolicy.canCorrectTime),
      schema: {
        tags,
        security,
        summary: "Remove anyone's time entry (supervisors, managers, administrators); logged",
        params: timeEntryParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const task = await loadVisibleTask(deps, actor, request.params.id);
      await deleteTimeEntry(deps, actor, { task, entryId: request.params.entryId });
      return { message: translatorOf(request).t('workOrderRecord.entryDeleted') };
    },
  );
};
