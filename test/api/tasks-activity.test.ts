import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTask } from '../../src/server/db/factories';
import { taskAttachments, taskComments, taskStatusChanges } from '../../src/server/db/schema/index';
import type { AppEvent } from '../../src/shared/contracts/events';
import { COMMENT_MAX_LENGTH } from '../../src/shared/contracts/tasks';
import { TASK_ATTACHMENT_MAX_BYTES } from '../../src/shared/domain/task-files';
import { taskMessages } from '../../src/shared/domain/task-messages';
import { messages } from '../../src/shared/messages';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

let t: TestApp;
let clientA: Caller;
let clientB: Caller;
let admin: Caller;
const idOf = (caller: Caller) => caller.userId as string;

beforeAll(async () => {
  t = await createTestApp();
  ({ clientA, clientB, admin } = await t.actors());
});
afterAll(() => t.close());

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type Upload = { name: string; bytes: Buffer; type?: string };

function commentForm(content: string | undefined, files: Upload[]) {
  const form = new FormData();
  if (content !== undefined) form.append('content', content);
  for (const f of files)
    form.append(
      'file',
      new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  return form;
}

const postForm = (caller: Caller, taskId: string, form: FormData) =>
  caller.request('POST', `/api/tasks/${taskId}/comments`, undefined, { body: form });

const activityOf = async (caller: Caller, taskId: string) =>
  (await (await caller.get(`/api/tasks/${taskId}/activity`)).json()).entries;

const rowsOf = async (taskId: string) => ({
  comments: await t.db.select().from(taskComments).where(eq(taskComments.taskId, taskId)),
  attachments: await t.db.select().from(taskAttachments).where(eq(taskAttachments.taskId, taskId)),
});

/** Every stored file (not its metadata) under the task's task-files folder. */
async function storedFiles(taskId: string): Promise<string[]> {
  try {
    const dir = join(t.deps.config.dataDir, 'storage', 'task-files', taskId);
    return (await readdir(dir)).filter((name) => !name.endsWith('.meta.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * A multipart body with one file of `fileBytes` bytes (a PDF by its first bytes), produced chunk by chunk
 * as the server reads it, never as one buffer. `pulled()` tells how many bytes the server asked for.
 */
function streamedUpload(fileBytes: number) {
  const boundary = `----tasks-test-${Math.random().toString(16).slice(2)}`;
  const chunk = Buffer.alloc(64 * 1024);
  let pulled = 0;
  let cancelled = false;
  async function* parts() {
    try {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      );
      yield samples.pdf;
      for (let left = fileBytes - samples.pdf.length; left > 0; left -= chunk.length) {
        yield left >= chunk.length ? chunk : chunk.subarray(0, left);
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    } finally {
      cancelled = true;
    }
  }
  const source = parts();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) controller.close();
      else {
        pulled += next.value.length;
        controller.enqueue(next.value);
      }
    },
    async cancel() {
      await source.return(undefined);
    },
  });
  return {
    init: {
      body,
      duplex: 'half',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit,
    pulled: () => pulled,
    cancelled: () => cancelled,
  };
}

describe('comments', () => {
  it('adds a text comment, shown with its author id and role', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const res = await clientA.post(`/api/tasks/${task.id}/comments`, { content: '  Looks good so far  ' });
    expect(res.status).toBe(201);
    const entry = await res.json();
    expect(entry).toMatchObject({
      kind: 'comment',
      content: 'Looks good so far',
      author: { id: idOf(clientA), role: 'client', name: 'Alex Able' },
      attachments: [],
    });
    expect(await activityOf(admin, task.id)).toEqual([entry]);
  });

  it("refuses a blank comment with 'Missing required data', writing nothing", async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    for (const send of [
      () => clientA.post(`/api/tasks/${task.id}/comments`, { content: '   ' }),
      () => clientA.post(`/api/tasks/${task.id}/comments`, {}),
      () => postForm(clientA, task.id, commentForm('  ', [])),
      () => clientA.request('POST', `/api/tasks/${task.id}/comments`),
    ]) {
      const res = await send();
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(messages.common.missingData);
    }
    expect(await rowsOf(task.id)).toEqual({ comments: [], attachments: [] });
  });

  it('refuses a comment over 5,000 characters as JSON and as multipart alike, writing nothing', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const tooLong = 'x'.repeat(COMMENT_MAX_LENGTH + 1);
    const asJson = await clientA.post(`/api/tasks/${task.id}/comments`, { content: tooLong });
    const asForm = await postForm(clientA, task.id, commentForm(tooLong, []));
    // Past what the multipart reader keeps of a field (64 KB): still the contract's words.
    const farTooLong = 'x'.repeat(100_000);
    const farAsJson = await clientA.post(`/api/tasks/${task.id}/comments`, { content: farTooLong });
    const farAsForm = await postForm(clientA, task.id, commentForm(farTooLong, []));
    const withFile = await postForm(
      clientA,
      task.id,
      commentForm(tooLong, [{ name: 'a.pdf', bytes: samples.pdf }]),
    );
    const bodies = [];
    for (const res of [asJson, asForm, withFile, farAsJson, farAsForm]) {
      expect(res.status).toBe(400);
      bodies.push(await res.json());
    }
    const { error } = bodies[0];
    expect(error.code).toBe('validation_failed');
    expect(error.message).not.toBe(messages.common.missingData);
    expect(error.fields).toEqual({ content: [error.message] });
    expect(bodies).toEqual(Array(5).fill(bodies[0]));
    expect(await rowsOf(task.id)).toEqual({ comments: [], attachments: [] });
    expect(await storedFiles(task.id)).toEqual([]);
  });

  it('takes a multipart comment of exactly 5,000 characters, trimmed like JSON', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const longest = 'y'.repeat(COMMENT_MAX_LENGTH);
    const res = await postForm(clientA, task.id, commentForm(`  ${longest}  `, []));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ kind: 'comment', content: longest, attachments: [] });
    expect((await rowsOf(task.id)).comments.map((c) => c.content)).toEqual([longest]);
  });

  it('takes text and files in one post: one thread entry, types judged by the bytes', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const res = await postForm(
      clientA,
      task.id,
      commentForm('Here are the drafts', [
        { name: 'mock-up.png', bytes: samples.png, type: 'text/plain' },
        { name: 'copy.docx', bytes: samples.docx },
      ]),
    );
    expect(res.status).toBe(201);
    const entry = await res.json();
    expect(entry).toMatchObject({
      kind: 'comment',
      content: 'Here are the drafts',
      attachments: [
        {
          fileName: 'mock-up.png',
          fileType: 'image/png',
          fileSize: samples.png.length,
          uploadedBy: idOf(clientA),
        },
        { fileName: 'copy.docx', fileType: DOCX, fileSize: samples.docx.length },
      ],
    });
    expect(await activityOf(clientA, task.id)).toEqual([entry]);

    const { attachments } = await rowsOf(task.id);
    for (const row of attachments) {
      expect(row.fileUrl).toMatch(new RegExp(`^task-files/${task.id}/\\d+-[0-9a-f]{16}\\.(png|docx)$`));
    }
    expect((await storedFiles(task.id)).sort()).toEqual(
      attachments.map((a) => a.fileUrl.split('/').pop()).sort(),
    );
  });

  it('takes the text after the files as well, and refuses parts it does not know', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(samples.pdf)]), 'brief.pdf');
    form.append('content', 'Text last');
    const res = await postForm(clientA, task.id, form);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      content: 'Text last',
      attachments: [{ fileName: 'brief.pdf' }],
    });

    const odd = new FormData();
    odd.append('avatar', new Blob([new Uint8Array(samples.png)]), 'me.png');
    const refused = await postForm(clientA, task.id, odd);
    expect(refused.status).toBe(400);
    expect((await rowsOf(task.id)).comments).toHaveLength(1);
  });

  it("names a files-only comment 'File attachment'", async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const res = await postForm(
      admin,
      task.id,
      commentForm(undefined, [{ name: 'brief.pdf', bytes: samples.pdf }]),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      content: 'File attachment',
      author: { id: idOf(admin), role: 'admin' },
      attachments: [{ fileName: 'brief.pdf', fileType: 'application/pdf' }],
    });
  });

  it.each([
    ['jpeg', 'photo.jpg', 'image/jpeg'],
    ['mp4', 'clip.mp4', 'video/mp4'],
    ['zip', 'assets.zip', 'application/zip'],
  ] as const)('accepts %s', async (sample, name, type) => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const res = await postForm(clientA, task.id, commentForm(undefined, [{ name, bytes: samples[sample] }]));
    expect(res.status).toBe(201);
    expect((await res.json()).attachments[0].fileType).toBe(type);
  });

  it.each([
    ['a GIF named .png', { name: 'fake.png', bytes: samples.gif, type: 'image/png' }],
    ['a program', { name: 'setup.pdf', bytes: samples.exe, type: 'application/pdf' }],
    ['an SVG', { name: 'logo.svg', bytes: samples.svg, type: 'image/svg+xml' }],
    ['a spreadsheet', { name: 'numbers.xlsx', bytes: samples.xlsx }],
  ])('refuses %s with 415, writing nothing', async (_label, file) => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const res = await postForm(clientA, task.id, commentForm('see file', [file]));
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe(taskMessages.fileTypeRefused);
    expect(await rowsOf(task.id)).toEqual({ comments: [], attachments: [] });
    expect(await storedFiles(task.id)).toEqual([]);
  });

  it('removes files already stored when a later file in the same post is refused', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const res = await postForm(
      clientA,
      task.id,
      commentForm('two files', [
        { name: 'ok.png', bytes: samples.png },
        { name: 'bad.txt', bytes: samples.text },
      ]),
    );
    expect(res.status).toBe(415);
    expect(await rowsOf(task.id)).toEqual({ comments: [], attachments: [] });
    expect(await storedFiles(task.id)).toEqual([]);
  });

  it('refuses a file over 50 MB with 413 while it streams, without reading the rest', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const fileBytes = 51 * 1024 * 1024;
    const upload = streamedUpload(fileBytes);
    const res = await clientA.request('POST', `/api/tasks/${task.id}/comments`, undefined, upload.init);
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe(taskMessages.fileTooLarge);
    // The server stopped asking for bytes soon after the limit, and let go of the body.
    expect(upload.pulled()).toBeLessThan(TASK_ATTACHMENT_MAX_BYTES + 512 * 1024);
    await vi.waitFor(() => expect(upload.cancelled()).toBe(true));
    expect(await rowsOf(task.id)).toEqual({ comments: [], attachments: [] });
    expect(await storedFiles(task.id)).toEqual([]);
  });

  it('accepts a file of exactly 50 MB', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const upload = streamedUpload(TASK_ATTACHMENT_MAX_BYTES);
    const res = await clientA.request('POST', `/api/tasks/${task.id}/comments`, undefined, upload.init);
    expect(res.status).toBe(201);
    expect((await res.json()).attachments[0]).toMatchObject({
      fileName: 'huge.pdf',
      fileSize: TASK_ATTACHMENT_MAX_BYTES,
    });
    expect(await storedFiles(task.id)).toHaveLength(1);
  });

  it('refuses an upload cut short with 400, writing nothing', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const boundary = 'cut-short';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n${samples.pdf.toString()}`;
    const res = await clientA.request('POST', `/api/tasks/${task.id}/comments`, undefined, {
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(400);
    expect(await rowsOf(task.id)).toEqual({ comments: [], attachments: [] });
    expect(await storedFiles(task.id)).toEqual([]);
  });

  it('refuses more than 10 files in one post', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.png`, bytes: samples.png }));
    const res = await postForm(clientA, task.id, commentForm(undefined, files));
    expect(res.status).toBe(400);
    expect(await rowsOf(task.id)).toEqual({ comments: [], attachments: [] });
    expect(await storedFiles(task.id)).toEqual([]);
  });

  it("cannot comment on another client's task, with or without files", async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    expect((await clientB.post(`/api/tasks/${task.id}/comments`, { content: 'hi' })).status).toBe(404);
    const upload = await postForm(
      clientB,
      task.id,
      commentForm('x', [{ name: 'a.png', bytes: samples.png }]),
    );
    expect(upload.status).toBe(404);
    expect((await clientB.get(`/api/tasks/${task.id}/activity`)).status).toBe(404);
    expect(await rowsOf(task.id)).toEqual({ comments: [], attachments: [] });
    expect(await storedFiles(task.id)).toEqual([]);
  });

  it("tells the task's client that its thread changed", async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const seen: AppEvent[] = [];
    const stop = t.deps.realtime.subscribe({
      userId: idOf(clientA),
      role: 'client',
      clientId: idOf(clientA),
      send: (e) => seen.push(e),
    });
    try {
      await admin.post(`/api/tasks/${task.id}/comments`, { content: 'Please review' });
      await vi.waitFor(() =>
        expect(seen).toEqual([
          { topic: 'task_activity', clientId: idOf(clientA), id: task.id },
          { topic: 'notifications', clientId: idOf(clientA) },
        ]),
      );
    } finally {
      stop();
    }
  });
});

describe('the thread', () => {
  it('shows each file with the comment it names, files of no comment alone, and status history', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const at = (s: number) => new Date(Date.UTC(2025, 2, 1, 10, 0, s));
    const [comment] = await t.db
      .insert(taskComments)
      .values({ taskId: task.id, content: 'Draft attached', authorId: idOf(clientA), createdAt: at(10) })
      .returning();
    const file = (fileName: string, uploadedBy: string, s: number, commentId: string | null = null) => ({
      taskId: task.id,
      fileName,
      fileUrl: `task-files/${task.id}/${s}.pdf`,
      fileType: 'application/pdf',
      fileSize: 100,
      uploadedBy,
      uploadedAt: at(s),
      commentId,
    });
    await t.db
      .insert(taskAttachments)
      .values([
        file('with-comment.pdf', idOf(clientA), 14, comment?.id ?? null),
        file('later-alone.pdf', idOf(clientA), 16),
        file('by-admin.pdf', idOf(admin), 11),
      ]);
    await t.db.insert(taskStatusChanges).values([
      {
        taskId: task.id,
        oldStatus: 'pending',
        newStatus: 'in-progress',
        changedBy: idOf(clientA),
        createdAt: at(5),
      },
      {
        taskId: task.id,
        oldStatus: 'in-progress',
        newStatus: 'pending-review',
        changedBy: idOf(clientA),
        createdAt: at(20),
      },
    ]);

    const entries = await activityOf(clientA, task.id);
    expect(
      entries.map(
        (e: { kind: string; content?: string; toStatus?: string; attachments?: { fileName: string }[] }) => [
          e.kind,
          e.content ?? e.toStatus,
          e.attachments?.map((a) => a.fileName),
        ],
      ),
    ).toEqual([
      ['status', 'in-progress', undefined],
      ['comment', 'Draft attached', ['with-comment.pdf']],
      ['attachment', 'Uploaded by-admin.pdf', ['by-admin.pdf']],
      ['attachment', 'Uploaded later-alone.pdf', ['later-alone.pdf']],
      ['status', 'pending-review', undefined],
    ]);
    expect(entries[0]).toMatchObject({
      fromStatus: 'pending',
      author: { id: idOf(clientA), role: 'client' },
      createdAt: at(5).toISOString(),
    });
    expect(entries[1]).toMatchObject({ id: comment?.id, author: { id: idOf(clientA), role: 'client' } });
    expect(entries[2].author).toMatchObject({ id: idOf(admin), role: 'admin' });
  });

  // Two tabs or a double submit: one author's two comments on one task in the same millisecond.
  it('keeps apart the files of two comments one author made in the same instant', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const post = async (content: string, files: Upload[]) =>
      (await postForm(clientA, task.id, commentForm(content, files))).json();
    const first = await post('First tab', [{ name: 'first.pdf', bytes: samples.pdf }]);
    const second = await post('Second tab', [
      { name: 'second.png', bytes: samples.png },
      { name: 'second.zip', bytes: samples.zip },
    ]);
    const instant = new Date(Date.UTC(2025, 2, 1, 10, 0, 0));
    await t.db.update(taskComments).set({ createdAt: instant }).where(eq(taskComments.taskId, task.id));
    await t.db
      .update(taskAttachments)
      .set({ uploadedAt: instant })
      .where(eq(taskAttachments.taskId, task.id));

    for (const viewer of [clientA, admin]) {
      const entries = await activityOf(viewer, task.id);
      const filesOf = (id: string) =>
        entries
          .find((e: { id: string }) => e.id === id)
          ?.attachments.map((a: { fileName: string }) => a.fileName)
          .sort();
      expect(entries).toHaveLength(2);
      expect(filesOf(first.id)).toEqual(['first.pdf']);
      expect(filesOf(second.id)).toEqual(['second.png', 'second.zip']);
    }
  });

  it('records who moved the task, shown in its thread', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    await clientA.post(`/api/tasks/${task.id}/status`, { to: 'in-progress' });
    const entries = await activityOf(admin, task.id);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'status',
        fromStatus: 'pending',
        toStatus: 'in-progress',
        author: { id: idOf(clientA), role: 'client', name: 'Alex Able' },
      }),
    ]);
  });

  // Issue 47: each side reads who wrote, the staff member by name (amending decision 005).
  it('names every author to both sides', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    await admin.post(`/api/tasks/${task.id}/comments`, { content: 'From the team' });
    await clientA.post(`/api/tasks/${task.id}/comments`, { content: 'From the client' });
    const authors = async (viewer: Caller) =>
      (await activityOf(viewer, task.id)).map((e: { author: unknown }) => e.author);

    expect(await authors(clientA)).toEqual([
      { id: idOf(admin), role: 'admin', name: 'Avery Admin' },
      { id: idOf(clientA), role: 'client', name: 'Alex Able' },
    ]);
    expect(await authors(admin)).toEqual([
      { id: idOf(admin), role: 'admin', name: 'Avery Admin' },
      { id: idOf(clientA), role: 'client', name: 'Alex Able' },
    ]);
  });
});

describe('downloads', () => {
  it('serves a task file as an attachment to its client and the admins, and to no one else', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const res = await postForm(
      clientA,
      task.id,
      commentForm(undefined, [{ name: 'Résumé "final".pdf', bytes: samples.pdf, type: 'text/html' }]),
    );
    const [attachment] = (await res.json()).attachments;
    expect(attachment.downloadUrl).toBe(`/api/tasks/${task.id}/attachments/${attachment.id}`);

    for (const caller of [clientA, admin]) {
      const download = await caller.get(attachment.downloadUrl);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf`,
      );
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await download.arrayBuffer())).toEqual(samples.pdf);
    }
    expect((await clientB.get(attachment.downloadUrl)).status).toBe(404);
    expect((await t.anonymous.get(attachment.downloadUrl)).status).toBe(401);

    // Another task of client B's own does not open client A's file either.
    const own = await createTask(t.db, { clientId: idOf(clientB) });
    expect((await clientB.get(`/api/tasks/${own.id}/attachments/${attachment.id}`)).status).toBe(404);
  });

  it('answers 404 when the stored file is gone', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const [row] = await t.db
      .insert(taskAttachments)
      .values({
        taskId: task.id,
        fileName: 'missing.pdf',
        fileUrl: `task-files/${task.id}/missing.pdf`,
        fileType: 'application/pdf',
        fileSize: 1,
        uploadedBy: idOf(clientA),
      })
      .returning();
    const res = await clientA.get(`/api/tasks/${task.id}/attachments/${row?.id}`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(taskMessages.fileNotFound);
  });

  it('keeps what is stored byte for byte', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    await postForm(clientA, task.id, commentForm(undefined, [{ name: 'a.zip', bytes: samples.zip }]));
    const [row] = (await rowsOf(task.id)).attachments;
    const stored = await readFile(join(t.deps.config.dataDir, 'storage', row?.fileUrl ?? ''));
    expect(stored).toEqual(samples.zip);
  });
});
