import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicationSubmissions, outboxEmails, queuedEmails } from '../../src/server/db/schema/index';
import { APPLICATION_RATE_LIMIT } from '../../src/server/features/applications/rate-limit';
import { sendQueuedEmails } from '../../src/server/mail/email-queue';
import { APPLICATIONS_PAGE_SIZE, type ApplicationList } from '../../src/shared/contracts/applications';
import type { AppEvent } from '../../src/shared/contracts/events';
import { messages } from '../../src/shared/messages';
import { expectConsole } from '../support/fail-on-console';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let callers: Awaited<ReturnType<TestApp['actors']>>;
beforeAll(async () => {
  t = await createTestApp();
  callers = await t.actors();
});
afterAll(() => t.close());

let nextIp = 1;
/** Each test applies from its own address, so the per-IP limit only bites where a test wants it to. */
function apply(body: unknown, ip = `203.0.113.${nextIp++}`, caller: Caller = t.anonymous) {
  return caller.request('POST', '/api/applications', body, { headers: { 'x-forwarded-for': ip } });
}

const full = {
  businessName: '  Northwind Coffee  ',
  email: ' founder@northwind.example ',
  phone: '+1 555 0100',
  socialProfiles: 'instagram.com/northwind',
  website: 'https://northwind.example',
  monthlyRevenue: '$10k-$25k',
  marketingBudget: '$2k-$5k',
  hearAboutUs: 'A friend',
};

async function storedByEmail(email: string) {
  return t.db.select().from(applicationSubmissions).where(eq(applicationSubmissions.email, email));
}

describe('POST /api/applications', () => {
  it('stores a trimmed application, emails the agency and tells admins in real time', async () => {
    const events: AppEvent[] = [];
    const unsubscribe = t.deps.realtime.subscribe({
      userId: 'staff',
      role: 'admin',
      send: (e) => events.push(e),
    });
    const res = await apply(full);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ received: true });

    const [row] = await storedByEmail('founder@northwind.example');
    expect(row).toMatchObject({
      businessName: 'Northwind Coffee',
      phone: '+1 555 0100',
      hearAboutUs: 'A friend',
    });
    const mail = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, t.deps.config.mail.agencyEmail));
    expect(mail.at(-1)?.subject).toBe('New partnership application: Northwind Coffee');
    expect(mail.at(-1)?.text).toContain('Email: founder@northwind.example');
    await expect.poll(() => events).toContainEqual({ topic: 'applications', clientId: null, id: row?.id });
    unsubscribe();
  });

  it('stores empty or missing optional fields as null', async () => {
    const res = await apply({
      businessName: 'Solo Studio',
      email: 'solo@example.test',
      phone: '   ',
      website: '',
    });
    expect(res.status).toBe(201);
    const [row] = await storedByEmail('solo@example.test');
    expect(row).toMatchObject({
      phone: null,
      socialProfiles: null,
      website: null,
      monthlyRevenue: null,
      marketingBudget: null,
      hearAboutUs: null,
    });
  });

  it('refuses a missing business name and email with SPEC messages, storing nothing', async () => {
    const res = await apply({ businessName: '   ', email: '' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual({
      businessName: [messages.applications.businessNameRequired],
      email: [messages.applications.emailRequired],
    });
    expect(
      await t.db.select().from(applicationSubmissions).where(eq(applicationSubmissions.email, '')),
    ).toEqual([]);
  });

  it('refuses a malformed email, an absent body and malformed JSON with 400', async () => {
    const bad = await apply({ businessName: 'Acme', email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.email).toEqual([messages.applications.emailInvalid]);
    expect((await apply({})).status).toBe(400);
    const broken = await t.anonymous.request('POST', '/api/applications', undefined, {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.200' },
      body: '{"businessName":',
    });
    expect(broken.status).toBe(400);
  });

  it('answers a filled honeypot like a success, stores nothing and logs the drop at info level', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const res = await apply({ ...full, email: 'bot@spam.example', honeypot: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(await storedByEmail('bot@spam.example')).toEqual([]);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]).toContain('bot@spam.example');
  });

  it('stores an application whose honeypot is sent blank', async () => {
    const res = await apply({ ...full, email: 'blank-trap@example.test', honeypot: '  ' });
    expect(res.status).toBe(201);
    expect(await storedByEmail('blank-trap@example.test')).toHaveLength(1);
  });

  it('refuses more than the limit from one address with 429, while other addresses still apply', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < APPLICATION_RATE_LIMIT.max; i++) {
      expect((await apply({ ...full, email: `burst${i}@example.test` }, ip)).status).toBe(201);
    }
    const refused = await apply({ ...full, email: 'burst-over@example.test' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(APPLICATION_RATE_LIMIT.windowSeconds));
    expect((await refused.json()).error).toEqual({
      code: 'rate_limited',
      message: messages.applications.rateLimited,
    });
    expect(await storedByEmail('burst-over@example.test')).toEqual([]);
    expect((await apply({ ...full, email: 'neighbour@example.test' })).status).toBe(201);
  });

  it('keeps the application when the notification email fails, and sends it on a later try', async () => {
    const send = t.deps.mailer.send;
    t.deps.mailer.send = () => Promise.reject(new Error('SMTP down'));
    expectConsole('warn');
    try {
      expect((await apply({ ...full, email: 'kept@example.test' })).status).toBe(201);
    } finally {
      t.deps.mailer.send = send;
    }
    expect(await storedByEmail('kept@example.test')).toHaveLength(1);

    const queued = (await t.db.select().from(queuedEmails)).filter((row) =>
      row.text.includes('kept@example.test'),
    );
    expect(queued.map((row) => [row.state, row.attempts])).toEqual([['pending', 1]]);
    // Not before its retry delay; after it, once.
    const mail = { db: t.db, mailer: t.deps.mailer };
    expect(await sendQueuedEmails(mail)).toMatchObject({ sent: 0 });
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await sendQueuedEmails(mail, later)).toMatchObject({ sent: 1 });
    expect(await sendQueuedEmails(mail, later)).toMatchObject({ sent: 0 });
    const inbox = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, t.deps.config.mail.agencyEmail));
    expect(inbox.filter((row) => row.text.includes('kept@example.test'))).toHaveLength(1);
  });

  it('accepts signed-in callers too', async () => {
    const res = await apply(
      { businessName: 'Client Co', email: 'client-co@example.test' },
      undefined,
      callers.clientA,
    );
    expect(res.status).toBe(201);
  });
});

describe('GET /api/admin/applications', () => {
  it('is for admins only', async () => {
    expect((await callers.anonymous.get('/api/admin/applications')).status).toBe(401);
    expect((await callers.clientA.get('/api/admin/applications')).status).toBe(403);
    expect((await callers.clientB.get('/api/admin/applications.csv')).status).toBe(403);
    expect((await callers.anonymous.get('/api/admin/applications.csv')).status).toBe(401);
  });

  it('lists newest first, searches case-insensitively and takes % literally', async () => {
    await apply({ businessName: 'Older Bakery', email: 'older@bakery.example' });
    await apply({ businessName: '100% Organic Bakery', email: 'newer@bakery.example' });
    const all = await (await callers.admin.get('/api/admin/applications')).json();
    // Unsearched, the total is every application stored (the database's running total).
    const stored = await t.db.select({ n: count() }).from(applicationSubmissions);
    expect(all.total).toBe(stored[0]?.n);
    expect(all.total).toBeGreaterThanOrEqual(2);
    const createdAt = all.items.map((i: { createdAt: string }) => i.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());

    const found = await (await callers.admin.get('/api/admin/applications?q=BAKERY')).json();
    expect(found.items.map((i: { businessName: string }) => i.businessName)).toEqual([
      '100% Organic Bakery',
      'Older Bakery',
    ]);
    const literal = await (await callers.admin.get('/api/admin/applications?q=0%25')).json();
    expect(literal.items.map((i: { email: string }) => i.email)).toEqual(['newer@bakery.example']);
  });

  it('pages newest first by cursor, rows sent in one instant included, with the total that match', async () => {
    // One more than a page, every one sent at the same instant: only the id breaks the tie.
    const sentAt = new Date('2020-01-01T00:00:00Z');
    const made = await t.db
      .insert(applicationSubmissions)
      .values(
        Array.from({ length: APPLICATIONS_PAGE_SIZE + 1 }, (_, i) => ({
          businessName: `Paged Studio ${i}`,
          email: `paged-${i}@studio.example`,
          createdAt: sentAt,
        })),
      )
      .returning({ id: applicationSubmissions.id });
    const list = async (query: string): Promise<ApplicationList> => {
      const res = await callers.admin.get(`/api/admin/applications?${query}`);
      expect(res.status).toBe(200);
      return res.json();
    };

    const first = await list('q=paged%20studio');
    expect(first.total).toBe(APPLICATIONS_PAGE_SIZE + 1);
    expect(first.items).toHaveLength(APPLICATIONS_PAGE_SIZE);
    expect(first.olderCursor).toBe(first.items.at(-1)?.id);
    const second = await list(`q=paged%20studio&before=${first.olderCursor}`);
    expect(second.olderCursor).toBeNull();
    const seen = [...first.items, ...second.items].map((item) => item.id);
    expect(seen).toEqual(
      made
        .map((row) => row.id)
        .sort()
        .reverse(),
    );
    expect((await callers.admin.get('/api/admin/applications?before=not-an-id')).status).toBe(400);
  });

  it('exports matching rows as an injection-safe CSV download', async () => {
    await apply({
      businessName: '=HYPERLINK("http://evil.example")',
      email: 'csv@example.test',
      hearAboutUs: 'a, b\nc',
    });
    const res = await callers.admin.get('/api/admin/applications.csv?q=csv@example');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'created_at,business_name,email,phone,social_profiles,website,monthly_revenue,marketing_budget,hear_about_us',
    );
    // The line break inside a quoted cell is a bare LF, so it does not end the record.
    expect(lines[1]).toMatch(
      /^[^,]+,"'=HYPERLINK\(""http:\/\/evil\.example""\)",csv@example\.test,,,,,,"a, b\nc"$/,
    );
    expect(lines).toHaveLength(3);
  });
});
