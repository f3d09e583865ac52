import { inject } from 'vitest';

/**
 * How much of a heavy check to run: `full` on the embedded database, `sample` on PostgreSQL.
 *
 * Some checks are heavy for the volume they send the server (the API fuzz's 10,000 requests per
 * caller), not for what they ask of the database. CI runs the database tests twice, on the embedded
 * database (`npm test`) and on PostgreSQL (TEST_DATABASE_URL): the full volume runs once, in the first
 * pass, and PostgreSQL gets a smaller sample of the same cases, made through PostgreSQL with the same
 * assertions.
 */
export function heavyVolume<T>(full: T, sample: T): T {
  return inject('testDatabase').kind === 'postgres' ? sample : full;
}
