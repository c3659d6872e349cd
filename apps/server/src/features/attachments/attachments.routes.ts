import {
  attachmentFieldsSchema,
  attachmentParamsSchema,
  attachmentSchema,
} from '@cmms/shared/attachments';
import { taskIdParamsSchema } from '@cmms/shared/work-orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { receiveUpload, registerUploads } from '../../lib/http/uploads';
import { translatorOf } from '../../lib/i18n/request-language';
import { dispositionOf } from '../../lib/storage/file-storage';
import { loadVisibleAsset } from '../assets/assets.service';
import { loadVisibleTask } from '../work-orders/work-orders.service';
import { attachmentPolicy } from './attachments.policy';
import {
  type AttachmentOwner,
  type AttachmentRow,
  addAttachment,
  attachmentView,
  listAttachments,
  loadVisibleAttachment,
  openSignedFile,
  removeAttachment,
} from './attachments.service';

const tags = ['files'];
const security = [{ bearerAuth: [] }];
const uploadSummary =
  'Upload one file (multipart/form-data: optional fields tag = before|after for a photo, documentType = manual|warranty|certificate|other and expiresOn = YYYY-MM-DD for a document of an asset, then the file in field file). The type is read from the bytes and must match the name; photos are re-encoded without metadata and get a thumbnail. 413 over UPLOAD_MAX_MB';

/**
 * Photos and files on work orders and assets (docs/work-order-record.md, "Files"): uploads that
 * stream into the file storage, the lists, removal, and the signed links their bytes are read
 * from without a token (a checklist cell's photos too: the checklists feature adds and removes
 * them through this feature's service).
 */
export const attachmentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await registerUploads(app, deps.config);

  const present = (row: AttachmentRow) => attachmentView(deps, row);

  /** The one file of a multipart upload, its fields read and checked first. */
  const upload = (request: FastifyRequest, reply: FastifyReply, owner: AttachmentOwner) =>
    receiveUpload(request, reply, attachmentFieldsSchema, async (file, fields) =>
      present(
        await addAttachment(deps, actorOf(request), owner, {
          ...file,
          tag: fields.tag,
          documentType: fields.documentType,
          expiresOn: fields.expiresOn,
        }),
      ),
    );

  app.register(async (plugin) => {
    const signedIn = plugin.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('onRequest', requireAuth(deps));

    signedIn.post(
      '/tasks/:id/attachments',
      {
        preValidation: allowOnly(attachmentPolicy.mayAttachToTask),
        schema: {
          tags,
          security,
          summary: `A photo or a file on a work order. ${uploadSummary}`,
          consumes: ['multipart/form-data'],
          params: taskIdParamsSchema,
          response: { 201: attachmentSchema },
        },
      },
      async (request, reply) => {
        const task = await loadVisibleTask(deps, actorOf(request), request.params.id);
        return reply.status(201).send(await upload(request, reply, { task }));
      },
    );

    signedIn.post(
      '/assets/:id/attachments',
      {
        preValidation: allowOnly(attachmentPolicy.mayAttachToAsset),
        schema: {
          tags,
          security,
          summary: `A photo or a document (manual, warranty) on an asset. ${uploadSummary}`,
          consumes: ['multipart/form-data'],
          params: z.object({ id: z.uuid({ error: 'assets.invalidAssetId' }) }),
          response: { 201: attachmentSchema },
        },
      },
      async (request, reply) => {
        const asset = await loadVisibleAsset(deps, actorOf(request), request.params.id);
        return reply.status(201).send(await upload(request, reply, { asset }));
      },
    );

    signedIn.get(
      '/assets/:id/attachments',
      {
        preValidation: allowOnly(attachmentPolicy.mayReadAssetFiles),
        schema: {
          tags,
          security,
          summary: "An asset's photos and documents, newest first",
          params: z.object({ id: z.uuid({ error: 'assets.invalidAssetId' }) }),
          response: { 200: z.array(attachmentSchema) },
        },
      },
      async (request) => {
        const asset = await loadVisibleAsset(deps, actorOf(request), request.params.id);
        const rows = await listAttachments(deps, { assetId: asset.id });
        return Promise.all(rows.map(present));
      },
    );

    signedIn.delete(
      '/attachments/:id',
      {
        schema: {
          tags,
          security,
          summary:
            "Remove a work order's or asset's attachment: its uploader, or whoever manages the work order or asset (a checklist cell's photo is removed through its checklist: 404 here)",
          params: attachmentParamsSchema,
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        await removeAttachment(
          deps,
          actor,
          await loadVisibleAttachment(deps, actor, request.params.id),
        );
        return { message: translatorOf(request).t('attachmentErrors.deleted') };
      },
    );
  });

  app.get(
    '/files/:id/:variant',
    {
      schema: {
        tags,
        summary:
          "A stored file's bytes, by the signed, short-lived link an attachment carries (no token: an <img> cannot send one)",
        params: attachmentParamsSchema.extend({ variant: z.enum(['original', 'thumbnail']) }),
        querystring: z.object({
          expires: z.coerce.number().int(),
          signature: z.string().max(100),
        }),
      },
    },
    async (request, reply) => {
      const file = await openSignedFile(deps, { ...request.params, ...request.query });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', dispositionOf(file.row.name))
        .header('cache-control', 'private, max-age=900')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};
