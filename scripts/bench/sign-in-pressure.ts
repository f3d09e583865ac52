import { percentile } from '../reliability/percentiles';
import { type HttpRun, httpRun } from './http-load';

export type PressurePair = { idle: HttpRun; pressed: HttpRun; signInsPerSecond: number };

export type PressureResult = {
  /** The p99 of every answer of the read alone, over all pairs together. */
  idleP99: number;
  /** The same during the sign-ins. */
  underSignInsP99: number;
  signInsPerSecond: number;
  /** The server's main thread's CPU per sign-in, with nothing else asked of it: what a sign-in takes from reads. */
  mainThreadMsPerSignIn: number;
  /** Each pair's read alone and during the sign-ins, in the order run. */
  pairs: PressurePair[];
};

const SIGN_IN_CONNECTIONS = 20;

/**
 * The check that password hashing stays off the event loop: a read alone, then the same read
 * while 20 connections sign in without pause (each sign-in hashes the password), `runs` such pairs in
 * turn. The p99 on each side is taken over the answers of all its runs together: one run's p99 is set by
 * its hundred slowest answers, which a stall of this shared machine moves by half from run to run, so a
 * ratio of two single runs (or of their medians) says little. The read runs at `connections` so its own
 * queueing does not hide the effect.
 */
export async function signInPressure(options: {
  read: { url: string; headers: Record<string, string> };
  /** One account per sign-in connection: the throttle refuses most of twenty sign-ins at once to one account. */
  signIn: { url: string; origin: string; accounts: { email: string; password: string }[] };
  connections: number;
  seconds: number;
  runs: number;
  /** The server's main-thread CPU time so far, in ms. */
  mainThreadCpuMs: () => Promise<number>;
}): Promise<PressureResult> {
  const read = () =>
    httpRun({
      ...options.read,
      method: 'GET',
      connections: options.connections,
      seconds: options.seconds,
    });
  const signIns = () =>
    httpRun({
      url: options.signIn.url,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: options.signIn.origin },
      bodies: options.signIn.accounts.map(({ email, password }) => JSON.stringify({ email, password })),
      connections: SIGN_IN_CONNECTIONS,
      seconds: options.seconds,
    });
  const pairs: PressurePair[] = [];
  for (let run = 0; run < options.runs; run++) {
    const idle = await read();
    const [pressed, signing] = await Promise.all([read(), signIns()]);
    if (signing.errors > 0) throw new Error(`${signing.errors} sign-ins failed under pressure`);
    if (signing.limited > 0) throw new Error(`${signing.limited} sign-ins were refused as too many`);
    pairs.push({ idle, pressed, signInsPerSecond: signing.rps });
  }
  // Last, so the sign-in's code is warm: its main-thread CPU with nothing else asked of the server.
  const cpuBefore = await options.mainThreadCpuMs();
  const alone = await signIns();
  if (alone.errors > 0 || alone.limited > 0) throw new Error('Sign-ins failed or were refused on their own');
  const mainThreadMsPerSignIn = ((await options.mainThreadCpuMs()) - cpuBefore) / alone.requests;
  const pooledP99 = (runs: HttpRun[]) =>
    percentile(
      runs.flatMap((r) => r.times),
      99,
    );
  const rates = pairs.map((p) => p.signInsPerSecond).sort((a, b) => a - b);
  return {
    idleP99: pooledP99(pairs.map((p) => p.idle)),
    underSignInsP99: pooledP99(pairs.map((p) => p.pressed)),
    signInsPerSecond: rates[Math.floor(rates.length / 2)] as number,
    mainThreadMsPerSignIn,
    pairs,
  };
}
