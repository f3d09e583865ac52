import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createReferral } from '../../src/server/db/factories';
import { files, referrals, users } from '../../src/server/db/schema/index';
import type { AdminFileCounts } from '../../src/shared/contracts/files';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

// The agency-wide summary counts come from running totals the database keeps as rows are written: after
// every kind of write they must equal a count of the rows themselves.

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await t.actors());
});
afterAll(() => t.close());

async function countedFiles(): Promise<AdminFileCounts> {
  const rows = await t.db
    .select({ category: files.category, count: sql<number>`count(*)::int` })
    .from(files)
    .groupBy(files.category);
  const of = (category: string) => rows.find((row) => row.category === category)?.count ?? 0;
  return {
    all: of('report') + of('document') + of('asset'),
    report: of('report'),
    document: of('document'),
    asset: of('asset'),
  };
}

async function shownFileCounts(): Promise<AdminFileCounts> {
  return (await (await admin.get('/api/admin/files')).json()).counts;
}

async function countedReferrals() {
  const [row] = await t.db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where status = 'pending'))::int`,
      approved: sql<number>`(count(*) filter (where status = 'approved'))::int`,
      totalEarned: sql<string>`coalesce(sum(earned_amount) filter (where status = 'approved'), 0)`,
    })
    .from(referrals);
  return { ...row, totalEarned: Number(row?.totalEarned) };
}

async function shownReferralSummary() {
  const { summary } = await (await admin.get('/api/admin/referrals')).json();
  return {
    total: summary.total,
    pending: summary.pending,
    approved: summary.approved,
    totalEarned: summary.totalEarned,
  };
}

const fileRow = (clientId: string, category: string, name: string) => ({
  clientId,
  category,
  name,
  fileUrl: `stored/${name}`,
});

describe('running totals', () => {
  it('keeps the Reports & Files counts through inserts, moves between tabs and deletes', async () => {
    const client = await createClient(t.db);
    const other = await createClient(t.db);
    await t.db
      .insert(files)
      .values([
        fileRow(client.id, 'report', 'q1.pdf'),
        fileRow(client.id, 'asset', 'logo.png'),
        fileRow(other.id, 'asset', 'hero.jpg'),
        fileRow(other.id, 'document', 'brief.docx'),
      ]);
    expect(await shownFileCounts()).toEqual(await countedFiles());
    expect((await shownFileCounts()).asset).toBeGreaterThanOrEqual(2);

    await t.db.update(files).set({ category: 'report' }).where(eq(files.name, 'logo.png'));
    expect(await shownFileCounts()).toEqual(await countedFiles());
    await t.db.delete(files).where(eq(files.name, 'brief.docx'));
    expect(await shownFileCounts()).toEqual(await countedFiles());
    // Deleting a client deletes its files by cascade: the totals follow.
    await t.db.delete(users).where(eq(users.id, client.id));
    expect(await shownFileCounts()).toEqual(await countedFiles());
  });

  it('keeps the referral summary through submissions, decisions and deletes', async () => {
    const referrer = await createClient(t.db);
    const submitted = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        createReferral(t.db, {
          referrerUserId: referrer.id,
          referredName: name,
          referredEmail: `${name}@example.test`,
        }),
      ),
    );
    expect(await shownReferralSummary()).toEqual(await countedReferrals());

    const [first, second] = submitted;
    await t.db
      .update(referrals)
      .set({ status: 'approved', earnedAmount: 120.5 })
      .where(eq(referrals.id, first?.id ?? ''));
    await t.db
      .update(referrals)
      .set({ status: 'rejected' })
      .where(eq(referrals.id, second?.id ?? ''));
    const afterDecisions = await shownReferralSummary();
    expect(afterDecisions).toEqual(await countedReferrals());
    expect(afterDecisions.totalEarned).toBeGreaterThanOrEqual(120.5);

    // A corrected amount, then the referrer's account deleted with its referrals.
    await t.db
      .update(referrals)
      .set({ earnedAmount: 99.25 })
      .where(eq(referrals.id, first?.id ?? ''));
    expect(await shownReferralSummary()).toEqual(await countedReferrals());
    await t.db.delete(users).where(eq(users.id, referrer.id));
    expect(await shownReferralSummary()).toEqual(await countedReferrals());
  });
});
