import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { InviteReviewGuest, Review } from '../../../shared/contracts/reviews';
import { AGENCY_NAME } from '../../../shared/domain/agency-settings';
import { REVIEW_GUEST_LINK_DAYS, REVIEW_GUESTS_MAX, reviewMessages } from '../../../shared/domain/reviews';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { clientMembers, reviewGuests, reviews, users } from '../../db/schema/index';
import { queueEmail, sendQueuedEmailsNow } from '../../mail/email-queue';
import type { Mailer } from '../../mail/mailer';
import type { RateLimiter } from '../../platform/rate-limiter';
import type { RealtimeHub } from '../../realtime/hub';
import { reviewView } from './get-review';
import { guestInviteEmail, guestNewVersionEmail } from './guest-emails';
import { hashSecret, newSecret } from './guest-secrets';
import { judgeLatestVersion } from './judge-version';
import { callerName, findReview, type ReviewCaller, type ReviewRow } from './review-access';

/**
 * Guest invitations (new or again) one review may send in an hour: enough for a client's customers.
 * Counted once the caller is known to reach the review, so nobody else can use up its hour.
 */
export const REVIEW_GUEST_INVITES_PER_HOUR = 30;

export type ReviewGuestDeps = {
  db: DbOrTx;
  mailer: Mailer;
  realtime: RealtimeHub;
  rateLimiter: RateLimiter;
  appOrigin: string;
};

const linkEnds = () => sql`now() + make_interval(days => ${REVIEW_GUEST_LINK_DAYS})`;

/**
 * Staff invite someone outside the portal to decide on one review: a link for that address alone, mailed
 * through the outbox. An address already invited (and not removed), or one of the client's own people,
 * answers 409; an approved review takes no guests.
 */
export async function inviteReviewGuest(
  deps: ReviewGuestDeps,
  { caller, reviewId, invite }: { caller: ReviewCaller; reviewId: string; invite: InviteReviewGuest },
): Promise<Review> {
  await countInvitation(deps, caller, reviewId);
  const { review, mailId } = await deps.db.transaction(async (tx) => {
    const review = await openReview(tx, reviewId, caller);
    const [member] = await tx
      .select({ id: users.id })
      .from(clientMembers)
      .innerJoin(users, eq(users.id, clientMembers.userId))
      .where(and(eq(clientMembers.clientId, review.clientId), eq(users.email, invite.email)))
      .limit(1);
    if (member) throw new AppError('conflict', reviewMessages.guestIsMember);
    const [invited] = await tx
      .select({ count: count() })
      .from(reviewGuests)
      .where(eq(reviewGuests.reviewId, reviewId));
    if ((invited?.count ?? 0) >= REVIEW_GUESTS_MAX) {
      throw new AppError('conflict', reviewMessages.tooManyGuests);
    }
    const secret = newSecret();
    const [guest] = await tx
      .insert(reviewGuests)
      .values({
        reviewId,
        email: invite.email,
        name: invite.name,
        tokenHash: hashSecret(secret),
        invitedBy: caller.id,
        expiresAt: linkEnds(),
      })
      .onConflictDoNothing()
      .returning();
    if (!guest) throw new AppError('conflict', reviewMessages.guestAlreadyInvited);
    const mailId = await mailInvitation(tx, deps, { review, caller, guest, secret });
    return { review: await touch(tx, deps.realtime, review), mailId };
  });
  await sendQueuedEmailsNow(deps, [mailId]);
  return reviewView(deps.db, caller, review);
}

/**
 * Sends a guest a new link, good for another REVIEW_GUEST_LINK_DAYS: the old link stops at once, and the
 * guest confirms a code again.
 */
export async function resendReviewGuestInvite(
  deps: ReviewGuestDeps,
  { caller, reviewId, guestId }: { caller: ReviewCaller; reviewId: string; guestId: string },
): Promise<Review> {
  await countInvitation(deps, caller, reviewId);
  const { review, mailId } = await deps.db.transaction(async (tx) => {
    const review = await openReview(tx, reviewId, caller);
    const secret = newSecret();
    const [guest] = await tx
      .update(reviewGuests)
      .set({
        tokenHash: hashSecret(secret),
        expiresAt: linkEnds(),
        codeHash: null,
        codeSentAt: null,
        codeAttempts: 0,
        sessionHash: null,
        sessionExpiresAt: null,
      })
      .where(liveGuest(reviewId, guestId))
      .returning();
    if (!guest) throw new AppError('not_found', reviewMessages.guestNotFound);
    const mailId = await mailInvitation(tx, deps, { review, caller, guest, secret });
    return { review: await touch(tx, deps.realtime, review), mailId };
  });
  await sendQueuedEmailsNow(deps, [mailId]);
  return reviewView(deps.db, caller, review);
}

/**
 * Removes a guest: their link and session stop on their next request, their decisions stop counting, and
 * the latest version is judged again by the rule (as when a reviewer is no longer named). The row stays,
 * for the approval record.
 */
export async function removeReviewGuest(
  deps: Pick<ReviewGuestDeps, 'db' | 'realtime'>,
  { caller, reviewId, guestId }: { caller: ReviewCaller; reviewId: string; guestId: string },
): Promise<Review> {
  return deps.db.transaction(async (tx) => {
    const review = await findReview(tx, reviewId, caller, { lock: true });
    const [removed] = await tx
      .update(reviewGuests)
      .set({ revokedAt: new Date(), revokedBy: caller.id, sessionHash: null, codeHash: null })
      .where(liveGuest(reviewId, guestId))
      .returning({ id: reviewGuests.id });
    if (!removed) throw new AppError('not_found', reviewMessages.guestNotFound);
    const state = await judgeLatestVersion(tx, review, review.rule);
    const [updated] = await tx
      .update(reviews)
      .set({ state, updatedAt: new Date() })
      .where(eq(reviews.id, reviewId))
      .returning();
    if (!updated) throw new AppError('not_found', reviewMessages.notFound);
    await deps.realtime.publish({ topic: 'reviews', clientId: review.clientId, id: reviewId }, tx);
    return reviewView(tx, caller, updated);
  });
}

/** The review within the caller's reach, held for the change; an approved one takes no more guests. */
async function openReview(tx: DbOrTx, reviewId: string, caller: ReviewCaller): Promise<ReviewRow> {
  const review = await findReview(tx, reviewId, caller, { lock: true });
  if (review.state === 'approved') throw new AppError('conflict', reviewMessages.alreadyApproved);
  return review;
}

const liveGuest = (reviewId: string, guestId: string) =>
  and(eq(reviewGuests.id, guestId), eq(reviewGuests.reviewId, reviewId), isNull(reviewGuests.revokedAt));

async function touch(tx: DbOrTx, realtime: RealtimeHub, review: ReviewRow): Promise<ReviewRow> {
  await realtime.publish({ topic: 'reviews', clientId: review.clientId, id: review.id }, tx);
  return review;
}

/** Counted once the caller is known to reach the review (outside the transaction: the limiter has its own). */
async function countInvitation(
  { db, rateLimiter }: { db: DbOrTx; rateLimiter: RateLimiter },
  caller: ReviewCaller,
  reviewId: string,
) {
  await findReview(db, reviewId, caller);
  const sent = await rateLimiter.hit(`review-guests:${reviewId}`, 60 * 60);
  if (sent > REVIEW_GUEST_INVITES_PER_HOUR) {
    throw new AppError('rate_limited', reviewMessages.tooManyGuestInvites);
  }
}

async function mailInvitation(
  tx: DbOrTx,
  { appOrigin }: { appOrigin: string },
  {
    review,
    caller,
    guest,
    secret,
  }: { review: ReviewRow; caller: ReviewCaller; guest: typeof reviewGuests.$inferSelect; secret: string },
): Promise<string> {
  return queueEmail(
    tx,
    guestInviteEmail({
      to: guest.email,
      guestName: guest.name,
      inviterName: (await callerName(tx, caller)) ?? AGENCY_NAME,
      agencyName: AGENCY_NAME,
      reviewTitle: review.title,
      url: `${appOrigin}/review/${secret}`,
      expiresAt: guest.expiresAt,
    }),
  );
}

/** Mails the review's live guests that a new version waits (sent by the email job, with the change). */
export async function mailGuestsNewVersion(
  tx: DbOrTx,
  review: { id: string; title: string },
  version: { number: number; note: string | null },
): Promise<void> {
  const guests = await tx
    .select({ email: reviewGuests.email, name: reviewGuests.name })
    .from(reviewGuests)
    .where(
      and(
        eq(reviewGuests.reviewId, review.id),
        isNull(reviewGuests.revokedAt),
        gt(reviewGuests.expiresAt, sql`now()`),
      ),
    );
  for (const guest of guests) {
    await queueEmail(
      tx,
      guestNewVersionEmail({
        to: guest.email,
        guestName: guest.name,
        reviewTitle: review.title,
        number: version.number,
        note: version.note,
      }),
    );
  }
}
