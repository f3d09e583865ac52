import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdmin, createClient } from '../../src/server/db/factories';
import { referrals as referralRows } from '../../src/server/db/schema/index';
import type { AppEvent } from '../../src/shared/contracts/events';
import type { AdminReferralList, OwnReferralList, Referral } from '../../src/shared/contracts/referrals';
import { REFERRAL_REWARD, REFERRALS_PER_HOUR, referralMessages } from '../../src/shared/domain/referrals';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let clientA: Caller;
let clientB: Caller;
let admin: Caller;
const idOf = (caller: Caller) => caller.userId as string;

beforeAll(async () => {
  t = await createTestApp();
  ({ clientA, clientB, admin } = await t.actors());
});
afterAll(() => t.close());

const contact = (name = 'Jordan Lead') => ({
  referredName: name,
  referredEmail: `${name.toLowerCase().replace(/\s+/g, '.')}@prospect.example`,
});
const submit = async (caller: Caller, body: object = contact()): Promise<Referral> => {
  const res = await caller.post('/api/referrals', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
};
const ownOf = async (caller: Caller): Promise<OwnReferralList> => (await caller.get('/api/referrals')).json();
const allOf = async (): Promise<AdminReferralList> => (await admin.get('/api/admin/referrals')).json();
const approve = (id: string, body: object = {}, caller = admin) =>
  caller.post(`/api/admin/referrals/${id}/approve`, body);
const reject = (id: string, body: object = { adminNotes: 'Not a fit' }, caller = admin) =>
  caller.post(`/api/admin/referrals/${id}/reject`, body);
const rowOf = async (id: string) =>
  (await t.db.select().from(referralRows).where(eq(referralRows.id, id)))[0];

/** A client with no referrals yet, so its counts start from zero. */
async function freshClient(profile: Parameters<typeof createClient>[1] = {}) {
  return t.signIn((await createClient(t.db, { name: 'Riley Fresh', ...profile })).email);
}

describe('referrals: a client refers and reads only its own', () => {
  it('stores the referral with the referrer taken from the session, whatever the body claims', async () => {
    const res = await clientA.post('/api/referrals', {
      referredName: '  Sam Prospect ',
      referredEmail: 'sam@prospect.example',
      referredCompany: 'Prospect Inc',
      message: 'Looking for a launch partner',
      referrerUserId: idOf(clientB),
      referrerName: 'Someone Else',
      referrerEmail: 'forged@example.test',
      status: 'approved',
      earnedAmount: 5000,
    });
    expect(res.status).toBe(201);
    const referral: Referral = await res.json();
    expect(referral).toMatchObject({
      referredName: 'Sam Prospect',
      referredEmail: 'sam@prospect.example',
      referredCompany: 'Prospect Inc',
      message: 'Looking for a launch partner',
      status: 'pending',
      earnedAmount: null,
    });
    const row = await rowOf(referral.id);
    expect(row).toMatchObject({
      referrerUserId: idOf(clientA),
      referrerName: 'Alex Able',
      referrerEmail: clientA.email,
      status: 'pending',
      earnedAmount: null,
      approvedBy: null,
    });
    expect((await ownOf(clientA)).referrals.map((r) => r.id)).toContain(referral.id);
    expect((await ownOf(clientB)).referrals.map((r) => r.id)).not.toContain(referral.id);
  });

  it("never shows client B client A's referrals, and lists a client's own newest first", async () => {
    const client = await freshClient();
    const first = await submit(client, contact('First Lead'));
    const second = await submit(client, contact('Second Lead'));
    await submit(clientA, contact('Only For A'));
    const list = await ownOf(client);
    expect(list.referrals.map((r) => r.id)).toEqual([second.id, first.id]);
    const seenByB = await ownOf(clientB);
    expect(seenByB.referrals.map((r) => r.referredName)).not.toContain('Only For A');
    expect(seenByB.referrals.map((r) => r.referredName)).not.toContain('First Lead');
  });

  it('keeps clients out of the admin routes and the anonymous out of all', async () => {
    const referral = await submit(clientA, contact('Guarded Lead'));
    expect((await clientA.get('/api/admin/referrals')).status).toBe(403);
    expect((await approve(referral.id, {}, clientA)).status).toBe(403);
    expect((await reject(referral.id, undefined, clientA)).status).toBe(403);
    expect((await approve(referral.id, {}, clientB)).status).toBe(403);
    expect((await t.anonymous.get('/api/referrals')).status).toBe(401);
    expect((await t.anonymous.post('/api/referrals', contact())).status).toBe(401);
    expect((await admin.post('/api/referrals', contact())).status).toBe(403);
    expect((await admin.get('/api/referrals')).status).toBe(403);
    expect((await rowOf(referral.id))?.status).toBe('pending');
  });

  it('refuses a missing name or email and a bad email, and stores nothing', async () => {
    const client = await freshClient();
    const cases: [object, string, string][] = [
      [{ referredEmail: 'a@b.example' }, 'referredName', referralMessages.nameRequired],
      [{ referredName: '   ', referredEmail: 'a@b.example' }, 'referredName', referralMessages.nameRequired],
      [{ referredName: 'Sam' }, 'referredEmail', referralMessages.emailRequired],
      [{ referredName: 'Sam', referredEmail: '' }, 'referredEmail', referralMessages.emailRequired],
      [
        { referredName: 'Sam', referredEmail: 'not-an-email' },
        'referredEmail',
        referralMessages.emailInvalid,
      ],
      [
        { referredName: 'x'.repeat(201), referredEmail: 'a@b.example' },
        'referredName',
        referralMessages.nameTooLong,
      ],
      [{ ...contact(), message: 'x'.repeat(2001) }, 'message', referralMessages.messageTooLong],
    ];
    for (const [body, field, message] of cases) {
      const res = await client.post('/api/referrals', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields[field]).toEqual([message]);
    }
    expect((await ownOf(client)).referrals).toEqual([]);
  });

  it(`slows a client past ${REFERRALS_PER_HOUR} referrals an hour`, async () => {
    const client = await freshClient();
    for (let i = 0; i < REFERRALS_PER_HOUR; i++) await submit(client, contact(`Lead ${i}`));
    const refused = await client.post('/api/referrals', contact('One Too Many'));
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(referralMessages.rateLimited);
    expect((await ownOf(client)).referrals).toHaveLength(REFERRALS_PER_HOUR);
  });
});

describe('referrals: the admin decides', () => {
  // Its own referrer, so these submissions stay within one client's hourly limit.
  let referrer: Caller;
  beforeAll(async () => {
    referrer = await freshClient();
  });

  it('approves with the default $200, recording who and when', async () => {
    const referral = await submit(referrer, contact('Default Amount'));
    const res = await approve(referral.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'approved', earnedAmount: REFERRAL_REWARD });
    const row = await rowOf(referral.id);
    expect(row).toMatchObject({
      status: 'approved',
      earnedAmount: 200,
      approvedBy: idOf(admin),
      adminNotes: null,
    });
    expect(row?.approvedAt).toBeInstanceOf(Date);
  });

  it('approves with a custom amount and notes', async () => {
    const referral = await submit(referrer, contact('Custom Amount'));
    const res = await approve(referral.id, { earnedAmount: 350.5, adminNotes: 'Signed a retainer' });
    expect(res.status).toBe(200);
    expect(await rowOf(referral.id)).toMatchObject({
      status: 'approved',
      earnedAmount: 350.5,
      adminNotes: 'Signed a retainer',
    });
  });

  it('refuses an amount that is not a number or is negative, and leaves the referral pending', async () => {
    const referral = await submit(referrer, contact('Bad Amount'));
    const cases: [unknown, string][] = [
      ['200', referralMessages.amountInvalid],
      ['abc', referralMessages.amountInvalid],
      [null, referralMessages.amountInvalid],
      [-1, referralMessages.amountNegative],
      [1_000_000, referralMessages.amountTooLarge],
    ];
    for (const [earnedAmount, message] of cases) {
      const res = await approve(referral.id, { earnedAmount });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.earnedAmount).toEqual([message]);
    }
    expect(await rowOf(referral.id)).toMatchObject({ status: 'pending', earnedAmount: null });
  });

  it('rejects with the reason in the notes, and requires one', async () => {
    const referral = await submit(referrer, contact('Rejected Lead'));
    const blank = await reject(referral.id, { adminNotes: '  ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.fields.adminNotes).toEqual([referralMessages.reasonRequired]);
    const res = await reject(referral.id, { adminNotes: 'Already a client of ours' });
    expect(res.status).toBe(200);
    expect(await rowOf(referral.id)).toMatchObject({
      status: 'rejected',
      adminNotes: 'Already a client of ours',
      earnedAmount: null,
      approvedBy: null,
    });
  });

  it('refuses deciding twice with 409, and leaves the first decision standing', async () => {
    const approved = await submit(referrer, contact('Twice Approved'));
    expect((await approve(approved.id)).status).toBe(200);
    for (const again of [approve(approved.id, { earnedAmount: 999 }), reject(approved.id)]) {
      const res = await again;
      expect(res.status).toBe(409);
      expect((await res.json()).error.message).toBe(referralMessages.alreadyDecided('approved'));
    }
    expect(await rowOf(approved.id)).toMatchObject({ status: 'approved', earnedAmount: 200 });

    const rejected = await submit(referrer, contact('Twice Rejected'));
    expect((await reject(rejected.id)).status).toBe(200);
    const res = await approve(rejected.id);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(referralMessages.alreadyDecided('rejected'));
    expect(await rowOf(rejected.id)).toMatchObject({ status: 'rejected', earnedAmount: null });
  });

  it('lets exactly one of two admins racing to decide win', async () => {
    const other = await t.signIn((await createAdmin(t.db, { name: 'Other Admin' })).email);
    const referral = await submit(referrer, contact('Raced Lead'));
    const results = await Promise.all([
      approve(referral.id, { earnedAmount: 200 }),
      reject(referral.id, { adminNotes: 'Race' }, other),
      approve(referral.id, { earnedAmount: 300 }, other),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = results.findIndex((r) => r.status === 200);
    const expected = [
      { status: 'approved', earnedAmount: 200, approvedBy: idOf(admin) },
      { status: 'rejected', adminNotes: 'Race', earnedAmount: null },
      { status: 'approved', earnedAmount: 300, approvedBy: idOf(other) },
    ][winner];
    expect(await rowOf(referral.id)).toMatchObject(expected ?? {});
  });

  it('answers 404 for a referral nobody has', async () => {
    expect((await approve(crypto.randomUUID())).status).toBe(404);
    expect((await reject(crypto.randomUUID())).status).toBe(404);
  });
});

describe('referrals: totals', () => {
  it('counts and sums approved referrals only, for the client and the admin', async () => {
    const client = await freshClient({
      profile: { payoutMethod: 'PayPal', payoutAddress: 'riley@paypal.example', payoutNotes: 'Monthly' },
    });
    const before = (await allOf()).summary;
    const a = await submit(client, contact('Total One'));
    const b = await submit(client, contact('Total Two'));
    const c = await submit(client, contact('Total Three'));
    await submit(client, contact('Total Four'));
    await approve(a.id);
    await approve(b.id, { earnedAmount: 150.25 });
    await reject(c.id);
    // A rejected row carrying an amount (written outside the API) still counts for nothing.
    await t.db.update(referralRows).set({ earnedAmount: 999 }).where(eq(referralRows.id, c.id));

    const own = await ownOf(client);
    expect(own.approvedCount).toBe(2);
    expect(own.totalEarned).toBe(350.25);
    expect(own.referrals.map((r) => r.status)).toEqual(['pending', 'rejected', 'approved', 'approved']);

    const all = await allOf();
    expect(all.summary).toEqual({
      total: before.total + 4,
      pending: before.pending + 1,
      approved: before.approved + 2,
      totalEarned: before.totalEarned + 350.25,
    });
    const seen = all.referrals.find((r) => r.id === b.id);
    expect(seen).toMatchObject({
      referrer: { id: idOf(client), name: 'Riley Fresh', email: client.email },
      payout: { method: 'PayPal', address: 'riley@paypal.example', notes: 'Monthly' },
      approvedBy: { id: idOf(admin), name: 'Avery Admin' },
      earnedAmount: 150.25,
    });
  });

  it("does not show the team's notes to the referrer", async () => {
    const client = await freshClient();
    const referral = await submit(client, contact('Private Notes'));
    await reject(referral.id, { adminNotes: 'Internal: competitor' });
    const [seen] = (await ownOf(client)).referrals;
    expect(seen?.status).toBe('rejected');
    expect(JSON.stringify(seen)).not.toContain('Internal: competitor');
  });
});

describe('referrals: live', () => {
  it('tells the referrer and the admins of each write, and no other client', async () => {
    const seenByA: AppEvent[] = [];
    const seenByB: AppEvent[] = [];
    const seenByAdmin: AppEvent[] = [];
    const stops = [
      t.deps.realtime.subscribe({
        userId: idOf(clientA),
        role: 'client',
        clientId: idOf(clientA),
        send: (e) => seenByA.push(e),
      }),
      t.deps.realtime.subscribe({
        userId: idOf(clientB),
        role: 'client',
        clientId: idOf(clientB),
        send: (e) => seenByB.push(e),
      }),
      t.deps.realtime.subscribe({ userId: idOf(admin), role: 'admin', send: (e) => seenByAdmin.push(e) }),
    ];
    try {
      const referral = await submit(clientA, contact('Live Lead'));
      const event = { topic: 'referrals', clientId: idOf(clientA), id: referral.id };
      await vi.waitFor(() => expect(seenByAdmin).toContainEqual(event));
      await vi.waitFor(() => expect(seenByA).toContainEqual(event));
      seenByA.length = 0;
      await approve(referral.id);
      await vi.waitFor(() => expect(seenByA).toContainEqual(event));
      expect(seenByB).toEqual([]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
