import {
  commentInputSchema,
  commentParamsSchema,
  timelineEntrySchema,
} from '@cmms/shared/work-order-record';
import { taskIdParamsSchema } from '@cmms/shared/work-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { translatorOf } from '../../lib/i18n/request-language';
import { addComment, deleteComment, editComment, presentComment } from './comments.service';
import { workOrderPolicy } from './work-orders.policy';
import { loadVisibleTask } from './work-orders.service';

const tags = ['work orders'];
const security = [{ bearerAuth: [] }];
const commentSchema = timelineEntrySchema.options[0];

/**
 * A work order's comments (docs/work-order-record.md): whoever may see the work order may
 * comment; the author alone edits or deletes. The thread is read with the record
 * (GET /tasks/{id}/record).
 */
export const commentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  app.post(
    '/tasks/:id/comments',
    {
      preValidation: allowOnly(workOrderPolicy.canComment),
      schema: {
        tags,
        security,
        summary: 'Comment on a work order; @Name tells that person if they may see it',
        params: taskIdParamsSchema,
        body: commentInputSchema,
        response: { 201: commentSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const task = await loadVisibleTask(deps, actor, request.params.id);
      const row = await addComment(deps, actor, task, request.body.body);
      return reply.status(201).send(presentComment(row));
    },
  );

  app.patch(
    '/tasks/:id/comments/:commentId',
    {
      preValidation: allowOnly(workOrderPolicy.canComment),
      schema: {
        tags,
        security,
        summary: 'Edit your own comment; it is marked edited',
        params: commentParamsSchema,
        body: commentInputSchema,
        response: { 200: commentSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const task = await loadVisibleTask(deps, actor, request.params.id);
      const row = await editComment(deps, actor, {
        task,
        commentId: request.params.commentId,
        body: request.body.body,
      });
      return presentComment(row);
    },
  );

  app.delete(
    '/tasks/:id/comments/:commentId',
    {
      preValidation: allowOnly(workOrderPolicy.canComment),
      schema: {
        tags,
        security,
        summary: 'Delete your own comment',
        params: commentParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const task = await loadVisibleTask(deps, actor, request.params.id);
      await deleteComment(deps, actor, { task, commentId: request.params.commentId });
      return { message: translatorOf(request).t('workOrderRecord.commentDeleted') };
    },
  );
};
