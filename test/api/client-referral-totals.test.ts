import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createClient, createManager, createReferral } from '../../src/server/db/factories';
import { clientReferralTotals, referrals, users } from '../../src/server/db/schema/index';
import type { AdminReferralList, OwnReferralList } from '../../src/shared/contracts/referrals';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

// Referrals Management's summary cards read running totals per client (client_referral_totals, kept by
// triggers on referrals): after every kind of write an account manager's cards must equal a count of their
// own clients' referrals, and never include another manager's clients.

let t: TestApp;
let admin: Caller;
let firstManager: Caller;
let secondManager: Caller;
const client = {} as Record<'acme' | 'bolt' | 'cove', { id: string; caller: Caller }>;

beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
  admin = await t.signIn((await createAdmin(t.db)).email);
  for (const name of ['acme', 'bolt', 'cove'] as const) {
    const user = await createClient(t.db, {
      name,
      profile: { companyName: `${name} Co`, contactPerson: name },
    });
    client[name] = { id: user.id, caller: await t.signIn(user.email) };
  }
  // The first manager runs Acme and Bolt, the second Cove.
  firstManager = await t.signIn((await createManager(t.db, [client.acme.id, client.bolt.id])).email);
  secondManager = await t.signIn((await createManager(t.db, [client.cove.id])).email);
});
afterAll(() => t.close());

type Summary = AdminReferralList['summary'];

/** The summary counted from the referrals themselves, of `clientIds` (every client when omitted). */
async function counted(clientIds?: string[]): Promise<Summary> {
  const [row] = await t.db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where status = 'pending'))::int`,
      approved: sql<number>`(count(*) filter (where status = 'approved'))::int`,
      totalEarned: sql<string>`coalesce(sum(earned_amount) filter (where status = 'approved'), 0)`,
    })
    .from(referrals)
    .where(clientIds ? inArray(referrals.referrerUserId, clientIds) : undefined);
  return {
    total: row?.total ?? 0,
    pending: row?.pending ?? 0,
    approved: row?.approved ?? 0,
    totalEarned: Number(row?.totalEarned ?? 0),
  };
}

async function shown(caller: Caller): Promise<Summary> {
  const res = await caller.get('/api/admin/referrals');
  expect(res.status).toBe(200);
  return ((await res.json()) as AdminReferralList).summary;
}

/** Each client's stored row that holds anything, beside the same counted from its referrals. */
async function storedAndCounted() {
  const line = (r: { id: string; p: number; c: number; a: number; r: number; earned: number | string }) =>
    `${r.id} ${r.p}/${r.c}/${r.a}/${r.r} ${Number(r.earned).toFixed(2)}`;
  const t0 = clientReferralTotals;
  const stored = await t.db
    .select({
      id: t0.clientId,
      p: t0.pending,
      c: t0.contacted,
      a: t0.approved,
      r: t0.rejected,
      earned: t0.earned,
    })
    .from(t0)
    .where(sql`${t0.pending} + ${t0.contacted} + ${t0.approved} + ${t0.rejected} > 0 or ${t0.earned} <> 0`)
    .orderBy(t0.clientId);
  const countedRows = await t.db
    .select({
      id: referrals.referrerUserId,
      p: sql<number>`(count(*) filter (where status = 'pending'))::int`,
      c: sql<number>`(count(*) filter (where status = 'contacted'))::int`,
      a: sql<number>`(count(*) filter (where status = 'approved'))::int`,
      r: sql<number>`(count(*) filter (where status = 'rejected'))::int`,
      earned: sql<string>`coalesce(sum(earned_amount) filter (where status = 'approved'), 0)`,
    })
    .from(referrals)
    .groupBy(referrals.referrerUserId)
    .orderBy(referrals.referrerUserId);
  return { stored: stored.map(line), counted: countedRows.map(line) };
}

/** Every reader's cards against the rows: each manager's clients, the admin's agency, the stored rows. */
async function expectEveryoneRight() {
  const { stored, counted: countedRows } = await storedAndCounted();
  expect(stored).toEqual(countedRows);
  expect(await shown(firstManager)).toEqual(await counted([client.acme.id, client.bolt.id]));
  expect(await shown(secondManager)).toEqual(await counted([client.cove.id]));
  expect(await shown(admin)).toEqual(await counted());
}

const submit = (who: keyof typeof client, name: string) =>
  client[who].caller.post('/api/referrals', { referredName: name, referredEmail: `${name}@lead.example` });

async function idOf(referredName: string) {
  const [row] = await t.db
    .select({ id: referrals.id })
    .from(referrals)
    .where(eq(referrals.referredName, referredName));
  if (!row) throw new Error(`no referral ${referredName}`);
  return row.id;
}

describe("an account manager's referral summary, from the running totals per client", () => {
  it('follows submissions, decisions, corrections, moves and deletes, each manager only their clients', async () => {
    for (const [who, name] of [
      ['acme', 'a1'],
      ['acme', 'a2'],
      ['acme', 'a3'],
      ['bolt', 'b1'],
      ['bolt', 'b2'],
      ['cove', 'c1'],
      ['cove', 'c2'],
    ] as const)
      expect((await submit(who, name)).status).toBe(201);
    expect(await shown(firstManager)).toEqual({ total: 5, pending: 5, approved: 0, totalEarned: 0 });
    expect(await shown(secondManager)).toEqual({ total: 2, pending: 2, approved: 0, totalEarned: 0 });
    await expectEveryoneRight();

    // Decisions through the routes: an admin's, and each manager's on their own client's referral.
    const approve = (caller: Caller, name: string, earnedAmount: number) =>
      idOf(name).then((id) => caller.post(`/api/admin/referrals/${id}/approve`, { earnedAmount }));
    expect((await approve(admin, 'a1', 120.5)).status).toBe(200);
    expect((await approve(firstManager, 'b1', 80.25)).status).toBe(200);
    expect(
      (await secondManager.post(`/api/admin/referrals/${await idOf('c1')}/reject`, { adminNotes: 'No fit' }))
        .status,
    ).toBe(200);
    // Another manager's client's referral is not theirs to decide, and counts nowhere for them.
    expect((await approve(secondManager, 'a2', 999)).status).toBe(404);
    expect(await shown(firstManager)).toEqual({ total: 5, pending: 3, approved: 2, totalEarned: 200.75 });
    expect(await shown(secondManager)).toEqual({ total: 2, pending: 1, approved: 0, totalEarned: 0 });
    await expectEveryoneRight();

    // A status changed outside a decision, a corrected amount, notes alone, an amount on a rejected one.
    await t.db
      .update(referrals)
      .set({ status: 'contacted' })
      .where(eq(referrals.id, await idOf('a2')));
    await t.db
      .update(referrals)
      .set({ earnedAmount: 99.25 })
      .where(eq(referrals.id, await idOf('a1')));
    await t.db
      .update(referrals)
      .set({ adminNotes: 'Called twice' })
      .where(eq(referrals.id, await idOf('b1')));
    await t.db
      .update(referrals)
      .set({ earnedAmount: 500 })
      .where(eq(referrals.id, await idOf('c1')));
    expect(await shown(firstManager)).toEqual({ total: 5, pending: 2, approved: 2, totalEarned: 179.5 });
    await expectEveryoneRight();

    // An approved referral moved from Bolt to Cove: it leaves the first manager's cards for the second's.
    await t.db
      .update(referrals)
      .set({ referrerUserId: client.cove.id })
      .where(eq(referrals.id, await idOf('b1')));
    expect(await shown(firstManager)).toEqual({ total: 4, pending: 2, approved: 1, totalEarned: 99.25 });
    expect(await shown(secondManager)).toEqual({ total: 3, pending: 1, approved: 1, totalEarned: 80.25 });
    await expectEveryoneRight();

    // A referral deleted; then Acme's account deleted with its referrals (and its row of totals).
    await t.db.delete(referrals).where(eq(referrals.id, await idOf('a3')));
    expect(await shown(firstManager)).toEqual({ total: 3, pending: 1, approved: 1, totalEarned: 99.25 });
    await t.db.delete(users).where(eq(users.id, client.acme.id));
    expect(await shown(firstManager)).toEqual({ total: 1, pending: 1, approved: 0, totalEarned: 0 });
    expect(
      await t.db.select().from(clientReferralTotals).where(eq(clientReferralTotals.clientId, client.acme.id)),
    ).toEqual([]);
    await expectEveryoneRight();
  });

  it("gives a client's Refer & Earn its own approved count and earnings", async () => {
    const own = async () =>
      (await (await client.cove.caller.get('/api/referrals')).json()) as OwnReferralList;
    expect(await own()).toMatchObject({ approvedCount: 1, totalEarned: 80.25 });
    expect((await own()).referrals).toHaveLength(3);
  });

  it('stays right under concurrent submissions and decisions for the same clients', async () => {
    const [bolt, cove] = [client.bolt.id, client.cove.id];
    const made = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        createReferral(t.db, {
          referrerUserId: i % 2 ? bolt : cove,
          referredName: `burst ${i}`,
          referredEmail: `burst-${i}@lead.example`,
        }),
      ),
    );
    await Promise.all(
      made.map((row, i) =>
        i % 3 === 0
          ? t.db
              .update(referrals)
              .set({ status: 'approved', earnedAmount: 10 + i })
              .where(eq(referrals.id, row.id))
          : i % 3 === 1
            ? t.db.delete(referrals).where(eq(referrals.id, row.id))
            : t.db.update(referrals).set({ status: 'rejected' }).where(eq(referrals.id, row.id)),
      ),
    );
    // Bolt had 1 pending referral, Cove 1 pending, 1 rejected and 1 approved (80.25).
    const earned = (odd: boolean) =>
      made.reduce((sum, _, i) => (i % 3 === 0 && i % 2 === (odd ? 1 : 0) ? sum + 10 + i : sum), 0);
    expect(await shown(firstManager)).toEqual({
      total: 9,
      pending: 1,
      approved: 4,
      totalEarned: earned(true),
    });
    expect(await shown(secondManager)).toEqual({
      total: 11,
      pending: 1,
      approved: 5,
      totalEarned: 80.25 + earned(false),
    });
    await expectEveryoneRight();
  });

  it("adds every row of one statement to its clients' rows", async () => {
    await t.db.insert(referrals).values(
      ['x', 'y', 'z'].map((name, i) => ({
        referrerUserId: i ? client.bolt.id : client.cove.id,
        referredName: name,
        referredEmail: `${name}@lead.example`,
        status: i === 2 ? 'approved' : 'pending',
        earnedAmount: i === 2 ? 33.33 : null,
      })),
    );
    await expectEveryoneRight();
  });
});
