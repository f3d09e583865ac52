import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/connection';
import { expectConsole } from '../support/fail-on-console';
import { openTestDatabase } from '../support/test-database';

// A dropped LISTEN connection exists only on a PostgreSQL server (PGlite runs in-process), so these
// tests are part of the suite's PostgreSQL run (TEST_DATABASE_URL, as CI does); the embedded run checks
// in-process delivery instead.
const onPostgres = inject('testDatabase').kind === 'postgres';

if (onPostgres)
  describe('LISTEN on PostgreSQL', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(() => database.close());

    it('listens again after PostgreSQL ends the connection, and the server keeps running', async () => {
      const received: string[] = [];
      const unlisten = await database.listen('listener_test', (payload) => received.push(payload));
      try {
        await database.db.execute(sql`select pg_notify('listener_test', 'before')`);
        await vi.waitFor(() => expect(received).toEqual(['before']));

        expectConsole('error'); // the listener reports the lost connection
        await database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`);

        // Notifications sent while it reconnects are lost by design; keep sending until one arrives.
        let n = 0;
        await vi.waitFor(
          async () => {
            await database.db.execute(sql`select pg_notify('listener_test', ${`after-${n++}`})`);
            expect(received.some((p) => p.startsWith('after-'))).toBe(true);
          },
          { timeout: 8000, interval: 200 },
        );
      } finally {
        await unlisten();
      }
    });
  });
else
  describe('LISTEN on the embedded database', () => {
    it('delivers notifications in-process', async () => {
      const database = await openTestDatabase();
      const received: string[] = [];
      const unlisten = await database.listen('listener_test', (payload) => received.push(payload));
      await database.db.execute(sql`select pg_notify('listener_test', 'hello')`);
      await vi.waitFor(() => expect(received).toEqual(['hello']));
      await unlisten();
      await database.close();
    });
  });
