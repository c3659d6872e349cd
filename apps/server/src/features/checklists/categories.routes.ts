import {
  categoryInputSchema,
  categoryKeyParamsSchema,
  categorySchema,
  categoryUpdateSchema,
} from '@cmms/shared/checklists';
import { en } from '@cmms/shared/i18n/source-translators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, allowOnly } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { translatorOf } from '../../lib/i18n/request-language';
import { checklistPolicy } from './checklists.policy';
import { presentCategory } from './checklists.presenter';
import {
  createCategory,
  deleteCategory,
  listCategories,
  loadCategory,
  updateCategory,
} from './checklists.service';

const tags = ['checklists'];
const security = [{ bearerAuth: [] }];
const message = z.object({ message: z.string() });

/**
 * Checklist categories (requirements/checklists.md#records, #validation): the five built-in keys and custom ones, kept on the
 * server for everyone (the spec's client kept custom ones in the browser). Registered by
 * checklistRoutes, under its authentication.
 */
export const categoryRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/checklist-categories',
    {
      preValidation: allowOnly(checklistPolicy.canView),
      schema: {
        tags,
        security,
        summary: 'Every category, built-in first, with how many checklists each holds',
        response: { 200: z.array(categorySchema) },
      },
    },
    async () => (await listCategories(deps)).map(presentCategory),
  );

  app.post(
    '/checklist-categories',
    {
      preValidation: allowOnly(checklistPolicy.canManage),
      schema: {
        tags,
        security,
        summary: `Add a custom category: the key is lower-cased, spaces become hyphens; "${en('checklists.categoryDuplicate')}" (409)`,
        body: categoryInputSchema,
        response: { 201: categorySchema },
      },
    },
    async (request, reply) => {
      const category = await createCategory(deps, actorOf(request), request.body);
      return reply.status(201).send(presentCategory(category));
    },
  );

  app.put(
    '/checklist-categories/:key',
    {
      preValidation: allowOnly(checklistPolicy.canManage),
      schema: {
        tags,
        security,
        summary: 'Rename or recolour a custom category (built-in ones are fixed: 409)',
        params: categoryKeyParamsSchema,
        body: categoryUpdateSchema,
        response: { 200: categorySchema },
      },
    },
    async (request) => {
      const category = await loadCategory(deps, request.params.key);
      const updated = await updateCategory(deps, actorOf(request), {
        category,
        values: request.body,
      });
      return presentCategory(updated);
    },
  );

  app.delete(
    '/checklist-categories/:key',
    {
      preValidation: allowOnly(checklistPolicy.canManage),
      schema: {
        tags,
        security,
        summary: 'Delete a custom category that holds no checklist (409 otherwise)',
        params: categoryKeyParamsSchema,
        response: { 200: message },
      },
    },
    async (request) => {
      await deleteCategory(deps, actorOf(request), request.params.key);
      return { message: translatorOf(request).t('checklists.categoryDeleted') };
    },
  );
};
