import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRangeHeader } from '../../src/server/http/file-response';
import { createDiskStorage } from '../../src/server/storage/disk-storage';
import { createS3Storage } from '../../src/server/storage/s3-storage';
import { bytesInRange, type Storage } from '../../src/server/storage/storage';
import { startFakeS3 } from './fake-s3-server';

describe('parseRangeHeader', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=5-', { start: 5 }],
    ['bytes=-5', { suffix: 5 }],
    ['bytes=-0', { suffix: 0 }],
    ['BYTES=1-2', { start: 1, end: 2 }],
    [' bytes=3-3 ', { start: 3, end: 3 }],
  ])('reads %j', (header, range) => {
    expect(parseRangeHeader(header)).toEqual(range);
  });

  it.each([
    undefined,
    '',
    'bytes=',
    'bytes=-',
    'bytes=9-0',
    'bytes=a-b',
    'bytes=0-1,4-5',
    'items=0-9',
    'bytes 0-9',
    'bytes=0x1-2',
    'bytes=1.5-2',
    `bytes=0-${'9'.repeat(20)}`,
  ])('ignores %j (the whole file is sent)', (header) => {
    expect(parseRangeHeader(header)).toBeUndefined();
  });
});

describe('bytesInRange', () => {
  it.each([
    [{ start: 0, end: 9 }, 100, { start: 0, end: 9 }],
    [{ start: 90, end: 200 }, 100, { start: 90, end: 99 }],
    [{ start: 99 }, 100, { start: 99, end: 99 }],
    [{ suffix: 5 }, 100, { start: 95, end: 99 }],
    [{ suffix: 500 }, 100, { start: 0, end: 99 }],
    [{ start: 100 }, 100, 'unsatisfiable'],
    [{ start: 0 }, 0, 'unsatisfiable'],
    [{ suffix: 5 }, 0, 'unsatisfiable'],
    [{ suffix: 0 }, 100, 'unsatisfiable'],
  ] as const)('settles %j of a %i-byte file to %j', (range, size, settled) => {
    expect(bytesInRange(range, size)).toEqual(settled);
  });
});

describe.each([
  ['disk', false],
  ['S3', true],
])('reading a range from %s storage', (_name, onS3) => {
  const bytes = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 13) % 251));
  const key = 'client-files/client-1/1700000000000.bin';
  const emptyKey = 'client-files/client-1/1700000000001.bin';
  let storage: Storage;
  let close: () => Promise<void>;
  let fake: Awaited<ReturnType<typeof startFakeS3>> | undefined;

  beforeAll(async () => {
    if (onS3) {
      fake = await startFakeS3('portal-files');
      storage = createS3Storage({
        bucket: 'portal-files',
        region: 'us-east-1',
        endpoint: fake.endpoint,
        accessKeyId: 'test-key',
        secretAccessKey: 'test-secret',
        forcePathStyle: true,
      });
      close = fake.close;
    } else {
      const root = mkdtempSync(join(tmpdir(), 'agency-ranges-'));
      storage = createDiskStorage(root);
      close = () => rm(root, { recursive: true, force: true });
    }
    await storage.put(key, Readable.from([bytes]), { contentType: 'application/octet-stream' });
    await storage.put(emptyKey, Readable.from([]), { contentType: 'application/octet-stream' });
  });
  afterAll(() => close());

  it('reads the whole object without a range, and only the range with one', async () => {
    const whole = await storage.get(key);
    expect(whole?.range).toBeUndefined();
    expect(whole?.size).toBe(bytes.length);
    expect(await buffer(whole?.body ?? Readable.from([]))).toEqual(bytes);

    for (const [range, start, end] of [
      [{ start: 0, end: 9 }, 0, 9],
      [{ start: 65_530, end: 70_000 }, 65_530, 70_000],
      [{ start: 99_990 }, 99_990, 99_999],
      [{ suffix: 7 }, 99_993, 99_999],
      [{ start: 10, end: 1_000_000 }, 10, 99_999],
    ] as const) {
      const part = await storage.get(key, range);
      expect(part?.size).toBe(bytes.length);
      expect(part?.range).toEqual({ start, end });
      expect(await buffer(part?.body ?? Readable.from([]))).toEqual(bytes.subarray(start, end + 1));
    }
    if (fake) expect(fake.ranges).toContain(`bytes=65530-70000 ${key}`);
  });

  it('says a range past the end is unsatisfiable, with the whole size', async () => {
    for (const [k, range, size] of [
      [key, { start: 100_000 }, 100_000],
      [key, { suffix: 0 }, 100_000],
      [emptyKey, { start: 0 }, 0],
      [emptyKey, { suffix: 3 }, 0],
    ] as const) {
      const part = await storage.get(k, range);
      expect(part?.range).toBe('unsatisfiable');
      expect(part?.size).toBe(size);
      expect((await buffer(part?.body ?? Readable.from([]))).length).toBe(0);
    }
  });

  it('answers null for a missing key, with or without a range', async () => {
    expect(await storage.get('client-files/nobody/missing.pdf', { start: 0, end: 9 })).toBeNull();
    expect(await storage.get('client-files/nobody/missing.pdf', { suffix: 0 })).toBeNull();
  });
});
