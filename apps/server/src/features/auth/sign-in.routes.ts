import {
  authConfigSchema,
  authResultSchema,
  messageSchema,
  userResultSchema,
} from '@cmms/shared/accounts';
import { loginSchema } from '@cmms/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, authOf, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { organisationLanguage } from '../organisation/organisation.service';
import { clientContext, inCallersLanguage } from './request-context';
import { profileOf, signInWithPassword, signOut } from './sign-in.service';

const tags = ['auth'];
const bearer = [{ bearerAuth: [] }];

export const signInRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const signedIn = requireAuth(deps);

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: loginSchema,
        response: { 200: authResultSchema },
      },
    },
    (request) => signInWithPassword(deps, request.body, clientContext(request)),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'End this session',
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const { actor, sessionId } = authOf(request);
      return inCallersLanguage(request, await signOut(deps, actor, sessionId));
    },
  );

  for (const url of ['/auth/profile', '/user/me']) {
    app.get(
      url,
      {
        onRequest: signedIn,
        schema: {
          tags,
          security: bearer,
          summary: 'The signed-in user',
          response: { 200: userResultSchema },
        },
      },
      (request) => profileOf(deps, actorOf(request)),
    );
  }

  app.get(
    '/auth/config',
    {
      schema: {
        tags,
        summary: 'What the sign-in screens may offer on this server',
        response: { 200: authConfigSchema },
      },
    },
    async () => ({
      googleClientId: deps.config.googleClientId ?? null,
      superAdminRegistration: Boolean(deps.config.superAdminKey),
      defaultLanguage: organisationLanguage(deps),
      uploadMaxMb: deps.config.uploadMaxBytes / 1024 / 1024,
    }),
  );
};
