import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { GuestCodeSent, GuestReviewAccess } from '../../../shared/contracts/reviews';
import { AGENCY_NAME } from '../../../shared/domain/agency-settings';
import {
  REVIEW_GUEST_CODE_ATTEMPTS,
  REVIEW_GUEST_CODE_INTERVAL_SECONDS,
  REVIEW_GUEST_CODE_MINUTES,
  REVIEW_GUEST_CODES_PER_HOUR,
  REVIEW_GUEST_LINK_DAYS,
  REVIEW_GUEST_SESSION_HOURS,
  REVIEW_GUEST_WRONG_CODES_MAX,
  reviewMessages,
} from '../../../shared/domain/reviews';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { reviewGuests, reviews } from '../../db/schema/index';
import { queueEmail, sendQueuedEmailsNow } from '../../mail/email-queue';
import type { Mailer } from '../../mail/mailer';
import type { RateLimiter } from '../../platform/rate-limiter';
import type { RealtimeHub } from '../../realtime/hub';
import { guestCodeEmail } from './guest-emails';
import { emailHint, hashCode, hashSecret, newCode, newSecret, sameHash } from './guest-secrets';
import type { ReviewCaller } from './review-access';
import { guestDeciderId } from './review-reviewers';

// A guest reviewer's side of their link (decision 045): the link alone shows only whom it is for; a code
// mailed to that address, confirmed in a browser, gives that browser a session for the one review.

type GuestRow = typeof reviewGuests.$inferSelect & { clientId: string; reviewTitle: string };

/** Where a guest's session cookie is sent: its own link's API only. */
export const guestCookiePath = (token: string) => `/api/guest-reviews/${token}`;
export const GUEST_COOKIE = 'review_guest';

/** The guest a link belongs to while it is live; an unknown, expired or removed link is not found. */
async function liveGuestByToken(db: DbOrTx, token: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ guest: reviewGuests, clientId: reviews.clientId, reviewTitle: reviews.title })
    .from(reviewGuests)
    .innerJoin(reviews, eq(reviews.id, reviewGuests.reviewId))
    .where(
      and(
        eq(reviewGuests.tokenHash, hashSecret(token)),
        isNull(reviewGuests.revokedAt),
        gt(reviewGuests.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: reviewGuests }) : await query;
  if (!row) throw new AppError('not_found', reviewMessages.guestLinkInvalid);
  return { ...row.guest, clientId: row.clientId, reviewTitle: row.reviewTitle } satisfies GuestRow;
}

function confirmedIn(guest: GuestRow, cookie: string | undefined, now = new Date()): boolean {
  return Boolean(
    cookie &&
      guest.sessionHash &&
      guest.sessionExpiresAt &&
      guest.sessionExpiresAt > now &&
      sameHash(hashSecret(cookie), guest.sessionHash),
  );
}

function accessOf(guest: GuestRow, confirmed: boolean): GuestReviewAccess {
  return { agencyName: AGENCY_NAME, guestName: guest.name, emailHint: emailHint(guest.email), confirmed };
}

/** What the link's page may show: whom it is for and whether this browser confirmed the code. */
export async function guestAccess(db: DbOrTx, token: string, cookie?: string): Promise<GuestReviewAccess> {
  const guest = await liveGuestByToken(db, token);
  return accessOf(guest, confirmedIn(guest, cookie));
}

/**
 * Mails a new one-time code to the invited address, never anywhere else: whoever holds a forwarded link
 * cannot receive it. Once a minute at most; a new code replaces the one before and its tries.
 */
export async function sendGuestCode(
  deps: { db: DbOrTx; mailer: Mailer; rateLimiter: RateLimiter },
  token: string,
): Promise<GuestCodeSent> {
  // The limits first, outside the transaction (the limiter writes through its own connection).
  const asked = await liveGuestByToken(deps.db, token);
  refuseTooSoon(asked);
  await refuseLockedLink(deps.rateLimiter, token);
  if ((await deps.rateLimiter.hit(`guest-codes:${asked.id}`, 3600)) > REVIEW_GUEST_CODES_PER_HOUR) {
    throw new AppError('rate_limited', reviewMessages.guestCodesPerHour);
  }
  const { guest, mailId } = await deps.db.transaction(async (tx) => {
    const guest = await liveGuestByToken(tx, token, { lock: true });
    refuseTooSoon(guest);
    const code = newCode();
    await tx
      .update(reviewGuests)
      .set({ codeHash: hashCode(guest.id, code), codeSentAt: new Date(), codeAttempts: 0 })
      .where(eq(reviewGuests.id, guest.id));
    const mailId = await queueEmail(
      tx,
      guestCodeEmail({ to: guest.email, code, reviewTitle: guest.reviewTitle }),
    );
    return { guest, mailId };
  });
  await sendQueuedEmailsNow(deps, [mailId]);
  return { sentTo: emailHint(guest.email), resendAfterSeconds: REVIEW_GUEST_CODE_INTERVAL_SECONDS };
}

function refuseTooSoon(guest: GuestRow): void {
  const next = guest.codeSentAt ? guest.codeSentAt.getTime() + REVIEW_GUEST_CODE_INTERVAL_SECONDS * 1000 : 0;
  if (next > Date.now()) throw new AppError('rate_limited', reviewMessages.guestCodeTooSoon);
}

const LINK_SECONDS = REVIEW_GUEST_LINK_DAYS * 86_400;
/** Counted by the link's hash: a link sent again starts with none. */
const wrongCodesKey = (token: string) => `guest-wrong-codes:${hashSecret(token)}`;

/** A link that took REVIEW_GUEST_WRONG_CODES_MAX wrong codes sends and takes no more. */
async function refuseLockedLink(rateLimiter: RateLimiter, token: string): Promise<void> {
  if ((await rateLimiter.count(wrongCodesKey(token), LINK_SECONDS)) >= REVIEW_GUEST_WRONG_CODES_MAX) {
    throw new AppError('rate_limited', reviewMessages.guestLinkLocked);
  }
}

/**
 * Checks a code: right and fresh, this browser gets a session for the review (its secret returned for the
 * cookie; only its hash is kept) that ends after REVIEW_GUEST_SESSION_HOURS or with the link. A wrong code
 * uses up a try of the code's and of the link's: after the code's last the code is gone, after the link's
 * (REVIEW_GUEST_WRONG_CODES_MAX) the link.
 */
export async function confirmGuestCode(
  { db, realtime, rateLimiter }: { db: DbOrTx; realtime: RealtimeHub; rateLimiter: RateLimiter },
  token: string,
  code: string,
): Promise<{ access: GuestReviewAccess; session: string; expiresAt: Date }> {
  await refuseLockedLink(rateLimiter, token);
  const outcome = await db.transaction(async (tx) => {
    const guest = await liveGuestByToken(tx, token, { lock: true });
    const fresh =
      guest.codeHash !== null &&
      guest.codeSentAt !== null &&
      guest.codeSentAt.getTime() + REVIEW_GUEST_CODE_MINUTES * 60_000 > Date.now();
    if (fresh && guest.codeHash && sameHash(hashCode(guest.id, code), guest.codeHash)) {
      const session = newSecret();
      const hoursLater = new Date(Date.now() + REVIEW_GUEST_SESSION_HOURS * 3_600_000);
      const expiresAt = hoursLater < guest.expiresAt ? hoursLater : guest.expiresAt;
      await tx
        .update(reviewGuests)
        .set({
          sessionHash: hashSecret(session),
          sessionExpiresAt: expiresAt,
          confirmedAt: guest.confirmedAt ?? new Date(),
          codeHash: null,
          codeAttempts: 0,
        })
        .where(eq(reviewGuests.id, guest.id));
      // Staff watching the review see the guest confirmed.
      await realtime.publish({ topic: 'reviews', clientId: guest.clientId, id: guest.reviewId }, tx);
      return { ok: true as const, access: accessOf(guest, true), session, expiresAt };
    }
    const attempts = guest.codeAttempts + 1;
    const spent = !fresh || attempts >= REVIEW_GUEST_CODE_ATTEMPTS;
    await tx
      .update(reviewGuests)
      .set({ codeAttempts: attempts, codeHash: spent ? null : guest.codeHash })
      .where(eq(reviewGuests.id, guest.id));
    return { ok: false as const, spent: fresh && spent };
  });
  // Counted and thrown after the transaction, so that the used-up try is kept.
  if (!outcome.ok) {
    await rateLimiter.hit(wrongCodesKey(token), LINK_SECONDS);
    if (outcome.spent) throw new AppError('rate_limited', reviewMessages.guestCodeTooManyTries);
    throw new AppError('validation_failed', reviewMessages.guestCodeWrong, {
      code: [reviewMessages.guestCodeWrong],
    });
  }
  return outcome;
}

/**
 * The guest behind a link and a confirmed browser, as a review caller: the client's side, reaching only
 * their review's client, with their review's id. 404 once the link is removed or expired, 401 before the
 * browser confirmed a code (a forwarded link stays here).
 */
export async function guestCaller(
  db: DbOrTx,
  token: string,
  cookie: string | undefined,
): Promise<{ caller: ReviewCaller; reviewId: string }> {
  const guest = await liveGuestByToken(db, token);
  if (!confirmedIn(guest, cookie)) throw new AppError('unauthorized', reviewMessages.guestNotConfirmed);
  return {
    reviewId: guest.reviewId,
    caller: {
      id: guestDeciderId(guest.id),
      side: 'client',
      reach: { kind: 'company', clientId: guest.clientId },
      guest: { id: guest.id, reviewId: guest.reviewId, filesBase: guestCookiePath(token) },
    },
  };
}
