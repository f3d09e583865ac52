import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, type LockTiming, lockDataDir } from '../../src/server/db/lock';

// The shortest timing the lock library allows, so that waiting for a stale lock takes 2 s, not 15.
const fast: LockTiming = { staleMs: 2_000, updateMs: 1_000, retryMs: 100 };
const lockModule = fileURLToPath(new URL('../../src/server/db/lock.ts', import.meta.url));

const freshDir = () => mkdtempSync(join(tmpdir(), 'agency-lock-'));
const lockPath = (dir: string) => join(dir, 'server.lock');
const pidPath = (dir: string) => join(dir, 'server.pid');
const lockedMessage = (pid: number, dir: string) =>
  `Another Agency Portal server (pid ${pid}) is already using the data directory ${dir}. ` +
  'Stop it first, or start this one with a different DATA_DIR.';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A second server: another process that takes the lock on `dir` and holds it until it is killed. */
async function serverHolding(dir: string) {
  const script =
    `const { lockDataDir } = await import(${JSON.stringify(lockModule)});` +
    `await lockDataDir(${JSON.stringify(dir)}, { timing: ${JSON.stringify(fast)} });` +
    `console.log('locked'); setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  expect(line.toString().trim()).toBe('locked');
  return child;
}

/** A process that is running but is no server: what a reused process id points at. */
async function unrelatedProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child.pid as number;
}

describe('data directory lock', () => {
  it('holds server.lock and names this process in server.pid; unlocking removes both', async () => {
    const dir = freshDir();
    const unlock = await lockDataDir(dir, { timing: fast });
    expect(statSync(lockPath(dir)).isDirectory()).toBe(true);
    expect(readFileSync(pidPath(dir), 'utf8')).toBe(String(process.pid));
    await unlock();
    expect(existsSync(lockPath(dir))).toBe(false);
    expect(existsSync(pidPath(dir))).toBe(false);
    await (await lockDataDir(dir, { timing: fast }))();
  });

  it('refuses a second lock on the same directory from this process', async () => {
    const dir = freshDir();
    const unlock = await lockDataDir(dir, { timing: fast });
    await expect(lockDataDir(dir, { timing: fast })).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir, { timing: fast })).rejects.toThrow(
      `already has the data directory ${dir} open`,
    );
    await unlock();
  });

  it('refuses while another live server holds it, naming its pid and the way out', async () => {
    const dir = freshDir();
    const other = await serverHolding(dir);
    const attempt = lockDataDir(dir, { timing: fast });
    await expect(attempt).rejects.toThrow(DataDirLockedError);
    await expect(attempt).rejects.toThrow(lockedMessage(other.pid as number, dir));
    expect(existsSync(lockPath(dir))).toBe(true);
  });

  it('takes over the lock of a server that was killed, once it has gone stale', async () => {
    const dir = freshDir();
    const other = await serverHolding(dir);
    other.kill('SIGKILL');
    await once(other, 'exit');
    expect(existsSync(lockPath(dir))).toBe(true); // a killed process cannot clean up
    const unlock = await lockDataDir(dir, { timing: fast });
    expect(readFileSync(pidPath(dir), 'utf8')).toBe(String(process.pid));
    await unlock();
  });

  it('is not kept by a reused process id: a stale lock whose pid now names another process', async () => {
    const dir = freshDir();
    mkdirSync(lockPath(dir));
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lockPath(dir), longAgo, longAgo);
    writeFileSync(pidPath(dir), String(await unrelatedProcess()));
    const unlock = await lockDataDir(dir, { timing: fast });
    expect(readFileSync(pidPath(dir), 'utf8')).toBe(String(process.pid));
    await unlock();
  });

  it('is not kept by an earlier version’s lock file naming a running process', async () => {
    const dir = freshDir();
    writeFileSync(lockPath(dir), String(await unrelatedProcess()));
    const unlock = await lockDataDir(dir, { timing: fast });
    expect(statSync(lockPath(dir)).isDirectory()).toBe(true);
    await unlock();
  });

  it('creates the data directory when it does not exist yet', async () => {
    const dir = join(freshDir(), 'nested', 'data');
    const unlock = await lockDataDir(dir, { timing: fast });
    expect(existsSync(lockPath(dir))).toBe(true);
    await unlock();
  });
});
