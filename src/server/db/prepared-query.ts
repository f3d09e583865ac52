import type { Db } from './connection';

/**
 * A query prepared once per database with Drizzle's `.prepare()`, for the reads every page load of a kind
 * runs with only its values changing. Building a query's SQL anew cost about as much CPU as running it
 * (docs/performance.md), and on PostgreSQL a named statement is parsed once per connection, not once per
 * request. Only fixed shapes: a read that adds filters as asked (a search, a cursor) builds them each time.
 */
export function preparedQuery<Query>(prepare: (db: Db) => Query): (db: Db) => Query {
  const prepared = new WeakMap<Db, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
