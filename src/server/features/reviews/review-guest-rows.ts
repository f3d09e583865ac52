import { aliasedTable, asc, eq } from 'drizzle-orm';
import type { ReviewGuest } from '../../../shared/contracts/reviews';
import type { ReviewDecision, ReviewGuestState } from '../../../shared/domain/reviews';
import type { DbOrTx } from '../../db/connection';
import { reviewGuests, users } from '../../db/schema/index';
import { guestDeciderId } from './review-reviewers';

export type ReviewGuestRow = typeof reviewGuests.$inferSelect & {
  invitedByName: string | null;
  revokedByName: string | null;
};

/** A review's guests, first invited first, with who invited and who removed them. */
export async function guestsOf(db: DbOrTx, reviewId: string): Promise<ReviewGuestRow[]> {
  const remover = aliasedTable(users, 'remover');
  const rows = await db
    .select({ guest: reviewGuests, invitedByName: users.name, revokedByName: remover.name })
    .from(reviewGuests)
    .leftJoin(users, eq(users.id, reviewGuests.invitedBy))
    .leftJoin(remover, eq(remover.id, reviewGuests.revokedBy))
    .where(eq(reviewGuests.reviewId, reviewId))
    .orderBy(asc(reviewGuests.invitedAt), asc(reviewGuests.id));
  return rows.map(({ guest, invitedByName, revokedByName }) => ({ ...guest, invitedByName, revokedByName }));
}

export function guestState(guest: typeof reviewGuests.$inferSelect, now = new Date()): ReviewGuestState {
  if (guest.revokedAt) return 'removed';
  if (guest.expiresAt <= now) return 'expired';
  return guest.confirmedAt ? 'confirmed' : 'invited';
}

/** A guest as staff see them on the review page and in the approval record. */
export function toReviewGuest(
  guest: ReviewGuestRow,
  decisionOf: ReadonlyMap<string, ReviewDecision>,
): ReviewGuest {
  return {
    id: guest.id,
    name: guest.name,
    email: guest.email,
    state: guestState(guest),
    invitedAt: guest.invitedAt.toISOString(),
    invitedBy: guest.invitedByName ?? 'Team Member',
    expiresAt: guest.expiresAt.toISOString(),
    confirmedAt: guest.confirmedAt?.toISOString() ?? null,
    removedAt: guest.revokedAt?.toISOString() ?? null,
    removedBy: guest.revokedAt ? (guest.revokedByName ?? 'Team Member') : null,
    decision: decisionOf.get(guestDeciderId(guest.id)) ?? null,
  };
}
