import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../src/server/core/load-once';

describe('loadOnce', () => {
  it('loads on the first call, not before, and every call shares that one load', async () => {
    let loads = 0;
    const library = loadOnce(async () => {
      loads += 1;
      return { name: 'library' };
    });
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([library(), library()]);
    expect(await library()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });
});
