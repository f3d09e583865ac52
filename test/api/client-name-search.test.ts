import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDisplayNameSql } from '../../src/server/db/client-display-name';
import { FEW_NAMED_CLIENTS } from '../../src/server/db/clients-named';
import type { ChatThreadList } from '../../src/shared/contracts/chat';
import type { AdminFileList } from '../../src/shared/contracts/files';
import type { AdminTaskList } from '../../src/shared/contracts/tasks';
import { type ClientNames, clientDisplayName } from '../../src/shared/domain/client-display-name';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

// The Tasks Manager, Reports & Files and the inbox search by client name (the first two their own rows
// too). A name few clients carry is looked up by id, a common one by the list's own join: both must list
// the same matches.

let t: TestApp;
let admin: Caller;
const common = FEW_NAMED_CLIENTS + 5;

/** A row of either list, as far as these tests read it. */
type Row = { title?: string; name?: string; client: { companyName: string | null } };

/** Every row of a paged admin list for the search, following its cursor. */
async function search(path: string, key: 'tasks' | 'files', q: string) {
  const found: Row[] = [];
  let before: string | null = null;
  do {
    const params = new URLSearchParams({ q });
    if (before) params.set('before', before);
    const res = await admin.get(`${path}?${params}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as (AdminTaskList | AdminFileList) & Record<string, unknown>;
    found.push(...(page[key] as Row[]));
    before = page.olderCursor;
  } while (before);
  return found;
}

const names = (rows: Row[]) => rows.map((row) => row.title ?? row.name);

/** A file of `clientId`'s, stored now. */
const addFile = (name: string, clientId: string, category: string) =>
  t.db.execute(sql`
    insert into files (name, client_id, category, file_url) values (${name}, ${clientId}, ${category}, ${`f/${name}`})
  `);

/** A client with one company name (which may be blanks) and one file. */
async function addClient(id: string, email: string, company: string, file: string, category: string) {
  await t.db.execute(sql`
    with u as (
      insert into users (id, name, email) values (${id}, ${id}, ${email})
    ), r as (
      insert into user_roles (user_id, role) values (${id}, 'client')
    )
    insert into profiles (id, company_name) values (${id}, ${company})
  `);
  await addFile(file, id, category);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await t.actors());
  // Clients numbered 1..n, each with one task and one file made a minute apart, the highest number newest:
  // `common` companies named 'Harbor Supply', then three with a rare name or only a contact person.
  await t.db.execute(sql`
    with made as (
      select n, 'harbor-' || n as id,
        case when n <= ${common} then 'Harbor Supply ' || n when n = ${common + 1} then 'Lone Kiosk Harbor'
          else null end as company,
        case when n = ${common + 2} then 'Harbor Keeper' else 'Casey Contact' end as contact,
        timestamptz '2025-01-01' + n * interval '1 minute' as at
      from generate_series(1, ${common + 2}) n
    ), u as (
      insert into users (id, name, email, created_at) select id, 'Client ' || n, id || '@clients.example', at from made
    ), r as (
      insert into user_roles (user_id, role) select id, 'client' from made
    ), p as (
      insert into profiles (id, company_name, contact_person) select id, company, contact from made
    ), tk as (
      insert into tasks (title, client_id, created_at) select 'Task of ' || n, id, at from made
    )
    insert into files (name, client_id, category, file_url, created_at)
      select 'File of ' || n || '.pdf', id, 'report', 'f/' || n, at from made
  `);
});
afterAll(() => t.close());

describe('searching by client name', () => {
  it('finds every task of a name more than a few clients share, newest first, as it does a rare one', async () => {
    const many = await search('/api/admin/tasks', 'tasks', 'harbor supply');
    expect(many).toHaveLength(common);
    expect(names(many)).toEqual(Array.from({ length: common }, (_, i) => `Task of ${common - i}`));
    expect(many[0]?.client.companyName).toBe(`Harbor Supply ${common}`);

    // A rare company name and a contact person are found by id, with a title that holds the word.
    expect(names(await search('/api/admin/tasks', 'tasks', 'lone kiosk'))).toEqual([`Task of ${common + 1}`]);
    expect(names(await search('/api/admin/tasks', 'tasks', 'harbor keeper'))).toEqual([
      `Task of ${common + 2}`,
    ]);
    // The Tasks Manager matches the contact person too: every client has this one.
    expect(await search('/api/admin/tasks', 'tasks', 'casey contact')).toHaveLength(common + 1);
    const titled = names(await search('/api/admin/tasks', 'tasks', 'task of 20'));
    const everyTitle = Array.from({ length: common + 2 }, (_, i) => `Task of ${common + 2 - i}`);
    expect(titled).toEqual(everyTitle.filter((title) => title.startsWith('Task of 20')));
  });

  it("matches a file's client by the name the list shows, whether few or many clients carry it", async () => {
    const many = await search('/api/admin/files', 'files', 'HARBOR SUPPLY');
    expect(many).toHaveLength(common);
    expect(names(many)).toEqual(Array.from({ length: common }, (_, i) => `File of ${common - i}.pdf`));

    // Every client has the contact 'Casey Contact', but the list shows most by their company: only the one
    // without a company is found by it. Common or rare, the rule is the same.
    expect(names(await search('/api/admin/files', 'files', 'casey contact'))).toEqual([]);
    expect(names(await search('/api/admin/files', 'files', 'harbor keeper'))).toEqual([
      `File of ${common + 2}.pdf`,
    ]);
    const page = await (await admin.get('/api/admin/files?q=harbor')).json();
    expect(page.counts).toEqual({ all: common + 2, report: common + 2, document: 0, asset: 0 });
  });

  it('finds inbox conversations by a common company name, a rare contact person or part of an email', async () => {
    const threads = async (q: string) => {
      const found: ChatThreadList['threads'] = [];
      let before: string | null = null;
      do {
        const params = new URLSearchParams({ q });
        if (before) params.set('before', before);
        const page: ChatThreadList = await (await admin.get(`/api/admin/chat?${params}`)).json();
        found.push(...page.threads);
        before = page.olderCursor;
      } while (before);
      return found.map((thread) => thread.companyName ?? thread.contactPerson);
    };
    // No one has written: the newest client first.
    expect(await threads('harbor supply')).toEqual(
      Array.from({ length: common }, (_, i) => `Harbor Supply ${common - i}`),
    );
    expect(await threads('harbor keeper')).toEqual(['Harbor Keeper']);
    expect(await threads('harbor-7@')).toEqual(['Harbor Supply 7']);
    expect(await threads('no such harbor')).toEqual([]);
  });

  it("counts each file once in the tabs, whether its own name, its client's or both match", async () => {
    // A client whose name does not match, with a file whose name does; and a file whose name and client
    // both match, of the one client a rare search names.
    await addClient('outsider', 'outsider@clients.example', 'Other Co', 'Harbor map.pdf', 'document');
    await addFile('Harbor Keeper brief.pdf', `harbor-${common + 2}`, 'asset');
    const countsOf = async (q: string) =>
      ((await (await admin.get(`/api/admin/files?q=${encodeURIComponent(q)}`)).json()) as AdminFileList)
        .counts;

    // Many clients named: every client's file, plus the two.
    expect(await countsOf('harbor')).toEqual({ all: common + 4, report: common + 2, document: 1, asset: 1 });
    // One client named: its file and the brief, counted once though both its name and client match.
    expect(await countsOf('harbor keeper')).toEqual({ all: 2, report: 1, document: 0, asset: 1 });
    expect(names(await search('/api/admin/files', 'files', 'harbor keeper'))).toEqual([
      'Harbor Keeper brief.pdf',
      `File of ${common + 2}.pdf`,
    ]);
    // No client named: only the file's own name.
    expect(await countsOf('harbor map')).toEqual({ all: 1, report: 0, document: 1, asset: 0 });

    // A client whose company name is blanks is shown, and found, by email; one with a company is not.
    await addClient('quiet', 'quiet-zephyr@clients.example', '  ', 'Plan.pdf', 'report');
    expect(names(await search('/api/admin/files', 'files', 'zephyr'))).toEqual(['Plan.pdf']);
    expect(names(await search('/api/admin/files', 'files', 'outsider@'))).toEqual([]);
  });

  it('names a client in the database as the pages and emails do, blanks passed over', async () => {
    const cases: ClientNames[] = [
      { companyName: 'Heron Bakery', contactPerson: 'Ada Quinn', email: 'ada@example.com' },
      { companyName: null, contactPerson: 'Ada Quinn', email: 'ada@example.com' },
      { companyName: '   ', contactPerson: ' Ada Quinn ', email: 'ada@example.com' },
      { companyName: '', contactPerson: '\t', email: 'ada@example.com' },
      { companyName: ' Heron\nBakery ', contactPerson: null, email: 'ada@example.com' },
    ];
    for (const names of cases) {
      const shown = clientDisplayNameSql({
        companyName: sql`${names.companyName}::text`,
        contactPerson: sql`${names.contactPerson}::text`,
        email: sql`${names.email}::text`,
      });
      const [row] = (await t.db.execute<{ name: string }>(sql`select ${shown} as name`)).rows;
      expect(row?.name.trim()).toBe(clientDisplayName(names));
    }
  });
});
