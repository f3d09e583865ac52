import { describe, expect, it } from 'vitest';
import { uniqueBy } from '../../src/web/lib/unique-by';

describe('uniqueBy', () => {
  it('keeps the first of each key, in order', () => {
    const rows = [
      { id: 'b', page: 1 },
      { id: 'a', page: 1 },
      { id: 'b', page: 2 },
      { id: 'c', page: 2 },
    ];
    expect(uniqueBy(rows, (row) => row.id)).toEqual([
      { id: 'b', page: 1 },
      { id: 'a', page: 1 },
      { id: 'c', page: 2 },
    ]);
    expect(uniqueBy([], (row: { id: string }) => row.id)).toEqual([]);
  });
});
