import type { Db } from './connection';

/**
 * A prepared query built once per database and kept for its life. For the queries every request of a
 * kind runs: building their SQL each time showed in profiles, and on PostgreSQL a named statement is
 * parsed once per connection instead of once per request. It is planned once only where PostgreSQL finds
 * its reusable plan as cheap as one made for the values sent: a LIMIT sent as a parameter spoils that on a
 * big table (db/written-limit.ts).
 */
export function preparedPerDatabase<Query>(prepare: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = prepare(db);
      built.set(db, query);
    }
    return query;
  };
}
