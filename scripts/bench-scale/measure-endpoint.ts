import { httpRun } from '../bench/http-load';
import { percentile } from '../reliability/percentiles';

export type Measurement = {
  /** The status of a single request; only 200 is measured further. */
  status: number;
  /** The response body, in KB (the API does not compress). */
  kb: number;
  p50: number;
  p95: number;
  rps: number;
  /** Failed requests under load: errors, timeouts, answers outside 2xx (429 included). */
  errors: number;
  /** 'load': autocannon at `connections`; 'sequential': one request at a time, the endpoint being too slow for load. */
  mode: 'load' | 'sequential';
};

type Target = { url: string; cookie: string };

async function timedRequest({ url, cookie }: Target) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(300_000) });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, bytes, ms: performance.now() - started };
}

/** One request after another for `seconds` (at least three): an endpoint too slow for the load generator. */
async function sequentialRun(target: Target, seconds: number) {
  const times: number[] = [];
  const started = performance.now();
  while (times.length < 3 || performance.now() - started < seconds * 1000)
    times.push((await timedRequest(target)).ms);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    rps: times.length / ((performance.now() - started) / 1000),
  };
}

/**
 * One endpoint's size and speed. Two single requests first (the second, warm, decides): an endpoint that
 * answers within `loadLimitMs` runs under autocannon at `connections` for `seconds` after a one-second
 * warm-up; a slower one would only time out under load, so it is timed one request at a time instead.
 */
export async function measureEndpoint(
  target: Target,
  options: { connections: number; seconds: number; loadLimitMs: number },
): Promise<Measurement> {
  await timedRequest(target);
  const probe = await timedRequest(target);
  const kb = probe.bytes / 1024;
  if (probe.status !== 200)
    return {
      status: probe.status,
      kb,
      p50: Number.NaN,
      p95: Number.NaN,
      rps: Number.NaN,
      errors: 0,
      mode: 'load',
    };
  if (probe.ms > options.loadLimitMs)
    return {
      status: 200,
      kb,
      errors: 0,
      mode: 'sequential',
      ...(await sequentialRun(target, options.seconds)),
    };
  const load = {
    url: target.url,
    method: 'GET' as const,
    headers: { cookie: target.cookie },
    connections: options.connections,
  };
  await httpRun({ ...load, seconds: 1 });
  const run = await httpRun({ ...load, seconds: options.seconds });
  return {
    status: 200,
    kb,
    p50: run.p50,
    p95: run.p95,
    rps: run.rps,
    errors: run.errors + run.limited,
    mode: 'load',
  };
}
