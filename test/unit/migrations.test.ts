import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { pgliteExtensions } from '../../src/server/db/connection';

// Migrations run against databases that already hold data, not only empty ones: each is applied here
// on top of rows the release before it could have written.
const folder = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
const migration = (prefix: string) => {
  const file = readdirSync(folder).find((name) => name.startsWith(prefix) && name.endsWith('.sql'));
  if (!file) throw new Error(`No migration ${prefix}`);
  return readFileSync(`${folder}/${file}`, 'utf8').split('--> statement-breakpoint');
};
// Each test starts an embedded database of its own and migrates it: slow when other work shares the cores.
const slow = { timeout: 120_000 };

async function apply(db: PGlite, statements: string[]) {
  for (const statement of statements) await db.exec(statement);
}

describe('0001 signup metadata', slow, () => {
  it('upgrades a database with accounts, orders and a checkout that got two subscriptions', async () => {
    const db = await PGlite.create();
    await apply(db, migration('0000'));
    await db.exec(`
      insert into users (id, name, email) values
        ('buyer', 'Bea Buyer', 'bea@example.test'), ('staff', 'Sam Staff', 'sam@example.test'),
        ('invited', 'Ivy Invited', 'ivy@example.test');
      insert into user_roles (user_id, role) values ('buyer', 'client'), ('staff', 'admin'), ('invited', 'client');
      insert into profiles (id) values ('buyer'), ('staff'), ('invited');
      insert into orders (user_id, customer_email, status, stripe_session_id, service_tier)
        values ('buyer', 'bea@example.test', 'paid', 'cs_one', 'MVP Growth Retainer');
      insert into invite_links (token, created_by, expires_at, used_at, used_by)
        values (gen_random_uuid(), 'staff', now() + interval '7 days', now(), 'invited');
      insert into subscriptions (user_id, status, service_tier, stripe_session_id, created_at) values
        (null, 'pending', 'MVP Growth Retainer', 'cs_one', now() - interval '1 day'),
        ('buyer', 'paid', 'MVP Growth Retainer', 'cs_one', now());
    `);

    await apply(db, migration('0001'));

    const subscriptions = await db.query<{ user_id: string | null }>(
      `select user_id from subscriptions where stripe_session_id = 'cs_one'`,
    );
    expect(subscriptions.rows).toEqual([{ user_id: 'buyer' }]);
    const profiles = await db.query<{ id: string; signup_source: string | null }>(
      'select id, signup_source, signup_session_id from profiles order by id',
    );
    expect(profiles.rows).toEqual([
      { id: 'buyer', signup_source: 'purchase', signup_session_id: 'cs_one' },
      { id: 'invited', signup_source: 'invite', signup_session_id: null },
      { id: 'staff', signup_source: 'admin', signup_session_id: null },
    ]);
    await db.close();
  });
});

describe('0003 task attachment comment', slow, () => {
  // The ids of what the thread showed before: each file with its uploader's comment on the task nearest in
  // time within 5 seconds, compared to the millisecond, the earlier comment on a tie; else alone.
  it('links each existing file to the comment the thread showed it with, leaving lone files alone', async () => {
    const db = await PGlite.create();
    for (const prefix of ['0000', '0001', '0002']) await apply(db, migration(prefix));
    const c = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    await db.exec(`
      insert into users (id, name, email) values
        ('client', 'Casey Client', 'casey@example.test'), ('staff', 'Sam Staff', 'sam@example.test');
      insert into tasks (id, title, client_id) values
        ('10000000-0000-4000-8000-000000000001', 'One', 'client'),
        ('10000000-0000-4000-8000-000000000002', 'Two', 'client');
      insert into task_comments (id, task_id, content, author_id, created_at) values
        ('${c(1)}', '10000000-0000-4000-8000-000000000001', 'near', 'client', '2025-03-01 10:00:00.123999+00'),
        ('${c(2)}', '10000000-0000-4000-8000-000000000001', 'a millisecond before', 'client', '2025-03-01 10:00:00.122500+00'),
        ('${c(3)}', '10000000-0000-4000-8000-000000000001', 'same instant, first', 'client', '2025-03-01 11:00:00.500100+00'),
        ('${c(4)}', '10000000-0000-4000-8000-000000000001', 'same instant, second', 'client', '2025-03-01 11:00:00.500900+00'),
        ('${c(5)}', '10000000-0000-4000-8000-000000000001', 'earlier of two equally near', 'client', '2025-03-01 12:00:00+00'),
        ('${c(6)}', '10000000-0000-4000-8000-000000000001', 'later of two equally near', 'client', '2025-03-01 12:00:02+00'),
        ('${c(7)}', '10000000-0000-4000-8000-000000000002', 'other task', 'client', '2025-03-01 13:00:00+00');
      insert into task_attachments (file_name, task_id, file_url, file_type, file_size, uploaded_by, uploaded_at)
      select name, '10000000-0000-4000-8000-000000000001', 'task-files/' || name, 'application/pdf', 1, by, at::timestamptz
      from (values
        ('with-near', 'client', '2025-03-01 10:00:00.123+00'),
        ('five-seconds-on', 'client', '2025-03-01 10:00:05.123+00'),
        ('too-late', 'client', '2025-03-01 10:00:05.124+00'),
        ('same-instant', 'client', '2025-03-01 11:00:00.500+00'),
        ('between-two', 'client', '2025-03-01 12:00:01+00'),
        ('by-staff', 'staff', '2025-03-01 10:00:00.123+00'),
        ('uploader-gone', null, '2025-03-01 10:00:00.123+00'),
        ('other-task-time', 'client', '2025-03-01 13:00:00+00')
      ) as files (name, by, at);
    `);

    await apply(db, migration('0003'));

    const linked = await db.query<{ file_name: string; comment_id: string | null }>(
      'select file_name, comment_id from task_attachments order by file_name',
    );
    expect(Object.fromEntries(linked.rows.map((r) => [r.file_name, r.comment_id]))).toEqual({
      'between-two': c(5),
      'by-staff': null,
      'five-seconds-on': c(1),
      'other-task-time': null,
      'same-instant': c(3),
      'too-late': null,
      'uploader-gone': null,
      'with-near': c(1),
    });
    await db.close();
  });
});

describe('0005 order claimed_at', slow, () => {
  it('counts every order already linked to an account as closed, and only those', async () => {
    const db = await PGlite.create();
    for (const prefix of ['0000', '0001', '0002', '0003', '0004']) await apply(db, migration(prefix));
    await db.exec(`
      insert into users (id, name, email) values ('buyer', 'Bea Buyer', 'bea@example.test');
      insert into orders (user_id, customer_email, status, stripe_session_id, service_tier, updated_at) values
        ('buyer', 'bea@example.test', 'paid', 'cs_claimed', 'Launch Sprint', '2026-01-02 03:04:05+00'),
        (null, 'open@example.test', 'paid', 'cs_open', 'Launch Sprint', '2026-01-03 00:00:00+00'),
        (null, null, 'pending', 'cs_pending', null, '2026-01-04 00:00:00+00');
    `);

    await apply(db, migration('0005'));

    const rows = await db.query<{ stripe_session_id: string; claimed_at: Date | null }>(
      'select stripe_session_id, claimed_at from orders order by stripe_session_id',
    );
    expect(rows.rows).toEqual([
      { stripe_session_id: 'cs_claimed', claimed_at: new Date('2026-01-02T03:04:05Z') },
      { stripe_session_id: 'cs_open', claimed_at: null },
      { stripe_session_id: 'cs_pending', claimed_at: null },
    ]);
    // From now on an order is never linked to an account without being closed.
    await expect(
      db.exec(`update orders set user_id = 'buyer' where stripe_session_id = 'cs_open'`),
    ).rejects.toThrow(/orders_claimed_check/);
    await db.close();
  });
});

describe('0010 chat threads', slow, () => {
  it('gives every client a thread row with its latest message time, then keeps both as rows are written', async () => {
    const db = await PGlite.create();
    for (let i = 0; i <= 9; i++) await apply(db, migration(String(i).padStart(4, '0')));
    await db.exec(`
      insert into users (id, name, email, created_at) values
        ('talker', 'Tal', 'tal@example.test', '2025-06-01T00:00:00Z'),
        ('quiet', 'Quin', 'quin@example.test', '2025-07-01T00:00:00Z'),
        ('staff', 'Sam', 'sam@example.test', '2025-05-01T00:00:00Z');
      insert into user_roles (user_id, role) values ('talker', 'client'), ('quiet', 'client'), ('staff', 'admin');
      insert into messages (client_id, sender_id, content, created_at) values
        ('talker', 'talker', 'first', '2026-01-01T10:00:00Z'),
        ('talker', 'staff', 'latest', '2026-01-02T10:00:00Z');
      insert into files (name, client_id, category, file_url) values
        ('a.pdf', 'talker', 'report', 'a'), ('b.pdf', 'talker', 'report', 'b'), ('c.png', 'quiet', 'asset', 'c');
      insert into referrals (referrer_user_id, referred_name, referred_email, status, earned_amount) values
        ('talker', 'R1', 'r1@example.test', 'approved', 50.25), ('talker', 'R2', 'r2@example.test', 'approved', 10),
        ('quiet', 'R3', 'r3@example.test', 'pending', null);
    `);

    await apply(db, migration('0010'));
    // The summary cards' running totals start from the rows already there.
    const totals = await db.query<{ key: string; count: string; amount: string }>(
      'select key, count::text, amount::text from table_totals order by key',
    );
    expect(totals.rows).toEqual([
      { key: 'files:asset', count: '1', amount: '0.00' },
      { key: 'files:report', count: '2', amount: '0.00' },
      { key: 'referrals:approved', count: '2', amount: '60.25' },
      { key: 'referrals:pending', count: '1', amount: '0.00' },
    ]);
    const threads = async () =>
      (
        await db.query<{ client_id: string; last_message_at: Date | null; client_created_at: Date }>(
          `select client_id, nullif(last_message_at, '-infinity') as last_message_at, client_created_at
           from chat_threads order by client_id`,
        )
      ).rows;
    // The admin has no thread; the client who never wrote has one, with no message time.
    expect(await threads()).toEqual([
      { client_id: 'quiet', last_message_at: null, client_created_at: new Date('2025-07-01T00:00:00Z') },
      {
        client_id: 'talker',
        last_message_at: new Date('2026-01-02T10:00:00Z'),
        client_created_at: new Date('2025-06-01T00:00:00Z'),
      },
    ]);

    // A message written late with an older time leaves the thread's time; a newer one and a first one move it.
    await db.exec(`
      insert into messages (client_id, sender_id, content, created_at) values
        ('talker', 'talker', 'backdated', '2026-01-01T12:00:00Z'),
        ('quiet', 'quiet', 'hello', '2026-01-03T09:00:00Z');
    `);
    expect((await threads()).map((row) => row.last_message_at)).toEqual([
      new Date('2026-01-03T09:00:00Z'),
      new Date('2026-01-02T10:00:00Z'),
    ]);
    // A client made after the migration gets its row with its role; an admin does not.
    await db.exec(`
      insert into users (id, name, email, created_at) values
        ('newcomer', 'Nia', 'nia@example.test', '2026-02-01T00:00:00Z'),
        ('boss', 'Bo', 'bo@example.test', '2026-02-02T00:00:00Z');
      insert into user_roles (user_id, role) values ('newcomer', 'client'), ('boss', 'admin');
    `);
    expect((await threads()).map((row) => row.client_id)).toEqual(['newcomer', 'quiet', 'talker']);
    expect((await threads())[0]).toEqual({
      client_id: 'newcomer',
      last_message_at: null,
      client_created_at: new Date('2026-02-01T00:00:00Z'),
    });
    await db.exec(`delete from users where id = 'quiet'`);
    expect((await threads()).map((row) => row.client_id)).toEqual(['newcomer', 'talker']);
    await db.close();
  });
});

describe('0011 search trigrams', slow, () => {
  it('indexes the searched names of rows already there, and a search for part of a word reads that index', async () => {
    const db = await PGlite.create({ extensions: pgliteExtensions });
    for (let i = 0; i <= 10; i++) await apply(db, migration(String(i).padStart(4, '0')));
    await db.exec(`
      insert into users (id, name, email) values ('acme', 'Ann', 'ann@acme.test');
      insert into user_roles (user_id, role) values ('acme', 'client');
      insert into profiles (id, company_name) values ('acme', 'Acme Roasters');
      insert into files (name, client_id, category, file_url) values
        ('Quarterly growth report.pdf', 'acme', 'report', 'a'), ('logo.png', 'acme', 'asset', 'b');
      insert into tasks (title, client_id) values ('Draft the launch plan', 'acme');
    `);

    await apply(db, migration('0011'));
    // With sequential scans ruled out, the planner must reach each search through its trigram index.
    await db.exec('set enable_seqscan = off');
    const searches = [
      ['files', 'name', 'growth', 'files_name_trgm_idx'],
      ['tasks', 'title', 'launch', 'tasks_title_trgm_idx'],
      ['profiles', 'company_name', 'roast', 'profiles_company_name_trgm_idx'],
      ['users', 'email', 'acme', 'users_email_trgm_idx'],
    ] as const;
    for (const [table, column, word, index] of searches) {
      const plan = await db.query<{ 'QUERY PLAN': string }>(
        `explain select * from ${table} where ${column} ilike '%${word}%'`,
      );
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(index);
      const found = await db.query(`select 1 from ${table} where ${column} ilike '%${word.toUpperCase()}%'`);
      expect(found.rows).toHaveLength(1);
    }
    await db.close();
  });
});

describe('0013 client and application totals', slow, () => {
  it('starts the totals from the rows already there, then keeps them as accounts and applications come and go', async () => {
    const db = await PGlite.create({ extensions: pgliteExtensions });
    for (let i = 0; i <= 12; i++) await apply(db, migration(String(i).padStart(4, '0')));
    await db.exec(`
      insert into users (id, name, email) values
        ('acme', 'Ann', 'ann@acme.test'), ('bolt', 'Bo', 'bo@bolt.test'), ('staff', 'Sam', 'sam@example.test');
      insert into user_roles (user_id, role) values ('acme', 'client'), ('bolt', 'client'), ('staff', 'admin');
      insert into application_submissions (business_name, email) values ('Early Bird', 'early@bird.test');
    `);

    await apply(db, migration('0013'));
    const totals = async () =>
      (
        await db.query<{ key: string; count: string }>(
          `select key, count::text from table_totals
           where key like 'user_roles:%' or key like 'application_submissions:%' order by key`,
        )
      ).rows;
    expect(await totals()).toEqual([
      { key: 'application_submissions:all', count: '1' },
      { key: 'user_roles:admin', count: '1' },
      { key: 'user_roles:client', count: '2' },
    ]);

    // A new client, a client made staff, a deleted account (its role goes with it) and two applications.
    await db.exec(`
      insert into users (id, name, email) values ('cove', 'Cy', 'cy@cove.test');
      insert into user_roles (user_id, role) values ('cove', 'client');
      update user_roles set role = 'admin' where user_id = 'bolt';
      delete from users where id = 'acme';
      insert into application_submissions (business_name, email) values
        ('Second', 'second@example.test'), ('Third', 'third@example.test');
    `);
    expect(await totals()).toEqual([
      { key: 'application_submissions:all', count: '3' },
      { key: 'user_roles:admin', count: '2' },
      { key: 'user_roles:client', count: '1' },
    ]);
    await db.close();
  });
});

describe('0014 unread threads', slow, () => {
  it("starts each admin's unread threads from its markers and own replies, then keeps them as messages come", async () => {
    const db = await PGlite.create({ extensions: pgliteExtensions });
    for (let i = 0; i <= 13; i++) await apply(db, migration(String(i).padStart(4, '0')));
    await db.exec(`
      insert into users (id, name, email) values
        ('xena', 'Xena', 'xena@example.test'), ('yuri', 'Yuri', 'yuri@example.test'),
        ('zoe', 'Zoe', 'zoe@example.test'), ('ann', 'Ann', 'ann@example.test'), ('ben', 'Ben', 'ben@example.test');
      insert into user_roles (user_id, role) values
        ('xena', 'client'), ('yuri', 'client'), ('zoe', 'client'), ('ann', 'admin'), ('ben', 'admin');
      insert into messages (client_id, sender_id, content, created_at) values
        ('xena', 'xena', 'x1', '2026-01-01T10:00:00Z'),
        ('yuri', 'yuri', 'y1', '2026-01-01T11:00:00Z'),
        ('yuri', 'ben', 'reply', '2026-01-01T12:00:00Z'),
        ('zoe', 'ann', 'hello zoe', '2026-01-01T09:00:00Z');
      insert into message_reads (reader_id, client_id, last_read_at) values ('ann', 'xena', '2026-01-01T10:00:00Z');
    `);

    await apply(db, migration('0014'));
    const waiting = async () =>
      (
        await db.query<{ reader_id: string; client_id: string }>(
          'select reader_id, client_id from unread_threads order by reader_id, client_id',
        )
      ).rows.map((row) => `${row.reader_id}:${row.client_id}`);
    // Ann read Xena's thread; Ben replied to Yuri after Yuri wrote; Zoe never wrote.
    expect(await waiting()).toEqual(['ann:yuri', 'ben:xena']);

    // Xena writes again; Ann's marker moves past Yuri's message; Ben answers Xena.
    await db.exec(`
      insert into messages (client_id, sender_id, content, created_at) values ('xena', 'xena', 'x2', '2026-01-02T10:00:00Z');
      update message_reads set last_read_at = '2026-01-02T10:00:00Z' where reader_id = 'ann' and client_id = 'xena';
      insert into message_reads (reader_id, client_id, last_read_at) values ('ann', 'yuri', '2026-01-01T11:00:00Z');
      insert into messages (client_id, sender_id, content, created_at) values ('xena', 'ben', 'ok', '2026-01-02T11:00:00Z');
    `);
    expect(await waiting()).toEqual([]);
    await db.close();
  });
});

describe('0015 client file totals', slow, () => {
  it("starts each client's file counts from the files already there, then keeps them as files come and go", async () => {
    const db = await PGlite.create({ extensions: pgliteExtensions });
    for (let i = 0; i <= 14; i++) await apply(db, migration(String(i).padStart(4, '0')));
    await db.exec(`
      insert into users (id, name, email) values
        ('acme', 'Ann', 'ann@acme.test'), ('bolt', 'Bo', 'bo@bolt.test'), ('cove', 'Cy', 'cy@cove.test');
      insert into files (name, client_id, category, file_url) values
        ('q1.pdf', 'acme', 'report', 'k1'), ('q2.pdf', 'acme', 'report', 'k2'),
        ('brief.docx', 'acme', 'document', 'k3'), ('logo.png', 'bolt', 'asset', 'k4');
    `);

    await apply(db, migration('0015'));
    const totals = async () =>
      (
        await db.query<{ client_id: string; report: number; document: number; asset: number }>(
          'select client_id, report, document, asset from client_file_totals order by client_id',
        )
      ).rows.map((r) => `${r.client_id} ${r.report}/${r.document}/${r.asset}`);
    expect(await totals()).toEqual(['acme 2/1/0', 'bolt 0/0/1']);

    // Several files in one statement, one deleted, one moved to another tab and client, a client deleted
    // with its files.
    await db.exec(`
      insert into files (name, client_id, category, file_url) values
        ('a.png', 'cove', 'asset', 'k5'), ('b.png', 'cove', 'asset', 'k6'), ('q3.pdf', 'bolt', 'report', 'k7');
      delete from files where file_url = 'k2';
      update files set category = 'asset', client_id = 'cove' where file_url = 'k3';
      delete from users where id = 'bolt';
    `);
    expect(await totals()).toEqual(['acme 1/0/0', 'cove 0/0/3']);
    await db.close();
  });
});

describe('0016 client companies', slow, () => {
  it('makes every client the owner of its own company, keeps unread as it was, then opens companies as accounts come', async () => {
    const db = await PGlite.create({ extensions: pgliteExtensions });
    for (let i = 0; i <= 15; i++) await apply(db, migration(String(i).padStart(4, '0')));
    await db.exec(`
      insert into users (id, name, email, created_at) values
        ('acme', 'Ann', 'ann@acme.test', '2025-01-01T00:00:00Z'), ('bolt', 'Bo', 'bo@bolt.test', '2025-02-01T00:00:00Z'),
        ('staff', 'Sam', 'sam@example.test', '2025-01-01T00:00:00Z');
      insert into user_roles (user_id, role) values ('acme', 'client'), ('bolt', 'client'), ('staff', 'admin');
      insert into messages (client_id, sender_id, content, created_at) values
        ('acme', 'acme', 'from the client', '2026-01-01T10:00:00Z'),
        ('acme', 'staff', 'from the team', '2026-01-01T11:00:00Z'),
        ('bolt', 'bolt', 'hello', '2026-01-01T12:00:00Z');
    `);

    await apply(db, migration('0016'));
    const rows = async (query: string) => (await db.query<Record<string, unknown>>(query)).rows;
    expect(await rows('select id from client_accounts order by id')).toEqual([
      { id: 'acme' },
      { id: 'bolt' },
    ]);
    expect(await rows('select user_id, client_id, role from client_members order by user_id')).toEqual([
      { user_id: 'acme', client_id: 'acme', role: 'owner' },
      { user_id: 'bolt', client_id: 'bolt', role: 'owner' },
    ]);
    expect(await rows('select content from messages where from_client order by content')).toEqual([
      { content: 'from the client' },
      { content: 'hello' },
    ]);
    expect(await rows(`select count from table_totals where key = 'client_accounts:all'`)).toEqual([
      { count: 2 },
    ]);

    // A new client opens a company (and its chat thread); a teammate joins one and opens nothing.
    await db.exec(`
      insert into users (id, name, email) values ('cove', 'Cy', 'cy@cove.test'), ('mate', 'Mo', 'mo@acme.test');
      insert into user_roles (user_id, role) values ('cove', 'client');
      insert into client_members (user_id, client_id, role) values ('mate', 'acme', 'member');
      insert into user_roles (user_id, role) values ('mate', 'client');
      insert into messages (client_id, sender_id, from_client, content, created_at)
        values ('acme', 'mate', true, 'from a teammate', '2026-01-02T10:00:00Z');
    `);
    expect(await rows('select id from client_accounts order by id')).toEqual([
      { id: 'acme' },
      { id: 'bolt' },
      { id: 'cove' },
    ]);
    expect(await rows('select client_id from chat_threads order by client_id')).toEqual([
      { client_id: 'acme' },
      { client_id: 'bolt' },
      { client_id: 'cove' },
    ]);
    expect(await rows(`select count from table_totals where key = 'client_accounts:all'`)).toEqual([
      { count: 3 },
    ]);
    // The teammate's message waits for the admin like the client's own.
    expect(
      await rows(`select client_id from unread_threads where reader_id = 'staff' order by client_id`),
    ).toEqual([{ client_id: 'acme' }, { client_id: 'bolt' }]);
    await db.close();
  });
});

describe('0022 referral totals', slow, () => {
  it("starts each client's referral counts and earnings from the referrals already there, then keeps them", async () => {
    const db = await PGlite.create({ extensions: pgliteExtensions });
    for (let i = 0; i <= 21; i++) await apply(db, migration(String(i).padStart(4, '0')));
    await db.exec(`
      insert into users (id, name, email) values
        ('acme', 'Ann', 'ann@acme.test'), ('bolt', 'Bo', 'bo@bolt.test'), ('cove', 'Cy', 'cy@cove.test');
      insert into referrals (referrer_user_id, referred_name, referred_email, status, earned_amount) values
        ('acme', 'r1', 'r1@lead.test', 'pending', null), ('acme', 'r2', 'r2@lead.test', 'approved', 200),
        ('acme', 'r3', 'r3@lead.test', 'approved', 120.50), ('acme', 'r4', 'r4@lead.test', 'rejected', 999),
        ('bolt', 'r5', 'r5@lead.test', 'contacted', null), ('bolt', 'r6', 'r6@lead.test', 'approved', null);
    `);

    await apply(db, migration('0022'));
    // pending/contacted/approved/rejected and the approved ones' earnings (a rejected amount counts nothing).
    const totals = async () =>
      (
        await db.query<Record<string, string | number>>(
          `select client_id, pending, contacted, approved, rejected, earned::text as earned
           from client_referral_totals order by client_id`,
        )
      ).rows.map((r) => `${r.client_id} ${r.pending}/${r.contacted}/${r.approved}/${r.rejected} ${r.earned}`);
    expect(await totals()).toEqual(['acme 1/0/2/1 320.50', 'bolt 0/1/1/0 0.00']);

    // Several referrals in one statement, a decision, a corrected amount, notes alone, one moved to another
    // client, one deleted, a client deleted with its referrals.
    await db.exec(`
      insert into referrals (referrer_user_id, referred_name, referred_email, status, earned_amount) values
        ('cove', 'r7', 'r7@lead.test', 'pending', null), ('cove', 'r8', 'r8@lead.test', 'approved', 50),
        ('acme', 'r9', 'r9@lead.test', 'pending', null);
      update referrals set status = 'approved', earned_amount = 75.25 where referred_name = 'r1';
      update referrals set earned_amount = 100 where referred_name = 'r2';
      update referrals set admin_notes = 'Called' where referred_name = 'r3';
      update referrals set referrer_user_id = 'cove' where referred_name = 'r3';
      delete from referrals where referred_name = 'r9';
      delete from users where id = 'bolt';
    `);
    expect(await totals()).toEqual(['acme 0/0/2/1 175.25', 'cove 1/0/2/0 170.50']);
    await db.close();
  });
});

describe('0023 audit log', slow, () => {
  it('keeps the agency settings already saved with a year of retention, and lets only retention delete events', async () => {
    const db = await PGlite.create({ extensions: pgliteExtensions });
    for (let i = 0; i <= 22; i++) await apply(db, migration(String(i).padStart(4, '0')));
    await db.exec(`insert into agency_settings (id, time_zone) values (1, 'Europe/Berlin')`);

    await apply(db, migration('0023'));
    const settings = await db.query<{ time_zone: string; audit_retention_days: number }>(
      'select time_zone, audit_retention_days from agency_settings',
    );
    expect(settings.rows).toEqual([{ time_zone: 'Europe/Berlin', audit_retention_days: 365 }]);
    await expect(db.exec('update agency_settings set audit_retention_days = 0')).rejects.toThrow(
      /agency_settings_audit_retention_days_check/,
    );

    await db.exec(
      `insert into audit_events (action, actor_name) values ('sign_in', 'Ann'), ('sign_out', 'Ann')`,
    );
    await expect(db.exec(`update audit_events set actor_name = 'Bo'`)).rejects.toThrow(/append-only/);
    await expect(db.exec(`delete from audit_events where action = 'sign_in'`)).rejects.toThrow(/append-only/);
    await expect(db.exec('truncate audit_events')).rejects.toThrow(/append-only/);
    // The retention job says who it is for its transaction alone.
    await db.exec(`
      begin;
      select set_config('app.audit_retention', 'on', true);
      delete from audit_events where action = 'sign_in';
      commit;`);
    await expect(db.exec(`delete from audit_events`)).rejects.toThrow(/append-only/);
    const left = await db.query<{ action: string }>('select action from audit_events');
    expect(left.rows).toEqual([{ action: 'sign_out' }]);
    await db.close();
  });
});

describe('0024 two-factor sign-in', slow, () => {
  it('starts everyone with it off and the requirement off, keeps one secret a person, and drops it with them', async () => {
    const db = await PGlite.create({ extensions: pgliteExtensions });
    for (let i = 0; i <= 23; i++) await apply(db, migration(String(i).padStart(4, '0')));
    await db.exec(`
      insert into users (id, name, email) values ('ann', 'Ann', 'ann@example.test');
      insert into agency_settings (id, time_zone) values (1, 'Europe/Berlin');`);

    await apply(db, migration('0024'));
    const people = await db.query<{ two_factor_enabled: boolean }>('select two_factor_enabled from users');
    expect(people.rows).toEqual([{ two_factor_enabled: false }]);
    const settings = await db.query<{ require_staff_two_factor: boolean }>(
      'select require_staff_two_factor from agency_settings',
    );
    expect(settings.rows).toEqual([{ require_staff_two_factor: false }]);

    await db.exec(
      `insert into two_factors (id, secret, backup_codes, user_id) values ('t1', 's', 'b', 'ann')`,
    );
    await expect(
      db.exec(`insert into two_factors (id, secret, backup_codes, user_id) values ('t2', 's', 'b', 'ann')`),
    ).rejects.toThrow(/two_factors_user_id_unique/);
    await db.exec(`delete from users where id = 'ann'`);
    expect((await db.query('select id from two_factors')).rows).toEqual([]);
    await db.close();
  });
});

describe('0025 billing', slow, () => {
  it('gives a company a plan and numbered invoices, refuses a half-sent draft, and drops them with the company', async () => {
    const db = await PGlite.create({ extensions: pgliteExtensions });
    for (let i = 0; i <= 24; i++) await apply(db, migration(String(i).padStart(4, '0')));
    await db.exec(`
      insert into users (id, name, email) values ('acme', 'Ann', 'ann@example.test');
      insert into user_roles (user_id, role) values ('acme', 'client');`);

    await apply(db, migration('0025'));
    await db.exec(`
      insert into billing_plans (client_id, name, amount_minor, currency, interval, start_date)
        values ('acme', 'Growth', 250000, 'USD', 'monthly', '2026-01-01');
      insert into invoices (id, client_id, currency, net_terms_days)
        values ('00000000-0000-4000-8000-000000000001', 'acme', 'USD', 30);
      insert into invoice_items (invoice_id, position, description, quantity, unit_price_minor)
        values ('00000000-0000-4000-8000-000000000001', 0, 'Retainer', 1, 250000);`);
    await expect(db.exec(`update invoices set state = 'sent'`)).rejects.toThrow(/invoices_sent_fields_check/);
    await expect(
      db.exec(`insert into billing_plans (client_id, name, amount_minor, currency, interval, start_date)
        values ('acme', 'Again', 1, 'USD', 'weekly', '2026-01-01')`),
    ).rejects.toThrow(/billing_plans_interval_check/);
    const bump = `insert into invoice_number_counters (year, last) values (2026, 1)
      on conflict (year) do update set last = invoice_number_counters.last + 1 returning last`;
    expect((await db.query(bump)).rows).toEqual([{ last: 1 }]);
    expect((await db.query(bump)).rows).toEqual([{ last: 2 }]);

    await db.exec(`delete from users where id = 'acme'`);
    for (const table of ['billing_plans', 'invoices', 'invoice_items'])
      expect((await db.query(`select 1 from ${table}`)).rows).toEqual([]);
    await db.close();
  });
});
