import {
  attachmentFieldsSchema,
  attachmentParamsSchema,
  attachmentSchema,
} from '@cmms/shared/attachments';
import { msg } from '@cmms/shared/i18n/message';
import { taskIdParamsSchema } from '@cmms/shared/work-orders';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { AppError, badRequest } from '../../lib/errors';
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

/** A text field of a multipart upload, if it came before the file. */
function fieldOf(part: MultipartFile, name: string) {
  const field = part.fields[name];
  return field && !Array.isArray(field) && 'value' in field ? String(field.value) : undefined;
}
/** The code @fastify/multipart gives a file over its limit; store-upload answers it with a 413. */
const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
const security = [{ bearerAuth: [] }];
const uploadSummary =
  'Upload one file (multipart/form-data: optional fields tag = before|after for a photo, documentType = manual|warranty|certificate|other and expiresOn = YYYY-MM-DD for a document of an asset, then the file in field file). The type is read from the bytes and must match the name; photos are re-encoded without metadata and get a thumbnail. 413 over UPLOAD_MAX_MB';

/**
 * Photos and files on work orders and assets (docs/work-order-record.md, "Files"): uploads that
 * stream into the file storage, the lists, removal, and the signed links their bytes are read
 * from without a token.
 */
export const attachmentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(multipart, {
    limits: { fileSize: deps.config.uploadMaxBytes, files: 1, fields: 5, fieldSize: 100, parts: 6 },
    // The name as sent: one with a path in it is refused, not quietly cut to its last part.
    preservePath: true,
  });

  const present = (row: AttachmentRow) => attachmentView(deps, row);

  /** The one file of a multipart upload, its fields read and checked first. */
  async function upload(request: FastifyRequest, reply: FastifyReply, owner: AttachmentOwner) {
    const part = await request.file();
    if (!part) {
      const required = msg('attachmentErrors.fileRequired');
      throw badRequest(required, { file: required });
    }
    const fields = attachmentFieldsSchema.safeParse({
      tag: fieldOf(part, 'tag'),
      documentType: fieldOf(part, 'documentType'),
      expiresOn: fieldOf(part, 'expiresOn'),
    });
    if (!fields.success) {
      part.file.resume();
      const errors = Object.fromEntries(
        fields.error.issues.map((issue) => [
          String(issue.path[0]),
          msg(issue.message as 'attachmentErrors.badTag'),
        ]),
      );
      const first = Object.values(errors)[0] ?? msg('attachmentErrors.badTag');
      throw badRequest(first, errors);
    }
    // At the limit the file is cut there: stop reading the request at once (the rest would be
    // read only to be thrown away) and fail the upload, which then answers 413 and closes the
    // connection, as nginx's client_max_body_size does.
    part.file.once('limit', () => {
      request.raw.unpipe();
      request.raw.pause();
      part.file.destroy(Object.assign(new Error('file too large'), { code: TOO_LARGE }));
    });
    try {
      const row = await addAttachment(deps, actorOf(request), owner, {
        stream: part.file,
        fileName: part.filename,
        tag: fields.data.tag,
        documentType: fields.data.documentType,
        expiresOn: fields.data.expiresOn,
        isTruncated: () => part.file.truncated,
      });
      return await present(row);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 413) {
        reply.header('connection', 'close');
      }
      throw error;
    }
  }

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
          summary: 'Remove an attachment: its uploader, or whoever manages the work order or asset',
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
