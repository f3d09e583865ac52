import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createProjectUpdate, createTask } from '../../src/server/db/factories';
import { files, taskAttachments, taskComments, updateAttachments } from '../../src/server/db/schema/index';
import { storageUsedByClient } from '../../src/server/storage/quota';
import { diskStorageRoot } from '../../src/server/storage/select-storage';
import { messages } from '../../src/shared/messages';
import type { Caller, TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

// Disk without limit: a client's stored files are capped by a quota, each user's uploads by a rate, and
// disk storage keeps a reserve of free space. A refused upload leaves no row and no file behind.

const KiB = 1024;
const MiB = 1024 * KiB;

/** A PDF of exactly `size` bytes (its first bytes are what the server sniffs). */
function pdfOf(size: number): Buffer {
  return Buffer.concat([samples.pdf, Buffer.alloc(size - samples.pdf.length, 0x20)]);
}

/**
 * Posts files as one comment. `declareLength`: send a Content-Length, as browsers do; without it the
 * body arrives as a stream of unknown length and only the bytes received can be counted.
 */
async function postFiles(caller: Caller, taskId: string, files: Buffer[], { declareLength = true } = {}) {
  const form = new FormData();
  files.forEach((bytes, i) => {
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `part-${i}.pdf`);
  });
  if (!declareLength) {
    return caller.request('POST', `/api/tasks/${taskId}/comments`, undefined, { body: form });
  }
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers = {
    'content-type': encoded.headers.get('content-type') as string,
    'content-length': String(body.length),
  };
  return caller.request('POST', `/api/tasks/${taskId}/comments`, undefined, { body, headers });
}

async function signedInClient(t: TestApp, name: string) {
  const user = await createClient(t.db, { name });
  const caller = await t.signIn(user.email);
  const task = await createTask(t.db, { clientId: user.id });
  return { caller, task };
}

async function attachmentRows(t: TestApp, taskId: string) {
  return t.db.select().from(taskAttachments).where(eq(taskAttachments.taskId, taskId));
}

/** Every file under the task's storage folder, partial uploads included. */
async function storedFiles(t: TestApp, taskId: string): Promise<string[]> {
  const folder = join(diskStorageRoot(t.deps.config), 'task-files', taskId);
  return readdir(folder).catch(() => []);
}

async function expectNothingStored(t: TestApp, taskId: string) {
  expect(await attachmentRows(t, taskId)).toEqual([]);
  expect(await t.db.select().from(taskComments).where(eq(taskComments.taskId, taskId))).toEqual([]);
  expect(await storedFiles(t, taskId)).toEqual([]);
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('the client storage quota (CLIENT_STORAGE_QUOTA_MB=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CLIENT_STORAGE_QUOTA_MB: '1' } });
  });
  afterAll(() => t.close());

  const quotaMessage = messages.uploads.quotaExceeded('1 MB');

  it('refuses an upload past the quota before reading it, naming the limit; nothing is stored', async () => {
    const { caller, task } = await signedInClient(t, 'Quota Over');
    expect((await postFiles(caller, task.id, [pdfOf(600 * KiB)])).status).toBe(201);

    const next = await createTask(t.db, { clientId: caller.userId as string });
    const res = await postFiles(caller, next.id, [pdfOf(600 * KiB)]);
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: 'payload_too_large', message: quotaMessage });
    await expectNothingStored(t, next.id);
  });

  it('refuses a body of undeclared length once its bytes pass the quota; nothing is stored', async () => {
    const { caller, task } = await signedInClient(t, 'Quota Stream');
    const res = await postFiles(caller, task.id, [pdfOf(700 * KiB), pdfOf(700 * KiB)], {
      declareLength: false,
    });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe(quotaMessage);
    await expectNothingStored(t, task.id);
  });

  it('accepts files that fill the quota exactly, then refuses one byte more', async () => {
    const { caller, task } = await signedInClient(t, 'Quota Exact');
    expect((await postFiles(caller, task.id, [pdfOf(512 * KiB), pdfOf(256 * KiB)])).status).toBe(201);
    expect((await postFiles(caller, task.id, [pdfOf(256 * KiB)])).status).toBe(201);
    const rows = await attachmentRows(t, task.id);
    expect(rows.reduce((sum, row) => sum + row.fileSize, 0)).toBe(MiB);

    const res = await postFiles(caller, task.id, [pdfOf(samples.pdf.length)], { declareLength: false });
    expect(res.status).toBe(413);
    expect(await attachmentRows(t, task.id)).toHaveLength(3);
    expect(await storedFiles(t, task.id)).toHaveLength(6); // three files and their metadata
  });

  it('lets only one of two parallel uploads through when both fit alone but not together', async () => {
    const { caller, task } = await signedInClient(t, 'Quota Race');
    const statuses = await Promise.all([
      postFiles(caller, task.id, [pdfOf(600 * KiB)]).then((res) => res.status),
      postFiles(caller, task.id, [pdfOf(600 * KiB)]).then((res) => res.status),
    ]);
    expect(statuses.sort()).toEqual([201, 413]);
    expect(await attachmentRows(t, task.id)).toHaveLength(1);
    expect((await storedFiles(t, task.id)).filter((name) => !name.endsWith('.meta.json'))).toHaveLength(1);
  });

  it('counts a client against its own quota only', async () => {
    const full = await signedInClient(t, 'Quota Full');
    expect((await postFiles(full.caller, full.task.id, [pdfOf(MiB)])).status).toBe(201);
    const other = await signedInClient(t, 'Quota Other');
    expect((await postFiles(other.caller, other.task.id, [pdfOf(MiB)])).status).toBe(201);
    // A full client may still write text.
    const text = await full.caller.post(`/api/tasks/${full.task.id}/comments`, { content: 'Still here' });
    expect(text.status).toBe(201);
  });

  it("counts the client's update media and client files too", async () => {
    const { caller, task } = await signedInClient(t, 'Quota Everything');
    const clientId = caller.userId as string;
    const update = await createProjectUpdate(t.db, { clientId, message: 'Week 1' });
    await t.db.insert(updateAttachments).values({
      updateId: update.id,
      fileName: 'cut.mp4',
      fileUrl: `update-media/${update.id}/1.mp4`,
      fileType: 'video/mp4',
      fileSize: 300 * KiB,
    });
    await t.db.insert(files).values({
      name: 'Report',
      sizeMb: 0.5,
      clientId,
      category: 'report',
      fileUrl: `client-files/${clientId}/1.pdf`,
    });
    expect(await storageUsedByClient(t.db, clientId)).toBe(812 * KiB);

    expect((await postFiles(caller, task.id, [pdfOf(300 * KiB)])).status).toBe(413);
    expect((await postFiles(caller, task.id, [pdfOf(212 * KiB)])).status).toBe(201);
  });

  it("counts an admin's upload to a client's task against that client's quota", async () => {
    const { caller, task } = await signedInClient(t, 'Quota Admin');
    const { admin } = await t.actors();
    expect((await postFiles(admin, task.id, [pdfOf(MiB)])).status).toBe(201);
    expect((await postFiles(caller, task.id, [pdfOf(10 * KiB)])).status).toBe(413);
  });
});

describe('the per-user upload rate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { USER_UPLOAD_FILES_PER_10_MINUTES: '3', USER_UPLOAD_MB_PER_10_MINUTES: '1' },
    });
  });
  afterAll(() => t.close());

  const rateMessage = messages.uploads.rateLimited('3 files or 1 MB', 10);

  it('refuses the file past the limit with 429 and Retry-After; another user is unaffected', async () => {
    const { caller, task } = await signedInClient(t, 'Rate Files');
    expect((await postFiles(caller, task.id, [samples.pdf, samples.pdf])).status).toBe(201);
    expect((await postFiles(caller, task.id, [samples.pdf])).status).toBe(201);

    const next = await createTask(t.db, { clientId: caller.userId as string });
    const res = await postFiles(caller, next.id, [samples.pdf]);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('600');
    expect(await errorOf(res)).toEqual({ code: 'rate_limited', message: rateMessage });
    await expectNothingStored(t, next.id);

    const other = await signedInClient(t, 'Rate Other');
    expect((await postFiles(other.caller, other.task.id, [samples.pdf])).status).toBe(201);
  });

  it('refuses bytes past the limit, declared or received', async () => {
    const { caller, task } = await signedInClient(t, 'Rate Bytes');
    expect((await postFiles(caller, task.id, [pdfOf(600 * KiB)])).status).toBe(201);

    const declared = await createTask(t.db, { clientId: caller.userId as string });
    const res = await postFiles(caller, declared.id, [pdfOf(600 * KiB)]);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('600');
    await expectNothingStored(t, declared.id);

    const streamed = await createTask(t.db, { clientId: caller.userId as string });
    const cut = await postFiles(caller, streamed.id, [pdfOf(600 * KiB)], { declareLength: false });
    expect(cut.status).toBe(429);
    expect(cut.headers.get('retry-after')).toBe('600');
    await expectNothingStored(t, streamed.id);
  });
});

describe('the free-space reserve of disk storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A reserve no disk has: every upload would leave less free.
    t = await createTestApp({ env: { STORAGE_FREE_SPACE_RESERVE_MB: String(1_000_000_000) } });
  });
  afterAll(() => t.close());

  it('refuses an upload with 507 and stores nothing; text comments still go through', async () => {
    const { caller, task } = await signedInClient(t, 'Disk Full');
    for (const declareLength of [true, false]) {
      const res = await postFiles(caller, task.id, [samples.pdf], { declareLength });
      expect(res.status).toBe(507);
      expect(await errorOf(res)).toMatchObject({
        code: 'insufficient_storage',
        message: messages.uploads.lowDiskSpace,
      });
      await expectNothingStored(t, task.id);
    }
    expect((await caller.post(`/api/tasks/${task.id}/comments`, { content: 'Hello' })).status).toBe(201);
  });
});
