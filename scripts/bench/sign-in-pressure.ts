import { percentile } from '../reliability/percentiles';
import { type HttpRun, httpRun } from './http-load';

export type PressurePair = { idle: HttpRun; pressed: HttpRun; signInsPerSecond: number };

export type PressureOptions = {
  read: { url: string; headers: Record<string, string> };
  /** One account per sign-in connection: the throttle refuses most of twenty sign-ins at once to one account. */
  signIn: { url: string; origin: string; accounts: { email: string; password: string }[] };
  connections: number;
  seconds: number;
};

const SIGN_IN_CONNECTIONS = 20;

/*
 * The check that password hashing stays off the event loop: a read alone, then the same read
 * while 20 connections sign in without pause (each sign-in hashes the password), several such pairs in
 * turn. The p99 on each side is taken over the answers of all its runs together (`pooledPressure`): one
 * run's p99 is set by its hundred slowest answers, which a stall of this shared machine moves by half from
 * run to run, so a ratio of two single runs (or of their medians) says little. The read runs at
 * `connections` so its own queueing does not hide the effect.
 */

const read = (options: PressureOptions) =>
  httpRun({ ...options.read, method: 'GET', connections: options.connections, seconds: options.seconds });

const signIns = (options: PressureOptions) =>
  httpRun({
    url: options.signIn.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: options.signIn.origin },
    bodies: options.signIn.accounts.map(({ email, password }) => JSON.stringify({ email, password })),
    connections: SIGN_IN_CONNECTIONS,
    seconds: options.seconds,
  });

/** One pair: the read alone, then during the sign-ins. */
export async function pressurePair(options: PressureOptions): Promise<PressurePair> {
  const idle = await read(options);
  const [pressed, signing] = await Promise.all([read(options), signIns(options)]);
  if (signing.errors > 0) throw new Error(`${signing.errors} sign-ins failed under pressure`);
  if (signing.limited > 0) throw new Error(`${signing.limited} sign-ins were refused as too many`);
  return { idle, pressed, signInsPerSecond: signing.rps };
}

/**
 * The server's main thread's CPU per sign-in with nothing else asked of it: what a sign-in takes from
 * reads. Run after the pairs, so the sign-in's code is warm.
 */
export async function mainThreadMsPerSignIn(
  options: PressureOptions,
  mainThreadCpuMs: () => Promise<number>,
) {
  const cpuBefore = await mainThreadCpuMs();
  const alone = await signIns(options);
  if (alone.errors > 0 || alone.limited > 0) throw new Error('Sign-ins failed or were refused on their own');
  return ((await mainThreadCpuMs()) - cpuBefore) / alone.requests;
}

/** The pairs' pooled p99 on each side and the median sign-in rate. */
export function pooledPressure(pairs: PressurePair[]) {
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
  };
}
