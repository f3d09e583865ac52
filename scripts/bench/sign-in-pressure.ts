import { type HttpRun, httpRun } from './http-load';

export type PressureResult = { idleP99: number; underSignInsP99: number; signInsPerSecond: number };

const SIGN_IN_CONNECTIONS = 20;

/**
 * The check that password hashing stays off the event loop: a read's p99 alone, then while 20
 * connections sign in without pause (each sign-in hashes the password), median of `runs` each. The read
 * runs at `connections` so its own queueing does not hide the effect.
 */
export async function signInPressure(options: {
  read: { url: string; headers: Record<string, string> };
  /** One account per sign-in connection: the throttle refuses most of twenty sign-ins at once to one account. */
  signIn: { url: string; origin: string; accounts: { email: string; password: string }[] };
  connections: number;
  seconds: number;
  runs: number;
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
  const idle: HttpRun[] = [];
  const pressed: HttpRun[] = [];
  const signInRates: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    idle.push(await read());
    const [underLoad, signing] = await Promise.all([read(), signIns()]);
    if (signing.errors > 0) throw new Error(`${signing.errors} sign-ins failed under pressure`);
    if (signing.limited > 0) throw new Error(`${signing.limited} sign-ins were refused as too many`);
    pressed.push(underLoad);
    signInRates.push(signing.rps);
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  return {
    idleP99: median(idle.map((r) => r.p99)),
    underSignInsP99: median(pressed.map((r) => r.p99)),
    signInsPerSecond: median(signInRates),
  };
}
