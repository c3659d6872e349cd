import { assetHistorySchema } from '@cmms/shared/asset-history';
import { amountOf } from '@cmms/shared/money';
import { siteCostSchema } from '@cmms/shared/site-cost';
import { siteIdParamsSchema } from '@cmms/shared/sites';
import {
  hourlyRateInputSchema,
  recordPaths,
  workOrderRecordSchema,
} from '@cmms/shared/work-order-record';
import { taskIdParamsSchema } from '@cmms/shared/work-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { translatorOf } from '../../lib/i18n/request-language';
import { attachmentView } from '../attachments/attachments.service';
import { presentComment } from '../work-orders/comments.service';
import { loadVisibleTask, presentTask } from '../work-orders/work-orders.service';
import { loadAssetHistory } from './asset-history.service';
import { loadSiteCost } from './site-cost.service';
import { recordPolicy } from './work-order-record.policy';
import {
  presentEvent,
  presentPart,
  presentTimeEntry,
  totalsOf,
} from './work-order-record.presenter';
import { hourlyRates, loadRecord, setHourlyRate } from './work-order-record.service';

const tags = ['work order record'];
const security = [{ bearerAuth: [] }];
const rateSchema = z.object({ userId: z.string(), hourlyRate: z.number().nullable() });

/**
 * The record of a work order in one request, and the hourly rates its cost is made of
 * (docs/work-order-record.md). Comments, time and parts change through their own routes.
 */
export const recordRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  app.get(
    '/tasks/:id/record',
    {
      preValidation: allowOnly(recordPolicy.canRead),
      schema: {
        tags,
        security,
        summary:
          'A work order with its timeline (events and comments, oldest first), time, parts and, for administrators and managers, cost',
        params: taskIdParamsSchema,
        response: { 200: workOrderRecordSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const task = await loadVisibleTask(deps, actor, request.params.id);
      const record = await loadRecord(deps, actor, task);
      const files = await Promise.all(
        record.files.map(async (row) => ({
          kind: 'attachment' as const,
          id: row.id,
          at: row.createdAt.toISOString(),
          attachment: await attachmentView(deps, row),
        })),
      );
      const timeline = [
        ...record.events.map(presentEvent(translatorOf(request))),
        ...record.comments.map(presentComment),
        ...files,
      ].sort((a, b) => a.at.localeCompare(b.at));
      const { cost } = record;
      return {
        task: presentTask(task, deps.clock.now()),
        timeline,
        time: {
          entries: record.entries.map(presentTimeEntry),
          totals: totalsOf(record.entries),
          running: record.running ? presentTimeEntry(record.running) : null,
        },
        parts: record.parts.map((part) => presentPart(part, record.seeCost)),
        cost: cost && {
          currency: cost.currency,
          labour: amountOf(cost.labourCents),
          parts: amountOf(cost.partsCents),
          total: amountOf(cost.labourCents + cost.partsCents),
        },
        people: record.people,
        can: record.can,
        completionPhotoRequired: record.completionPhotoRequired,
      };
    },
  );

  app.get(
    '/assets/:id/history',
    {
      preValidation: allowOnly(recordPolicy.canReadAssetHistory),
      schema: {
        tags,
        security,
        summary:
          "An asset's record: its work orders with their time and parts, its cost to date (administrators and managers), its downtime and its warranty",
        params: z.object({ id: z.uuid({ error: 'assets.invalidAssetId' }) }),
        response: { 200: assetHistorySchema },
      },
    },
    async (request) => loadAssetHistory(deps, actorOf(request), request.params.id),
  );

  app.get(
    '/sites/:id/cost',
    {
      preValidation: allowOnly(recordPolicy.canSeeCost),
      schema: {
        tags,
        security,
        summary:
          "What maintenance cost at a site (administrators and managers): labour and parts month by month for the last 12 months in the site's calendar, and its costliest assets",
        params: siteIdParamsSchema,
        response: { 200: siteCostSchema },
      },
    },
    async (request) => loadSiteCost(deps, actorOf(request), request.params.id),
  );

  app.get(
    '/users/hourly-rates',
    {
      preValidation: allowOnly(recordPolicy.canSetRates),
      schema: {
        tags,
        security,
        summary: 'Every hourly rate set (administrators)',
        response: { 200: z.array(rateSchema) },
      },
    },
    async () =>
      (await hourlyRates(deps)).map((row) => ({
        userId: row.userId,
        hourlyRate: amountOf(row.rateCents),
      })),
  );

  app.put(
    recordPaths.hourlyRate(':id'),
    {
      preValidation: allowOnly(recordPolicy.canSetRates),
      schema: {
        tags,
        security,
        summary: "Set or clear (null) a person's hourly rate (administrators)",
        params: z.object({ id: z.uuid({ error: 'users.invalidUserId' }) }),
        body: hourlyRateInputSchema,
        response: { 200: rateSchema },
      },
    },
    async (request) =>
      setHourlyRate(deps, actorOf(request), {
        userId: request.params.id,
        hourlyRate: request.body.hourlyRate,
      }),
  );
};
