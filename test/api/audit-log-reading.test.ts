import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeExpiredAuditEvents } from '../../src/server/audit/remove-expired-audit-events';
import { createManager } from '../../src/server/db/factories';
import { auditEvents } from '../../src/server/db/schema/index';
import { createJobs } from '../../src/server/jobs/jobs';
import type { AuditPage } from '../../src/shared/contracts/audit';
import { AUDIT_PAGE_SIZE } from '../../src/shared/domain/audit';
import { notificationMailDeps } from '../support/notification-mail';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

// Issue 49, decision 046: admins read the audit log by filters and cursor, export it as a formula-safe CSV,
// and nothing but the retention job removes a row.

let t: TestApp;
let admin: Caller;
let clientA: Caller;
let manager: Caller;

beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
  ({ admin, clientA } = await t.actors());
  manager = await t.signIn((await createManager(t.db, [clientA.userId as string])).email);
});
afterAll(() => t.close());

const DAY = 86_400_000;
type Seed = Partial<typeof auditEvents.$inferInsert>;

/** Events written straight to the table (inserting is what the log allows), each `at` a given time. */
async function seed(rows: Seed[]) {
  await t.db.insert(auditEvents).values(rows.map((row) => ({ action: 'sign_in' as const, ...row })));
}

const page = async (query: Record<string, string>, caller = admin): Promise<AuditPage> => {
  const res = await caller.get(`/api/admin/audit?${new URLSearchParams(query)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};

/** Every page of a query, following its cursors. */
async function allPages(query: Record<string, string>): Promise<AuditPage[]> {
  const pages = [await page(query)];
  for (let last = pages[0]; last?.nextCursor; last = pages.at(-1))
    pages.push(await page({ ...query, cursor: last.nextCursor }));
  return pages;
}

describe('reading the log', () => {
  it('pages newest first by cursor, each event once, with events of one instant in a fixed order', async () => {
    const base = Date.UTC(2026, 0, 10, 12);
    // 70 events, ten of them written at one instant.
    await seed(
      Array.from({ length: 70 }, (_, i) => ({
        actorName: 'Paging Pat',
        at: new Date(i < 10 ? base : base + i * 60_000),
      })),
    );
    const pages = await allPages({ person: 'paging pat' });
    expect(pages.map((p) => p.events.length)).toEqual([AUDIT_PAGE_SIZE, 70 - AUDIT_PAGE_SIZE]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const events = pages.flatMap((p) => p.events);
    expect(new Set(events.map((e) => e.id)).size).toBe(70);
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by person, action, client and days, alone and together', async () => {
    const client = clientA.userId as string;
    const day = (d: number) => new Date(Date.UTC(2026, 1, d, 9));
    await seed([
      {
        actorName: 'Filter Fay',
        actorEmail: 'fay@agency.example',
        action: 'file_deleted',
        clientId: client,
        at: day(1),
      },
      { actorName: 'Filter Fay', actorEmail: 'fay@agency.example', action: 'sign_in', at: day(2) },
      {
        actorName: 'Other Olu',
        actorEmail: 'olu@agency.example',
        action: 'file_deleted',
        clientId: client,
        at: day(3),
      },
      { actorName: 'Other Olu', actorEmail: 'olu@agency.example', action: 'file_deleted', at: day(4) },
    ]);
    const names = async (query: Record<string, string>) =>
      (await page(query)).events.map((e) => `${e.actor.name} ${e.action} ${e.at.slice(0, 10)}`);

    // Part of a name or of an address, in any case.
    expect(await names({ person: 'FAY@agency' })).toEqual([
      'Filter Fay sign_in 2026-02-02',
      'Filter Fay file_deleted 2026-02-01',
    ]);
    expect(await names({ person: 'olu', action: 'file_deleted', client })).toEqual([
      'Other Olu file_deleted 2026-02-03',
    ]);
    expect(
      await names({ person: 'agency.example', from: day(2).toISOString(), to: day(4).toISOString() }),
    ).toEqual(['Other Olu file_deleted 2026-02-03', 'Filter Fay sign_in 2026-02-02']);
    // The search's % and _ are letters, not wildcards.
    expect(await names({ person: 'F_lter' })).toEqual([]);
    const one = (await page({ person: 'olu', client })).events[0];
    expect(one?.client).toEqual({ id: client, name: null });
  });

  it('refuses a cursor it did not hand out, dates the wrong way round and an unknown action', async () => {
    const refusedQueries: Record<string, string>[] = [
      { cursor: 'bm90LWEtY3Vyc29y' },
      { from: '2026-02-02T00:00:00Z', to: '2026-02-01T00:00:00Z' },
      { action: 'nothing_happened' },
      { from: 'yesterday' },
    ];
    for (const query of refusedQueries) {
      const res = await admin.get(`/api/admin/audit?${new URLSearchParams(query)}`);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });

  it('is for admins only: account managers and clients are refused, the signed-out asked to sign in', async () => {
    for (const path of ['/api/admin/audit', '/api/admin/audit/export']) {
      expect((await manager.get(path)).status).toBe(403);
      expect((await clientA.get(path)).status).toBe(403);
      expect((await t.anonymous.get(path)).status).toBe(401);
    }
  });
});

describe('the CSV export', () => {
  it('holds every event matching the filters, newest first, with formula-like text made harmless', async () => {
    const tag = `csv-${randomUUID().slice(0, 8)}`;
    await seed([
      {
        actorName: '=HYPERLINK("http://evil.example","click")',
        actorEmail: `${tag}@example.test`,
        action: 'file_downloaded',
        targetType: 'file',
        targetLabel: '+SUM(A1:A9)',
        details: { note: 'a, "quoted" value' },
        ip: '203.0.113.9',
        userAgent: '@cmd',
        at: new Date(Date.UTC(2026, 2, 2)),
      },
      {
        actorName: '-2+3',
        actorEmail: `${tag}@example.test`,
        action: 'sign_in',
        at: new Date(Date.UTC(2026, 2, 1)),
      },
      {
        actorName: 'Not Matching',
        actorEmail: 'someone@example.test',
        action: 'sign_in',
        at: new Date(Date.UTC(2026, 2, 1)),
      },
    ]);

    const res = await admin.get(`/api/admin/audit/export?${new URLSearchParams({ person: tag })}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The BOM that makes Excel read UTF-8, then the header.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'time,action,person,email,role,client,target_type,target,details,ip_address,user_agent,action_code,person_id,client_id,target_id,event_id',
    );
    expect(lines).toHaveLength(4);
    // Each cell that a spreadsheet would run as a formula starts with an apostrophe; quotes are doubled.
    const first = [
      '2026-03-02T00:00:00.000Z',
      'File downloaded',
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
      `${tag}@example.test`,
      '',
      '',
      'file',
      "'+SUM(A1:A9)",
      `"{""note"":""a, \\""quoted\\"" value""}"`,
      '203.0.113.9',
      "'@cmd",
      'file_downloaded',
      '',
      '',
      '',
    ].join(',');
    expect(lines[1]?.slice(0, first.length + 1)).toBe(`${first},`);
    expect(lines[2]).toMatch(/^2026-03-01T00:00:00\.000Z,Signed in,'-2\+3,/);
    expect(lines[3]).toBe('');
    expect(text).not.toContain('Not Matching');
  });

  it('streams a log longer than one batch whole, and is itself recorded with its filters', async () => {
    await seed(
      Array.from({ length: 1_205 }, (_, i) => ({
        actorName: 'Bulk Bea',
        at: new Date(Date.UTC(2025, 0, 1) + i * 1000),
      })),
    );
    const res = await admin.get('/api/admin/audit/export?person=Bulk+Bea');
    const rows = (await res.text()).split('\r\n').filter((line) => line.includes('Bulk Bea'));
    expect(rows).toHaveLength(1_205);
    expect(new Set(rows.map((row) => row.slice(-36))).size).toBe(1_205);
    const [recorded] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'data_exported'))
      .orderBy(sql`${auditEvents.at} desc`)
      .limit(1);
    expect(recorded).toMatchObject({
      actorId: admin.userId,
      actorRole: 'admin',
      targetType: 'export',
      targetLabel: 'Audit log CSV',
      details: { filters: { person: 'Bulk Bea' } },
    });
  });
});

/** The trigger's refusal, as the driver reports it (Drizzle wraps the database's error as its cause). */
const refused = (error: unknown) =>
  /append-only/.test(String((error as { cause?: { message?: string } }).cause?.message ?? error));

describe('append-only', () => {
  it('refuses to change or delete an event, except by the retention job in its own transaction', async () => {
    await seed([{ actorName: 'Kept Kim' }]);
    const kept = like(auditEvents.actorName, 'Kept Kim');
    await expect(t.db.update(auditEvents).set({ actorName: 'Edited' }).where(kept)).rejects.toSatisfy(
      refused,
    );
    await expect(t.db.delete(auditEvents).where(kept)).rejects.toSatisfy(refused);
    // The setting is the transaction's own: set outside one, it is gone by the next statement.
    await t.db.execute(sql`select set_config('app.audit_retention', 'on', true)`);
    await expect(t.db.delete(auditEvents).where(kept)).rejects.toSatisfy(refused);
    expect(await t.db.select().from(auditEvents).where(kept)).toHaveLength(1);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.audit_retention', 'on', true)`);
      await tx.delete(auditEvents).where(kept);
    });
    expect(await t.db.select().from(auditEvents).where(kept)).toEqual([]);
  });
});

describe('retention', () => {
  it('removes the events older than the retention setting, and only those', async () => {
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    await seed([
      { actorName: 'Retained 400', at: ago(400) },
      { actorName: 'Retained 200', at: ago(200) },
      { actorName: 'Retained 10', at: ago(10) },
    ]);
    const left = async () =>
      (
        await t.db
          .select({ name: auditEvents.actorName })
          .from(auditEvents)
          .where(like(auditEvents.actorName, 'Retained %'))
      )
        .map((row) => row.name)
        .sort();

    // The default 365 days, while the settings were never saved.
    expect(await removeExpiredAuditEvents(t.db)).toBeGreaterThanOrEqual(1);
    expect(await left()).toEqual(['Retained 10', 'Retained 200']);

    expect(
      (await admin.request('PATCH', '/api/admin/agency/settings', { auditRetentionDays: 30 })).status,
    ).toBe(200);
    await removeExpiredAuditEvents(t.db);
    expect(await left()).toEqual(['Retained 10']);

    for (const days of [0, 3651, 1.5]) {
      const res = await admin.request('PATCH', '/api/admin/agency/settings', { auditRetentionDays: days });
      expect(res.status, String(days)).toBe(400);
    }
  });

  it('runs as a daily job, and once when a server starts', { timeout: 90_000 }, async () => {
    await seed([{ actorName: 'Expired Eve', at: new Date(Date.now() - 4_000 * DAY) }]);
    const jobs = createJobs({
      database: t.deps.database,
      realtime: t.deps.realtime,
      mail: notificationMailDeps(t),
    });
    try {
      await jobs.start();
      await expect
        .poll(() => t.db.select().from(auditEvents).where(eq(auditEvents.actorName, 'Expired Eve')), {
          timeout: 30_000,
        })
        .toEqual([]);
    } finally {
      await jobs.stop();
    }
  });
});
