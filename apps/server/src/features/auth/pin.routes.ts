import {
  authResultSchema,
  hasPinQuerySchema,
  hasPinResultSchema,
  pinResultSchema,
  setPinForUserSchema,
  setPinSchema,
} from '@cmms/shared/accounts';
import { pinLoginSchema } from '@cmms/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { checkOwnPin, hasPin, removeOwnPin, setOwnPin } from './pin.service';
import { clientContext, inCallersLanguage } from './request-context';
import { signInWithPin } from './sign-in.service';

const tags = ['pin'];
const bearer = [{ bearerAuth: [] }];

export const pinRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const signedIn = requireAuth(deps);

  app.post(
    '/pin/verify',
    {
      schema: {
        tags,
        summary: 'Sign in with email and a 4-digit PIN',
        body: pinLoginSchema,
        response: { 200: authResultSchema },
      },
    },
    (request) => signInWithPin(deps, request.body, clientContext(request)),
  );

  app.get(
    '/pin/has-pin',
    {
      schema: {
        tags,
        summary: 'Whether PIN sign-in is set up for an email',
        querystring: hasPinQuerySchema,
        response: { 200: hasPinResultSchema },
      },
    },
    (request) => hasPin(deps, request.query.email),
  );

  app.post(
    '/pin/set',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Set or change your PIN',
        body: setPinSchema,
        response: { 200: pinResultSchema },
      },
    },
    async (request) =>
      inCallersLanguage(
        request,
        await setOwnPin(deps, actorOf(request), { pin: request.body.pin }),
      ),
  );

  app.post(
    '/auth/set-pin',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Set your PIN (the spec form naming the user id; only your own)',
        body: setPinForUserSchema,
        response: { 200: pinResultSchema },
      },
    },
    async (request) =>
      inCallersLanguage(request, await setOwnPin(deps, actorOf(request), request.body)),
  );

  app.post(
    '/pin/check',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Check your own PIN without opening a session (lock screen, change PIN)',
        body: setPinSchema,
        response: { 200: z.object({ valid: z.literal(true) }) },
      },
    },
    (request) => checkOwnPin(deps, actorOf(request), request.body.pin, clientContext(request)),
  );

  app.delete(
    '/pin/remove',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Remove your PIN',
        response: { 200: pinResultSchema },
      },
    },
    async (request) => inCallersLanguage(request, await removeOwnPin(deps, actorOf(request))),
  );
};
