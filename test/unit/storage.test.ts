import { mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createDiskStorage } from '../../src/server/storage/disk-storage';
import { createS3Storage } from '../../src/server/storage/s3-storage';
import { selectStorage } from '../../src/server/storage/select-storage';
import { ObjectTooLargeError, type Storage } from '../../src/server/storage/storage';
import { startFakeS3 } from './fake-s3-server';

const MiB = 1024 * 1024;

type Subject = { storage: Storage; leftovers(): string[]; close(): Promise<void> };

async function diskSubject(): Promise<Subject> {
  const root = mkdtempSync(join(tmpdir(), 'agency-storage-'));
  return {
    storage: createDiskStorage(root),
    leftovers: () =>
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name),
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Subject(): Promise<Subject> {
  const fake = await startFakeS3('portal-files');
  const storage = createS3Storage({
    bucket: 'portal-files',
    region: 'us-east-1',
    endpoint: fake.endpoint,
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  });
  return {
    storage,
    // Completed objects and multipart uploads left open (their parts would still be billed).
    leftovers: () => [...fake.objects.keys(), ...[...fake.uploads.values()].map((u) => `upload of ${u.key}`)],
    close: fake.close,
  };
}

/** A body that never ends: refusing it proves the limit is enforced while streaming. */
function endlessBody() {
  return Readable.from(
    (function* () {
      for (;;) yield Buffer.alloc(64 * 1024, 1);
    })(),
  );
}

/** A body that sends some bytes, then fails as when the uploader's connection drops. */
function brokenBody(bytesBeforeFailure: number) {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(bytesBeforeFailure, 2);
      throw new Error('connection reset by client');
    })(),
  );
}

describe.each([
  ['disk', diskSubject],
  ['S3', s3Subject],
])('%s storage', (_name, makeSubject) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await makeSubject();
  });
  afterAll(() => subject.close());

  it('stores, reads back and deletes an object, keeping its content type', async () => {
    const key = 'client-files/client-1/1700000000000.txt';
    const put = await subject.storage.put(
      key,
      Readable.from([Buffer.from('hello, '), Buffer.from('world')]),
      {
        contentType: 'text/plain',
      },
    );
    expect(put).toEqual({ size: 12 });

    const stored = await subject.storage.get(key);
    expect(stored).toMatchObject({ size: 12, contentType: 'text/plain' });
    expect(await text(stored?.body ?? Readable.from([]))).toBe('hello, world');

    await subject.storage.delete(key);
    expect(await subject.storage.get(key)).toBeNull();
    expect(subject.leftovers()).toEqual([]);
  });

  it('answers null for a key that was never stored, and deleting it is harmless', async () => {
    expect(await subject.storage.get('client-files/nobody/missing.pdf')).toBeNull();
    await expect(subject.storage.delete('client-files/nobody/missing.pdf')).resolves.toBeUndefined();
  });

  it('accepts a body of exactly maxBytes', async () => {
    const key = 'logos/exact.png';
    await subject.storage.put(key, Readable.from([Buffer.alloc(1000, 7)]), {
      contentType: 'image/png',
      maxBytes: 1000,
    });
    expect((await subject.storage.get(key))?.size).toBe(1000);
    await subject.storage.delete(key);
  });

  it('refuses a body past maxBytes while streaming and keeps nothing of it', async () => {
    const put = subject.storage.put('client-files/client-1/endless.bin', endlessBody(), {
      contentType: 'application/octet-stream',
      maxBytes: MiB,
    });
    await expect(put).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(subject.leftovers()).toEqual([]);
  });

  it('refuses a body that is one byte too large in its first chunk and keeps nothing', async () => {
    const put = subject.storage.put('client-files/client-1/tiny.bin', Readable.from([Buffer.alloc(11)]), {
      contentType: 'application/octet-stream',
      maxBytes: 10,
    });
    await expect(put).rejects.toThrow(ObjectTooLargeError);
    expect(subject.leftovers()).toEqual([]);
  });

  it('keeps nothing when the upload stream fails part-way', async () => {
    const put = subject.storage.put('client-files/client-1/broken.bin', brokenBody(1000), {
      contentType: 'application/octet-stream',
    });
    await expect(put).rejects.toThrow('connection reset by client');
    expect(subject.leftovers()).toEqual([]);
  });

  it.each(['../x', 'a/../../etc/passwd', '/etc/passwd', 'a//b', 'a\\b', '', '.hidden', 'a/./b'])(
    'refuses the unsafe key %j',
    async (key) => {
      const body = Readable.from([Buffer.from('x')]);
      await expect(subject.storage.put(key, body, { contentType: 'text/plain' })).rejects.toThrow(
        'Unsafe storage key',
      );
      await expect(subject.storage.get(key)).rejects.toThrow('Unsafe storage key');
      await expect(subject.storage.delete(key)).rejects.toThrow('Unsafe storage key');
      expect(subject.leftovers()).toEqual([]);
    },
  );
});

describe('S3 storage with bodies larger than one part (multipart upload)', () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  let storage: Storage;
  beforeAll(async () => {
    fake = await startFakeS3('portal-files');
    storage = createS3Storage({
      bucket: 'portal-files',
      region: 'us-east-1',
      endpoint: fake.endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
  });
  afterAll(() => fake.close());

  it('uploads a 12 MiB body in parts and reads it back intact', async () => {
    const chunks = Array.from({ length: 12 }, (_, i) => Buffer.alloc(MiB, i));
    const put = await storage.put('client-files/client-1/video.mp4', Readable.from(chunks), {
      contentType: 'video/mp4',
      maxBytes: 50 * MiB,
    });
    expect(put.size).toBe(12 * MiB);
    expect(fake.calls).toContain('CompleteMultipartUpload client-files/client-1/video.mp4');
    const stored = await storage.get('client-files/client-1/video.mp4');
    expect(stored).toMatchObject({ size: 12 * MiB, contentType: 'video/mp4' });
    expect(
      Buffer.compare(
        fake.objects.get('client-files/client-1/video.mp4')?.body ?? Buffer.alloc(0),
        Buffer.concat(chunks),
      ),
    ).toBe(0);
    stored?.body.destroy();
  });

  it('aborts the multipart upload when the limit is passed after the first part went up', async () => {
    const put = storage.put('client-files/client-1/too-long.mp4', endlessBody(), {
      contentType: 'video/mp4',
      maxBytes: 11 * MiB,
    });
    await expect(put).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(fake.calls).toContain('UploadPart client-files/client-1/too-long.mp4');
    expect(fake.calls).toContain('AbortMultipartUpload client-files/client-1/too-long.mp4');
    expect(fake.objects.has('client-files/client-1/too-long.mp4')).toBe(false);
    expect(fake.uploads.size).toBe(0);
  });
});

describe('selectStorage', () => {
  it('uses S3 when S3_BUCKET is set and the data directory otherwise', () => {
    const s3 = loadConfig({
      S3_BUCKET: 'portal-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3.s3).toMatchObject({
      bucket: 'portal-files',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(selectStorage(s3).kind).toBe('s3');
    expect(selectStorage(loadConfig({ DATA_DIR: tmpdir() })).kind).toBe('disk');
  });
});
