import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { limitSize } from './size-limit';
import { assertSafeKey, type Storage } from './storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, R2, ...). Bodies stream through: a small one goes up
 * in one PutObject, a large one in 5 MiB multipart parts, and a body refused past `maxBytes` (or failing)
 * never completes, so no object appears; `Upload` aborts a started multipart upload on failure.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined, // the SDK's default chain: environment, instance role, ...
    // The SDK's default CRC32 checksums are not understood by every S3-compatible service.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = options;

  return {
    kind: 's3',
    async put(key, body, { contentType, maxBytes }) {
      assertSafeKey(key);
      const { stream, counter } = limitSize(body, maxBytes);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: stream, ContentType: contentType },
        leavePartsOnError: false,
      });
      await upload.done();
      return { size: counter.size };
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
