import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createClientMember, createManager } from '../../src/server/db/factories';
import { notifications, reviewCommentFiles, reviewComments } from '../../src/server/db/schema/index';
import { storageUsedByClient } from '../../src/server/storage/quota';
import { diskStorageRoot } from '../../src/server/storage/select-storage';
import { storedFileKeyColumns } from '../../src/server/storage/stored-file-keys';
import type { Review, ReviewComment } from '../../src/shared/contracts/reviews';
import { reviewMessages } from '../../src/shared/domain/reviews';
import { FILE_ONLY_COMMENT } from '../../src/shared/domain/task-activity';
import { TASK_ATTACHMENT_MAX_BYTES, TASK_ATTACHMENTS_PER_COMMENT } from '../../src/shared/domain/task-files';
import { taskMessages } from '../../src/shared/domain/task-messages';
import { messages } from '../../src/shared/messages';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

// The review issue: files attached to review comments by the task comment rules (SPEC §5): the same types,
// sizes, count and refusals, against the client's quota, served to whoever reaches the review.

type Upload = { name: string; bytes: Buffer; type: string };
const png: Upload = { name: 'mockup.png', bytes: samples.png, type: 'image/png' };
const pdf: Upload = { name: 'notes.pdf', bytes: samples.pdf, type: 'application/pdf' };
const docx: Upload = {
  name: 'copy.docx',
  bytes: samples.docx,
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const KiB = 1024;

/** A PDF of exactly `size` bytes. */
function pdfOf(name: string, size: number): Upload {
  return {
    name,
    bytes: Buffer.concat([samples.pdf, Buffer.alloc(size - samples.pdf.length, 0x20)]),
    type: 'application/pdf',
  };
}

function form(fields: Record<string, string>, files: Upload[]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const f of files) body.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return body;
}

const idOf = (caller: Caller) => caller.userId as string;

/** A fresh review of that client's, its owner the reviewer, with one picture. */
async function newReview(t: TestApp, clientId: string): Promise<Review> {
  const { admin } = await t.actors();
  const res = await admin.request('POST', `/api/admin/clients/${clientId}/reviews`, undefined, {
    body: form({ title: 'Launch visuals', reviewerIds: clientId }, [png]),
  });
  expect(res.status).toBe(201);
  return res.json();
}

const postWithFiles = (by: Caller, reviewId: string, fields: Record<string, string>, files: Upload[]) =>
  by.request('POST', `/api/reviews/${reviewId}/comments`, undefined, { body: form(fields, files) });

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

/** The files stored under the review's comments' folder, partial uploads included (not their metadata). */
async function storedUnder(t: TestApp, reviewId: string): Promise<string[]> {
  const names = await readdir(join(diskStorageRoot(t.deps.config), 'reviews', reviewId, 'comments')).catch(
    () => [],
  );
  return names.filter((name) => !name.endsWith('.meta.json'));
}

async function exists(t: TestApp, key: string) {
  const stored = await t.deps.storage.get(key);
  stored?.body.destroy();
  return stored !== null;
}

async function rowsOf(t: TestApp, reviewId: string) {
  return t.db.select().from(reviewCommentFiles).where(eq(reviewCommentFiles.reviewId, reviewId));
}

async function commentsOf(t: TestApp, reviewId: string) {
  return t.db.select().from(reviewComments).where(eq(reviewComments.reviewId, reviewId));
}

/** Refused with this status and message: no comment, no file row, nothing in storage. */
async function expectRefusedAndNothingKept(
  t: TestApp,
  reviewId: string,
  res: Response,
  status: number,
  message: string,
) {
  expect(res.status).toBe(status);
  expect((await errorOf(res)).message).toBe(message);
  expect(await commentsOf(t, reviewId)).toEqual([]);
  expect(await rowsOf(t, reviewId)).toEqual([]);
  expect(await storedUnder(t, reviewId)).toEqual([]);
}

describe('files on review comments', () => {
  let t: TestApp;
  let clientA: Caller;
  let clientB: Caller;
  let admin: Caller;
  let teammate: Caller;
  let managerA: Caller;
  let managerB: Caller;

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
    ({ clientA, clientB, admin } = await t.actors());
    teammate = await t.signIn(
      (await createClientMember(t.db, idOf(clientA), 'member', { name: 'Dana Lee' })).email,
    );
    managerA = await t.signIn((await createManager(t.db, [idOf(clientA)])).email);
    managerB = await t.signIn((await createManager(t.db, [idOf(clientB)])).email);
  });
  afterAll(() => t.close());

  it('stores the files of a marked comment with it: rows, bytes, and the comment shows them in order', async () => {
    const review = await newReview(t, idOf(clientA));
    const image = review.versions[0]?.files[0];
    const anchor = { kind: 'box', fileId: image?.id, x: 0.1, y: 0.2, width: 0.3, height: 0.2 };
    const res = await postWithFiles(
      clientA,
      review.id,
      { body: 'See my sketch and the notes', anchor: JSON.stringify(anchor) },
      [png, pdf, docx],
    );
    expect(res.status).toBe(201);
    const comment: ReviewComment = await res.json();
    expect(comment).toMatchObject({ body: 'See my sketch and the notes', anchor, parentId: null });
    expect(comment.files.map((f) => [f.fileName, f.fileType, f.fileSize])).toEqual([
      ['mockup.png', 'image/png', samples.png.length],
      ['notes.pdf', 'application/pdf', samples.pdf.length],
      ['copy.docx', docx.type, samples.docx.length],
    ]);
    for (const file of comment.files) {
      expect(file.downloadUrl).toBe(`/api/reviews/${review.id}/comment-files/${file.id}`);
      expect(file.url).toBe(`${file.downloadUrl}?view=1`);
    }

    // One row per file naming the comment and the review, under the review's comments' folder, in order.
    const rows = (await rowsOf(t, review.id)).sort((a, b) => a.position - b.position);
    expect(rows.map((row) => [row.commentId, row.position, row.fileName])).toEqual([
      [comment.id, 0, 'mockup.png'],
      [comment.id, 1, 'notes.pdf'],
      [comment.id, 2, 'copy.docx'],
    ]);
    for (const row of rows)
      expect(row.fileUrl).toMatch(
        new RegExp(`^reviews/${review.id}/comments/\\d+-[0-9a-f]{16}\\.(png|pdf|docx)$`),
      );
    expect((await storedUnder(t, review.id)).length).toBe(3);

    // The review's page reads them with the comment, for both sides; each serves its bytes.
    for (const reader of [clientA, teammate, admin, managerA]) {
      const seen: Review = await (await reader.get(`/api/reviews/${review.id}`)).json();
      expect(seen.comments.find((c) => c.id === comment.id)?.files).toEqual(comment.files);
    }
    const [picture, notes] = comment.files;
    const download = await teammate.get(notes?.downloadUrl ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="notes.pdf"/);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(samples.pdf);
    const shown = await managerA.get(picture?.url ?? '');
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; /);
    // By byte ranges, like every stored file.
    const part = await clientA.request('GET', notes?.downloadUrl ?? '', undefined, {
      headers: { range: 'bytes=0-3' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-3/${samples.pdf.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('%PDF');

    // The staff hear of it as of any client comment.
    const bell = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(eq(notifications.kind, 'review_client_comment'));
    expect(bell.map((n) => n.body)).toContain('See my sketch and the notes');
  });

  it('takes files alone (the comment reads "File attachment"), and replies with files, from either side', async () => {
    const review = await newReview(t, idOf(clientA));
    const alone = await postWithFiles(admin, review.id, {}, [pdf]);
    expect(alone.status).toBe(201);
    const thread: ReviewComment = await alone.json();
    expect(thread).toMatchObject({ body: FILE_ONLY_COMMENT, anchor: null, author: { side: 'admin' } });
    expect(thread.files.map((f) => f.fileName)).toEqual(['notes.pdf']);

    const blank = await postWithFiles(teammate, review.id, { body: '   ', parentId: thread.id }, [png]);
    expect(blank.status).toBe(201);
    const reply: ReviewComment = await blank.json();
    expect(reply).toMatchObject({ parentId: thread.id, body: FILE_ONLY_COMMENT, author: { name: 'You' } });
    expect(reply.files.map((f) => f.fileName)).toEqual(['mockup.png']);

    const worded = await postWithFiles(clientA, review.id, { body: 'Like this?', parentId: thread.id }, [
      pdf,
    ]);
    expect(worded.status).toBe(201);
    expect(((await worded.json()) as ReviewComment).body).toBe('Like this?');

    const seen: Review = await (await admin.get(`/api/reviews/${review.id}`)).json();
    expect(seen.comments.map((c) => [c.parentId, c.body, c.files.map((f) => f.fileName)])).toEqual([
      [null, FILE_ONLY_COMMENT, ['notes.pdf']],
      [thread.id, FILE_ONLY_COMMENT, ['mockup.png']],
      [thread.id, 'Like this?', ['notes.pdf']],
    ]);
    // A JSON comment still works, and carries no files.
    const text = await clientA.post(`/api/reviews/${review.id}/comments`, { body: 'Text only' });
    expect(text.status).toBe(201);
    expect(((await text.json()) as ReviewComment).files).toEqual([]);
  });

  it('refuses a comment with neither text nor files, and fields the JSON contract refuses; nothing kept', async () => {
    const review = await newReview(t, idOf(clientA));
    await expectRefusedAndNothingKept(
      t,
      review.id,
      await postWithFiles(clientA, review.id, { body: '  ' }, []),
      400,
      reviewMessages.commentRequired,
    );
    const image = review.versions[0]?.files[0];
    const onImage = { kind: 'time', fileId: image?.id, at: 1 };
    await expectRefusedAndNothingKept(
      t,
      review.id,
      await postWithFiles(clientA, review.id, { body: 'x', anchor: JSON.stringify(onImage) }, [pdf]),
      400,
      reviewMessages.anchorKindMismatch,
    );
    const notJson = await postWithFiles(clientA, review.id, { body: 'x', anchor: '{point' }, [pdf]);
    expect(notJson.status).toBe(400);
    const unknownThread = await postWithFiles(
      clientA,
      review.id,
      { body: 'x', parentId: crypto.randomUUID() },
      [pdf],
    );
    expect(unknownThread.status).toBe(404);
    expect((await errorOf(unknownThread)).message).toBe(reviewMessages.commentNotFound);
    const tooLong = await postWithFiles(clientA, review.id, { body: 'x'.repeat(5001) }, [pdf]);
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).message).toBe(reviewMessages.commentTooLong);
    expect(await commentsOf(t, review.id)).toEqual([]);
    expect(await rowsOf(t, review.id)).toEqual([]);
    expect(await storedUnder(t, review.id)).toEqual([]);
  });

  it('refuses files by the task comment rules, with their words: type, count and size; nothing kept', async () => {
    const review = await newReview(t, idOf(clientA));
    // A GIF is a picture, but not one a comment takes; nor a spreadsheet.
    const gif = { name: 'anim.gif', bytes: samples.gif, type: 'image/gif' };
    await expectRefusedAndNothingKept(
      t,
      review.id,
      await postWithFiles(clientA, review.id, { body: 'Moving' }, [pdf, gif]),
      415,
      taskMessages.fileTypeRefused,
    );
    const sheet = { name: 'plan.xlsx', bytes: samples.xlsx, type: 'application/vnd.ms-excel' };
    await expectRefusedAndNothingKept(
      t,
      review.id,
      await postWithFiles(clientA, review.id, { body: 'Plan' }, [sheet]),
      415,
      taskMessages.fileTypeRefused,
    );
    const many = Array.from({ length: TASK_ATTACHMENTS_PER_COMMENT + 1 }, (_, i) => ({
      ...pdf,
      name: `p${i}.pdf`,
    }));
    await expectRefusedAndNothingKept(
      t,
      review.id,
      await postWithFiles(admin, review.id, { body: 'Lots' }, many),
      400,
      taskMessages.tooManyFiles,
    );
    // Exactly the limit passes; one byte more is refused.
    const large = pdfOf('large.pdf', TASK_ATTACHMENT_MAX_BYTES + 1);
    await expectRefusedAndNothingKept(
      t,
      review.id,
      await postWithFiles(admin, review.id, { body: 'Big' }, [pdf, large]),
      413,
      taskMessages.fileTooLarge,
    );
    const exact = await postWithFiles(admin, review.id, {}, [pdfOf('exact.pdf', TASK_ATTACHMENT_MAX_BYTES)]);
    expect(exact.status).toBe(201);
    const all = await postWithFiles(
      clientA,
      review.id,
      {},
      Array.from({ length: TASK_ATTACHMENTS_PER_COMMENT }, (_, i) => ({ ...png, name: `s${i}.png` })),
    );
    expect(all.status).toBe(201);
    expect(((await all.json()) as ReviewComment).files).toHaveLength(TASK_ATTACHMENTS_PER_COMMENT);
  });

  it("keeps each client to its own reviews' comment files", async () => {
    const review = await newReview(t, idOf(clientA));
    const posted: ReviewComment = await (
      await postWithFiles(clientA, review.id, { body: 'Mine' }, [pdf])
    ).json();
    const file = posted.files[0];
    const other = await newReview(t, idOf(clientB));
    const theirs: ReviewComment = await (
      await postWithFiles(clientB, other.id, { body: 'Theirs' }, [png])
    ).json();
    const theirFile = theirs.files[0];

    // Another company's people, its account manager, and anyone signed out.
    for (const outsider of [clientB, managerB]) {
      const res = await outsider.get(file?.downloadUrl ?? '');
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe(reviewMessages.fileNotFound);
      const post = await postWithFiles(outsider, review.id, { body: 'Intruding' }, [pdf]);
      expect(post.status).toBe(404);
      expect((await errorOf(post)).message).toBe(reviewMessages.notFound);
    }
    expect((await t.anonymous.get(file?.downloadUrl ?? '')).status).toBe(401);
    // Another review's file under this review, and the review's own file under the comment files' route.
    const crossed = await clientA.get(`/api/reviews/${review.id}/comment-files/${theirFile?.id}`);
    expect(crossed.status).toBe(404);
    expect((await errorOf(crossed)).message).toBe(reviewMessages.fileNotFound);
    const ownReviewFile = review.versions[0]?.files[0]?.id;
    expect((await clientA.get(`/api/reviews/${review.id}/comment-files/${ownReviewFile}`)).status).toBe(404);
    expect((await clientB.get(`/api/reviews/${other.id}/comment-files/${file?.id}`)).status).toBe(404);
    // The company's people and its staff reach it.
    for (const insider of [clientA, teammate, admin, managerA]) {
      expect((await insider.get(file?.downloadUrl ?? '')).status).toBe(200);
    }
    // The outsiders' attempts stored nothing.
    expect((await rowsOf(t, review.id)).map((row) => row.fileName)).toEqual(['notes.pdf']);
    expect(await storedUnder(t, review.id)).toHaveLength(1);
  });

  it('takes no files once the review is approved, before reading them', async () => {
    const review = await newReview(t, idOf(clientA));
    expect((await clientA.post(`/api/reviews/${review.id}/decision`, { decision: 'approved' })).status).toBe(
      200,
    );
    const res = await postWithFiles(admin, review.id, { body: 'Late' }, [pdf]);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(reviewMessages.alreadyApproved);
    expect(await storedUnder(t, review.id)).toEqual([]);
  });

  it("lists the files' keys for the start-up sweep, and deletes them with their client", async () => {
    expect(storedFileKeyColumns).toContain(reviewCommentFiles.fileUrl);
    const doomed = await createClient(t.db, { name: 'Gone Soon', profile: { companyName: 'Gone Co' } });
    const caller = await t.signIn(doomed.email);
    const review = await newReview(t, doomed.id);
    const posted: ReviewComment = await (
      await postWithFiles(caller, review.id, { body: 'Bye' }, [pdf])
    ).json();
    expect(posted.files).toHaveLength(1);
    const [row] = await rowsOf(t, review.id);
    expect(await exists(t, row?.fileUrl ?? '')).toBe(true);

    const res = await admin.request('DELETE', `/api/admin/clients/${doomed.id}`, { confirmation: 'Gone Co' });
    expect(res.status).toBe(200);
    expect(await rowsOf(t, review.id)).toEqual([]);
    expect(await exists(t, row?.fileUrl ?? '')).toBe(false);
  });
});

describe("comment files and the client's quota (CLIENT_STORAGE_QUOTA_MB=1)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CLIENT_STORAGE_QUOTA_MB: '1' } });
  });
  afterAll(() => t.close());

  it("counts a review's files and its comments' files, and refuses a comment past the quota; nothing kept", async () => {
    const user = await createClient(t.db, { name: 'Quota Reviewer' });
    const caller = await t.signIn(user.email);
    const review = await newReview(t, user.id);
    expect(await storageUsedByClient(t.db, user.id)).toBe(samples.png.length);

    const first = await postWithFiles(caller, review.id, { body: 'Half' }, [pdfOf('half.pdf', 512 * KiB)]);
    expect(first.status).toBe(201);
    expect(await storageUsedByClient(t.db, user.id)).toBe(samples.png.length + 512 * KiB);

    const before = await rowsOf(t, review.id);
    const over = await postWithFiles(caller, review.id, { body: 'More' }, [pdfOf('more.pdf', 512 * KiB)]);
    expect(over.status).toBe(413);
    expect((await errorOf(over)).message).toBe(messages.uploads.quotaExceeded('1 MB'));
    expect(await rowsOf(t, review.id)).toEqual(before);
    expect(await storedUnder(t, review.id)).toHaveLength(1);
    expect(await commentsOf(t, review.id)).toHaveLength(1);

    // What is left still fits, whoever uploads it (staff's files count against the client too).
    const { admin } = await t.actors();
    const room = 1024 * KiB - samples.png.length - 512 * KiB;
    const fits = await postWithFiles(admin, review.id, {}, [pdfOf('rest.pdf', room)]);
    expect(fits.status).toBe(201);
    expect(await storageUsedByClient(t.db, user.id)).toBe(1024 * KiB);
    // A full client may still write text.
    expect((await caller.post(`/api/reviews/${review.id}/comments`, { body: 'Still here' })).status).toBe(
      201,
    );
  });
});
