import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { lock } from 'proper-lockfile';

export class DataDirLockedError extends Error {}

export type LockTiming = {
  /** A lock whose time stamp is older than this was left by a server that stopped without releasing it. */
  staleMs: number;
  /** How often the holder renews the time stamp (well within staleMs, so a busy server keeps its lock). */
  updateMs: number;
  /** How often a starting server looks again while it waits for a stale lock. */
  retryMs: number;
};

const defaultTiming: LockTiming = { staleMs: 15_000, updateMs: 3_000, retryMs: 500 };

// Locks this process holds: PGlite must not be opened twice by one process either.
const heldByThisProcess = new Set<string>();

/**
 * PGlite is a single-process database: two servers on one data directory would corrupt it. The lock is
 * the directory `server.lock`, made atomically and kept fresh by its holder (proper-lockfile); nothing in
 * it names a process, so a reused process id cannot keep it. A server that was killed leaves a lock that
 * goes stale within `staleMs`: a starting server waits that long for it, and takes it over. A live holder
 * is recognised sooner, by its time stamp moving on. `server.pid` names the holder, only for the message.
 */
export async function lockDataDir(
  dataDir: string,
  options: {
    timing?: LockTiming;
    /** The lock was taken from under us (removed, or judged stale by another server). */
    onCompromised?: (error: Error) => void;
  } = {},
): Promise<() => Promise<void>> {
  const timing = options.timing ?? defaultTiming;
  await mkdir(dataDir, { recursive: true });
  const lockPath = resolve(join(dataDir, 'server.lock'));
  const pidPath = join(dataDir, 'server.pid');
  if (heldByThisProcess.has(lockPath)) {
    throw new DataDirLockedError(
      `This server already has the data directory ${dataDir} open; it cannot be opened twice.`,
    );
  }
  await removeLegacyLockFile(lockPath);

  const deadline = Date.now() + timing.staleMs + 2 * timing.updateMs;
  let firstSeenStamp: number | undefined;
  let announced = false;
  for (;;) {
    try {
      const release = await lock(dataDir, {
        lockfilePath: lockPath,
        realpath: false,
        stale: timing.staleMs,
        update: timing.updateMs,
        onCompromised: options.onCompromised ?? stopOnLostLock(dataDir),
      });
      heldByThisProcess.add(lockPath);
      await writeFile(pidPath, String(process.pid));
      return async () => {
        if (!heldByThisProcess.delete(lockPath)) return;
        await rm(pidPath, { force: true });
        await release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    }
    const stamp = await timeStampOf(lockPath);
    firstSeenStamp ??= stamp;
    const renewed = stamp !== undefined && firstSeenStamp !== undefined && stamp !== firstSeenStamp;
    if (renewed || Date.now() > deadline) throw await lockedBy(pidPath, dataDir);
    if (!announced) {
      announced = true;
      console.log(
        `The data directory ${dataDir} is locked. Waiting up to ${Math.ceil(timing.staleMs / 1000)} s ` +
          'in case it was left by a server that stopped...',
      );
    }
    await sleep(timing.retryMs);
  }
}

async function lockedBy(pidPath: string, dataDir: string): Promise<DataDirLockedError> {
  const pid = Number.parseInt(await readFile(pidPath, 'utf8').catch(() => ''), 10);
  const who = Number.isInteger(pid)
    ? `Another Agency Portal server (pid ${pid})`
    : 'Another Agency Portal server';
  return new DataDirLockedError(
    `${who} is already using the data directory ${dataDir}. ` +
      'Stop it first, or start this one with a different DATA_DIR.',
  );
}

async function timeStampOf(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Earlier versions locked with a plain file of this name holding a pid; a directory replaces it. */
async function removeLegacyLockFile(lockPath: string): Promise<void> {
  const info = await stat(lockPath).catch(() => undefined);
  if (info?.isFile()) await rm(lockPath, { force: true });
}

/** Another server now holds the data directory: carrying on would have two servers write one database. */
function stopOnLostLock(dataDir: string) {
  return (error: Error) => {
    console.error(`Lost the lock on the data directory ${dataDir} (${error.message}); stopping.`);
    process.exit(1);
  };
}
