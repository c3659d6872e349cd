import {
  forgotPasswordSchema,
  messageSchema,
  resetPasswordSchema,
  resetTokenResultSchema,
  verifyResetCodeSchema,
} from '@cmms/shared/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { requestPasswordReset, resetPassword, verifyResetCode } from './recovery.service';
import { clientContext, inCallersLanguage } from './request-context';

const tags = ['recovery'];

export const recoveryRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a 6-digit reset code (same answer whether or not the email exists)',
        body: forgotPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      inCallersLanguage(
        request,
        await requestPasswordReset(deps, request.body.email, clientContext(request), request.log),
      ),
  );

  app.post(
    '/auth/verify-reset-code',
    {
      schema: {
        tags,
        summary: 'Exchange a right code for a single-use reset token (15 minutes)',
        body: verifyResetCodeSchema,
        response: { 200: resetTokenResultSchema },
      },
    },
    async (request) =>
      inCallersLanguage(
        request,
        await verifyResetCode(deps, request.body.email, request.body.code),
      ),
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token; ends every session of the user',
        body: resetPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      inCallersLanguage(
        request,
        await resetPassword(deps, request.body.token, request.body.newPassword),
      ),
  );
};
