import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

/** The server's built-in key pair: it checks request signatures, so the portal must sign with these. */
const ACCESS_KEY = 'S3RVER';

export type LocalS3 = {
  /** The portal's S3_* variables for this server and bucket. */
  env: Record<string, string>;
  bucket: string;
  /** Keys of the objects in the bucket, read from the server's own files. */
  objectKeys(): Promise<string[]>;
  /** Stops the server and deletes every object and bucket it kept. */
  close(): Promise<void>;
};

/**
 * An S3-compatible server on 127.0.0.1:`port` with one empty bucket, run inside this process: it keeps
 * objects as files in a temporary folder. It speaks the calls the portal makes (PutObject, multipart
 * uploads through @aws-sdk/lib-storage, GetObject, DeleteObject) with signature checks.
 */
export async function startLocalS3(port: number): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-s3-'));
  const bucket = 'portal-files';
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  try {
    await server.run();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      // A local server has no per-bucket host names.
      S3_FORCE_PATH_STYLE: 'true',
    },
    objectKeys: () => objectFiles(join(directory, bucket)),
    close: async () => {
      await server.close().catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The server stores `key` as `<bucket>/<key>._S3rver_object` beside its metadata files. */
async function objectFiles(bucketDir: string): Promise<string[]> {
  const entries = await readdir(bucketDir, { recursive: true });
  return entries
    .filter((entry) => entry.endsWith('._S3rver_object'))
    .map((entry) => entry.slice(0, -'._S3rver_object'.length));
}
