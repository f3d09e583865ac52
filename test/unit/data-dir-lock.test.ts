import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/server/db/lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'agency-lock-'));
const lockFile = (dir: string) => join(dir, 'server.lock');

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

/** Another process, standing in for a second server. */
async function startOtherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child.pid as number;
}

async function pidOfExitedProcess() {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  return child.pid as number;
}

describe('data directory lock', () => {
  it('writes our pid to server.lock, and unlocking removes it', () => {
    const dir = freshDir();
    const unlock = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(lockFile(dir))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a second lock on the same directory from this process', () => {
    const dir = freshDir();
    const unlock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`already has the data directory ${dir} open`);
    unlock();
  });

  it('refuses while another running server holds it, naming its pid and the way out', async () => {
    const dir = freshDir();
    const otherPid = await startOtherProcess();
    writeFileSync(lockFile(dir), String(otherPid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `Another Agency Portal server (pid ${otherPid}) is already using the data directory ${dir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(otherPid));
  });

  it('takes over a lock left by a server that is no longer running', async () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), String(await pidOfExitedProcess()));
    const unlock = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    unlock();
  });

  it('takes over a lock naming our own pid that this process does not hold (pid reused after a restart)', () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), String(process.pid));
    const unlock = lockDataDir(dir);
    unlock();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over an empty or unreadable lock file left by a crash', () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), '');
    lockDataDir(dir)();
  });

  it('creates the data directory when it does not exist yet', () => {
    const dir = join(freshDir(), 'nested', 'data');
    const unlock = lockDataDir(dir);
    expect(existsSync(lockFile(dir))).toBe(true);
    unlock();
  });
});
