import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage';

/**
 * Files on the local disk, under `root` (DATA_DIR/files): written to a temporary name and
 * renamed, so a reader never sees half a file and a failed upload leaves nothing behind.
 */
export function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    const file = path.resolve(root, key);
    // Keys are ours, but a key is never allowed to leave the root.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad storage key ${key}`);
    return file;
  };
  return {
    driver: 'local',
    async put(key, body) {
      const file = pathOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.part`;
      try {
        await pipeline(body, fs.createWriteStream(partial, { flags: 'wx' }));
        await fs.promises.rename(partial, file);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = pathOf(key);
      try {
        const handle = await fs.promises.open(file, 'r');
        return handle.createReadStream() as Readable;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    directUrl: async () => null,
  };
}
