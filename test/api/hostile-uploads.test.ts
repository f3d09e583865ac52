import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { deflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTask } from '../../src/server/db/factories';
import {
  agencySettings,
  files,
  profiles,
  reviewCommentFiles,
  reviewFiles,
  reviewVersions,
  taskAttachments,
  updateAttachments,
} from '../../src/server/db/schema/index';
import { diskStorageRoot } from '../../src/server/storage/select-storage';
import { AGENCY_LOGO_MAX_BYTES } from '../../src/shared/domain/agency-settings';
import { CLIENT_FILE_MAX_BYTES, clientFileTypes } from '../../src/shared/domain/client-files';
import { LOGO_MAX_BYTES, logoTypeOfExtension, logoTypes } from '../../src/shared/domain/profile-settings';
import {
  UPDATE_ATTACHMENT_MAX_BYTES,
  UPDATE_ATTACHMENTS_MAX,
  updateMediaTypes,
} from '../../src/shared/domain/project-updates';
import {
  REVIEW_FILE_MAX_BYTES,
  REVIEW_FILES_PER_VERSION,
  reviewFileTypes,
} from '../../src/shared/domain/reviews';
import {
  TASK_ATTACHMENT_MAX_BYTES,
  TASK_ATTACHMENTS_PER_COMMENT,
  taskAttachmentTypes,
} from '../../src/shared/domain/task-files';
import type { Caller, TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { samples, zipOf } from '../unit/task-file-samples';

/**
 * Files made to hurt, at every upload route. Each is refused, or stored under a generated key and served
 * back as an attachment with nosniff and a safe type; nothing lands outside the storage root; an
 * oversize upload is refused while it streams, without being held in memory.
 */

type HostileFile = {
  label: string;
  name: string;
  bytes: Buffer;
  /** The type the browser claims. */
  type?: string;
  /** What the user must see: refused with this status, or stored as this type (either, when both are set). */
  expect: { refused?: number; storedAs?: string };
};

type Upload = { status: number; body: unknown; attachments: { fileUrl: string; fileType: string }[] };

/** One upload route: how to send files to a fresh row of the caller's, and what it stored. */
type UploadRoute = {
  /** As in the OpenAPI document, e.g. 'POST /api/tasks/{taskId}/comments'. */
  route: string;
  /** Sends `body` (a multipart form, or a stream with its content type) to a fresh row of the caller's. */
  send(body: FormData | { stream: ReadableStream<Uint8Array>; contentType: string }): Promise<Upload>;
  /** The download URLs a successful answer names. */
  downloads(body: unknown): string[];
  /** The MIME types the route stores (by the bytes); a file of another type is refused with 415. */
  accepts: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  /** A file the route stores, for the tests that need one accepted first; a PDF unless said. */
  sample?: Buffer;
  /** The generated keys it stores under, when not `{folder}/{row id}/{timestamp}-{random}.{ext}`. */
  keyPattern?: RegExp;
};

/** The first bytes of an OLE compound file (Office 97–2003), then padding. */
const compoundFile = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]);
const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

/**
 * A zip of one entry of 4 GiB of zeros claimed, whose deflated data is a few KB: stored as it came, it is
 * small; expanded, it would fill memory or disk.
 */
function zipBomb(): Buffer {
  const data = deflateRawSync(Buffer.alloc(8 * 1024 * 1024));
  const name = Buffer.from('zeros.bin');
  const claimed = 0xffffffff;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(claimed, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(claimed, 24);
  central.writeUInt16LE(name.length, 28);
  const directoryOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

const pdfStoredAs = { storedAs: 'application/pdf' };
const unsupported = { refused: 415 };

const hostileFiles: HostileFile[] = [
  {
    label: 'SVG with scripts renamed .png',
    name: 'avatar.png',
    bytes: Buffer.from(svg),
    type: 'image/png',
    expect: unsupported,
  },
  {
    label: 'SVG as itself',
    name: 'logo.svg',
    bytes: Buffer.from(svg),
    type: 'image/svg+xml',
    expect: unsupported,
  },
  {
    label: 'HTML renamed .pdf',
    name: 'invoice.pdf',
    bytes: Buffer.from(html),
    type: 'application/pdf',
    expect: unsupported,
  },
  {
    label: 'HTML renamed .png',
    name: 'photo.png',
    bytes: Buffer.from(html),
    type: 'image/png',
    expect: unsupported,
  },
  {
    label: 'HTML as itself',
    name: 'page.html',
    bytes: Buffer.from(html),
    type: 'text/html',
    expect: unsupported,
  },
  {
    label: 'HTML/JPEG polyglot named .html',
    name: 'page.html',
    bytes: Buffer.concat([samples.jpeg, Buffer.from(html)]),
    type: 'text/html',
    expect: { storedAs: 'image/jpeg' },
  },
  {
    label: 'PDF/HTML polyglot named .html',
    name: 'report.html',
    bytes: Buffer.concat([samples.pdf, Buffer.from(html)]),
    type: 'text/html',
    expect: pdfStoredAs,
  },
  {
    label: 'HTML/PDF polyglot (HTML first) named .pdf',
    name: 'statement.pdf',
    bytes: Buffer.concat([Buffer.from(html), samples.pdf]),
    type: 'application/pdf',
    expect: unsupported,
  },
  { label: 'PNG bytes named .exe', name: 'setup.exe', bytes: samples.png, expect: { storedAs: 'image/png' } },
  {
    label: 'Windows executable named .png',
    name: 'cat.png',
    bytes: samples.exe,
    type: 'image/png',
    expect: unsupported,
  },
  {
    label: 'JPEG bytes named .pdf',
    name: 'contract.pdf',
    bytes: samples.jpeg,
    expect: { storedAs: 'image/jpeg' },
  },
  // Task comments refuse GIFs (415); project updates store them as what they are.
  {
    label: 'GIF named .jpg',
    name: 'anim.jpg',
    bytes: samples.gif,
    type: 'image/jpeg',
    expect: { storedAs: 'image/gif' },
  },
  { label: 'plain text named .docx', name: 'notes.docx', bytes: samples.text, expect: unsupported },
  {
    label: 'PDF bytes claiming text/html',
    name: 'brief',
    bytes: samples.pdf,
    type: 'text/html',
    expect: pdfStoredAs,
  },
  {
    label: 'empty file',
    name: 'empty.pdf',
    bytes: Buffer.alloc(0),
    type: 'application/pdf',
    expect: unsupported,
  },
  {
    label: 'zip bomb (4 GiB claimed)',
    name: 'backup.zip',
    bytes: zipBomb(),
    expect: { storedAs: 'application/zip' },
  },
  {
    label: 'zip holding HTML named .docx',
    name: 'letter.docx',
    bytes: zipOf([['index.html', html]]),
    expect: { storedAs: 'application/zip' },
  },
  {
    label: '../ path name',
    name: '../../../../etc/cron.d/evil.pdf',
    bytes: samples.pdf,
    expect: pdfStoredAs,
  },
  {
    label: 'Windows ..\\ path name',
    name: '..\\..\\..\\Windows\\win.ini.pdf',
    bytes: samples.pdf,
    expect: pdfStoredAs,
  },
  {
    label: 'absolute path name',
    name: '/var/lib/agency/secret.pdf',
    bytes: samples.pdf,
    expect: pdfStoredAs,
  },
  { label: 'encoded ../ name', name: '..%2F..%2Fescape.pdf', bytes: samples.pdf, expect: pdfStoredAs },
  {
    label: 'right-to-left override name',
    name: 'invoice\u202Egnp.exe',
    bytes: samples.png,
    expect: { storedAs: 'image/png' },
  },
  {
    label: 'zero-width, isolate and C1 control characters',
    name: 'a\u200Bb\u2066\u0085.pdf',
    bytes: samples.pdf,
    expect: pdfStoredAs,
  },
  /**
   * The multipart reader refuses a name holding C0 control characters (BEL, NUL) as a malformed upload;
   * the name cleaner would drop them and keep the file. Either is safe: both are allowed here.
   */
  {
    label: 'C0 control characters (BEL, NUL) in the name',
    name: 'report\u0007\u0000.pdf',
    bytes: samples.pdf,
    expect: { refused: 400, storedAs: 'application/pdf' },
  },
  { label: 'unicode name', name: '履歴書 ✓ Résumé 😀.pdf', bytes: samples.pdf, expect: pdfStoredAs },
  {
    label: 'header-breaking name',
    name: 'a";\r\nX-Injected: 1; b=".pdf',
    bytes: samples.pdf,
    expect: pdfStoredAs,
  },
  {
    label: 'name of 1000 characters',
    name: `${'n'.repeat(1000)}.pdf`,
    bytes: samples.pdf,
    expect: pdfStoredAs,
  },
  { label: 'dot-only name', name: '...', bytes: samples.pdf, expect: pdfStoredAs },
  // An OLE compound file is Word, Excel or PowerPoint 97–2003 only by its name; under any other name
  // (an installer, say) it is refused.
  { label: 'compound file named .msi', name: 'setup.msi', bytes: compoundFile, expect: unsupported },
  {
    label: 'compound file named .doc',
    name: 'brief.doc',
    bytes: compoundFile,
    expect: { storedAs: 'application/msword' },
  },
];

/** The only types a download may be served as: none a browser would run as a page. */
const safeTypes = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'application/pdf',
  'video/mp4',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
]);

let t: TestApp;
let client: Caller;
let admin: Caller;
let dataDir: string;
let storageRoot: string;
/** The review whose next versions the versions route's tests send. */
let versionsReviewId: string;
/** The review the comments route's tests comment on. */
let commentsReviewId: string;

/** A multipart body with these text fields first, then the hostile parts (or the hostile stream as is). */
function multipartWith(
  fields: Record<string, string>,
  body: FormData | { stream: ReadableStream<Uint8Array>; contentType: string },
): RequestInit {
  if (!(body instanceof FormData))
    return {
      body: body.stream,
      headers: { 'content-type': body.contentType },
      duplex: 'half',
    } as RequestInit;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, value] of body) form.append(name, value);
  return { body: form };
}

/** The stored files of a review's versions, with their ids. */
async function reviewFilesOf(reviewId: string | undefined) {
  if (!reviewId) return [];
  return t.db
    .select({ id: reviewFiles.id, fileUrl: reviewFiles.fileUrl, fileType: reviewFiles.fileType })
    .from(reviewFiles)
    .innerJoin(reviewVersions, eq(reviewVersions.id, reviewFiles.versionId))
    .where(eq(reviewVersions.reviewId, reviewId));
}

/** The download links of a review's first version (or, with -1, its latest). */
function reviewDownloads(body: unknown, version = 0): string[] {
  const versions = (body as { versions?: { files: { downloadUrl: string }[] }[] }).versions ?? [];
  return (versions.at(version)?.files ?? []).map((f) => f.downloadUrl);
}

const uploadRoutes: UploadRoute[] = [
  {
    route: 'POST /api/tasks/{taskId}/comments',
    async send(body) {
      const task = await createTask(t.db, { clientId: client.userId as string });
      const init: RequestInit =
        body instanceof FormData
          ? { body }
          : ({
              body: body.stream,
              headers: { 'content-type': body.contentType },
              duplex: 'half',
            } as RequestInit);
      const res = await client.request('POST', `/api/tasks/${task.id}/comments`, undefined, init);
      const attachments = await t.db
        .select({ fileUrl: taskAttachments.fileUrl, fileType: taskAttachments.fileType })
        .from(taskAttachments)
        .where(eq(taskAttachments.taskId, task.id));
      return { status: res.status, body: await res.json(), attachments };
    },
    downloads: (body) =>
      (body as { attachments: { downloadUrl: string }[] }).attachments.map((a) => a.downloadUrl),
    accepts: taskAttachmentTypes.map((type) => type.mime),
    maxFiles: TASK_ATTACHMENTS_PER_COMMENT,
    maxFileBytes: TASK_ATTACHMENT_MAX_BYTES,
  },
  {
    route: 'POST /api/admin/clients/{clientId}/updates',
    async send(body) {
      const path = `/api/admin/clients/${client.userId}/updates`;
      let init: RequestInit;
      if (body instanceof FormData) {
        body.append('message', 'Hostile update');
        init = { body };
      } else {
        init = {
          body: body.stream,
          headers: { 'content-type': body.contentType },
          duplex: 'half',
        } as RequestInit;
      }
      const res = await admin.request('POST', path, undefined, init);
      const answer = (await res.json()) as { id?: string };
      const attachments = answer.id
        ? await t.db
            .select({ fileUrl: updateAttachments.fileUrl, fileType: updateAttachments.fileType })
            .from(updateAttachments)
            .where(eq(updateAttachments.updateId, answer.id))
        : [];
      return { status: res.status, body: answer, attachments };
    },
    downloads: (body) => (body as { attachments: { url: string }[] }).attachments.map((a) => a.url),
    accepts: updateMediaTypes.map((type) => type.mime),
    maxFiles: UPDATE_ATTACHMENTS_MAX,
    maxFileBytes: UPDATE_ATTACHMENT_MAX_BYTES,
  },
  {
    route: 'POST /api/admin/clients/{clientId}/files',
    async send(body) {
      const path = `/api/admin/clients/${client.userId}/files`;
      let init: RequestInit;
      if (body instanceof FormData) {
        const form = new FormData();
        form.append('category', 'asset');
        for (const [name, value] of body) form.append(name, value);
        init = { body: form };
      } else {
        init = {
          body: body.stream,
          headers: { 'content-type': body.contentType },
          duplex: 'half',
        } as RequestInit;
      }
      const res = await admin.request('POST', path, undefined, init);
      const answer = (await res.json()) as { id?: string };
      const attachments = answer.id
        ? (
            await t.db
              .select({ fileUrl: files.fileUrl, fileType: files.type })
              .from(files)
              .where(eq(files.id, answer.id))
          ).map((row) => ({ fileUrl: row.fileUrl, fileType: row.fileType ?? '' }))
        : [];
      return { status: res.status, body: answer, attachments };
    },
    downloads: (body) => [(body as { url: string }).url],
    accepts: [...clientFileTypes.map((type) => type.mime), 'application/msword'],
    maxFiles: 1,
    maxFileBytes: CLIENT_FILE_MAX_BYTES,
  },
  {
    route: 'POST /api/admin/clients/{clientId}/reviews',
    async send(body) {
      const path = `/api/admin/clients/${client.userId}/reviews`;
      const fields = { title: 'Hostile review', reviewerIds: client.userId as string };
      const res = await admin.request('POST', path, undefined, multipartWith(fields, body));
      const answer = (await res.json()) as { id?: string };
      return { status: res.status, body: answer, attachments: await reviewFilesOf(answer.id) };
    },
    downloads: (body) => reviewDownloads(body),
    accepts: reviewFileTypes.map((type) => type.mime),
    maxFiles: REVIEW_FILES_PER_VERSION,
    maxFileBytes: REVIEW_FILE_MAX_BYTES,
  },
  {
    route: 'POST /api/admin/reviews/{reviewId}/versions',
    async send(body) {
      // One review made before the suite (beforeAll): this route's own files are all a test stores.
      const path = `/api/admin/reviews/${versionsReviewId}/versions`;
      const res = await admin.request('POST', path, undefined, multipartWith({ note: 'Hostile' }, body));
      const answer = (await res.json()) as { id?: string; versions?: unknown[] };
      const latest = answer.versions?.at(-1) as { files: { id: string }[] } | undefined;
      const ids = new Set(latest?.files.map((f) => f.id) ?? []);
      const attachments = (await reviewFilesOf(versionsReviewId)).filter((row) => ids.has(row.id));
      return { status: res.status, body: answer, attachments };
    },
    downloads: (body) => reviewDownloads(body, -1),
    accepts: reviewFileTypes.map((type) => type.mime),
    maxFiles: REVIEW_FILES_PER_VERSION,
    maxFileBytes: REVIEW_FILE_MAX_BYTES,
  },
  {
    route: 'POST /api/reviews/{reviewId}/comments',
    async send(body) {
      // The client's reviewer comments on one review made before the suite: only this comment's files count.
      const path = `/api/reviews/${commentsReviewId}/comments`;
      const res = await client.request('POST', path, undefined, multipartWith({ body: 'Hostile' }, body));
      const answer = (await res.json()) as { id?: string };
      const attachments = answer.id
        ? await t.db
            .select({ fileUrl: reviewCommentFiles.fileUrl, fileType: reviewCommentFiles.fileType })
            .from(reviewCommentFiles)
            .where(eq(reviewCommentFiles.commentId, answer.id))
        : [];
      return { status: res.status, body: answer, attachments };
    },
    downloads: (body) => (body as { files: { downloadUrl: string }[] }).files.map((f) => f.downloadUrl),
    accepts: taskAttachmentTypes.map((type) => type.mime),
    maxFiles: TASK_ATTACHMENTS_PER_COMMENT,
    maxFileBytes: TASK_ATTACHMENT_MAX_BYTES,
    // Under the review's own folder: reviews/{reviewId}/comments/{timestamp}-{random}.{ext}.
    keyPattern: /^reviews\/[0-9a-f-]{36}\/comments\/\d+-[0-9a-f]{16}\.(jpg|png|pdf|mp4|zip|docx)$/,
  },
  {
    route: 'POST /api/admin/agency/logo',
    async send(body) {
      const logoKey = async () => (await t.db.select().from(agencySettings))[0]?.logoUrl ?? null;
      const before = await logoKey();
      const init =
        body instanceof FormData
          ? { body }
          : ({
              body: body.stream,
              headers: { 'content-type': body.contentType },
              duplex: 'half',
            } as RequestInit);
      const res = await admin.request('POST', '/api/admin/agency/logo', undefined, init);
      const after = await logoKey();
      const stored = after && after !== before ? await t.deps.storage.get(after) : null;
      await new Promise<void>((resolve) => {
        if (!stored) return resolve();
        stored.body.on('close', resolve).destroy();
      });
      const attachments = after && stored ? [{ fileUrl: after, fileType: stored.contentType }] : [];
      return { status: res.status, body: await res.json(), attachments };
    },
    downloads: () => ['/api/agency/logo'],
    accepts: logoTypes.map((type) => type.mime),
    maxFiles: 1,
    maxFileBytes: AGENCY_LOGO_MAX_BYTES,
    sample: samples.png,
    keyPattern: /^agency-assets\/\d+-[0-9a-f]{16}\.(jpg|png|svg)$/,
  },
  {
    route: 'POST /api/profile/logo',
    async send(body) {
      // A fresh start: the client has no logo, so whatever is stored now is this upload's.
      const logoOf = async () =>
        (
          await t.db
            .select({ logoUrl: profiles.logoUrl })
            .from(profiles)
            .where(eq(profiles.id, client.userId as string))
        )[0]?.logoUrl ?? null;
      const previous = await logoOf();
      if (previous) await t.deps.storage.delete(previous);
      await t.db
        .update(profiles)
        .set({ logoUrl: null })
        .where(eq(profiles.id, client.userId as string));
      const init: RequestInit =
        body instanceof FormData
          ? { body }
          : ({
              body: body.stream,
              headers: { 'content-type': body.contentType },
              duplex: 'half',
            } as RequestInit);
      const res = await client.request('POST', '/api/profile/logo', undefined, init);
      const logo = await logoOf();
      const type = logo ? logoTypeOfExtension(logo.split('.').pop() ?? '') : undefined;
      const attachments = logo ? [{ fileUrl: logo, fileType: type?.mime ?? '' }] : [];
      return { status: res.status, body: await res.json(), attachments };
    },
    downloads: (body) => [(body as { logoUrl: string }).logoUrl],
    accepts: logoTypes.map((type) => type.mime),
    maxFiles: 1,
    maxFileBytes: LOGO_MAX_BYTES,
    // SPEC §7: user-assets/{userId}/logo.{ext}, whatever the name sent.
    keyPattern: /^user-assets\/[A-Za-z0-9-]{16,36}\/logo\.(jpg|png|svg)$/,
    sample: samples.png,
  },
];

async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(dataDir, join(e.parentPath, e.name)));
}

function formOf(files: { name: string; bytes: Buffer; type?: string }[]): FormData {
  const form = new FormData();
  for (const file of files) {
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}

// A garbage collection on demand, so that memory is measured as what is held, not what awaits collection.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

type Held = { rss: number; arrayBuffers: number };

/**
 * The memory the process holds once garbage is collected. V8 frees the buffers of dead arrays on a
 * background thread after a collection, so right after one the count still includes every chunk sent
 * since the last: a second collection, a turn of the event loop later, finds that sweep finished.
 */
async function heldMemory(): Promise<Held> {
  collectGarbage();
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  const { rss, arrayBuffers } = process.memoryUsage();
  return { rss, arrayBuffers };
}

/**
 * A multipart body with one PDF (or the route's own sample type) of `size` bytes, made as it is read: each 64 KB chunk is new and dropped
 * by the sender once read. Every 4 MB it collects garbage and records the memory the process still holds
 * (`peak`): a server that kept what it read would hold it there.
 */
function streamedPdf(size: number, peak: Held, sample: Buffer = samples.pdf) {
  const boundary = 'hostile-boundary-7d1f';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  // What one read of a socket hands the server at most.
  const chunkSize = 64 * 1024;
  const chunksPerMeasurement = (4 * 1024 * 1024) / chunkSize;
  let sent = 0;
  let chunks = 0;
  let stage: 'head' | 'body' | 'tail' | 'done' = 'head';
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (stage === 'head') {
        controller.enqueue(new Uint8Array(Buffer.concat([head, sample])));
        sent = sample.length;
        stage = 'body';
      } else if (stage === 'body') {
        const n = Math.min(chunkSize, size - sent);
        controller.enqueue(new Uint8Array(n).fill(0x20));
        sent += n;
        if (++chunks % chunksPerMeasurement === 0) {
          const now = await heldMemory();
          peak.rss = Math.max(peak.rss, now.rss);
          peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
        }
        if (sent >= size) stage = 'tail';
      } else if (stage === 'tail') {
        controller.enqueue(new Uint8Array(tail));
        stage = 'done';
      } else controller.close();
    },
  });
  return { stream, contentType: `multipart/form-data; boundary=${boundary}`, sent: () => sent };
}

/** Refused: in our error shape, and nothing stored. */
function expectRefused(upload: Upload, status: number) {
  expect(upload.status).toBe(status);
  const { error } = upload.body as { error: { code: string; message: string } };
  expect(typeof error.code).toBe('string');
  expect(typeof error.message).toBe('string');
  expect(upload.attachments).toEqual([]);
}

const outcomes: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    // Far above what this file sends, so that the per-user upload limits never decide an outcome here.
    env: { USER_UPLOAD_FILES_PER_10_MINUTES: '100000', USER_UPLOAD_MB_PER_10_MINUTES: '1000000' },
  });
  ({ clientA: client, admin } = await t.actors());
  dataDir = t.deps.config.dataDir;
  storageRoot = diskStorageRoot(t.deps.config);
  const first = new FormData();
  first.append('title', 'Hostile versions');
  first.append('reviewerIds', client.userId as string);
  first.append('file', new Blob([new Uint8Array(samples.png)], { type: 'image/png' }), 'first.png');
  const path = `/api/admin/clients/${client.userId}/reviews`;
  versionsReviewId = (await (await admin.request('POST', path, undefined, { body: first })).json()).id;
  const second = new FormData();
  second.append('title', 'Hostile comments');
  second.append('reviewerIds', client.userId as string);
  second.append('file', new Blob([new Uint8Array(samples.png)], { type: 'image/png' }), 'first.png');
  commentsReviewId = (await (await admin.request('POST', path, undefined, { body: second })).json()).id;
});
afterAll(async () => {
  process.stdout.write(`Hostile uploads:\n${outcomes.map((o) => `  ${o}\n`).join('')}`);
  await t.close();
});

describe('hostile uploads', () => {
  it('the list covers every route that takes a multipart upload', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    };
    const multipart = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.requestBody?.content?.['multipart/form-data'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(multipart.sort()).toEqual(uploadRoutes.map((r) => r.route).sort());
    expect(hostileFiles.length).toBeGreaterThanOrEqual(20);
  });

  describe.each(uploadRoutes)('$route', (route) => {
    it.each(hostileFiles)(
      '$label: refused, or stored under a generated key and served as an attachment',
      async (file) => {
        const before = await tree(dataDir);
        const upload = await route.send(formOf([file]));
        const added = (await tree(dataDir)).filter((path) => !before.includes(path));
        // A type one route stores may be one another route refuses.
        const expected =
          file.expect.storedAs && !route.accepts.includes(file.expect.storedAs)
            ? { refused: file.expect.refused ?? 415 }
            : file.expect;

        if (expected.refused && (!expected.storedAs || upload.status === expected.refused)) {
          expectRefused(upload, expected.refused);
          expect(added).toEqual([]);
          outcomes.push(`${route.route} ${file.label}: refused ${upload.status}`);
          return;
        }
        expect(upload.status).toBe(201);
        expect(upload.attachments).toHaveLength(1);
        const [stored] = upload.attachments as [{ fileUrl: string; fileType: string }];
        expect(stored.fileType).toBe(expected.storedAs);
        // The key is the server's own: its folder and the row's id (a task's, an update's or a client's),
        // then a timestamp and random hex, nothing of the name the client sent.
        expect(stored.fileUrl).toMatch(
          route.keyPattern ??
            /^[a-z-]+\/[A-Za-z0-9-]{16,36}\/\d+-[0-9a-f]{16}\.(jpg|png|gif|webp|pdf|mp4|mov|webm|zip|docx|doc)$/,
        );
        // Everything written is under the storage root (the file and its metadata), nothing elsewhere.
        expect(added.length).toBeGreaterThan(0);
        for (const path of added) expect(join(dataDir, path).startsWith(`${storageRoot}/`)).toBe(true);
        expect(added.some((path) => join(dataDir, path) === join(storageRoot, stored.fileUrl))).toBe(true);

        const [url] = route.downloads(upload.body) as [string];
        const download = await client.get(url);
        expect(download.status).toBe(200);
        expect(download.headers.get('content-type')).toBe(expected.storedAs);
        expect(safeTypes.has(download.headers.get('content-type') ?? '')).toBe(true);
        expect(download.headers.get('x-content-type-options')).toBe('nosniff');
        const disposition = download.headers.get('content-disposition') ?? '';
        expect(disposition).toMatch(/^attachment; /);
        // One header, naming a file and no path: in the plain fallback and in the exact UTF-8 name.
        const [, fallback = '', exact = ''] =
          /^attachment; filename="([\x20-\x7e]*)"; filename\*=UTF-8''([\w%.!~-]*)$/.exec(disposition) ?? [];
        for (const name of [fallback, decodeURIComponent(exact)]) {
          expect(name).not.toMatch(/[/\\\p{Cc}\p{Cf}]/u);
          expect(name).not.toMatch(/^\./);
          expect(name.length).toBeGreaterThan(0);
        }
        // Served byte for byte as it came: a zip bomb is kept, never expanded.
        expect(Buffer.from(await download.arrayBuffer()).equals(file.bytes)).toBe(true);
        outcomes.push(`${route.route} ${file.label}: stored as ${stored.fileType}, served as attachment`);
      },
    );

    it('more files in one request than the route takes: refused, nothing stored', async () => {
      const before = await tree(dataDir);
      const files = Array.from({ length: route.maxFiles + 1 }, (_, i) => ({
        name: `part-${i}.pdf`,
        bytes: route.sample ?? samples.pdf,
      }));
      expectRefused(await route.send(formOf(files)), 400);
      expect((await tree(dataDir)).filter((path) => !before.includes(path))).toEqual([]);
      outcomes.push(`${route.route} ${files.length} files in one request: refused 400`);
    });

    // Up to 500 MB written to disk, with a garbage collection every 4 MB: minutes on a busy machine.
    it('one byte over the file limit, streamed: refused while it streams, memory bounded, nothing stored', async () => {
      const before = await tree(dataDir);
      const start = await heldMemory();
      const peak: Held = { ...start };
      const limit = route.maxFileBytes;
      const body = streamedPdf(limit + 1, peak, route.sample);
      const upload = await route.send(body);
      expectRefused(upload, 413);
      expect((await tree(dataDir)).filter((path) => !before.includes(path))).toEqual([]);
      // The whole file went through (the refusal came at the byte past the limit), yet little was held.
      expect(body.sent()).toBe(limit + 1);
      const growth = { rss: peak.rss - start.rss, arrayBuffers: peak.arrayBuffers - start.arrayBuffers };
      // A few chunks in flight between the reader, the size check and the disk: a fifth of the file at most.
      // For a small limit (a 5 MB logo) those chunks weigh near a fifth: then under 2 MB, half of what a
      // server that held the file would hold at the first measurement, 4 MB in.
      const firstMeasurement = 4 * 1024 * 1024;
      expect(growth.arrayBuffers).toBeLessThan(Math.max(limit / 5, firstMeasurement / 2));
      expect(growth.rss).toBeLessThan(Math.max(limit / 2, firstMeasurement));
      const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
      outcomes.push(
        `${route.route} ${limit / 1024 / 1024} MB + 1 byte, streamed: refused 413; peak growth rss ${mb(growth.rss)}, array buffers ${mb(growth.arrayBuffers)}`,
      );
    }, 180_000);
  });
});
