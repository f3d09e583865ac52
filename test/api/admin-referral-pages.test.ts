import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createReferral } from '../../src/server/db/factories';
import { referrals } from '../../src/server/db/schema/index';
import { ADMIN_REFERRALS_PAGE_SIZE, type AdminReferralList } from '../../src/shared/contracts/referrals';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

// Referrals Management at scale: the table pages newest first by a cursor; the summary cards still count
// every referral.

let t: TestApp;
let admin: Caller;
/** Every referral, newest first. */
let made: string[];

async function page(query = ''): Promise<AdminReferralList> {
  const res = await admin.get(`/api/admin/referrals${query}`);
  expect(res.status).toBe(200);
  return res.json();
}

/** Every page, following the cursor to its end. */
async function allPages() {
  const pages: AdminReferralList[] = [];
  let before: string | null = null;
  do {
    const next = await page(before ? `?before=${before}` : '');
    expect(next.referrals.length).toBeLessThanOrEqual(ADMIN_REFERRALS_PAGE_SIZE);
    pages.push(next);
    before = next.olderCursor;
  } while (before && pages.length < 10);
  return pages;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await t.actors());
  const referrer = await createClient(t.db, {
    profile: { companyName: 'Referring Co', payoutMethod: 'PayPal', payoutAddress: 'pay@referring.example' },
  });
  const start = Date.now();
  for (let i = 0; i < 45; i++) {
    // Pairs share one instant: their order rests on the id, across the page boundary too.
    const status = ['pending', 'approved', 'rejected', 'contacted'][i % 4] as string;
    await createReferral(t.db, {
      referrerUserId: referrer.id,
      referredName: `Lead ${i}`,
      referredEmail: `lead-${i}@prospect.example`,
      status,
      // A rejected row carrying an amount still counts for nothing.
      earnedAmount: status === 'approved' ? 100 + i : status === 'rejected' ? 999 : null,
      createdAt: new Date(start - Math.floor(i / 2) * 60_000),
    });
  }
  const rows = await t.db.select().from(referrals);
  made = rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
    .map((row) => row.id);
});
afterAll(() => t.close());

describe('GET /api/admin/referrals pages', () => {
  it('walks every referral newest first, each once, a page at a time', async () => {
    const first = await page();
    expect(first.referrals).toHaveLength(ADMIN_REFERRALS_PAGE_SIZE);
    expect(first.olderCursor).toBe(first.referrals.at(-1)?.id);
    expect(first.referrals[0]).toMatchObject({
      referrer: { companyName: 'Referring Co' },
      payout: { method: 'PayPal', address: 'pay@referring.example' },
    });
    const pages = await allPages();
    expect(pages.at(-1)?.olderCursor).toBeNull();
    expect(pages.flatMap((p) => p.referrals.map((r) => r.id))).toEqual(made);
  });

  it('keeps the summary cards over every referral, on every page', async () => {
    const approvedAmounts = Array.from({ length: 45 }, (_, i) => i)
      .filter((i) => i % 4 === 1)
      .map((i) => 100 + i);
    const summary = {
      total: 45,
      pending: 12,
      approved: approvedAmounts.length,
      totalEarned: approvedAmounts.reduce((sum, amount) => sum + amount, 0),
    };
    for (const p of await allPages()) expect(p.summary).toEqual(summary);
  });

  it('ends the list at a deleted cursor referral and refuses a cursor that is no id', async () => {
    const [referrer] = await t.db.select({ id: referrals.referrerUserId }).from(referrals).limit(1);
    const doomed = await createReferral(t.db, {
      referrerUserId: referrer?.id ?? '',
      createdAt: new Date(0),
    });
    await t.db.delete(referrals).where(eq(referrals.id, doomed.id));
    const after = await page(`?before=${doomed.id}`);
    expect(after.referrals).toEqual([]);
    expect(after.olderCursor).toBeNull();
    expect(after.summary.total).toBe(45);
    expect((await admin.get('/api/admin/referrals?before=not-an-id')).status).toBe(400);
  });
});
