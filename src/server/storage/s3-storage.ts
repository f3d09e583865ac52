import type { Readable } from 'node:stream';
import { loadOnce } from '../core/load-once';
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
  const sdk = lazySdk(options);
  const { bucket } = options;

  return {
    kind: 's3',
    async put(key, body, { contentType, maxBytes }) {
      assertSafeKey(key);
      const { client, Upload } = await sdk();
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
      const { client, GetObjectCommand, S3ServiceException } = await sdk();
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
      const { client, DeleteObjectCommand } = await sdk();
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

/**
 * The AWS SDK and a client, loaded with the first file stored or read: the SDK is 26 MB of a server's
 * memory, loaded for nothing where files stay on disk.
 */
function lazySdk(options: S3StorageOptions) {
  return loadOnce(async () => {
    const [{ S3Client, GetObjectCommand, DeleteObjectCommand, S3ServiceException }, { Upload }] =
      await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
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
    return { client, Upload, GetObjectCommand, DeleteObjectCommand, S3ServiceException };
  });
}
