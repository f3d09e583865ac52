import { and, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notificationLinks, notificationTitles } from '../../shared/domain/notifications';
import type { Db } from '../db/connection';
import {
  clientMembers,
  profiles,
  reviewReviewers,
  reviews,
  reviewVersions,
  versionDecisions,
} from '../db/schema/index';

const company = alias(profiles, 'company');

/**
 * The review reminders one zone owes today: to each named reviewer still in the company, wanting reminders,
 * who has not decided on the latest version of a review awaiting review that is due tomorrow, or was due
 * on one of the days from `firstOverdueDay` to yesterday. Each carries a once-only tag for its day.
 */
export async function createReviewReminderRows(
  db: Db,
  day: { today: string; tomorrow: string; firstOverdueDay: string; inZone: SQL },
) {
  const due = await db
    .select({
      id: reviews.id,
      title: reviews.title,
      clientId: reviews.clientId,
      dueDate: reviews.dueDate,
      recipientId: reviewReviewers.userId,
    })
    .from(reviews)
    .innerJoin(reviewReviewers, eq(reviewReviewers.reviewId, reviews.id))
    .innerJoin(
      clientMembers,
      and(eq(clientMembers.userId, reviewReviewers.userId), eq(clientMembers.clientId, reviews.clientId)),
    )
    .innerJoin(profiles, eq(profiles.id, reviewReviewers.userId))
    .innerJoin(company, eq(company.id, reviews.clientId))
    .where(
      and(
        eq(reviews.state, 'awaiting_review'),
        isNotNull(reviews.dueDate),
        or(
          eq(reviews.dueDate, day.tomorrow),
          and(lt(reviews.dueDate, day.today), gte(reviews.dueDate, day.firstOverdueDay)),
        ),
        day.inZone,
        eq(profiles.taskReminders, true),
        isNull(company.suspendedAt),
        sql`not exists (select 1 from ${versionDecisions} d join ${reviewVersions} v on v.id = d.version_id
          where v.review_id = ${reviews.id} and v.number = ${reviews.latestVersion}
          and d.reviewer_id = ${reviewReviewers.userId})`,
      ),
    );
  return due.map((review) => {
    const soon = review.dueDate === day.tomorrow;
    return {
      clientId: review.clientId,
      recipientId: review.recipientId,
      kind: 'review_reminder',
      title: soon
        ? notificationTitles.reviewDueSoon(review.title)
        : notificationTitles.reviewOverdue(review.title),
      link: notificationLinks.clientReview(review.id),
      onceTag: `review_reminder:${review.id}:${review.dueDate}:${soon ? 'soon' : day.today}`,
    } as const;
  });
}
