import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createClientMember } from '../../src/server/db/factories';
import {
  notifications,
  profiles,
  reviewReviewers,
  reviews,
  reviewVersions,
  versionDecisions,
} from '../../src/server/db/schema/index';
import { createScheduledNotifications } from '../../src/server/notifications/schedule-notifications';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The agency's time zone is UTC; reminders come from 9:00 local time.
const at = (day: string) => new Date(`${day}T10:00:00Z`);
const schedule = (now: Date) => createScheduledNotifications({ db: t.db, realtime: t.deps.realtime }, now);

/** A review of `clientId` awaiting review, due on `dueDate`, naming `reviewerIds`. */
async function reviewDue(clientId: string, dueDate: string, reviewerIds: string[], title = 'Spring ads') {
  const [review] = await t.db.insert(reviews).values({ clientId, title, dueDate }).returning();
  if (!review) throw new Error('no review');
  await t.db.insert(reviewReviewers).values(reviewerIds.map((userId) => ({ reviewId: review.id, userId })));
  const [version] = await t.db.insert(reviewVersions).values({ reviewId: review.id, number: 1 }).returning();
  return { review, version };
}

const remindersOf = (userId: string) =>
  t.db
    .select({ title: notifications.title, link: notifications.link, emailState: notifications.emailState })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.kind, 'review_reminder')));

describe('review reminders', () => {
  it('reminds each undecided reviewer the day before the due date, once', async () => {
    const client = await createClient(t.db);
    const mate = await createClientMember(t.db, client.id);
    const { review } = await reviewDue(client.id, '2027-03-10', [client.id, mate.id]);
    await schedule(at('2027-03-09'));
    await schedule(at('2027-03-09'));
    for (const person of [client.id, mate.id]) {
      expect(await remindersOf(person)).toEqual([
        {
          title: '“Spring ads” awaits your decision by tomorrow',
          link: `/dashboard/approvals/${review.id}`,
          emailState: 'pending',
        },
      ]);
    }
    // Nothing on the due day itself.
    await schedule(at('2027-03-10'));
    expect(await remindersOf(client.id)).toHaveLength(1);
  });

  it('reminds each day after the due date, five times at most, and stops once the reviewer decided', async () => {
    const client = await createClient(t.db);
    const mate = await createClientMember(t.db, client.id);
    await reviewDue(client.id, '2027-04-01', [client.id, mate.id], 'Logo');
    for (const day of ['02', '03', '04', '05', '06', '07', '08']) await schedule(at(`2027-04-${day}`));
    const titles = (await remindersOf(client.id)).map((row) => row.title);
    expect(titles).toEqual(Array(5).fill('“Logo” is past its due date and awaits your decision'));

    const other = await createClient(t.db);
    const { version: v2 } = await reviewDue(other.id, '2027-05-01', [other.id], 'Banner');
    await t.db
      .insert(versionDecisions)
      .values({ versionId: v2?.id as string, reviewerId: other.id, decision: 'approved' });
    await schedule(at('2027-05-02'));
    expect(await remindersOf(other.id)).toEqual([]);
  });

  it('spares reviews that wait for no one, and people who turned reminders off', async () => {
    const client = await createClient(t.db);
    const { review } = await reviewDue(client.id, '2027-06-10', [client.id], 'Closed');
    await t.db.update(reviews).set({ state: 'changes_requested' }).where(eq(reviews.id, review.id));
    const quiet = await createClient(t.db);
    await t.db.update(profiles).set({ taskReminders: false }).where(eq(profiles.id, quiet.id));
    await reviewDue(quiet.id, '2027-06-10', [quiet.id], 'Quiet');
    await schedule(at('2027-06-09'));
    expect(await remindersOf(client.id)).toEqual([]);
    expect(await remindersOf(quiet.id)).toEqual([]);
  });
});
