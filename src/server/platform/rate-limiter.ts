import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';

export type RateLimiter = {
  /**
   * Counts one event (or `amount` units, such as the kilobytes of an upload) against `key` and returns
   * the count within the current window.
   */
  hit(key: string, windowSeconds: number, amount?: number): Promise<number>;
  /** Takes back one counted event (an attempt that turned out not to count). */
  release(key: string): Promise<void>;
  /** The count within the current window, without counting. */
  count(key: string, windowSeconds: number): Promise<number>;
};

// Fixed windows kept in the database, so that every server instance sees the same counters.
export function createRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, windowSeconds, amount = 1) {
      const rows = (
        await db.execute<{ count: number }>(sql`
        insert into rate_limit_counters (key, count, window_started_at) values (${key}, ${amount}::int, now())
        on conflict (key) do update set
          count = case when rate_limit_counters.window_started_at < now() - make_interval(secs => ${windowSeconds})
            then ${amount}::int else rate_limit_counters.count + ${amount}::int end,
          window_started_at = case when rate_limit_counters.window_started_at < now() - make_interval(secs => ${windowSeconds})
            then now() else rate_limit_counters.window_started_at end
        returning count`)
      ).rows;
      return Number(rows[0]?.count ?? 0);
    },
    async release(key) {
      await db.execute(sql`update rate_limit_counters set count = greatest(count - 1, 0) where key = ${key}`);
    },
    async count(key, windowSeconds) {
      const rows = (
        await db.execute<{ count: number }>(sql`
        select count from rate_limit_counters
        where key = ${key} and window_started_at >= now() - make_interval(secs => ${windowSeconds})`)
      ).rows;
      return Number(rows[0]?.count ?? 0);
    },
  };
}
