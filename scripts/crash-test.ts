// `npm run test:crash`: kills the real server with SIGKILL in the middle of concurrent writes, restarts it,
// and checks that every acknowledged write survived, none is half applied, no file is left without its
// row, and the server always starts again. Once on the embedded database, once on a fresh PostgreSQL
// database. CRASH_KILLS (default 50) kills per database; CRASH_DATABASES=pglite or postgres runs one;
// CRASH_WRITERS (default 4) concurrent writers; CRASH_REAL_LOCK_WAITS=1 waits out every stale lock.

import { type CrashReport, crashOneDatabase } from './crash/crash-one-database';
import { percentile } from './reliability/percentiles';

const kills = Number(process.env.CRASH_KILLS ?? 50);
const writers = Number(process.env.CRASH_WRITERS ?? 4);
const databases = (process.env.CRASH_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const realLockWaits = process.env.CRASH_REAL_LOCK_WAITS === '1';
if (!Number.isInteger(kills) || kills < 1 || !Number.isInteger(writers) || writers < 1)
  throw new Error('CRASH_KILLS and CRASH_WRITERS must be positive integers');

const began = performance.now();
for (const database of databases)
  if (database !== 'pglite' && database !== 'postgres') throw new Error(`Unknown database '${database}'`);
// The databases run side by side: each has its own server, port and data directory, and most of a
// round is spent waiting on a restart, so this halves the wall time without changing what is checked.
const reports: CrashReport[] = await Promise.all(
  databases.map((database) =>
    crashOneDatabase({ database, kills, writers, realLockWaits, log: console.log }),
  ),
);

const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(1)} s`;
let failed = false;
for (const r of reports) {
  for (const failure of r.failures.slice(0, 30)) console.error(`FAIL ${r.database}: ${failure}`);
  if (r.failures.length > 30) console.error(`FAIL ${r.database}: ... and ${r.failures.length - 30} more`);
  if (r.failures.length > 0 || r.kills < kills) failed = true;
  console.log(
    `${r.database}: ${r.kills} kills, ${r.writesSent} writes sent, ${r.ackedChecked} acknowledged writes ` +
      `checked, ${r.downloads} downloads compared, restart p50 ${seconds(percentile(r.restartMs, 50))} ` +
      `max ${seconds(Math.max(...r.restartMs))}` +
      (r.keptYoung
        ? `, ${r.keptYoung} unreferenced files younger than the sweep's grace (kept by design)`
        : '') +
      `, ${r.failures.length} failures`,
  );
}
console.log(
  `crash test ${failed ? 'FAILED' : 'passed'}: ${reports.map((r) => `${r.database} ${r.kills} kills`).join(', ')}, ` +
    `${reports.reduce((n, r) => n + r.ackedChecked, 0)} acknowledged writes checked, ` +
    `${reports.reduce((n, r) => n + r.failures.length, 0)} failures, ${seconds(performance.now() - began)}`,
);
process.exit(failed ? 1 : 0);
