import { msg } from '@cmms/shared/i18n/message';
import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationSchema,
  registerDeviceSchema,
  unreadCountSchema,
} from '@cmms/shared/notifications';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import { sendPage } from '../../lib/http/pages';
import { translatorOf } from '../../lib/i18n/request-language';
import { notificationPolicy } from './notifications.policy';
import { presentNotification } from './notifications.presenter';
import {
  countOwnUnread,
  listOwnNotifications,
  markAllOwnRead,
  markOwnRead,
  registerDevice,
} from './notifications.service';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

/** The caller's own notifications only: another user's answers 404, as if it did not exist. */
export const notificationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', requireAuth(deps));
  const recipient = (request: FastifyRequest) => notificationPolicy.recipientOf(actorOf(request));

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'Your notifications, newest first (X-Total-Count holds the total)',
        querystring: notificationListQuerySchema,
        response: { 200: z.array(notificationSchema) },
      },
    },
    async (request, reply) => {
      return sendPage(
        reply,
        await listOwnNotifications(deps, recipient(request), request.query),
        presentNotification(translatorOf(request)),
      );
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        tags,
        security,
        summary: 'How many are unread',
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => ({ count: await countOwnUnread(deps, recipient(request)) }),
  );

  app.put(
    '/notifications/read-all',
    {
      schema: {
        tags,
        security,
        summary: 'Mark all your notifications read',
        response: { 200: z.object({ updated: z.number().int() }) },
      },
    },
    async (request) => ({ updated: await markAllOwnRead(deps, recipient(request)) }),
  );

  app.put(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark one notification read',
        params: notificationIdParamsSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => {
      const row = await markOwnRead(deps, recipient(request), request.params.id);
      if (!row) throw notFound(msg('notifications.notFound'));
      return presentNotification(translatorOf(request))(row);
    },
  );

  app.post(
    '/notifications/register-device',
    {
      schema: {
        tags,
        security,
        summary: 'Register this device for notifications',
        body: registerDeviceSchema,
        response: { 201: z.object({ registered: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await registerDevice(deps, {
        userId: recipient(request),
        token: request.body.deviceToken,
        platform: request.body.platform,
      });
      return reply.status(201).send({ registered: true as const });
    },
  );
};
