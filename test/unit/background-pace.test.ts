import { describe, expect, it } from 'vitest';
import { backgroundPace } from '../../src/server/core/background-pace';

/** A clock the test moves: a piece "takes" what it adds, and every rest is recorded, not waited. */
function testClock() {
  let now = 0;
  const rests: number[] = [];
  return {
    rests,
    advance: (ms: number) => {
      now += ms;
    },
    clock: { now: () => now, rest: async (ms: number) => void rests.push(ms) },
  };
}

describe('background pace', () => {
  it('after each piece rests long enough that the work takes only its share of the time', async () => {
    const t = testClock();
    const pace = backgroundPace(0.25, t.clock);
    expect(
      await pace.paced(async () => {
        t.advance(9);
        return 'sent';
      }),
    ).toBe('sent');
    await pace.paced(async () => t.advance(2));
    expect(t.rests).toEqual([27, 6]);
  });

  it('rests after a piece that fails too, and passes its error on', async () => {
    const t = testClock();
    const pace = backgroundPace(0.5, t.clock);
    await expect(
      pace.paced(async () => {
        t.advance(4);
        throw new Error('The mail server refused');
      }),
    ).rejects.toThrow('The mail server refused');
    expect(t.rests).toEqual([4]);
  });

  it('rests no more once stopped, so a shutdown waits only for the pieces', async () => {
    const t = testClock();
    const pace = backgroundPace(0.25, t.clock);
    await pace.paced(async () => t.advance(10));
    pace.stop();
    const answer = await pace.paced(async () => {
      t.advance(10);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(t.rests).toEqual([30]);
  });

  it('with the whole share, never rests', async () => {
    const t = testClock();
    await backgroundPace(1, t.clock).paced(async () => t.advance(50));
    expect(t.rests).toEqual([]);
  });

  it.each([0, -0.5, 1.5, Number.NaN])('refuses a share of %s', (share) => {
    expect(() => backgroundPace(share)).toThrow('A background share is more than 0 and at most 1');
  });
});
