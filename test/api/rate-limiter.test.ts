import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/connection';
import { createRateLimiter, type RateLimiter } from '../../src/server/platform/rate-limiter';
import { openTestDatabase } from '../support/test-database';

let database: Database;
let limiter: RateLimiter;
beforeAll(async () => {
  database = await openTestDatabase();
  limiter = createRateLimiter(database.db);
});
afterAll(() => database.close());

/** Moves a counter's window start into the past, as if that much time had gone by. */
async function age(key: string, seconds: number) {
  await database.db.execute(
    sql`update rate_limit_counters set window_started_at = window_started_at - make_interval(secs => ${seconds}) where key = ${key}`,
  );
}

describe('database rate limiter', () => {
  it('counts hits per key within the window', async () => {
    expect(await limiter.count('form:1.2.3.4', 60)).toBe(0);
    expect(await limiter.hit('form:1.2.3.4', 60)).toBe(1);
    expect(await limiter.hit('form:1.2.3.4', 60)).toBe(2);
    expect(await limiter.hit('form:1.2.3.4', 60)).toBe(3);
    expect(await limiter.count('form:1.2.3.4', 60)).toBe(3);
    expect(await limiter.count('form:5.6.7.8', 60)).toBe(0);
  });

  it('starts a new window once the old one is over', async () => {
    await limiter.hit('sign-in:email:old@example.test', 60);
    await limiter.hit('sign-in:email:old@example.test', 60);
    await age('sign-in:email:old@example.test', 61);
    expect(await limiter.count('sign-in:email:old@example.test', 60)).toBe(0);
    expect(await limiter.hit('sign-in:email:old@example.test', 60)).toBe(1);
    expect(await limiter.count('sign-in:email:old@example.test', 60)).toBe(1);
  });

  it('keeps counting while the window lasts', async () => {
    await limiter.hit('form:slow', 60);
    await age('form:slow', 59);
    expect(await limiter.hit('form:slow', 60)).toBe(2);
  });

  it('loses no hit when many arrive at once (one atomic statement per hit)', async () => {
    const counts = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('form:burst', 60)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await limiter.count('form:burst', 60)).toBe(25);
  });

  it('is shared by every server instance on the database', async () => {
    const other = createRateLimiter(database.db);
    await limiter.hit('shared', 60);
    expect(await other.hit('shared', 60)).toBe(2);
  });
});
