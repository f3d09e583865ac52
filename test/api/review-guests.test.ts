import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientMember, createManager } from '../../src/server/db/factories';
import {
  notifications,
  outboxEmails,
  rateLimitCounters,
  reviewGuests,
} from '../../src/server/db/schema/index';
import type { GuestReviewAccess, Review, ReviewComment } from '../../src/shared/contracts/reviews';
import {
  REVIEW_GUEST_CODE_ATTEMPTS,
  REVIEW_GUEST_CODES_PER_HOUR,
  REVIEW_GUEST_WRONG_CODES_MAX,
  reviewMessages,
} from '../../src/shared/domain/reviews';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

let t: TestApp;
let clientA: Caller;
let clientB: Caller;
let admin: Caller;
let managerB: Caller;
const idOf = (caller: Caller) => caller.userId as string;

beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
  ({ clientA, clientB, admin } = await t.actors());
  managerB = await t.signIn((await createManager(t.db, [idOf(clientB)])).email);
});
afterAll(() => t.close());

async function newReview(rule: 'any' | 'all' = 'any'): Promise<Review> {
  const body = new FormData();
  body.append('title', 'Launch poster');
  body.append('rule', rule);
  body.append('reviewerIds', idOf(clientA));
  body.append('file', new Blob([new Uint8Array(samples.png)], { type: 'image/png' }), 'poster.png');
  const res = await admin.request('POST', `/api/admin/clients/${idOf(clientA)}/reviews`, undefined, { body });
  expect(res.status).toBe(201);
  return res.json();
}

let addresses = 0;
async function invite(review: Review, name = 'Pat Guest') {
  const email = `guest-${++addresses}@example.test`;
  const res = await admin.post(`/api/admin/reviews/${review.id}/guests`, { name, email });
  expect(res.status, await res.clone().text()).toBe(201);
  const updated = (await res.json()) as Review;
  const guest = updated.guests.find((one) => one.email === email);
  if (!guest) throw new Error('The invited guest is not listed');
  return { email, guest, token: await linkMailedTo(email), review: updated };
}

async function mailsTo(email: string) {
  return t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(outboxEmails.createdAt);
}

/** The link's secret from the newest invitation mailed to `email`. */
async function linkMailedTo(email: string): Promise<string> {
  const mails = (await mailsTo(email)).filter((mail) => mail.text.includes('/review/'));
  const token = mails.at(-1)?.text.match(/\/review\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`No review link was mailed to ${email}`);
  return token;
}

/** The newest code mailed to `email`. */
async function codeMailedTo(email: string): Promise<string> {
  const code = (await mailsTo(email)).at(-1)?.subject.match(/(\d{6})$/)?.[1];
  if (!code) throw new Error(`No code was mailed to ${email}`);
  return code;
}

/** A browser of its own: no portal session, and the guest cookie it is given, if any. */
function browser() {
  let cookie = '';
  return {
    async request(method: string, path: string, body?: unknown): Promise<Response> {
      const res = await t.anonymous.request(method, path, body, cookie ? { headers: { cookie } } : {});
      for (const set of res.headers.getSetCookie()) {
        const pair = set.split(';')[0] ?? '';
        if (pair.startsWith('review_guest=')) cookie = pair === 'review_guest=' ? '' : pair;
      }
      return res;
    },
    get cookie() {
      return cookie;
    },
  };
}
type Browser = ReturnType<typeof browser>;

/** Opens the link in `guest`'s browser, asks for a code and confirms it. */
async function confirmIn(guest: Browser, token: string, email: string) {
  expect((await guest.request('POST', `/api/guest-reviews/${token}/code`)).status).toBe(200);
  const res = await guest.request('POST', `/api/guest-reviews/${token}/confirm`, {
    code: await codeMailedTo(email),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as GuestReviewAccess;
}

describe('guest reviewers', () => {
  it('a guest opens the link, confirms the code mailed to them, reads the review, comments and decides', async () => {
    const review = await newReview('all');
    const { email, guest, token, review: invited } = await invite(review);
    expect(guest).toMatchObject({ name: 'Pat Guest', state: 'invited', invitedBy: expect.any(String) });
    expect(invited.reviewers.map((one) => [one.name, one.guest])).toContainEqual(['Pat Guest (guest)', true]);

    const pat = browser();
    const first = await pat.request('GET', `/api/guest-reviews/${token}`);
    expect(await first.json()).toEqual({
      agencyName: expect.any(String),
      guestName: 'Pat Guest',
      emailHint: `g•••@example.test`,
      confirmed: false,
    });
    const closed = await pat.request('GET', `/api/guest-reviews/${token}/review`);
    expect(closed.status).toBe(401);
    expect((await closed.json()).error.message).toBe(reviewMessages.guestNotConfirmed);

    const wrong = await pat.request('POST', `/api/guest-reviews/${token}/code`);
    expect(await wrong.json()).toEqual({ sentTo: 'g•••@example.test', resendAfterSeconds: 60 });
    const code = await codeMailedTo(email);
    const miss = await pat.request('POST', `/api/guest-reviews/${token}/confirm`, {
      code: code === '000000' ? '000001' : '000000',
    });
    expect(miss.status).toBe(400);
    expect((await miss.json()).error.message).toBe(reviewMessages.guestCodeWrong);
    const ok = await pat.request('POST', `/api/guest-reviews/${token}/confirm`, { code });
    expect(ok.status).toBe(200);
    expect((await ok.json()).confirmed).toBe(true);
    expect(pat.cookie).toMatch(/^review_guest=/);
    const [stored] = await t.db.select().from(reviewGuests).where(eq(reviewGuests.id, guest.id));
    // Only hashes are kept: neither the link's secret nor the session's is in the row.
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(pat.cookie.split('=')[1]);

    const seen = (await (await pat.request('GET', `/api/guest-reviews/${token}/review`)).json()) as Review;
    expect(seen.title).toBe('Launch poster');
    expect(seen.canDecide).toBe(true);
    expect(seen.guests).toEqual([]);
    const file = seen.versions[0]?.files[0];
    expect(file?.url).toMatch(new RegExp(`^/api/guest-reviews/${token}/files/`));
    const bytes = await pat.request('GET', file?.downloadUrl ?? '');
    expect(bytes.status).toBe(200);
    expect(Buffer.from(await bytes.arrayBuffer()).equals(samples.png)).toBe(true);

    const posted = await pat.request('POST', `/api/guest-reviews/${token}/comments`, {
      body: 'Make the date bigger',
      anchor: { kind: 'point', fileId: file?.id, x: 0.5, y: 0.2 },
    });
    expect(posted.status).toBe(201);
    const comment = (await posted.json()) as ReviewComment;
    expect(comment.author).toMatchObject({ name: 'You', guest: true, side: 'client' });

    const decided = await pat.request('POST', `/api/guest-reviews/${token}/decision`, {
      decision: 'approved',
    });
    expect(decided.status).toBe(200);
    // Every reviewer must approve: the client's owner has not yet.
    expect(((await decided.json()) as Review).state).toBe('awaiting_review');
    const again = await pat.request('POST', `/api/guest-reviews/${token}/decision`, { decision: 'approved' });
    expect(again.status).toBe(409);

    // The staff's bell names the guest, beside the client.
    const bell = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(eq(notifications.kind, 'review_client_comment'), eq(notifications.recipientId, idOf(admin))),
      );
    expect(bell.map((one) => one.title)).toContainEqual(
      expect.stringMatching(/^Pat Guest \(guest\) of .+ commented on/),
    );
    const staffView = (await (await admin.get(`/api/reviews/${review.id}`)).json()) as Review;
    expect(staffView.comments[0]?.author).toMatchObject({ name: 'Pat Guest (guest)', guest: true });
    expect(staffView.versions[0]?.decisions[0]?.reviewer).toMatchObject({
      name: 'Pat Guest (guest)',
      guest: true,
    });
    expect(staffView.guests[0]).toMatchObject({ state: 'confirmed', decision: 'approved' });
    expect((await clientA.post(`/api/reviews/${review.id}/decision`, { decision: 'approved' })).status).toBe(
      200,
    );
    expect(((await (await clientA.get(`/api/reviews/${review.id}`)).json()) as Review).state).toBe(
      'approved',
    );
  });

  it('a forwarded link never acts: without the code mailed to the invited address it is refused', async () => {
    const review = await newReview();
    const { email, token } = await invite(review);
    const pat = browser();
    await confirmIn(pat, token, email);

    const other = browser();
    expect(
      ((await (await other.request('GET', `/api/guest-reviews/${token}`)).json()) as GuestReviewAccess)
        .confirmed,
    ).toBe(false);
    for (const [method, path, body] of [
      ['GET', `/api/guest-reviews/${token}/review`, undefined],
      ['POST', `/api/guest-reviews/${token}/comments`, { body: 'Forwarded' }],
      ['POST', `/api/guest-reviews/${token}/decision`, { decision: 'approved' }],
    ] as const) {
      expect((await other.request(method, path, body)).status).toBe(401);
    }
    // Asking for a code sends it to the invited address, never to whoever asks.
    const before = (await t.db.select().from(outboxEmails).where(like(outboxEmails.subject, 'Your code%')))
      .length;
    await t.db.update(reviewGuests).set({ codeSentAt: null }).where(eq(reviewGuests.email, email));
    expect((await other.request('POST', `/api/guest-reviews/${token}/code`)).status).toBe(200);
    const codes = await t.db.select().from(outboxEmails).where(like(outboxEmails.subject, 'Your code%'));
    expect(codes.length).toBe(before + 1);
    expect(codes.at(-1)?.to).toBe(email);
    // Guessing is cut short: after the last wrong try the code is gone, the right one included.
    const code = await codeMailedTo(email);
    const guess = code === '000000' ? '000001' : '000000';
    for (let tries = 1; tries < REVIEW_GUEST_CODE_ATTEMPTS; tries++) {
      expect(
        (await other.request('POST', `/api/guest-reviews/${token}/confirm`, { code: guess })).status,
      ).toBe(400);
    }
    const last = await other.request('POST', `/api/guest-reviews/${token}/confirm`, { code: guess });
    expect(last.status).toBe(429);
    expect((await other.request('POST', `/api/guest-reviews/${token}/confirm`, { code })).status).toBe(400);
    // The guest's own browser is untouched, and its cookie opens no other guest's link.
    expect((await pat.request('GET', `/api/guest-reviews/${token}/review`)).status).toBe(200);
    const { token: otherLink } = await invite(await newReview(), 'Sam Guest');
    const cookie = pat.cookie;
    const res = await t.anonymous.request('GET', `/api/guest-reviews/${otherLink}/review`, undefined, {
      headers: { cookie },
    });
    expect(res.status).toBe(401);
  });

  it("a guest opens the files posted with the team's comments under their own link", async () => {
    const review = await newReview();
    const { email, token } = await invite(review);
    const pat = browser();
    await confirmIn(pat, token, email);
    const body = new FormData();
    body.append('body', 'The printer’s proof');
    body.append('file', new Blob([new Uint8Array(samples.pdf)], { type: 'application/pdf' }), 'proof.pdf');
    const posted = await admin.request('POST', `/api/reviews/${review.id}/comments`, undefined, { body });
    expect(posted.status).toBe(201);
    const seen = (await (await pat.request('GET', `/api/guest-reviews/${token}/review`)).json()) as Review;
    const file = seen.comments[0]?.files[0];
    expect(file?.downloadUrl).toMatch(new RegExp(`^/api/guest-reviews/${token}/comment-files/`));
    const res = await pat.request('GET', file?.downloadUrl ?? '');
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(samples.pdf)).toBe(true);
    // The same file is not reached through another guest's link.
    const other = await invite(await newReview(), 'Sam Guest');
    const sam = browser();
    await confirmIn(sam, other.token, other.email);
    const fileId = file?.downloadUrl.split('/').at(-1);
    expect(
      (await sam.request('GET', `/api/guest-reviews/${other.token}/comment-files/${fileId}`)).status,
    ).toBe(404);
  });

  it('a confirmed guest reaches nothing beyond their review, and not past their session', async () => {
    const mine = await newReview();
    const theirs = await newReview();
    const { email, guest, token } = await invite(mine);
    const pat = browser();
    await confirmIn(pat, token, email);
    const otherFile = theirs.versions[0]?.files[0]?.id;
    const thread = (await (
      await clientA.post(`/api/reviews/${theirs.id}/comments`, { body: 'Ours' })
    ).json()) as ReviewComment;
    // Another review of the same client: its file, a mark on its file, a reply to its thread.
    expect((await pat.request('GET', `/api/guest-reviews/${token}/files/${otherFile}`)).status).toBe(404);
    const marked = await pat.request('POST', `/api/guest-reviews/${token}/comments`, {
      body: 'Here',
      anchor: { kind: 'point', fileId: otherFile, x: 0.1, y: 0.1 },
    });
    expect(marked.status).toBe(400);
    const reply = await pat.request('POST', `/api/guest-reviews/${token}/comments`, {
      body: 'Me too',
      parentId: thread.id,
    });
    expect(reply.status).toBe(404);
    // Another client's review's file under this link.
    const body = new FormData();
    body.append('title', 'B poster');
    body.append('reviewerIds', idOf(clientB));
    body.append('file', new Blob([new Uint8Array(samples.png)], { type: 'image/png' }), 'b.png');
    const bReview = (await (
      await admin.request('POST', `/api/admin/clients/${idOf(clientB)}/reviews`, undefined, { body })
    ).json()) as Review;
    const bFile = bReview.versions[0]?.files[0]?.id;
    expect((await pat.request('GET', `/api/guest-reviews/${token}/files/${bFile}`)).status).toBe(404);
    // Past the session's 12 hours the browser confirms again.
    await t.db
      .update(reviewGuests)
      .set({ sessionExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewGuests.id, guest.id));
    expect((await pat.request('GET', `/api/guest-reviews/${token}/review`)).status).toBe(401);
  });

  it('a link that took too many wrong codes opens no more until it is sent again', async () => {
    const review = await newReview();
    const { email, guest, token } = await invite(review);
    const other = browser();
    let wrong = 0;
    while (wrong < REVIEW_GUEST_WRONG_CODES_MAX) {
      await t.db.update(reviewGuests).set({ codeSentAt: null }).where(eq(reviewGuests.id, guest.id));
      // Codes per hour are limited too; the test asks for each code as if an hour had passed.
      await t.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, `guest-codes:${guest.id}`));
      expect((await other.request('POST', `/api/guest-reviews/${token}/code`)).status).toBe(200);
      const code = await codeMailedTo(email);
      const guess = code === '000000' ? '000001' : '000000';
      for (let tries = 0; tries < 4 && wrong < REVIEW_GUEST_WRONG_CODES_MAX; tries++, wrong++) {
        expect(
          (await other.request('POST', `/api/guest-reviews/${token}/confirm`, { code: guess })).status,
        ).toBe(400);
      }
    }
    await t.db.update(reviewGuests).set({ codeSentAt: null }).where(eq(reviewGuests.id, guest.id));
    const locked = await other.request('POST', `/api/guest-reviews/${token}/code`);
    expect(locked.status).toBe(429);
    expect((await locked.json()).error.message).toBe(reviewMessages.guestLinkLocked);
    // Sent again, the new link starts afresh.
    expect((await admin.post(`/api/admin/reviews/${review.id}/guests/${guest.id}/resend`)).status).toBe(200);
    const pat = browser();
    await confirmIn(pat, await linkMailedTo(email), email);
  });

  it('codes are sent five times an hour at most', async () => {
    const { guest, token } = await invite(await newReview());
    const pat = browser();
    for (let sent = 0; sent < REVIEW_GUEST_CODES_PER_HOUR; sent++) {
      await t.db.update(reviewGuests).set({ codeSentAt: null }).where(eq(reviewGuests.id, guest.id));
      expect((await pat.request('POST', `/api/guest-reviews/${token}/code`)).status).toBe(200);
    }
    await t.db.update(reviewGuests).set({ codeSentAt: null }).where(eq(reviewGuests.id, guest.id));
    const more = await pat.request('POST', `/api/guest-reviews/${token}/code`);
    expect(more.status).toBe(429);
    expect((await more.json()).error.message).toBe(reviewMessages.guestCodesPerHour);
  });

  it('a code is sent once a minute at most', async () => {
    const { token } = await invite(await newReview());
    const pat = browser();
    expect((await pat.request('POST', `/api/guest-reviews/${token}/code`)).status).toBe(200);
    const soon = await pat.request('POST', `/api/guest-reviews/${token}/code`);
    expect(soon.status).toBe(429);
    expect((await soon.json()).error.message).toBe(reviewMessages.guestCodeTooSoon);
  });

  it('a removed guest is refused at once, and the review is judged again without them', async () => {
    const review = await newReview('all');
    const { email, guest, token } = await invite(review);
    const pat = browser();
    await confirmIn(pat, token, email);
    expect((await clientA.post(`/api/reviews/${review.id}/decision`, { decision: 'approved' })).status).toBe(
      200,
    );
    expect(((await (await admin.get(`/api/reviews/${review.id}`)).json()) as Review).state).toBe(
      'awaiting_review',
    );

    const removed = await admin.request('DELETE', `/api/admin/reviews/${review.id}/guests/${guest.id}`);
    expect(removed.status).toBe(200);
    const after = (await removed.json()) as Review;
    expect(after.state).toBe('approved');
    expect(after.guests[0]).toMatchObject({ state: 'removed', removedBy: expect.any(String) });
    expect(after.reviewers.some((one) => one.guest)).toBe(false);
    for (const [method, path, body] of [
      ['GET', `/api/guest-reviews/${token}`, undefined],
      ['GET', `/api/guest-reviews/${token}/review`, undefined],
      ['POST', `/api/guest-reviews/${token}/comments`, { body: 'Still here?' }],
    ] as const) {
      const res = await pat.request(method, path, body);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(reviewMessages.guestLinkInvalid);
    }
    expect((await admin.request('DELETE', `/api/admin/reviews/${review.id}/guests/${guest.id}`)).status).toBe(
      404,
    );
  });

  it('sending again gives a new link and stops the old one; an expired link is refused', async () => {
    const review = await newReview();
    const { email, guest, token } = await invite(review);
    const pat = browser();
    await confirmIn(pat, token, email);
    const resent = await admin.post(`/api/admin/reviews/${review.id}/guests/${guest.id}/resend`);
    expect(resent.status).toBe(200);
    const fresh = await linkMailedTo(email);
    expect(fresh).not.toBe(token);
    expect((await pat.request('GET', `/api/guest-reviews/${token}/review`)).status).toBe(404);
    expect((await pat.request('GET', `/api/guest-reviews/${fresh}/review`)).status).toBe(401);

    await t.db
      .update(reviewGuests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(reviewGuests.id, guest.id)));
    expect((await pat.request('GET', `/api/guest-reviews/${fresh}`)).status).toBe(404);
    const listed = (await (await admin.get(`/api/reviews/${review.id}`)).json()) as Review;
    expect(listed.guests[0]?.state).toBe('expired');
  });

  it('refuses bad invitations and writes nothing', async () => {
    const review = await newReview();
    const mate = await createClientMember(t.db, idOf(clientA), 'member');
    const cases: [Caller, unknown, number, string | undefined][] = [
      [admin, { name: 'Pat', email: 'not-an-address' }, 400, undefined],
      [admin, { name: '', email: 'pat@example.test' }, 400, undefined],
      [admin, { name: 'Owner', email: clientA.email }, 409, reviewMessages.guestIsMember],
      [admin, { name: 'Mate', email: mate.email }, 409, reviewMessages.guestIsMember],
      [managerB, { name: 'Pat', email: 'pat@example.test' }, 404, reviewMessages.notFound],
      [clientA, { name: 'Pat', email: 'pat@example.test' }, 403, undefined],
    ];
    for (const [caller, body, status, message] of cases) {
      const res = await caller.post(`/api/admin/reviews/${review.id}/guests`, body);
      expect(res.status).toBe(status);
      if (message) expect((await res.json()).error.message).toBe(message);
    }
    expect(await t.db.select().from(reviewGuests).where(eq(reviewGuests.reviewId, review.id))).toEqual([]);
    await invite(review);
    const twice = await admin.post(`/api/admin/reviews/${review.id}/guests`, {
      name: 'Pat',
      email: `guest-${addresses}@example.test`,
    });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe(reviewMessages.guestAlreadyInvited);
  });
});
