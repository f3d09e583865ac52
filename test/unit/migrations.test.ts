import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

// Migrations run against databases that already hold data, not only empty ones: each is applied here
// on top of rows the release before it could have written.
const folder = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
const migration = (prefix: string) => {
  const file = readdirSync(folder).find((name) => name.startsWith(prefix) && name.endsWith('.sql'));
  if (!file) throw new Error(`No migration ${prefix}`);
  return readFileSync(`${folder}/${file}`, 'utf8').split('--> statement-breakpoint');
};
async function apply(db: PGlite, statements: string[]) {
  for (const statement of statements) await db.exec(statement);
}

describe('0001 signup metadata', () => {
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
