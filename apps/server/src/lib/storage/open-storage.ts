import path from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';

/** The storage the configuration names: S3 when S3_BUCKET is set, else DATA_DIR/files. */
export function openStorage(config: Pick<Config, 'storage' | 'dataDir'>): FileStorage {
  return config.storage.driver === 's3'
    ? s3Storage(config.storage)
    : localStorage(path.join(config.dataDir, 'files'));
}
