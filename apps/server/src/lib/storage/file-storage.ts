import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (docs/work-order-record.md, "Files"): one interface, two drivers,
 * the local disk under DATA_DIR (the embedded default) and any S3-compatible store (what several
 * instances share). Keys are ours (a uuid and a variant), never a name a user typed.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** Streams `body` into the object `key`, never holding it whole; resolves once it is stored. */
  put(key: string, body: Readable, options: { contentType: string }): Promise<void>;
  /** The object's bytes, streamed; null when there is none. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /**
   * A short-lived URL the browser fetches the object from directly, for a driver that serves
   * files itself (S3); null for the local disk, whose files the API serves.
   */
  directUrl(
    key: string,
    options: { contentType: string; fileName: string; expiresInSeconds: number },
  ): Promise<string | null>;
}

/** `Content-Disposition` for a stored file: shown inline, saved under its own name. */
export function dispositionOf(fileName: string, disposition: 'inline' | 'attachment' = 'inline') {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
