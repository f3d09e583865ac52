import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTask } from '../../src/server/db/factories';
import { profiles, userRoles, users } from '../../src/server/db/schema/index';
import { CLIENTS_PAGE_SIZE, type ClientList } from '../../src/shared/contracts/clients';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

// The Client List at scale: pages newest first by a cursor, the total, and the search done in the database.

let t: TestApp;
let admin: Caller;
let seededIds: string[];

/** A client account written straight to its tables, so the test picks its creation time. */
async function insertClient(
  createdAt: Date,
  names: { companyName: string | null; contactPerson: string | null },
) {
  const id = `pg-${randomUUID()}`;
  await t.db
    .insert(users)
    .values({ id, name: 'Paged', email: `${id}@example.test`, createdAt, updatedAt: createdAt });
  await t.db.insert(userRoles).values({ userId: id, role: 'client', createdAt });
  await t.db.insert(profiles).values({ id, ...names, createdAt, updatedAt: createdAt });
  return id;
}

async function page(query = ''): Promise<ClientList> {
  const res = await admin.get(`/api/admin/clients${query}`);
  expect(res.status).toBe(200);
  return res.json();
}

/** Every page of a listing, following the cursor to its end. */
async function allPages(search = '') {
  const pages: ClientList[] = [];
  let before: string | null = null;
  do {
    const params = new URLSearchParams(search ? { q: search } : {});
    if (before) params.set('before', before);
    const next = await page(`?${params}`);
    pages.push(next);
    before = next.olderCursor;
  } while (before && pages.length < 10);
  return pages;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await t.actors());
  // The actors' own client accounts are the oldest: these come after them, a minute apart, and the last
  // four share one instant so the order between them rests on the id alone.
  const base = Date.now() + 60_000;
  seededIds = [];
  for (let i = 0; i < 30; i++) {
    const at = new Date(base + Math.min(i, 26) * 60_000);
    const names =
      i % 3 === 0
        ? { companyName: `Northwind ${i}`, contactPerson: `Priya ${i}` }
        : i % 3 === 1
          ? { companyName: `Blue_Harbor ${i}`, contactPerson: null }
          : { companyName: null, contactPerson: `Lena NORTHWIND-fan ${i}` };
    seededIds.push(await insertClient(at, names));
  }
});
afterAll(() => t.close());

describe('GET /api/admin/clients pages', () => {
  it('answers the newest page with the total and a cursor, and the cursor walks every client once', async () => {
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.role, 'client'));
    const pages = await allPages();
    expect(pages[0]?.clients).toHaveLength(CLIENTS_PAGE_SIZE);
    expect(pages.every((p) => p.total === roles.length)).toBe(true);
    expect(pages.at(-1)?.olderCursor).toBeNull();

    const listed = pages.flatMap((p) => p.clients.map((c) => c.id));
    expect(listed).toHaveLength(roles.length);
    expect(new Set(listed)).toEqual(new Set(roles.map((r) => r.userId)));
    // Newest first: the seeded clients come first, latest instant first, and the four sharing an instant
    // stay in one consistent order across the page boundary.
    const sharedInstant = seededIds.slice(26).sort().reverse();
    expect(listed.slice(0, 4)).toEqual(sharedInstant);
    expect(listed.slice(4, 30)).toEqual(seededIds.slice(0, 26).reverse());
  });

  it('counts tasks per client on the page', async () => {
    const [newest] = seededIds.slice(26).sort().reverse();
    await createTask(t.db, { clientId: newest as string, title: 'Counted one' });
    await createTask(t.db, { clientId: newest as string, title: 'Counted two' });
    const first = await page();
    expect(first.clients[0]).toMatchObject({ id: newest, taskCount: 2 });
    expect(first.clients[1]?.taskCount).toBe(0);
  });

  it('searches company name or contact person in the database, ignoring case, with its own total', async () => {
    const pages = await allPages('northWIND');
    const expected = seededIds.filter((_, i) => i % 3 !== 1);
    expect(pages[0]?.total).toBe(expected.length);
    expect(pages[0]?.clients).toHaveLength(expected.length);
    expect(new Set(pages[0]?.clients.map((c) => c.id))).toEqual(new Set(expected));
    expect(pages[0]?.olderCursor).toBeNull();
  });

  it('pages a search that matches more than a page', async () => {
    const pages = await allPages('2');
    const matches = pages.flatMap((p) => p.clients);
    expect(matches.every((c) => `${c.companyName} ${c.contactPerson}`.includes('2'))).toBe(true);
    expect(new Set(matches.map((c) => c.id)).size).toBe(matches.length);
    expect(matches).toHaveLength(pages[0]?.total ?? -1);
  });

  it('reads % and _ as the characters typed, not as patterns', async () => {
    expect((await page('?q=Blue_')).total).toBe(10);
    expect((await page('?q=Blue%25')).total).toBe(0);
    expect((await page('?q=B_ue')).total).toBe(0);
  });

  it('ends the list when the cursor names a client deleted since, and refuses a search too long', async () => {
    const gone = await insertClient(new Date(0), { companyName: 'Gone Co', contactPerson: null });
    await t.db.delete(users).where(eq(users.id, gone));
    const after = await page(`?before=${gone}`);
    expect(after.clients).toEqual([]);
    expect(after.olderCursor).toBeNull();
    expect((await admin.get(`/api/admin/clients?q=${'x'.repeat(201)}`)).status).toBe(400);
  });
});
