import { setTimeout as delay } from 'node:timers/promises';
import type { PortalSession } from '../reliability/portal-session';
import { childProcesses } from '../reliability/server-process';
import { whoIsOn } from './client-joins';
import { expect, on } from './cross-instance';
import type { Instance } from './instance-pair';

/** The server processes an instance started with WORKERS runs: its first process's children. */
export const serverProcessesOf = (instance: Instance) => childProcesses(instance.server.pid);

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * One of the instance's server processes is killed outright (as the kernel's out-of-memory killer would):
 * the instance keeps answering on its address, the member's session still works there, and a new process
 * takes the dead one's place.
 */
export async function processReplaced(
  instance: Instance,
  member: { session: PortalSession; id: string },
  count: number,
): Promise<string> {
  const before = await serverProcessesOf(instance);
  expect(before.length === count, `${instance.name} runs ${before.length} server processes, not ${count}`);
  const killed = before[0] as number;
  process.kill(killed, 'SIGKILL');
  const deadline = Date.now() + 30_000;
  let after = before;
  while (Date.now() < deadline) {
    after = await serverProcessesOf(instance);
    if (after.length === count && !after.includes(killed)) break;
    await delay(100);
  }
  expect(
    after.length === count && !after.includes(killed),
    `${instance.name} did not replace its killed server process (${after.join(', ')})`,
  );
  // Each request may reach either process: enough of them reach both.
  for (let i = 0; i < 10; i++) {
    const health = await fetch(on(instance, '/api/health'));
    expect(health.status === 200, `${instance.name}'s health answered ${health.status} after the kill`);
    expect(
      (await whoIsOn(member.session, instance)) === member.id,
      `${instance.name} no longer knows the client's session after the kill`,
    );
  }
  return `process ${killed} killed, ${after.filter((pid) => !before.includes(pid)).join(', ')} took its place`;
}

/** After a SIGTERM to the instance: none of its server processes is left running. */
export function noneLeftRunning(instance: Instance, pids: number[]): string {
  const left = pids.filter(isRunning);
  expect(
    left.length === 0,
    `${instance.name}'s server processes ${left.join(', ')} still run after it stopped`,
  );
  return `${pids.length} server processes stopped with it`;
}
