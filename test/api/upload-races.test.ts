import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { serverWho } from '../../src/server/audit/audit-person';
import type { DbOrTx } from '../../src/server/db/connection';
import { createClient, createTask } from '../../src/server/db/factories';
import { files, taskAttachments, taskComments } from '../../src/server/db/schema/index';
import { suspendClient } from '../../src/server/features/clients/suspend-client';
import { diskStorageRoot } from '../../src/server/storage/select-storage';
import { taskMessages } from '../../src/shared/domain/task-messages';
import { messages } from '../../src/shared/messages';
import { serveApp } from '../support/serve-app';
import { type Caller, createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

// Uploads stream for as long as the sender takes. Whatever happens meanwhile (the uploader suspended,
// the task or the client deleted, a second upload of the same logo) must be answered in the error shape
// and leave no row and no stored file behind; or, for two logos, keep one of them whole.

let t: TestApp;
let server: Awaited<ReturnType<typeof serveApp>>;
let admin: Caller;
let storageRoot: string;

beforeAll(async () => {
  t = await createTestApp();
  server = await serveApp(t.app.fetch);
  ({ admin } = await t.actors());
  storageRoot = diskStorageRoot(t.deps.config);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const BOUNDARY = 'race-boundary-3f9a1c';

/** A file `size` bytes long that starts as `sample` does (its type is told by its first bytes). */
function fileOf(sample: Buffer, size: number, fill: number): Buffer {
  return Buffer.concat([sample, Buffer.alloc(size - sample.length, fill)]);
}

/**
 * A multipart upload over real HTTP whose body is fed piece by piece: the fields and the start of the
 * file go at once (enough for the server to tell its type and start storing it), the rest only on
 * `finish()`. `answer` is the server's response.
 */
function streamedUpload(
  caller: Caller,
  path: string,
  { fields = {}, fileName, bytes }: { fields?: Record<string, string>; fileName: string; bytes: Buffer },
) {
  let feed!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      feed = controller;
    },
  });
  const answer = fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: {
      cookie: caller.cookie ?? '',
      origin: TEST_ORIGIN,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  const head = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const firstPiece = 8 * 1024;
  feed.enqueue(
    new Uint8Array(
      Buffer.concat([
        Buffer.from(
          `${head}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        bytes.subarray(0, firstPiece),
      ]),
    ),
  );
  return {
    answer,
    finish() {
      feed.enqueue(new Uint8Array(bytes.subarray(firstPiece)));
      feed.enqueue(new Uint8Array(Buffer.from(`\r\n--${BOUNDARY}--\r\n`)));
      feed.close();
    },
  };
}

/** Every file under a storage folder (none when the folder does not exist). */
async function storedIn(folder: string): Promise<string[]> {
  const entries = await readdir(join(storageRoot, folder), { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** Resolves once `count` uploads into the folder are being written (each is a partial file until done). */
async function uploadsInProgress(folder: string, count = 1) {
  await vi.waitFor(
    async () =>
      expect((await storedIn(folder)).filter((name) => name.endsWith('.uploading'))).toHaveLength(count),
    { timeout: 10_000 },
  );
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

async function clientWithTask() {
  const user = await createClient(t.db, { profile: { companyName: `Race Co ${Math.random()}` } });
  const client = await t.signIn(user.email);
  const task = await createTask(t.db, { clientId: user.id });
  return { user, client, task };
}

async function commentRowsOf(taskId: string) {
  const comments = await t.db.select().from(taskComments).where(eq(taskComments.taskId, taskId));
  const attachments = await t.db.select().from(taskAttachments).where(eq(taskAttachments.taskId, taskId));
  return [...comments, ...attachments];
}

describe('an upload still streaming when its uploader is suspended', () => {
  it('is refused in the error shape once the body ends, with no comment, no attachment and no stored file', async () => {
    const { user, client, task } = await clientWithTask();
    const upload = streamedUpload(client, `/tasks/${task.id}/comments`, {
      fields: { content: 'Sent while being suspended' },
      fileName: 'brief.pdf',
      bytes: fileOf(samples.pdf, 64 * 1024, 0x20),
    });
    await uploadsInProgress(`task-files/${task.id}`);

    expect((await admin.post(`/api/admin/clients/${user.id}/suspend`)).status).toBe(200);
    upload.finish();
    const res = await upload.answer;

    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'forbidden', message: messages.clients.suspendedSignIn });
    expect(await commentRowsOf(task.id)).toEqual([]);
    expect(await storedIn(`task-files/${task.id}`)).toEqual([]);
  });

  it('is refused as signed out when its session ended mid-upload, with nothing kept', async () => {
    const { client, task } = await clientWithTask();
    const upload = streamedUpload(client, `/tasks/${task.id}/comments`, {
      fileName: 'brief.pdf',
      bytes: fileOf(samples.pdf, 64 * 1024, 0x20),
    });
    await uploadsInProgress(`task-files/${task.id}`);

    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    upload.finish();
    const res = await upload.answer;

    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'unauthorized', message: messages.common.notAuthenticated });
    expect(await commentRowsOf(task.id)).toEqual([]);
    expect(await storedIn(`task-files/${task.id}`)).toEqual([]);
  });
});

// Two transactions at once need two connections: PGlite has one, so this interleaving is tried in the
// suite's PostgreSQL run (TEST_DATABASE_URL, as CI does).
if (inject('testDatabase').kind === 'postgres')
  describe('on PostgreSQL, an upload whose rows are written while a suspension is committing', () => {
    it('waits for the suspension, then is refused with nothing kept', async () => {
      const { user, client, task } = await clientWithTask();
      const upload = streamedUpload(client, `/tasks/${task.id}/comments`, {
        fileName: 'brief.pdf',
        bytes: fileOf(samples.pdf, 64 * 1024, 0x20),
      });
      await uploadsInProgress(`task-files/${task.id}`);

      // The real suspension, held open just before its commit, with every lock it takes.
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let held!: () => void;
      const heldOpen = new Promise<void>((resolve) => {
        held = resolve;
      });
      const heldTransaction = {
        transaction: <T>(work: (tx: DbOrTx) => Promise<T>) =>
          t.db.transaction(async (tx) => {
            const result = await work(tx);
            held();
            await committing;
            return result;
          }),
      } as unknown as DbOrTx;
      const suspension = suspendClient({
        db: heldTransaction,
        realtime: t.deps.realtime,
        who: serverWho,
        reach: { kind: 'every' },
        clientId: user.id,
      });
      await heldOpen;

      upload.finish();
      // The upload's transaction reaches the suspension's locks and waits there.
      await vi.waitFor(
        async () => {
          const [waiting] = (
            await t.db.execute<{ count: number }>(sql`
              select count(*)::int as count from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`)
          ).rows;
          expect(waiting?.count).toBeGreaterThan(0);
        },
        { timeout: 10_000 },
      );
      commit();
      await suspension;
      const res = await upload.answer;

      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual({ code: 'forbidden', message: messages.clients.suspendedSignIn });
      expect(await commentRowsOf(task.id)).toEqual([]);
      expect(await storedIn(`task-files/${task.id}`)).toEqual([]);
    });
  });

describe('an upload still streaming when what it belongs to is deleted', () => {
  it("a task comment's attachment whose task is deleted answers 404, with nothing kept", async () => {
    const { client, task } = await clientWithTask();
    const upload = streamedUpload(client, `/tasks/${task.id}/comments`, {
      fields: { content: 'Here is the file' },
      fileName: 'brief.pdf',
      bytes: fileOf(samples.pdf, 64 * 1024, 0x20),
    });
    await uploadsInProgress(`task-files/${task.id}`);

    expect((await admin.request('DELETE', `/api/admin/tasks/${task.id}`)).status).toBe(200);
    upload.finish();
    const res = await upload.answer;

    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: 'not_found', message: taskMessages.taskNotFound });
    expect(await commentRowsOf(task.id)).toEqual([]);
    expect(await storedIn(`task-files/${task.id}`)).toEqual([]);
  });

  it('a client file whose client is deleted answers 404, with nothing kept', async () => {
    const user = await createClient(t.db, { profile: { companyName: 'Leaving Ltd' } });
    const upload = streamedUpload(admin, `/admin/clients/${user.id}/files`, {
      fields: { category: 'report', description: 'Quarterly' },
      fileName: 'report.pdf',
      bytes: fileOf(samples.pdf, 64 * 1024, 0x20),
    });
    await uploadsInProgress(`client-files/${user.id}`);

    const deleted = await admin.request('DELETE', `/api/admin/clients/${user.id}`, {
      confirmation: 'Leaving Ltd',
    });
    expect(deleted.status).toBe(200);
    upload.finish();
    const res = await upload.answer;

    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: 'not_found', message: taskMessages.clientNotFound });
    expect(await t.db.select().from(files).where(eq(files.clientId, user.id))).toEqual([]);
    expect(await storedIn(`client-files/${user.id}`)).toEqual([]);
  });
});

describe('two logo uploads at once by the same person', () => {
  it("both answer 201 and the client's logo is one of the two, byte for byte", async () => {
    const { user, client } = await clientWithTask();
    const first = fileOf(samples.png, 32 * 1024, 0x11);
    const second = fileOf(samples.png, 48 * 1024, 0x22);
    const one = streamedUpload(client, '/profile/logo', { fileName: 'one.png', bytes: first });
    const two = streamedUpload(client, '/profile/logo', { fileName: 'two.png', bytes: second });
    // Both are being written before either ends.
    await uploadsInProgress(`user-assets/${user.id}`, 2);

    one.finish();
    expect((await one.answer).status).toBe(201);
    two.finish();
    expect((await two.answer).status).toBe(201);

    const served = Buffer.from(await (await client.get('/api/profile/logo')).arrayBuffer());
    expect([first, second].some((logo) => logo.equals(served))).toBe(true);
    expect(await storedIn(`user-assets/${user.id}`)).toEqual(['logo.png', 'logo.png.meta.json']);
  });

  it("two agency logos at once both answer 201 and the agency's logo is one of the two, byte for byte", async () => {
    const first = fileOf(samples.png, 32 * 1024, 0x33);
    const second = fileOf(samples.png, 48 * 1024, 0x44);
    const one = streamedUpload(admin, '/admin/agency/logo', { fileName: 'one.png', bytes: first });
    const two = streamedUpload(admin, '/admin/agency/logo', { fileName: 'two.png', bytes: second });
    await uploadsInProgress('agency-assets', 2);

    one.finish();
    two.finish();
    expect((await one.answer).status).toBe(201);
    expect((await two.answer).status).toBe(201);

    const served = Buffer.from(await (await admin.get('/api/agency/logo')).arrayBuffer());
    expect([first, second].some((logo) => logo.equals(served))).toBe(true);
    // The replaced logo is gone: one file and its metadata remain.
    expect(await storedIn('agency-assets')).toHaveLength(2);
  });
});
