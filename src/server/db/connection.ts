import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromPglite, type ConstructorOptions as JobQueueOptions } from 'pg-boss';
import { listenWithReconnect } from './postgres-listener';
import * as schema from './schema/index';

/**
 * What a raw statement (`db.execute<Row>(sql)`) answers: both drivers give its rows as `rows` (node-postgres'
 * QueryResult, PGlite's Results), so it is typed once here for either.
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsOf<this['row']>;
}
type RowsOf<Row> = { rows: Row[] };

export type Db = PgDatabase<RowsResultHKT, typeof schema>;
/** A transaction or the database itself: domain functions accept either. */
export type DbOrTx = Pick<
  Db,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | 'query' | 'transaction'
>;

type Unlisten = () => Promise<void>;

/** The database plus the two things Drizzle does not abstract: LISTEN and closing. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** `onReconnect` runs after a lost connection is back (notifications sent meanwhile were missed). */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<Unlisten>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** How the job queue (pg-boss, decision 016) reaches this same database. */
  jobQueueConnection(): JobQueueOptions;
};

// Beside this file in development, beside the bundle in production (scripts/build-server.ts copies them).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The extensions the migrations create; the embedded database must load them every time it opens. */
export const pgliteExtensions = { pg_trgm };

/** Embedded Postgres (PGlite). `dataDir` undefined keeps it in memory; `loadDataDir` starts from a dump. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    jobQueueConnection: () => ({ db: fromPglite(client), backend: 'pglite' }),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle pooled connection that PostgreSQL drops emits 'error'; unhandled, it would stop the process.
  // The pool discards that connection and opens a new one for the next query.
  pool.on('error', (error) => console.error(`PostgreSQL dropped an idle connection: ${error.message}`));
  const db = drizzlePg({ client: pool, schema });
  const listeners = new Set<ReturnType<typeof listenWithReconnect>>();
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    listen: async (channel, onPayload, onReconnect) => {
      const listener = listenWithReconnect(connectionString, channel, onPayload, onReconnect);
      await listener.start();
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    migrate: () => migrateUnderLock(pool),
    // Its own small pool: a slow job never holds up the requests' connections.
    jobQueueConnection: () => ({ connectionString, max: 3 }),
    close: async () => {
      await Promise.all([...listeners].map((l) => l.stop()));
      await pool.end();
    },
  };
}

/** Any fixed number: every instance of the portal takes the same advisory lock to migrate. */
const MIGRATION_LOCK_KEY = 4_216_001;

/**
 * Several instances may start at once: each waits its turn on a session advisory lock, and the ones after
 * the first find nothing left to apply. Without it two of them run the same CREATE TABLE and one fails.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
