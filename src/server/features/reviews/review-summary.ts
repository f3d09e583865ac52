import { eq, type SQL, sql } from 'drizzle-orm';
import type { ReviewSummary } from '../../../shared/contracts/reviews';
import { clientDisplayNameSql } from '../../db/client-display-name';
import type { DbOrTx } from '../../db/connection';
import {
  profiles,
  reviewComments,
  reviewFiles,
  reviewGuests,
  reviewReviewers,
  reviews,
  reviewVersions,
  users,
  versionDecisions,
} from '../../db/schema/index';
import { reviewThumbnailUrl } from './review-thumbnails';

const clientName = clientDisplayNameSql({
  companyName: profiles.companyName,
  contactPerson: profiles.contactPerson,
  email: users.email,
});

/** The latest version's decisions, as a subquery's FROM. */
const latestDecisions = sql`${versionDecisions} d join ${reviewVersions} v on v.id = d.version_id
  where v.review_id = ${reviews.id} and v.number = ${reviews.latestVersion}`;

/**
 * A review's line in a list, with its counts, each a subquery over one review's few rows: reviewers,
 * decisions on the latest version, open threads, the cover (the latest version's first picture, if it has a
 * thumbnail) and whether the caller still owes a decision.
 */
function summaryColumns(callerId: string) {
  return {
    review: reviews,
    clientName,
    reviewerCount: sql<number>`((select count(*)::int from ${reviewReviewers} rr where rr.review_id = ${reviews.id})
      + (select count(*)::int from ${reviewGuests} g where g.review_id = ${reviews.id} and g.revoked_at is null))`,
    // Only the decisions that still count: of people still named and guests not removed.
    decidedCount: sql<number>`(select count(*)::int from ${latestDecisions}
      and (d.reviewer_id in (select rr.user_id from ${reviewReviewers} rr where rr.review_id = ${reviews.id})
        or d.guest_id in (select g.id from ${reviewGuests} g where g.review_id = ${reviews.id} and g.revoked_at is null)))`,
    openComments: sql<number>`(select count(*)::int from ${reviewComments} c
      where c.review_id = ${reviews.id} and c.parent_id is null and c.resolved_at is null)`,
    awaitingYou: sql<boolean>`(${reviews.state} = 'awaiting_review'
      and exists (select 1 from ${reviewReviewers} rr where rr.review_id = ${reviews.id} and rr.user_id = ${callerId})
      and not exists (select 1 from ${latestDecisions} and d.reviewer_id = ${callerId}))`,
    coverId: sql<string | null>`(select case when f.thumbnail_url is not null then f.id end
      from ${reviewFiles} f join ${reviewVersions} v on v.id = f.version_id
      where v.review_id = ${reviews.id} and v.number = ${reviews.latestVersion} and f.file_type like 'image/%'
      order by f.position limit 1)`,
  };
}

/** Reviews with their summary columns, for the caller; the list adds its WHERE, order and limit. */
export function selectReviewSummaries(db: DbOrTx, callerId: string, where: SQL | undefined) {
  return db
    .select(summaryColumns(callerId))
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.clientId))
    .leftJoin(profiles, eq(profiles.id, reviews.clientId))
    .where(where);
}

type SummaryRow = Awaited<ReturnType<typeof selectReviewSummaries>>[number];

export function toReviewSummary(row: SummaryRow): ReviewSummary {
  const { review } = row;
  return {
    id: review.id,
    clientId: review.clientId,
    clientName: row.clientName,
    title: review.title,
    dueDate: review.dueDate,
    state: review.state,
    latestVersion: review.latestVersion,
    reviewerCount: Number(row.reviewerCount),
    decidedCount: Number(row.decidedCount),
    openComments: Number(row.openComments),
    awaitingYou: Boolean(row.awaitingYou),
    coverUrl: row.coverId ? reviewThumbnailUrl(review.id, row.coverId) : null,
    updatedAt: review.updatedAt.toISOString(),
  };
}
