import { msg } from '@cmms/shared/i18n/message';
import {
  pmIdParamsSchema,
  pmInputSchema,
  pmListQuerySchema,
  pmSchema,
  pmStatusBodySchema,
  upcomingDaySchema,
  upcomingQuerySchema,
} from '@cmms/shared/pm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { sendPage } from '../../lib/http/pages';
import { translatorOf } from '../../lib/i18n/request-language';
import { pmPolicy } from './pm.policy';
import { presentPm } from './pm.presenter';
import { recipientOf, withRecipients } from './pm.recipients';
import type { PmWithNames } from './pm.repository';
import {
  createPm,
  deletePm,
  listPms,
  loadVisiblePm,
  setPmStatus,
  upcomingPms,
  updatePm,
} from './pm.service';

const tags = ['pm'];
const security = [{ bearerAuth: [] }];

/** Preventive maintenance (requirements/pm.md#calls) and our upcoming view. */
export const pmRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));
  const viewers = allowOnly(pmPolicy.canView, msg('pm.forbidden'));
  const managers = allowOnly(pmPolicy.canManage, msg('pm.readOnly'));
  const present = async (request: FastifyRequest, row: PmWithNames) =>
    presentPm(translatorOf(request))({ ...row, recipient: await recipientOf(deps.db, row) });

  app.get(
    '/pm',
    {
      preValidation: viewers,
      schema: {
        tags,
        security,
        summary:
          'PMs whose asset is on your sites (admins all), soonest due first (supervisor, manager, admin, superadmin, client)',
        querystring: pmListQuerySchema,
        response: { 200: z.array(pmSchema) },
      },
    },
    async (request, reply) => {
      const page = await listPms(deps, actorOf(request), request.query);
      const rows = await withRecipients(deps.db, page.rows);
      return sendPage(reply, { rows, total: page.total }, presentPm(translatorOf(request)));
    },
  );

  app.get(
    '/pm/upcoming',
    {
      preValidation: viewers,
      schema: {
        tags,
        security,
        summary: 'The next 30 days, today included: each day with the PMs that fall due on it',
        querystring: upcomingQuerySchema,
        response: { 200: z.array(upcomingDaySchema) },
      },
    },
    async (request) => upcomingPms(deps, actorOf(request), request.query),
  );

  app.get(
    '/pm/:id',
    {
      preValidation: viewers,
      schema: {
        tags,
        security,
        summary: 'One PM',
        params: pmIdParamsSchema,
        response: { 200: pmSchema },
      },
    },
    async (request) =>
      present(request, await loadVisiblePm(deps, actorOf(request), request.params.id)),
  );

  app.post(
    '/pm',
    {
      preValidation: managers,
      schema: {
        tags,
        security,
        summary:
          'Create a PM on an asset you may see; dated today or earlier with an assignee, it generates its work order at once',
        body: pmInputSchema,
        response: { 201: pmSchema },
      },
    },
    async (request, reply) => {
      const pm = await createPm(deps, actorOf(request), request.body);
      return reply.status(201).send(await present(request, pm));
    },
  );

  app.put(
    '/pm/:id',
    {
      preValidation: managers,
      schema: {
        tags,
        security,
        summary: 'Edit a PM; a new date becomes the anchor its recurrence counts from',
        params: pmIdParamsSchema,
        body: pmInputSchema,
        response: { 200: pmSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const pm = await loadVisiblePm(deps, actor, request.params.id);
      return present(request, await updatePm(deps, actor, { pm, values: request.body }));
    },
  );

  app.patch(
    '/pm/:id/status',
    {
      preValidation: allowOnly(pmPolicy.canChangeStatus, msg('pm.readOnly')),
      schema: {
        tags,
        security,
        summary:
          'Set the status: supervisors and up any; a technician In Progress or Completed; the client none. Completed ends the schedule; openWorkOrder (keep, the default, or cancel) says what becomes of the work order it holds open',
        params: pmIdParamsSchema,
        body: pmStatusBodySchema,
        response: { 200: pmSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const pm = await loadVisiblePm(deps, actor, request.params.id);
      const { status, openWorkOrder } = request.body;
      return present(request, await setPmStatus(deps, actor, { pm, status, openWorkOrder }));
    },
  );

  app.delete(
    '/pm/:id',
    {
      preValidation: managers,
      schema: {
        tags,
        security,
        summary: 'Delete a PM; the work orders it generated stay',
        params: pmIdParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await deletePm(deps, actor, await loadVisiblePm(deps, actor, request.params.id));
      return { message: translatorOf(request).t('pm.deleted') };
    },
  );
};
