import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/connection';
import { createDeps } from '../../src/server/deps';
import type { Account } from '../reliability/portal-accounts';

/** A statement as the product sent it; `name` when it is a prepared statement (PostgreSQL parses it once). */
export type Statement = { name?: string; text: string; values: unknown[] };
type Recorder = { statements: Statement[] | null };

const recorder: Recorder = { statements: null };
const record = (text: unknown, values: unknown) => {
  if (!recorder.statements) return;
  const query =
    typeof text === 'object' && text !== null
      ? (text as { name?: string; text: string; values?: unknown[] })
      : null;
  recorder.statements.push({
    name: query?.name,
    text: query ? query.text : String(text),
    // Drizzle passes the query as a config object and its parameters beside it.
    values: query?.values ?? (values as unknown[] | undefined) ?? [],
  });
};

// PostgreSQL: every query goes through a pg Client, pooled or not.
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  record(args[0], args[1]);
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

/** The embedded database: its one client is Drizzle's `$client`. */
function recordPglite(database: Database) {
  const client = (database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    record(args[0], args[1]);
    return query(...args);
  };
}

/**
 * The SQL one request runs (the session check, then the page's own queries), caught by building the
 * product in this process on the benchmark's database and asking it once: what the driver baseline
 * replays, so each endpoint is compared with its own queries.
 */
export async function sqlOfRequests(
  database: Database,
  accounts: Record<'admin' | 'client', Account>,
  requests: { name: string; as: 'admin' | 'client' | null; method: string; path: string }[],
): Promise<Map<string, Statement[]>> {
  if (database.kind === 'pglite') recordPglite(database);
  const origin = 'http://127.0.0.1:3999';
  const authSecret = 'bench-secret-that-is-long-enough-1234567890';
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: authSecret,
    DATA_DIR: await mkdtemp(join(tmpdir(), 'portal-bench-capture-')),
    APP_ORIGIN: origin,
    SIGN_INS_PER_MINUTE: '10000',
  });
  const app = createApp(createDeps(config, database, { authSecret }));
  const cookies: Record<string, string> = {};
  for (const role of ['admin', 'client'] as const) {
    const response = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: accounts[role].email, password: accounts[role].password }),
    });
    if (response.status !== 200) throw new Error(`Signing in the ${role} answered ${response.status}`);
    cookies[role] = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }
  const captured = new Map<string, Statement[]>();
  for (const request of requests) {
    const headers: Record<string, string> = request.as ? { cookie: cookies[request.as] as string } : {};
    // Once to warm what the process caches, then the request whose SQL is kept.
    await app.request(request.path, { method: request.method, headers });
    recorder.statements = [];
    const response = await app.request(request.path, { method: request.method, headers });
    if (response.status !== 200) throw new Error(`${request.path} answered ${response.status} in process`);
    captured.set(request.name, recorder.statements);
    recorder.statements = null;
  }
  return captured;
}
