import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/connection';

export type Log = (line: string) => void;

/**
 * Runs `statements(lo, hi)` for consecutive ranges of `batchSize` numbers from `from` to `to`, each range
 * in its own transaction (one kind's rows of a range land together or not at all), and logs the rate.
 */
export async function insertInBatches(options: {
  db: Db;
  label: string;
  from: number;
  to: number;
  batchSize: number;
  statements: (lo: number, hi: number) => string[];
  log: Log;
}): Promise<void> {
  const { db, label, from, to, batchSize, statements, log } = options;
  const count = Math.max(0, to - from + 1);
  if (count === 0) return;
  const started = performance.now();
  for (let lo = from; lo <= to; lo += batchSize) {
    const hi = Math.min(to, lo + batchSize - 1);
    await db.transaction(async (tx) => {
      for (const statement of statements(lo, hi)) await tx.execute(sql.raw(statement));
    });
  }
  const seconds = (performance.now() - started) / 1000;
  log(
    `  ${label.padEnd(14)} ${count.toLocaleString('en-US').padStart(10)} in ${seconds.toFixed(1).padStart(5)} s` +
      ` (${Math.round(count / seconds).toLocaleString('en-US')}/s)`,
  );
}
