import type { Statement } from './capture-sql';

/** Runs one statement through the driver: a pg pool, or the embedded database's client. */
export type Execute = (statement: Statement) => Promise<unknown>;

/**
 * The driver's own throughput for a request's SQL: `connections` workers, each running the statements one
 * after another as the request does, for `seconds`. Operations (whole sequences) per second.
 */
export async function driverThroughput(
  execute: Execute,
  statements: Statement[],
  connections: number,
  seconds: number,
): Promise<number> {
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      for (const statement of statements) await execute(statement);
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return done / ((performance.now() - started) / 1000);
}
