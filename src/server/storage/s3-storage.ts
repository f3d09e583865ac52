import { Readable } from 'node:stream';
import { loadOnce } from '../core/load-once';
import { limitSize } from './size-limit';
import { assertSafeKey, type ByteRange, type Storage, type StoredObject } from './storage';

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
 * never completes, so no object appears; `Upload` aborts a started multipart upload on failure. A range
 * is read with GetObject's `Range` header, so only its bytes leave the bucket; the answer's
 * `Content-Range` says which bytes they are and the whole object's size.
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
    async get(key, range) {
      assertSafeKey(key);
      const { client, GetObjectCommand, HeadObjectCommand, S3ServiceException } = await sdk();
      const statusOf = (error: unknown) =>
        error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      // A range past the object's end: S3 answers 416 without the object's size, which HeadObject gives.
      const unsatisfiable = async (): Promise<StoredObject | null> => {
        try {
          const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
          return {
            body: Readable.from([]),
            size: head.ContentLength ?? 0,
            contentType: head.ContentType ?? 'application/octet-stream',
            range: 'unsatisfiable',
          };
        } catch (error) {
          if (statusOf(error) === 404) return null;
          throw error;
        }
      };
      // A suffix of 0 bytes is unsatisfiable whatever the size (RFC 9110 §14.1.2); not every service says so.
      if (range && 'suffix' in range && range.suffix === 0) return unsatisfiable();
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, Range: range && rangeHeader(range) }),
        );
        const body = object.Body as Readable;
        const contentType = object.ContentType ?? 'application/octet-stream';
        const part = object.ContentRange?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
        if (range && part) {
          const [, start, end, size] = part.map(Number) as [number, number, number, number];
          return { body, size, contentType, range: { start, end } };
        }
        // No range asked, or a service that ignored it and sent the whole object: the whole file.
        return { body, size: object.ContentLength ?? 0, contentType };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        if (range && statusOf(error) === 416) return unsatisfiable();
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
    const [
      { S3Client, GetObjectCommand, HeadObjectCommand, DeleteObjectCommand, S3ServiceException },
      { Upload },
    ] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
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
    return { client, Upload, GetObjectCommand, HeadObjectCommand, DeleteObjectCommand, S3ServiceException };
  });
}

/** A range as GetObject's `Range` header, which takes the forms HTTP's does. */
function rangeHeader(range: ByteRange): string {
  if ('suffix' in range) return `bytes=-${range.suffix}`;
  return `bytes=${range.start}-${range.end ?? ''}`;
}
