import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../../config';
import { dispositionOf, type FileStorage } from './file-storage';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/**
 * Files in an S3-compatible bucket, through the AWS SDK v3: uploads go up in parts as they
 * stream in (lib-storage's Upload, a few 5 MB parts in memory at most), reads are presigned URLs
 * the browser follows, valid for minutes.
 */
export function s3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
  });
  const Bucket = config.bucket;
  return {
    driver: 's3',
    async put(key, body, { contentType }) {
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        queueSize: 2,
      }).done();
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    directUrl: (key, { contentType, fileName, expiresInSeconds }) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentType: contentType,
          ResponseContentDisposition: dispositionOf(fileName),
        }),
        { expiresIn: expiresInSeconds },
      ),
  };
}
