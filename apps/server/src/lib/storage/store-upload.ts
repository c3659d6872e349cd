import { pipeline, Readable, Transform } from 'node:stream';
import {
  ACCEPTED_FILE_TYPES,
  type AcceptedFileType,
  fileNameProblem,
  isPhotoType,
} from '@cmms/shared/attachments';
import { type Message, msg } from '@cmms/shared/i18n/message';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError, badRequest } from '../errors';
import type { FileStorage } from './file-storage';

/**
 * Takes an uploaded file from its stream into the file storage without ever holding it whole
 * (docs/work-order-record.md, "Files"): the type is read from its first bytes and must be one we
 * accept and the one its name says; a photo is re-encoded (which drops its metadata: a phone's
 * EXIF holds where it was taken), turned upright, and gets its thumbnail in the same pass.
 */
export type StoredUpload = {
  contentType: AcceptedFileType;
  kind: 'photo' | 'document';
  sizeBytes: number;
  thumbnail: boolean;
};

/** Enough of a file's start for file-type to tell every type we accept. */
const SNIFF_BYTES = 4100;
/** The largest photo decoded, in pixels: 60 MP, above any phone camera's full resolution. */
const MAX_INPUT_PIXELS = 60_000_000;
/** A stored photo's long side at most; its thumbnail's. */
const PHOTO_MAX_SIDE = 4096;
const THUMBNAIL_SIDE = 480;

const refuse = (text: Message) => badRequest(text, { file: text });

/** The first bytes of `source`, and a stream that gives them back followed by the rest. */
async function peek(source: Readable, bytes: number) {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* everything() {
    if (head.length > 0) yield head;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, stream: Readable.from(everything(), { objectMode: false }) };
}

/**
 * Counts what passes through, as it is read: a 'data' listener would set the stream flowing
 * before the storage reads it, and what flowed meanwhile would be lost.
 */
function counted(source: Readable) {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      bytes += chunk.length;
      next(null, chunk);
    },
  });
  // pipeline, not pipe: a source that fails (a file cut at the limit) fails what reads it.
  pipeline(source, stream, () => {});
  return { stream, bytes: () => bytes };
}

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** A photo re-encoded in its own format: what sharp writes has no metadata unless asked. */
function encoderFor(type: AcceptedFileType, image: Sharp): Sharp {
  if (type === 'image/png') return image.png();
  if (type === 'image/webp') return image.webp({ quality: 85 });
  if (type === 'image/gif') return image.gif();
  return image.jpeg({ quality: 85, mozjpeg: true });
}

function isTooLarge(error: unknown) {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

export async function storeUpload(
  files: FileStorage,
  upload: {
    stream: Readable;
    fileName: string;
    key: string;
    thumbnailKey: string;
    maxBytes: number;
    /** Whether the stream was cut at maxBytes (busboy ends it there and says so). */
    isTruncated: () => boolean;
    /** Only a photo is taken (a checklist cell's): a document is refused, 400. */
    photosOnly?: boolean;
  },
): Promise<StoredUpload> {
  const problem = fileNameProblem(upload.fileName);
  if (problem) {
    upload.stream.resume();
    throw refuse(msg(problem));
  }
  const tooLarge = () => {
    const text = msg('attachmentErrors.tooLarge', { megabytes: upload.maxBytes / 1024 / 1024 });
    return new AppError(413, 'PAYLOAD_TOO_LARGE', text, { file: text });
  };
  const stored: string[] = [];
  try {
    const { head, stream } = await peek(upload.stream, SNIFF_BYTES);
    if (head.length === 0) throw refuse(msg('attachmentErrors.empty'));
    const sniffed = (await fileTypeFromBuffer(head))?.mime;
    if (!sniffed || !(sniffed in ACCEPTED_FILE_TYPES)) {
      stream.resume();
      throw refuse(
        msg(upload.photosOnly ? 'attachmentErrors.photosOnly' : 'attachmentErrors.typeNotAccepted'),
      );
    }
    const type = sniffed as AcceptedFileType;
    if (upload.photosOnly && !isPhotoType(type)) {
      stream.resume();
      throw refuse(msg('attachmentErrors.photosOnly'));
    }
    const extensions: readonly string[] = ACCEPTED_FILE_TYPES[type];
    if (!extensions.includes(extensionOf(upload.fileName))) {
      stream.resume();
      throw refuse(msg('attachmentErrors.notWhatNameSays', { type: extensions[0] ?? type }));
    }
    if (!isPhotoType(type)) {
      const count = counted(stream);
      stored.push(upload.key);
      await files.put(upload.key, count.stream, { contentType: type });
      if (upload.isTruncated()) throw tooLarge();
      return { contentType: type, kind: 'document', sizeBytes: count.bytes(), thumbnail: false };
    }
    const decoder = sharp({
      limitInputPixels: MAX_INPUT_PIXELS,
      sequentialRead: true,
      failOn: 'error',
      animated: type === 'image/gif',
    });
    const full = encoderFor(
      type,
      decoder
        .clone()
        .rotate()
        .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }),
    );
    const thumbnail = decoder
      .clone()
      .rotate()
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 });
    const count = counted(full);
    stored.push(upload.key, upload.thumbnailKey);
    const decoding = new Promise<void>((resolve, reject) => {
      pipeline(stream, decoder, (error) => {
        if (error) {
          // The outputs stop too, so their uploads fail instead of waiting for more.
          full.destroy(error);
          thumbnail.destroy(error);
          reject(error);
        } else resolve();
      });
    });
    await Promise.all([
      decoding,
      files.put(upload.key, count.stream, { contentType: type }),
      files.put(upload.thumbnailKey, thumbnail, { contentType: 'image/webp' }),
    ]);
    if (upload.isTruncated()) throw tooLarge();
    return { contentType: type, kind: 'photo', sizeBytes: count.bytes(), thumbnail: true };
  } catch (error) {
    await Promise.all(stored.map((key) => files.delete(key).catch(() => undefined)));
    // A photo cut short does not decode: what went wrong is its size.
    if (isTooLarge(error) || upload.isTruncated()) throw tooLarge();
    if (error instanceof AppError) throw error;
    // sharp's words for a photo it cannot read ("Input buffer contains unsupported image format").
    if (error instanceof Error && /image|pixel|vips|jpeg|png|webp|gif/i.test(error.message)) {
      throw refuse(msg('attachmentErrors.unreadablePhoto'));
    }
    throw error;
  } finally {
    upload.stream.resume();
  }
}
