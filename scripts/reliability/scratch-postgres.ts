import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the scripts use; its `postgres` database is where databases are made and dropped. */
export const postgresServerUrl =
  process.env.RELIABILITY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type ScratchDatabase = { url: string; query: pg.Pool['query']; drop(): Promise<void> };

/** A fresh, empty database named after `purpose`, dropped (with its connections) by `drop`. */
export async function createScratchDatabase(purpose: string): Promise<ScratchDatabase> {
  const name = `${purpose}_${randomBytes(4).toString('hex')}`;
  await withServer((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // A server killed mid-query drops its connections; an idle pooled one erroring must not stop the script.
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    query: pool.query.bind(pool) as pg.Pool['query'],
    drop: async () => {
      await pool.end();
      await withServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresServerUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
