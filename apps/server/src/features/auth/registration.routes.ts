import {
  authResultSchema,
  googleRegisterSchema,
  registerResultSchema,
  registerSchema,
  superAdminRegisterSchema,
} from '@cmms/shared/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { registerSuperAdmin, registerUser, registerWithGoogle } from './registration.service';
import { clientContext, inCallersLanguage } from './request-context';

const tags = ['registration'];

export const registrationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account that waits for approval',
        body: registerSchema,
        response: { 201: registerResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(inCallersLanguage(request, await registerUser(deps, request.body))),
  );

  app.post(
    '/auth/google-register',
    {
      schema: {
        tags,
        summary: 'Create an account from a Google ID token; it waits for approval',
        body: googleRegisterSchema,
        response: { 201: registerResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(inCallersLanguage(request, await registerWithGoogle(deps, request.body))),
  );

  app.post(
    '/auth/register-superadmin',
    {
      schema: {
        tags,
        summary: 'Register a super admin with the configured key; signs them in',
        body: superAdminRegisterSchema,
        response: { 201: authResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await registerSuperAdmin(deps, request.body, clientContext(request))),
  );
};
