import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientMember, createManager } from '../../src/server/db/factories';
import { notifications, reviewFiles } from '../../src/server/db/schema/index';
import type {
  ClientReviewList,
  Review,
  ReviewComment,
  StaffReviewList,
} from '../../src/shared/contracts/reviews';
import { reviewMessages } from '../../src/shared/domain/reviews';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

let t: TestApp;
let clientA: Caller;
let clientB: Caller;
let admin: Caller;
let teammate: Caller;
let managerA: Caller;
let managerB: Caller;
const idOf = (caller: Caller) => caller.userId as string;

beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
  ({ clientA, clientB, admin } = await t.actors());
  const mate = await createClientMember(t.db, idOf(clientA), 'member', { name: 'Dana Lee' });
  teammate = await t.signIn(mate.email);
  managerA = await t.signIn((await createManager(t.db, [idOf(clientA)], { name: 'Mia Manager' })).email);
  managerB = await t.signIn((await createManager(t.db, [idOf(clientB)])).email);
});
afterAll(() => t.close());

type Upload = { name: string; bytes: Buffer; type: string };
const png: Upload = { name: 'banner.png', bytes: samples.png, type: 'image/png' };
const pdf: Upload = { name: 'landing.pdf', bytes: samples.pdf, type: 'application/pdf' };
const mp4: Upload = { name: 'spot.mp4', bytes: samples.mp4, type: 'video/mp4' };

function form(fields: Record<string, string>, files: Upload[]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const f of files) body.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return body;
}

async function createReview(
  by: Caller,
  clientId: string,
  fields: Record<string, string>,
  files: Upload[] = [png],
): Promise<Response> {
  return by.request('POST', `/api/admin/clients/${clientId}/reviews`, undefined, {
    body: form({ title: 'Spring ads', ...fields }, files),
  });
}

async function created(by: Caller, clientId: string, fields: Record<string, string>, files?: Upload[]) {
  const res = await createReview(by, clientId, fields, files);
  expect(res.status).toBe(201);
  return (await res.json()) as Review;
}

const comment = (by: Caller, reviewId: string, body: Record<string, unknown>) =>
  by.post(`/api/reviews/${reviewId}/comments`, body);
const decide = (by: Caller, reviewId: string, body: Record<string, unknown>) =>
  by.post(`/api/reviews/${reviewId}/decision`, body);
const read = async (by: Caller, reviewId: string) =>
  (await (await by.get(`/api/reviews/${reviewId}`)).json()) as Review;

describe('deliverable review', () => {
  it('staff create a review with files; the reviewer sees it awaiting them, and the bell tells them', async () => {
    const review = await created(
      admin,
      idOf(clientA),
      {
        brief: 'Two visuals for the spring campaign',
        dueDate: '2027-01-15',
        rule: 'any',
        reviewerIds: idOf(clientA),
      },
      [png, pdf],
    );
    expect(review).toMatchObject({
      title: 'Spring ads',
      brief: 'Two visuals for the spring campaign',
      dueDate: '2027-01-15',
      rule: 'any',
      state: 'awaiting_review',
      clientName: 'Able Co',
      reviewers: [{ id: idOf(clientA), name: 'Alex Able', decision: null }],
      canDecide: false,
    });
    expect(review.versions).toHaveLength(1);
    expect(review.versions[0]?.files.map((f) => [f.fileName, f.kind])).toEqual([
      ['banner.png', 'image'],
      ['landing.pdf', 'pdf'],
    ]);
    const keys = await t.db.select({ key: reviewFiles.fileUrl }).from(reviewFiles);
    expect(keys.every(({ key }) => key.startsWith('reviews/'))).toBe(true);

    const list: ClientReviewList = await (await clientA.get('/api/reviews')).json();
    expect(list.awaitingYou).toBe(1);
    expect(list.reviews[0]).toMatchObject({
      id: review.id,
      awaitingYou: true,
      reviewerCount: 1,
      decidedCount: 0,
    });
    // The sample PNG is a header without pixels: no thumbnail, so no cover (review-thumbnails.test.ts).
    expect(list.reviews[0]?.coverUrl).toBeNull();
    // The teammate sees the company's review but owes no decision.
    const theirs: ClientReviewList = await (await teammate.get('/api/reviews')).json();
    expect(theirs.awaitingYou).toBe(0);
    expect(theirs.reviews.map((r) => r.id)).toContain(review.id);
    expect((await read(clientA, review.id)).canDecide).toBe(true);
    expect((await read(teammate, review.id)).canDecide).toBe(false);

    const bell = await t.db
      .select({ recipient: notifications.recipientId, title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.kind, 'review_requested'));
    expect(bell).toEqual([
      {
        recipient: idOf(clientA),
        title: 'Please review “Spring ads”',
        link: `/dashboard/approvals/${review.id}`,
      },
    ]);
  });

  it('keeps every client to its own reviews, files and actions', async () => {
    const review = await created(admin, idOf(clientA), { reviewerIds: idOf(clientA) });
    const file = review.versions[0]?.files[0];
    for (const outsider of [clientB, managerB]) {
      expect((await outsider.get(`/api/reviews/${review.id}`)).status).toBe(404);
      expect((await outsider.get(file?.url ?? '')).status).toBe(404);
      expect((await comment(outsider, review.id, { body: 'Hi' })).status).toBe(404);
    }
    expect((await decide(clientB, review.id, { decision: 'approved' })).status).toBe(404);
    const listB: ClientReviewList = await (await clientB.get('/api/reviews')).json();
    expect(listB.reviews.map((r) => r.id)).not.toContain(review.id);
    const managerBList: StaffReviewList = await (await managerB.get('/api/admin/reviews')).json();
    expect(managerBList.reviews.map((r) => r.id)).not.toContain(review.id);
    // Another manager's client is not found to create a review for, nor its people.
    expect((await createReview(managerB, idOf(clientA), { reviewerIds: idOf(clientA) })).status).toBe(404);
    expect((await managerB.get(`/api/admin/clients/${idOf(clientA)}/review-candidates`)).status).toBe(404);
    // A client on the staff's routes, and anyone signed out.
    expect((await clientA.get('/api/admin/reviews')).status).toBe(403);
    expect((await createReview(clientA, idOf(clientA), { reviewerIds: idOf(clientA) })).status).toBe(403);
    expect((await t.anonymous.get(`/api/reviews/${review.id}`)).status).toBe(401);
    // Staff never decide for the client.
    expect((await decide(admin, review.id, { decision: 'approved' })).status).toBe(403);
    // The assigned manager reaches it.
    expect((await managerA.get(`/api/reviews/${review.id}`)).status).toBe(200);
    const file200 = await managerA.get(file?.url ?? '');
    expect(file200.status).toBe(200);
    expect(Buffer.from(await file200.arrayBuffer())).toEqual(samples.png);
  });

  it('refuses bad input with its reason and keeps nothing', async () => {
    const before = (await t.db.select().from(reviewFiles)).length;
    const noTitle = await createReview(admin, idOf(clientA), { title: ' ', reviewerIds: idOf(clientA) });
    expect(noTitle.status).toBe(400);
    expect((await noTitle.json()).error.message).toBe(reviewMessages.titleRequired);
    const outsider = await createReview(admin, idOf(clientA), { reviewerIds: idOf(clientB) });
    expect(outsider.status).toBe(400);
    expect((await outsider.json()).error.message).toBe(reviewMessages.reviewerNotInCompany);
    const noReviewers = await createReview(admin, idOf(clientA), { reviewerIds: '' });
    expect(noReviewers.status).toBe(400);
    expect((await noReviewers.json()).error.message).toBe(reviewMessages.reviewersRequired);
    const noFiles = await createReview(admin, idOf(clientA), { reviewerIds: idOf(clientA) }, []);
    expect(noFiles.status).toBe(400);
    const zip = await createReview(admin, idOf(clientA), { reviewerIds: idOf(clientA) }, [
      { name: 'a.zip', bytes: samples.zip, type: 'application/zip' },
    ]);
    expect(zip.status).toBe(415);
    expect((await t.db.select().from(reviewFiles)).length).toBe(before);
  });

  it('takes general and anchored comments on the latest version, and replies, naming their authors', async () => {
    const review = await created(admin, idOf(clientA), { reviewerIds: idOf(clientA) }, [png, mp4]);
    const [image, video] = review.versions[0]?.files ?? [];
    const pin = await comment(clientA, review.id, {
      body: 'Logo is too small',
      anchor: { kind: 'point', fileId: image?.id, x: 0.25, y: 0.5 },
    });
    expect(pin.status).toBe(201);
    const thread: ReviewComment = await pin.json();
    expect(thread).toMatchObject({
      author: { name: 'You', side: 'client' },
      versionNumber: 1,
      parentId: null,
    });
    const range = await comment(teammate, review.id, {
      body: 'Cut this bit',
      anchor: { kind: 'range', fileId: video?.id, from: 2, to: 4.5 },
    });
    expect(range.status).toBe(201);
    const reply = await comment(admin, review.id, { body: 'Will fix', parentId: thread.id });
    expect(reply.status).toBe(201);

    const seen = await read(clientA, review.id);
    expect(seen.comments.map((c) => [c.body, c.author.name, c.anchor?.kind ?? null, c.parentId])).toEqual([
      ['Logo is too small', 'You', 'point', null],
      ['Cut this bit', 'Dana Lee', 'range', null],
      ['Will fix', 'Avery Admin', null, thread.id],
    ]);
    // A mark that does not fit its file, a file of no version, a reply with a mark of its own.
    const timeOnImage = await comment(clientA, review.id, {
      body: 'x',
      anchor: { kind: 'time', fileId: image?.id, at: 1 },
    });
    expect(timeOnImage.status).toBe(400);
    expect((await timeOnImage.json()).error.message).toBe(reviewMessages.anchorKindMismatch);
    const pageOnImage = await comment(clientA, review.id, {
      body: 'x',
      anchor: { kind: 'point', fileId: image?.id, page: 2, x: 0.1, y: 0.1 },
    });
    expect(pageOnImage.status).toBe(400);
    const elsewhere = await comment(clientA, review.id, {
      body: 'x',
      anchor: { kind: 'point', fileId: crypto.randomUUID(), x: 0.1, y: 0.1 },
    });
    expect((await elsewhere.json()).error.message).toBe(reviewMessages.anchorFileUnknown);
    const outOfBounds = await comment(clientA, review.id, {
      body: 'x',
      anchor: { kind: 'point', fileId: image?.id, x: 1.5, y: 0 },
    });
    expect(outOfBounds.status).toBe(400);
    expect((await comment(clientA, review.id, { body: '   ' })).status).toBe(400);
    const markedReply = await comment(admin, review.id, {
      body: 'x',
      parentId: thread.id,
      anchor: { kind: 'point', fileId: image?.id, x: 0.1, y: 0.1 },
    });
    expect((await markedReply.json()).error.message).toBe(reviewMessages.replyAnchored);
    expect((await read(clientA, review.id)).comments).toHaveLength(3);

    // The staff hear of the client's comments; the reviewer of the staff's.
    const staffBell = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(eq(notifications.kind, 'review_client_comment'), eq(notifications.recipientId, idOf(managerA))),
      );
    expect(staffBell.map((n) => n.title)).toContain('Able Co commented on “Spring ads”');
    const clientBell = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.kind, 'review_comment'), eq(notifications.recipientId, idOf(clientA))));
    expect(clientBell.map((n) => n.title)).toContain('New comment from the team on “Spring ads”');
  });

  it('follows the outcome rule with several reviewers: any "changes requested" outweighs approvals', async () => {
    const both = `${idOf(clientA)},${idOf(teammate)}`;
    const all = await created(admin, idOf(clientA), { rule: 'all', reviewerIds: both });
    const first = await decide(clientA, all.id, { decision: 'approved' });
    expect(first.status).toBe(200);
    expect(((await first.json()) as Review).state).toBe('awaiting_review');
    expect((await decide(clientA, all.id, { decision: 'approved' })).status).toBe(409);
    const second = await decide(teammate, all.id, {
      decision: 'approved_with_changes',
      note: 'Tweak the blue',
    });
    const approved: Review = await second.json();
    expect(approved.state).toBe('approved');
    expect(approved.versions[0]?.decisions.map((d) => [d.reviewer.name, d.decision, d.note])).toEqual([
      ['Alex Able', 'approved', null],
      ['Dana Lee', 'approved_with_changes', 'Tweak the blue'],
    ]);
    // Each decision says whether it was the reader's own, for the page's 'You'; the record keeps names.
    expect(approved.versions[0]?.decisions.map((d) => d.reviewer.you)).toEqual([false, true]);
    const asOwner = await read(clientA, all.id);
    expect(asOwner.versions[0]?.decisions.map((d) => d.reviewer.you)).toEqual([true, false]);
    expect(asOwner.reviewers.map((r) => [r.name, r.you])).toEqual([
      ['Alex Able', true],
      ['Dana Lee', false],
    ]);
    // Locked: no new threads, no new version, no more decisions.
    expect((await comment(clientA, all.id, { body: 'One more thing' })).status).toBe(409);
    expect((await decide(teammate, all.id, { decision: 'changes_requested', note: 'x' })).status).toBe(409);

    const mixed = await created(admin, idOf(clientA), { rule: 'any', reviewerIds: both });
    const noNote = await decide(clientA, mixed.id, { decision: 'changes_requested' });
    expect(noNote.status).toBe(400);
    expect((await noNote.json()).error.message).toBe(reviewMessages.noteRequired);
    const sentBack: Review = await (
      await decide(clientA, mixed.id, { decision: 'changes_requested', note: 'Bigger logo' })
    ).json();
    expect(sentBack.state).toBe('changes_requested');
    expect((await decide(teammate, mixed.id, { decision: 'approved' })).status).toBe(409);
    const staffBell = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.kind, 'review_decided'), eq(notifications.recipientId, idOf(admin))));
    expect(staffBell.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Able Co approved “Spring ads”', 'Able Co requested changes on “Spring ads”']),
    );
    // A teammate who is not named never decides.
    const onlyA = await created(admin, idOf(clientA), { reviewerIds: idOf(clientA) });
    const notNamed = await decide(teammate, onlyA.id, { decision: 'approved' });
    expect(notNamed.status).toBe(403);
    expect((await notNamed.json()).error.message).toBe(reviewMessages.notAReviewer);
  });

  it('sends version 2 naming the threads it addressed; open ones carry over; only the latest takes comments', async () => {
    const review = await created(admin, idOf(clientA), { reviewerIds: idOf(clientA) });
    const image = review.versions[0]?.files[0];
    const fixed: ReviewComment = await (
      await comment(clientA, review.id, {
        body: 'Logo too small',
        anchor: { kind: 'box', fileId: image?.id, x: 0.1, y: 0.1, width: 0.3, height: 0.2 },
      })
    ).json();
    const open: ReviewComment = await (await comment(clientA, review.id, { body: 'Warmer colours?' })).json();
    await decide(clientA, review.id, { decision: 'changes_requested', note: 'See comments' });

    const send = (fields: Record<string, string>, files: Upload[] = [pdf]) =>
      managerA.request('POST', `/api/admin/reviews/${review.id}/versions`, undefined, {
        body: form(fields, files),
      });
    const unknown = await send({ addressed: crypto.randomUUID() });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toBe(reviewMessages.addressedUnknown);
    expect(
      (
        await clientA.request('POST', `/api/admin/reviews/${review.id}/versions`, undefined, {
          body: form({}, [pdf]),
        })
      ).status,
    ).toBe(403);

    const res = await send({ note: 'Logo enlarged', addressed: fixed.id });
    expect(res.status).toBe(201);
    const v2: Review = await res.json();
    expect(v2.state).toBe('awaiting_review');
    expect(v2.versions.map((v) => [v.number, v.state, v.note])).toEqual([
      [1, 'changes_requested', null],
      [2, 'awaiting_review', 'Logo enlarged'],
    ]);
    expect(v2.versions[1]?.addressedCommentIds).toEqual([fixed.id]);
    const comments = new Map(v2.comments.map((c) => [c.id, c]));
    expect(comments.get(fixed.id)).toMatchObject({ addressedIn: 2, resolvedBy: 'Mia Manager' });
    expect(comments.get(open.id)).toMatchObject({ addressedIn: null, resolvedAt: null });
    expect((await read(clientA, review.id)).canDecide).toBe(true);
    // A mark on version 1's file no longer lands: new threads go on version 2's files.
    const stale = await comment(clientA, review.id, {
      body: 'x',
      anchor: { kind: 'point', fileId: image?.id, x: 0.5, y: 0.5 },
    });
    expect(stale.status).toBe(400);
    const onV2 = await comment(clientA, review.id, {
      body: 'Page 1 headline',
      anchor: { kind: 'point', fileId: v2.versions[1]?.files[0]?.id, page: 1, x: 0.5, y: 0.1 },
    });
    expect(onV2.status).toBe(201);
    expect(((await onV2.json()) as ReviewComment).versionNumber).toBe(2);

    // Staff resolve and reopen a thread; a client may not.
    const resolvePath = `/api/admin/reviews/${review.id}/comments/${open.id}/resolve`;
    expect((await clientA.post(resolvePath, { resolved: true })).status).toBe(403);
    const resolved: ReviewComment = await (await admin.post(resolvePath, { resolved: true })).json();
    expect(resolved).toMatchObject({ resolvedBy: 'Avery Admin', author: { name: 'Alex Able' } });
    expect(
      ((await (await admin.post(resolvePath, { resolved: false })).json()) as ReviewComment).resolvedAt,
    ).toBeNull();
    expect((await managerB.post(resolvePath, { resolved: true })).status).toBe(404);
  });

  it('lists open reviews for staff by client, state and due date, a page at a time', async () => {
    const overdue = await created(admin, idOf(clientB), {
      title: 'Old banner',
      dueDate: '2020-01-01',
      reviewerIds: idOf(clientB),
    });
    const list = async (by: Caller, query: string): Promise<StaffReviewList> =>
      (await by.get(`/api/admin/reviews${query}`)).json();
    const due = await list(admin, '?due=overdue');
    expect(due.reviews.map((r) => r.id)).toEqual([overdue.id]);
    const ofB = await list(admin, `?clientId=${idOf(clientB)}&state=all`);
    expect(ofB.reviews.every((r) => r.clientId === idOf(clientB))).toBe(true);
    const approved = await list(admin, '?state=approved');
    expect(approved.reviews.every((r) => r.state === 'approved')).toBe(true);
    expect(approved.reviews.length).toBeGreaterThan(0);
    const open = await list(admin, '');
    expect(open.reviews.every((r) => r.state !== 'approved')).toBe(true);
    const mine = await list(managerA, '?state=all');
    expect(mine.reviews.every((r) => r.clientId === idOf(clientA))).toBe(true);
    expect(mine.reviews.length).toBeGreaterThan(0);
  });

  it('changes reviewers and the rule; a narrower set can complete an approval', async () => {
    const both = `${idOf(clientA)},${idOf(teammate)}`;
    const review = await created(admin, idOf(clientA), { rule: 'all', reviewerIds: both });
    await decide(clientA, review.id, { decision: 'approved' });
    const res = await admin.request('PATCH', `/api/admin/reviews/${review.id}`, {
      reviewerIds: [idOf(clientA)],
      dueDate: null,
    });
    expect(res.status).toBe(200);
    const updated: Review = await res.json();
    expect(updated.state).toBe('approved');
    expect(updated.reviewers.map((r) => r.name)).toEqual(['Alex Able']);
    const candidates = await (
      await managerA.get(`/api/admin/clients/${idOf(clientA)}/review-candidates`)
    ).json();
    expect(candidates.people.map((p: { name: string }) => p.name)).toEqual(['Alex Able', 'Dana Lee']);
  });

  it('lets staff nudge the reviewers who have yet to decide, once an hour', async () => {
    const both = `${idOf(clientA)},${idOf(teammate)}`;
    const review = await created(admin, idOf(clientA), { title: 'Nudged', rule: 'all', reviewerIds: both });
    await decide(clientA, review.id, { decision: 'approved' });
    const nudge = (by: Caller) => by.post(`/api/admin/reviews/${review.id}/nudge`);
    expect((await nudge(clientA)).status).toBe(403);
    expect((await nudge(managerB)).status).toBe(404);
    const res = await nudge(managerA);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ nudged: 1 });
    const bell = await t.db
      .select({ recipient: notifications.recipientId, title: notifications.title })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'review_reminder'),
          eq(notifications.link, `/dashboard/approvals/${review.id}`),
        ),
      );
    expect(bell).toEqual([{ recipient: idOf(teammate), title: 'Reminder: “Nudged” awaits your decision' }]);
    const again = await nudge(admin);
    expect(again.status).toBe(429);
    expect((await again.json()).error.message).toBe(reviewMessages.nudgedRecently);

    const decided = await created(admin, idOf(clientA), { title: 'Decided', reviewerIds: idOf(clientA) });
    await decide(clientA, decided.id, { decision: 'changes_requested', note: 'No' });
    const nothing = await admin.post(`/api/admin/reviews/${decided.id}/nudge`);
    expect(nothing.status).toBe(409);
    expect((await nothing.json()).error.message).toBe(reviewMessages.nothingToNudge);
  });
});
