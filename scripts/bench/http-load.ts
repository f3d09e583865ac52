import type autocannon from 'autocannon';
import { loadAutocannon } from '../on-demand/load';
import { percentile } from '../reliability/percentiles';

export type HttpRun = {
  /** Answers received, of any status. */
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Failures: connection errors, timeouts and answers outside 2xx other than 429. */
  errors: number;
  /** Answers 429: a limit refusing on purpose (the chat's messages per minute), not a failure. */
  limited: number;
  /** Every answer's response time in ms, for percentiles over several runs together. */
  times: number[];
};

/** One autocannon run, keeping every response time so p95 can be read (autocannon's summary has none). */
export async function httpRun(options: {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** One body per connection, in turn (instead of `body`). */
  bodies?: string[];
  connections: number;
  seconds: number;
}): Promise<HttpRun> {
  const times: number[] = [];
  const run = await loadAutocannon();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = run(
      {
        url: options.url,
        method: options.method,
        headers: options.headers,
        body: options.body,
        connections: options.connections,
        duration: options.seconds,
        setupClient: options.bodies
          ? (() => {
              let next = 0;
              const bodies = options.bodies;
              return (client: autocannon.Client) => client.setBody(bodies[next++ % bodies.length] as string);
            })()
          : undefined,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const limited =
    (result.statusCodeStats as Record<string, { count: number }> | undefined)?.['429']?.count ?? 0;
  return {
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || options.seconds),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts + result.non2xx - limited,
    limited,
    times,
  };
}
