import type { Readable } from 'node:stream';
import { type IssueLike, issueValues } from '@cmms/shared/i18n/issues';
import { type Message, type MessageKey, msg } from '@cmms/shared/i18n/message';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../errors';

/**
 * Multipart uploads (docs/work-order-record.md, "Files"): every route that takes a file (a work
 * order's, an asset's, a checklist cell's photo) reads it here, its fields first, then the file
 * as a stream handed on to the storage, which never holds it whole.
 */

/** The code @fastify/multipart gives a file over its limit; store-upload answers it with a 413. */
const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/**
 * Lets the routes of the plugin it is registered in take `multipart/form-data`: one file of at
 * most `uploadMaxBytes`, after a few short fields.
 */
export async function registerUploads(
  app: FastifyInstance,
  { uploadMaxBytes }: { uploadMaxBytes: number },
) {
  await app.register(multipart, {
    limits: { fileSize: uploadMaxBytes, files: 1, fields: 5, fieldSize: 100, parts: 6 },
    // The name as sent: one with a path in it is refused, not quietly cut to its last part.
    preservePath: true,
  });
}

/** The file of an upload, as it arrives. */
export type IncomingFile = {
  stream: Readable;
  fileName: string;
  /** Whether the stream was cut at the limit (busboy ends it there and says so). */
  isTruncated: () => boolean;
};

/**
 * The 400 of form fields a schema refused, a message under each field that failed (the first
 * issue of each): a multipart form's fields are checked outside Fastify's body validation.
 */
export function fieldsRefused(
  issues: readonly IssueLike[],
  fallbackField: string,
  fallback: Message,
) {
  const errors: Record<string, Message> = {};
  for (const issue of issues) {
    const field = String(issue.path?.[0] ?? fallbackField);
    errors[field] ??= { key: issue.message as MessageKey, values: issueValues(issue) };
  }
  return badRequest(Object.values(errors)[0] ?? fallback, errors);
}

/** A text field of a multipart upload, if it came before the file. */
function fieldOf(part: MultipartFile, name: string) {
  const field = part.fields[name];
  return field && !Array.isArray(field) && 'value' in field ? String(field.value) : undefined;
}

/**
 * The one file of a multipart upload: its fields (those `fields` names, sent before it) checked
 * by that schema, a 400 under each field that fails; then `store` with the file's stream. A file
 * over the limit stops the request being read at once and answers 413, closing the connection as
 * nginx's client_max_body_size does. Whatever `store` refuses before reading the file, the rest
 * of the request is read and dropped.
 */
export async function receiveUpload<Schema extends z.ZodObject, Result>(
  request: FastifyRequest,
  reply: FastifyReply,
  fields: Schema,
  store: (file: IncomingFile, fields: z.output<Schema>) => Promise<Result>,
): Promise<Result> {
  const part = await request.file();
  if (!part) {
    const required = msg('attachmentErrors.fileRequired');
    throw badRequest(required, { file: required });
  }
  const parsed = fields.safeParse(
    Object.fromEntries(Object.keys(fields.shape).map((name) => [name, fieldOf(part, name)])),
  );
  if (!parsed.success) {
    part.file.resume();
    throw fieldsRefused(parsed.error.issues, 'file', msg('attachmentErrors.fileRequired'));
  }
  // At the limit the file is cut there: stop reading the request at once (the rest would be
  // read only to be thrown away) and fail the upload.
  part.file.once('limit', () => {
    request.raw.unpipe();
    request.raw.pause();
    part.file.destroy(Object.assign(new Error('file too large'), { code: TOO_LARGE }));
  });
  try {
    return await store(
      { stream: part.file, fileName: part.filename, isTruncated: () => part.file.truncated },
      parsed.data,
    );
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 413) {
      reply.header('connection', 'close');
    } else {
      part.file.resume();
    }
    throw error;
  }
}
