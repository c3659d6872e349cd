import {
  PUSH_PATHS,
  pushKindsBodySchema,
  pushSettingsSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@cmms/shared/push';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { pushPolicy } from './push.policy';
import { loadPushSettings, setPushKinds, subscribeDevice, unsubscribeDevice } from './push.service';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

/** Push to closed apps (issue 34, docs/push.md): one's own choice and one's own browsers. */
export const pushRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));
  const owner = (request: FastifyRequest) => pushPolicy.ownerOf(actorOf(request));

  app.get(
    PUSH_PATHS.settings,
    {
      schema: {
        tags,
        security,
        summary:
          "The server's VAPID public key (a browser's applicationServerKey) and the kinds of notification pushed to your devices",
        response: { 200: pushSettingsSchema },
      },
    },
    async (request) => loadPushSettings(deps, owner(request)),
  );

  app.put(
    PUSH_PATHS.settings,
    {
      schema: {
        tags,
        security,
        summary:
          'Choose the kinds pushed to your devices, web and native: assigned, escalated, site_request, material_request, leave_decided',
        body: pushKindsBodySchema,
        response: { 200: pushSettingsSchema },
      },
    },
    async (request) => setPushKinds(deps, owner(request), request.body.kinds),
  );

  app.post(
    PUSH_PATHS.subscriptions,
    {
      schema: {
        tags,
        security,
        summary:
          "Subscribe this browser to Web Push (its PushSubscription's toJSON()); a browser someone else subscribed becomes yours",
        body: pushSubscriptionBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await subscribeDevice(deps, owner(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    PUSH_PATHS.subscriptions,
    {
      schema: {
        tags,
        security,
        summary: 'Stop pushing to this browser (by its endpoint); another user’s is left alone',
        body: pushUnsubscribeBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await unsubscribeDevice(deps, owner(request), request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
