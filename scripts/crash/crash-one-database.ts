import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { demoAccounts } from '../../src/server/db/seed';
import { freePort } from '../reliability/free-port';
import { outboxPage, registerClient, signIn } from '../reliability/portal-accounts';
import { createScratchDatabase, type ScratchDatabase } from '../reliability/scratch-postgres';
import { type RunningServer, startServer } from '../reliability/server-process';
import { type CheckResult, checkAfterRestart } from './check-after-restart';
import { Ledger } from './ledger';
import { type Cast, writeUntilDown } from './write-traffic';

export type CrashOptions = {
  database: 'pglite' | 'postgres';
  kills: number;
  writers: number;
  /** Wait out every killed server's stale lock (15 s) instead of only the first. */
  realLockWaits: boolean;
  log: (line: string) => void;
};

export type CrashReport = {
  database: string;
  kills: number;
  writesSent: number;
  ackedChecked: number;
  downloads: number;
  keptYoung: number;
  restartMs: number[];
  failures: string[];
};

/**
 * A handful of users write for minutes on end: the per-address sign-in limit and the per-user upload
 * limits would otherwise start refusing them, and a refused write tests nothing.
 */
const crashServerEnv = {
  SIGN_INS_PER_MINUTE: '1000',
  USER_UPLOAD_FILES_PER_10_MINUTES: '100000',
  USER_UPLOAD_MB_PER_10_MINUTES: '100000',
};

/** The sweep's grace for storage other servers may share (storage/sweep-disk-storage.ts). */
const SHARED_STORAGE_GRACE_MS = 10 * 60_000;

export async function crashOneDatabase(options: CrashOptions): Promise<CrashReport> {
  const dataDir = await mkdtemp(join(tmpdir(), `portal-crash-${options.database}-`));
  const scratch: ScratchDatabase | undefined =
    options.database === 'postgres' ? await createScratchDatabase('crash_test') : undefined;
  const report: CrashReport = {
    database: options.database,
    kills: 0,
    writesSent: 0,
    ackedChecked: 0,
    downloads: 0,
    keptYoung: 0,
    restartMs: [],
    failures: [],
  };
  const port = await freePort();
  const start = () => startServer({ port, dataDir, databaseUrl: scratch?.url, env: crashServerEnv });
  let server: RunningServer | undefined;
  try {
    server = await start();
    const cast = await signInCast(server.origin);
    const ledger = new Ledger();
    const check = async (fromRound: number, when: string) => {
      try {
        const result = await checkAfterRestart({
          admin: cast.admin,
          ledger,
          storageRoot: join(dataDir, 'storage'),
          downloadFromRound: fromRound,
          referencedKeys: scratch && (() => attachmentKeys(scratch)),
          sweepGraceMs: scratch ? SHARED_STORAGE_GRACE_MS : 0,
        });
        merge(report, result, when);
        return result.failures.length;
      } catch (error) {
        // A read the check needed was refused: that is a failure of the restarted server, not of the script.
        report.failures.push(`${when}: the check could not read back: ${(error as Error).message}`);
        return 1;
      }
    };
    let up = true;

    for (let round = 1; round <= options.kills; round++) {
      const stop = new AbortController();
      const writing = writeUntilDown(cast, ledger, round, options.writers, stop.signal);
      // A random moment: the point is to land the kill inside requests, uploads and commits alike.
      await delay(300 + Math.random() * 2_200);
      await server.kill('SIGKILL');
      stop.abort();
      report.writesSent += (await writing).sent;
      report.kills++;

      if (options.database === 'pglite' && round > 1 && !options.realLockWaits) await ageLock(dataDir);
      try {
        server = await start();
      } catch (error) {
        report.failures.push(`round ${round}: the server did not start again: ${(error as Error).message}`);
        up = false;
        break;
      }
      report.restartMs.push(server.startMs);
      const failures = await check(round, `round ${round}`);
      options.log(
        `${options.database} kill ${round}/${options.kills}: restarted in ${(server.startMs / 1000).toFixed(1)} s, ` +
          `${ledger.size} acknowledged writes so far, ${failures} failures`,
      );
    }
    // Every acknowledged write of every round, every file downloaded once more.
    if (up) await check(0, 'final check');
  } finally {
    await server?.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
  return report;
}

function merge(report: CrashReport, result: CheckResult, when: string) {
  report.downloads += result.downloads;
  // They grow round by round: the last check saw them all.
  report.keptYoung = result.keptYoung;
  report.ackedChecked = result.ackedChecked;
  report.failures.push(...result.failures.map((f) => `${when}: ${f}`));
}

/** The demo admin and client from the seed, and two clients who join through invite links. */
async function signInCast(origin: string): Promise<Cast> {
  const admin = await signIn(origin, demoAccounts.admin, 'admin');
  const demoClient = await signIn(origin, demoAccounts.client, 'demo client');
  const me = await demoClient.request('GET', '/api/me');
  const clients = [{ id: (me.body as { user: { id: string } }).user.id, session: demoClient }];
  for (const name of ['crash-client-a', 'crash-client-b']) {
    const joined = await registerClient(admin, outboxPage(admin), name);
    clients.push({ id: joined.id, session: joined.session });
  }
  return { admin, clients };
}

async function attachmentKeys(scratch: ScratchDatabase): Promise<Set<string>> {
  const { rows } = await scratch.query<{ key: string }>(
    `select file_url as key from task_attachments union select file_url from files
     union select file_url from update_attachments union select logo_url from profiles where logo_url is not null`,
  );
  return new Set(rows.map((r) => r.key));
}

/**
 * As if the killed server's lock had gone unrenewed for its full 15 s: the next start still takes the
 * stale lock over itself, without each kill costing 15 s of waiting.
 */
async function ageLock(dataDir: string) {
  const past = new Date(Date.now() - 60_000);
  await utimes(join(dataDir, 'server.lock'), past, past).catch(() => undefined);
}
