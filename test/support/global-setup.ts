import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/server/db/connection';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { kind: 'pglite'; dumpPath: string }
      | { kind: 'postgres'; adminUrl: string; template: string };
  }
}

const runId = `${process.pid}_${Date.now().toString(36)}`;

/**
 * Migrates one database per test run; every test file then starts from a copy of it:
 * a PGlite dump loaded in memory, or `CREATE DATABASE ... TEMPLATE` on PostgreSQL (TEST_DATABASE_URL).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `agency_test_${runId}_template`;
    await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
    const database = await openPostgres(withDatabase(adminUrl, template));
    await database.migrate();
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template });
    return async () => {
      const { rows } = await adminQuery(
        adminUrl,
        `SELECT datname FROM pg_database WHERE datname LIKE 'agency_test_${runId}_%'`,
      );
      for (const row of rows)
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    };
  }

  const dir = join(process.cwd(), '.tmp');
  mkdirSync(dir, { recursive: true });
  const dumpPath = join(dir, `test-db-${runId}.tar.gz`);
  const database = await openPglite();
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return () => rmSync(dumpPath, { force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}
