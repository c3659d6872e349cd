import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../config';

/**
 * A real S3-protocol server for the tests (s3rver, in this process, on a free port of
 * 127.0.0.1, keeping its objects in a scratch folder): the S3 driver is tested against the
 * protocol, signatures and presigned URLs included, not against a stand-in.
 */
export async function startS3Server(bucket = 'cmms-files') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  const storage: StorageConfig = {
    driver: 's3',
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's own credentials: it checks signatures made with them.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    storage,
    /** How many objects the bucket holds. */
    objectCount: () => countFiles(path.join(directory, bucket)),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        !entry.name.endsWith('._S3rver_metadata.json') &&
        !entry.name.startsWith('.'),
    ).length;
}
