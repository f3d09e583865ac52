import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/connection';
import { createRealtimeHub } from '../../src/server/realtime/hub';
import { expectConsole } from '../support/fail-on-console';
import { createTestApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';
import { readSse } from './sse-reader';

// A dropped LISTEN connection exists only on a PostgreSQL server (PGlite runs in-process), so these
// tests are part of the suite's PostgreSQL run (TEST_DATABASE_URL, as CI does); the embedded run checks
// in-process delivery instead.
const onPostgres = inject('testDatabase').kind === 'postgres';

/** What a PostgreSQL restart does to our LISTEN connection. */
function terminateListeners(database: Database) {
  return database.db.execute(sql`
    select pg_terminate_backend(pid) from pg_stat_activity
    where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`);
}

if (onPostgres)
  describe('LISTEN on PostgreSQL', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(() => database.close());

    it('listens again after PostgreSQL ends the connection, and the server keeps running', async () => {
      const received: string[] = [];
      let reconnects = 0;
      const unlisten = await database.listen(
        'listener_test',
        (payload) => received.push(payload),
        () => reconnects++,
      );
      try {
        await database.db.execute(sql`select pg_notify('listener_test', 'before')`);
        await vi.waitFor(() => expect(received).toEqual(['before']));

        expectConsole('error'); // the listener reports the lost connection
        await terminateListeners(database);

        // Notifications sent while it reconnects are lost by design; keep sending until one arrives.
        let n = 0;
        await vi.waitFor(
          async () => {
            await database.db.execute(sql`select pg_notify('listener_test', ${`after-${n++}`})`);
            expect(received.some((p) => p.startsWith('after-'))).toBe(true);
          },
          { timeout: 8000, interval: 200 },
        );
        expect(reconnects).toBe(1);
      } finally {
        await unlisten();
      }
    });

    it('tells every event stream to refetch once its events could have been missed', async () => {
      const hub = createRealtimeHub(database);
      await hub.start();
      let resyncs = 0;
      hub.subscribe({ userId: 'someone', role: 'client', send: () => {}, resync: () => resyncs++ });
      try {
        expectConsole('error');
        await terminateListeners(database);
        await vi.waitFor(() => expect(resyncs).toBe(1), { timeout: 8000, interval: 100 });
      } finally {
        await hub.stop();
      }
    });

    it('sends each open stream a `resync` once its session is re-read, and keeps delivering', async () => {
      const t = await createTestApp();
      const actors = await t.actors();
      const stream = readSse(await actors.clientA.get('/api/events'));
      try {
        expect((await stream.next()).event).toBe('ready');
        expectConsole('error');
        await terminateListeners(t.deps.database);
        expect(await stream.nextOf('resync')).toEqual({ event: 'resync', data: '{}' });
        await t.deps.realtime.publish({
          topic: 'tasks',
          clientId: actors.clientA.userId,
          id: 'after-resync',
        });
        expect(await stream.nextChange()).toMatchObject({ id: 'after-resync' });
      } finally {
        await stream.cancel();
        await t.close();
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
