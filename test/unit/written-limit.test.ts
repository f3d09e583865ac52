import { desc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index';
import { writtenLimit } from '../../src/server/db/written-limit';

// A query builder with no connection: only the SQL it would send is read.
const db = drizzle.mock();

describe('writtenLimit', () => {
  it('writes the row count into the statement, so PostgreSQL can keep one plan for it', () => {
    const query = db
      .select({ id: users.id })
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(writtenLimit(26));
    const { sql, params } = query.toSQL();
    expect(sql).toMatch(/ limit 26$/);
    expect(params).toEqual([]);
  });

  it('refuses what is not a row count, since it goes into the SQL unquoted', () => {
    expect(() => writtenLimit(-1)).toThrow('Not a row count');
    expect(() => writtenLimit(2.5)).toThrow('Not a row count');
    expect(() => writtenLimit(Number.NaN)).toThrow('Not a row count');
  });
});
