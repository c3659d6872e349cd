import { attachmentSchema } from '@cmms/shared/attachments';
import {
  cellPhotoFieldsSchema,
  cellPhotoParamsSchema,
  checklistIdParamsSchema,
} from '@cmms/shared/checklists';
import { msg } from '@cmms/shared/i18n/message';
import { en } from '@cmms/shared/i18n/source-translators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, allowOnly } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { receiveUpload, registerUploads } from '../../lib/http/uploads';
import { translatorOf } from '../../lib/i18n/request-language';
import { attachmentView } from '../attachments/attachments.service';
import { checklistPolicy } from './checklists.policy';
import { loadVisibleChecklist } from './checklists.service';
import { addCellPhoto, removeCellPhoto } from './photos.service';

const tags = ['checklists'];
const security = [{ bearerAuth: [] }];

/**
 * Photos on a checklist's cells (issue 33, docs/checklists.md "Cell photos"). They are listed
 * with the month (GET /checklists/{id}/progress, `photos`); their bytes are read by the signed
 * links they carry (GET /files/{id}/{variant}). Registered by checklistRoutes, under its
 * authentication.
 */
export const photoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await registerUploads(app, deps.config);

  app.post(
    '/checklists/:id/progress/photos',
    {
      preValidation: allowOnly(checklistPolicy.canRecord, msg('checklists.readOnly')),
      schema: {
        tags,
        security,
        summary: `A photo on one cell of a person's month (multipart/form-data: fields userId, day = YYYY-MM-DD and itemId, then the photo in field file). Whoever may record that cell (field staff only their own), a day not after today, an assigned person; a saved cell is "${en('checklists.locked')}" (409). Photos only (JPEG, PNG, WebP, GIF: a document is a 400), re-encoded without metadata, with a thumbnail. 413 over UPLOAD_MAX_MB`,
        consumes: ['multipart/form-data'],
        params: checklistIdParamsSchema,
        response: { 201: attachmentSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const checklist = await loadVisibleChecklist(deps, actor, request.params.id);
      const row = await receiveUpload(request, reply, cellPhotoFieldsSchema, (file, fields) =>
        addCellPhoto(deps, actor, { checklist, fields, file }),
      );
      return reply.status(201).send(await attachmentView(deps, row));
    },
  );

  app.delete(
    '/checklists/:id/progress/photos/:photoId',
    {
      preValidation: allowOnly(checklistPolicy.canView),
      schema: {
        tags,
        security,
        summary:
          "Remove a cell's photo: supervisors, managers and administrators; its uploader while the cell is not saved (409 once it is). A photo of a month the caller may not read is a 404",
        params: cellPhotoParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const checklist = await loadVisibleChecklist(deps, actor, request.params.id);
      await removeCellPhoto(deps, actor, { checklist, photoId: request.params.photoId });
      return { message: translatorOf(request).t('checklists.photos.deleted') };
    },
  );
};
