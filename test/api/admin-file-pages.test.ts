import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/server/db/factories';
import { files } from '../../src/server/db/schema/index';
import { ADMIN_FILES_PAGE_SIZE, type AdminFileList } from '../../src/shared/contracts/files';
import { FILE_CATEGORIES, type FileCategory } from '../../src/shared/domain/client-files';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

// Reports & Files at scale: every tab and the search page newest first by a cursor, never the whole table.

let t: TestApp;
let admin: Caller;
/** The client with many files, and another whose name is only its contact person. */
let busyId: string;
let lenaId: string;
/** Every file, newest first. */
let made: (typeof files.$inferSelect)[];

type Row = typeof files.$inferInsert;

async function insertFile(values: Omit<Row, 'fileUrl' | 'type'> & { type?: string }) {
  const [row] = await t.db
    .insert(files)
    .values({ type: 'application/pdf', fileUrl: `client-files/${values.clientId}/${values.name}`, ...values })
    .returning();
  if (!row) throw new Error('file not stored');
  return row;
}

async function page(filters: Record<string, string>): Promise<AdminFileList> {
  const res = await admin.get(`/api/admin/files?${new URLSearchParams(filters)}`);
  expect(res.status).toBe(200);
  return res.json();
}

/** Every page of a listing, following the cursor to its end. */
async function allPages(filters: Record<string, string>) {
  const pages: AdminFileList[] = [];
  let before: string | null = null;
  do {
    const next = await page(before ? { ...filters, before } : filters);
    expect(next.files.length).toBeLessThanOrEqual(ADMIN_FILES_PAGE_SIZE);
    pages.push(next);
    before = next.olderCursor;
  } while (before && pages.length < 10);
  return pages;
}
const ids = (pages: AdminFileList[]) => pages.flatMap((p) => p.files.map((file) => file.id));
const newestFirst = (rows: (typeof files.$inferSelect)[]) =>
  [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await t.actors());
  busyId = (
    await createClient(t.db, { profile: { companyName: 'Paging Works', contactPerson: 'Hidden Contact' } })
  ).id;
  lenaId = (await createClient(t.db, { profile: { companyName: '  ', contactPerson: 'Lena Longfield' } })).id;
  const start = Date.now();
  for (let i = 0; i < 45; i++) {
    // Pairs share one instant: their order rests on the id, across the page boundaries too.
    await insertFile({
      clientId: busyId,
      name: i % 4 === 0 ? `quarterly-report-${i}.pdf` : `deliverable-${i}.pdf`,
      category: FILE_CATEGORIES[i % 3] as FileCategory,
      description: i % 5 === 0 ? `Campaign recap ${i}` : null,
      createdAt: new Date(start - Math.floor(i / 2) * 60_000),
    });
  }
  for (let i = 0; i < 3; i++)
    await insertFile({
      clientId: lenaId,
      name: `lena-${i}.png`,
      type: 'image/png',
      category: 'asset',
      description: null,
      createdAt: new Date(start - i * 90_000),
    });
  made = newestFirst(await t.db.select().from(files));
});
afterAll(() => t.close());

describe('GET /api/admin/files pages', () => {
  it("walks one client's files, and everyone's, newest first, each once, a page at a time", async () => {
    const busy = made.filter((file) => file.clientId === busyId);
    const first = await page({ clientId: busyId });
    expect(first.files).toHaveLength(ADMIN_FILES_PAGE_SIZE);
    expect(first.olderCursor).toBe(first.files.at(-1)?.id);
    expect(first.files[0]).toMatchObject({ clientId: busyId, clientName: 'Paging Works' });
    const pages = await allPages({ clientId: busyId });
    expect(pages.at(-1)?.olderCursor).toBeNull();
    expect(pages.map((p) => p.counts?.all ?? null)).toEqual([busy.length, null]);
    expect(ids(pages)).toEqual(busy.map((file) => file.id));
    expect(ids(await allPages({}))).toEqual(made.map((file) => file.id));
  });

  it("pages each tab the same way, with the tabs' counts on the newest page", async () => {
    const busy = made.filter((file) => file.clientId === busyId);
    const counts = {
      all: busy.length,
      report: busy.filter((file) => file.category === 'report').length,
      document: busy.filter((file) => file.category === 'document').length,
      asset: busy.filter((file) => file.category === 'asset').length,
    };
    for (const category of FILE_CATEGORIES) {
      const pages = await allPages({ clientId: busyId, category });
      expect(ids(pages)).toEqual(busy.filter((file) => file.category === category).map((file) => file.id));
      // The tab asked for does not narrow the counts: each tab shows its own. Later pages do not recount.
      expect(pages.map((p) => p.counts)).toEqual([counts, ...pages.slice(1).map(() => null)]);
    }
    const everyone = await page({ category: 'asset' });
    expect(everyone.counts).toEqual({ ...counts, all: counts.all + 3, asset: counts.asset + 3 });
  });

  it("searches the file's name, its description and its client's name, and pages the matches", async () => {
    const byName = await allPages({ q: 'QUARTERLY-report' });
    expect(byName.flatMap((p) => p.files.map((file) => file.name)).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `quarterly-report-${i * 4}.pdf`).sort(),
    );
    expect(byName[0]?.counts).toEqual({ all: 12, report: 4, document: 4, asset: 4 });

    const byDescription = await allPages({ q: 'campaign recap', category: 'report' });
    expect(ids(byDescription)).toEqual(
      made
        .filter((file) => file.description?.startsWith('Campaign recap') && file.category === 'report')
        .map((file) => file.id),
    );

    // The client's name as its rows show it: the company, else the contact person.
    const byCompany = await allPages({ q: 'paging works' });
    expect(ids(byCompany)).toEqual(made.filter((file) => file.clientId === busyId).map((file) => file.id));
    expect(byCompany.length).toBeGreaterThan(1);
    const byContact = await allPages({ q: 'longfield' });
    expect(ids(byContact)).toEqual(made.filter((file) => file.clientId === lenaId).map((file) => file.id));
    expect(await page({ q: 'hidden contact' })).toEqual({
      files: [],
      counts: { all: 0, report: 0, document: 0, asset: 0 },
      olderCursor: null,
    });
    // Search and client together, and the wildcard characters taken literally.
    expect((await page({ q: 'lena', clientId: busyId })).files).toEqual([]);
    expect((await page({ q: '%' })).files).toEqual([]);
  });

  it('ends the list at a deleted cursor file and refuses a cursor that is no id or an unknown tab', async () => {
    const doomed = await insertFile({
      clientId: busyId,
      name: 'gone-soon.pdf',
      category: 'report',
      description: null,
      createdAt: new Date(0),
    });
    await t.db.delete(files).where(eq(files.id, doomed.id));
    const after = await page({ before: doomed.id });
    expect(after.files).toEqual([]);
    expect(after.olderCursor).toBeNull();
    expect((await admin.get('/api/admin/files?before=not-an-id')).status).toBe(400);
    expect((await admin.get('/api/admin/files?category=invoice')).status).toBe(400);
  });
});
