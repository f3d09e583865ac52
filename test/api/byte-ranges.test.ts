import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTask } from '../../src/server/db/factories';
import type { AdminFile } from '../../src/shared/contracts/files';
import type { ProjectUpdate } from '../../src/shared/contracts/updates';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { startFakeS3 } from '../unit/fake-s3-server';
import { samples } from '../unit/task-file-samples';

// Every stored file answers byte ranges (http/file-response.ts), on disk and in an S3 bucket: a video
// seek or a page of a large PDF reads only its part. Access is checked before any byte is read.

/** A PDF of 200 KB whose every byte depends on its place, so a wrong slice cannot pass for a right one. */
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7 + (i >> 8)) % 256)),
  Buffer.from('\n%%EOF\n'),
]);
const size = pdf.length;

type Fake = Awaited<ReturnType<typeof startFakeS3>>;

const withRange = (caller: Caller, url: string, range: string, method = 'GET') =>
  caller.request(method, url, undefined, { headers: { range } });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const formWith = (name: string, bytes: Buffer, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};

describe.each([
  ['disk', false],
  ['S3', true],
])('byte ranges from %s storage', (_name, onS3) => {
  let t: TestApp;
  let fake: Fake | undefined;
  let clientA: Caller;
  let clientB: Caller;
  let admin: Caller;
  let url: string;

  beforeAll(async () => {
    fake = onS3 ? await startFakeS3('portal-files') : undefined;
    t = await createTestApp({
      env: fake
        ? {
            S3_BUCKET: 'portal-files',
            S3_ENDPOINT: fake.endpoint,
            S3_ACCESS_KEY_ID: 'test-key',
            S3_SECRET_ACCESS_KEY: 'test-secret',
            S3_FORCE_PATH_STYLE: 'true',
          }
        : {},
    });
    expect(t.deps.storage.kind).toBe(onS3 ? 's3' : 'disk');
    ({ clientA, clientB, admin } = await t.actors());
    const form = formWith('manual.pdf', pdf, 'application/pdf');
    form.append('category', 'report');
    const res = await admin.request('POST', `/api/admin/clients/${clientA.userId}/files`, undefined, {
      body: form,
    });
    expect(res.status).toBe(201);
    url = ((await res.json()) as AdminFile).url;
  });
  afterAll(async () => {
    await t.close();
    await fake?.close();
  });

  it('sends the whole file with 200 and says it accepts byte ranges', async () => {
    const res = await clientA.get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe(String(size));
    expect(res.headers.get('content-range')).toBeNull();
    expect(await bytesOf(res)).toEqual(pdf);
  });

  it('answers bytes=0-9 with 206, its Content-Range and exactly those 10 bytes', async () => {
    const res = await withRange(clientA, url, 'bytes=0-9');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-9/${size}`);
    expect(res.headers.get('content-length')).toBe('10');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    // A part keeps every header the whole file has.
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="manual.pdf"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await bytesOf(res)).toEqual(pdf.subarray(0, 10));
    // Only those bytes left the bucket.
    if (fake) expect(fake.ranges.at(-1)).toMatch(/^bytes=0-9 client-files\//);
  });

  it('answers bytes=-5 with the last 5 bytes', async () => {
    const res = await withRange(clientA, url, 'bytes=-5');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    expect(res.headers.get('content-length')).toBe('5');
    expect(await bytesOf(res)).toEqual(pdf.subarray(size - 5));
  });

  it('answers a range in the middle, an open-ended one and one ending past the file', async () => {
    const middle = await withRange(clientA, url, 'bytes=70000-140000');
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 70000-140000/${size}`);
    expect(await bytesOf(middle)).toEqual(pdf.subarray(70000, 140001));

    const rest = await withRange(clientA, url, 'bytes=199990-');
    expect(rest.headers.get('content-range')).toBe(`bytes 199990-${size - 1}/${size}`);
    expect(await bytesOf(rest)).toEqual(pdf.subarray(199990));

    const past = await withRange(clientA, url, `bytes=100-${size * 10}`);
    expect(past.status).toBe(206);
    expect(past.headers.get('content-range')).toBe(`bytes 100-${size - 1}/${size}`);
    expect(past.headers.get('content-length')).toBe(String(size - 100));
    expect(await bytesOf(past)).toEqual(pdf.subarray(100));

    const longerSuffix = await withRange(clientA, url, `bytes=-${size + 1}`);
    expect(longerSuffix.headers.get('content-range')).toBe(`bytes 0-${size - 1}/${size}`);
    expect(await bytesOf(longerSuffix)).toEqual(pdf);
  });

  it('answers a range starting at the end with 416 and the size', async () => {
    for (const range of [`bytes=${size}-`, `bytes=${size + 5}-${size + 10}`, 'bytes=-0']) {
      const res = await withRange(clientA, url, range);
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect((await bytesOf(res)).length).toBe(0);
    }
  });

  it('sends the whole file with 200 for a malformed, multi-range or other-unit header', async () => {
    for (const range of ['bytes=abc', 'bytes=9-0', 'bytes=-', 'bytes 0-9', 'items=0-9', 'bytes=0-1,5-9']) {
      const res = await withRange(clientA, url, range);
      expect(res.status, range).toBe(200);
      expect(res.headers.get('content-range')).toBeNull();
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(await bytesOf(res)).toEqual(pdf);
    }
  });

  it('still refuses another client (404) and no session (401), whatever range is asked', async () => {
    const res = await withRange(clientB, url, 'bytes=0-9');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-range')).toBeNull();
    expect((await withRange(clientB, url, `bytes=${size}-`)).status).toBe(404);
    expect((await withRange(t.anonymous, url, 'bytes=0-9')).status).toBe(401);
  });

  it('keeps the sandboxed inline view for a part, and answers HEAD with the headers only', async () => {
    const view = await withRange(clientA, `${url}?view=1`, 'bytes=0-3');
    expect(view.status).toBe(206);
    expect(view.headers.get('content-disposition')).toMatch(/^inline; filename="manual.pdf"/);
    expect(view.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(await bytesOf(view)).toEqual(pdf.subarray(0, 4));

    const head = await withRange(clientA, url, 'bytes=0-9', 'HEAD');
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 0-9/${size}`);
    expect((await bytesOf(head)).length).toBe(0);
    const wholeHead = await clientA.request('HEAD', url);
    expect(wholeHead.status).toBe(200);
    expect(wholeHead.headers.get('content-length')).toBe(String(size));
    expect(wholeHead.headers.get('accept-ranges')).toBe('bytes');
    expect((await bytesOf(wholeHead)).length).toBe(0);
  });

  it('closes the file a HEAD opened: twenty HEADs leave no file open', async () => {
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    for (let i = 0; i < 20; i++) expect((await clientA.request('HEAD', url)).status).toBe(200);
    await expect.poll(openFiles).toBeLessThan(before + 5);
  });

  it('answers ranges on every download route: task and update files, the logos', async () => {
    const task = await createTask(t.db, { clientId: clientA.userId as string });
    const comment = await clientA.request('POST', `/api/tasks/${task.id}/comments`, undefined, {
      body: formWith('brief.pdf', pdf, 'application/pdf'),
    });
    expect(comment.status).toBe(201);
    const taskFile: string = (await comment.json()).attachments[0].downloadUrl;

    const updateForm = formWith('week.pdf', pdf, 'application/pdf');
    updateForm.append('message', 'Week 1');
    const update = await admin.request('POST', `/api/admin/clients/${clientA.userId}/updates`, undefined, {
      body: updateForm,
    });
    expect(update.status).toBe(201);
    const updateFile = ((await update.json()) as ProjectUpdate).attachments[0]?.url ?? '';

    const logo = formWith('logo.png', samples.png, 'image/png');
    expect((await clientA.request('POST', '/api/profile/logo', undefined, { body: logo })).status).toBe(201);
    const agencyLogo = formWith('logo.png', samples.png, 'image/png');
    const posted = await admin.request('POST', '/api/admin/agency/logo', undefined, { body: agencyLogo });
    expect(posted.status).toBe(201);

    for (const [path, bytes] of [
      [taskFile, pdf],
      [updateFile, pdf],
      ['/api/profile/logo', samples.png],
      ['/api/agency/logo', samples.png],
    ] as const) {
      const res = await withRange(clientA, path, 'bytes=1-4');
      expect(res.status, path).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes 1-4/${bytes.length}`);
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(await bytesOf(res)).toEqual(bytes.subarray(1, 5));
      const whole = await clientA.get(path);
      expect(whole.status, path).toBe(200);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(await bytesOf(whole)).toEqual(bytes);
    }
    // Another client is still told these files are not found, with a range too.
    expect((await withRange(clientB, taskFile, 'bytes=1-4')).status).toBe(404);
    expect((await withRange(clientB, updateFile, 'bytes=1-4')).status).toBe(404);
  });
});
