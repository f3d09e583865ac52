import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../reliability/free-port';
import { type Account, strongPassword } from '../reliability/portal-accounts';
import { createScratchDatabase, type ScratchDatabase } from '../reliability/scratch-postgres';
import { type RunningServer, startServer } from '../reliability/server-process';
import { type LocalS3, startLocalS3 } from './local-s3';

/** Instance B runs this many server processes on its one port (WORKERS); A runs one. */
export const B_SERVER_PROCESSES = 2;

/** The ports this test may use. */
const PORTS = { from: 3371, to: 3389 } as const;

export type Instance = { name: 'A' | 'B'; origin: string; server: RunningServer };

export type InstancePair = {
  a: Instance;
  b: Instance;
  /** The address users know the portal by (APP_ORIGIN): the reverse proxy's, in production. */
  publicOrigin: string;
  admin: Account;
  database: ScratchDatabase;
  s3: LocalS3;
  /** Stops both instances the way a deploy does (SIGTERM: running jobs finish first). */
  stopInstances(): Promise<void>;
  /** Stops everything and deletes the database, the bucket's files and the data folders. */
  close(): Promise<void>;
};

const repoRoot = new URL('../..', import.meta.url);

/**
 * Production as docs/deploy.md describes it, on one machine: a fresh PostgreSQL database, a local
 * S3-compatible bucket, two server instances with the same configuration and secret, each with its own
 * empty DATA_DIR (nothing may live on an instance's disk), B as several server processes on its port
 * (WORKERS), so a request to B may reach any of them, and the first admin made with
 * `npm run admin:create`'s script while they run. TRUST_PROXY is on: the test plays
 * the reverse proxy and names the caller's address in X-Forwarded-For.
 */
export async function startInstancePair(): Promise<InstancePair> {
  const running: RunningServer[] = [];
  const stopInstances = async () => {
    await Promise.all(running.splice(0).map((server) => server.kill('SIGTERM')));
  };
  // Undone last made first, once the instances are down: data folders, then the bucket, then the database.
  const cleanups: (() => Promise<void>)[] = [];
  const close = async () => {
    await stopInstances().catch(reportCleanupFailure);
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(reportCleanupFailure);
  };
  try {
    const database = await createScratchDatabase('instances_test');
    cleanups.push(() => database.drop());
    const [s3Port, proxyPort, portA, portB] = await distinctFreePorts(4);
    const s3 = await startLocalS3(s3Port as number);
    cleanups.push(() => s3.close());
    // Where the reverse proxy would answer: links in emails and the Origin of every write name it. Nothing
    // listens there; the test sends each request straight to the instance it chooses.
    const publicOrigin = `http://127.0.0.1:${proxyPort}`;
    const env = {
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      APP_ORIGIN: publicOrigin,
      TRUST_PROXY: 'true',
      DATABASE_URL: database.url,
      ...s3.env,
    };

    const start = async (port: number, workers: number) => {
      const dir = await dataDir(cleanups);
      const server = await startServer({
        port,
        dataDir: dir,
        databaseUrl: database.url,
        env: { ...env, DATA_DIR: dir, WORKERS: String(workers) },
      });
      running.push(server);
      return server;
    };
    // Both start at once on the empty database: each migrates under the same lock, so one makes the
    // schema and the other finds nothing left to do. Then the first admin is made.
    const [serverA, serverB] = await Promise.all([
      start(portA as number, 1),
      start(portB as number, B_SERVER_PROCESSES),
    ]);
    const admin: Account = { email: 'instances-admin@agency.example', password: strongPassword() };
    await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/server/cli/create-admin.ts',
        '--email',
        admin.email,
        '--password',
        admin.password,
      ],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...env, DATA_DIR: await dataDir(cleanups) } },
    );
    return {
      a: { name: 'A', origin: serverA.origin, server: serverA },
      b: { name: 'B', origin: serverB.origin, server: serverB },
      publicOrigin,
      admin,
      database,
      s3,
      stopInstances,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** `count` different ports nothing listens on now. */
async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  for (let tries = 0; ports.size < count && tries < 100; tries++)
    ports.add(await freePort(PORTS.from, PORTS.to));
  if (ports.size < count) throw new Error(`No ${count} free ports between ${PORTS.from} and ${PORTS.to}`);
  return [...ports];
}

async function dataDir(cleanups: (() => Promise<void>)[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-instance-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

function reportCleanupFailure(error: unknown) {
  console.error(`Cleaning up failed: ${(error as Error).message}`);
}
