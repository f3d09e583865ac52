import { describe, expect, it } from 'vitest';
import { sharedPings } from '../../src/server/features/platform/shared-pings';

/** A database whose pings answer only when the test says so. */
function heldDatabase() {
  const pings: { answer: () => void; fail: (error: Error) => void }[] = [];
  const ping = () =>
    new Promise<void>((resolve, reject) => {
      pings.push({ answer: resolve, fail: reject });
    });
  return { pings, ping };
}

/** Lets every callback already due run, so a check that could settle has settled. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function track(check: Promise<void>) {
  const state = { settled: false, error: undefined as unknown };
  check.then(
    () => {
      state.settled = true;
    },
    (error) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
}

describe.each([{ gather: false }, { gather: true }])(
  'health checks sharing a database ping (%o)',
  (options) => {
    it('answers a check only once the database answers', async () => {
      const database = heldDatabase();
      const check = track(sharedPings(database.ping, options)());
      await settle();
      expect(database.pings).toHaveLength(1);
      expect(check.settled).toBe(false);
      database.pings[0]?.answer();
      await settle();
      expect(check).toEqual({ settled: true, error: undefined });
    });

    it('answers checks that arrive while a ping is on its way with that one ping', async () => {
      const database = heldDatabase();
      const check = sharedPings(database.ping, options);
      const checks = [track(check())];
      await settle();
      checks.push(...Array.from({ length: 20 }, () => track(check())));
      await settle();
      expect(database.pings).toHaveLength(1);
      expect(checks.some((c) => c.settled)).toBe(false);

      database.pings[0]?.answer();
      await settle();
      expect(checks.every((c) => c.settled && c.error === undefined)).toBe(true);
    });

    it('fails every check waiting on a ping that fails, and sends a fresh ping for the next check', async () => {
      const database = heldDatabase();
      const check = sharedPings(database.ping, options);
      const waiting = [track(check()), track(check())];
      await settle();
      database.pings[0]?.fail(new Error('connection refused'));
      await settle();
      expect(waiting.map((c) => (c.error as Error).message)).toEqual([
        'connection refused',
        'connection refused',
      ]);

      const after = track(check());
      await settle();
      expect(database.pings).toHaveLength(2);
      expect(after.settled).toBe(false);
      database.pings[1]?.answer();
      await settle();
      expect(after).toEqual({ settled: true, error: undefined });
    });

    it('keeps no answer: a check after the last ping answered waits for a ping of its own', async () => {
      const database = heldDatabase();
      const check = sharedPings(database.ping, options);
      track(check());
      await settle();
      database.pings[0]?.answer();
      await settle();
      const second = track(check());
      await settle();
      expect(database.pings).toHaveLength(2);
      expect(second.settled).toBe(false);
    });
  },
);

describe('health checks of a database that answers within the turn that asked', () => {
  /** Checks read from the network one after another: each starts once the one before is under way. */
  async function checksOneAfterAnother(options: { gather: boolean }) {
    let pings = 0;
    const check = sharedPings(async () => {
      pings += 1;
    }, options);
    const checks: Promise<void>[] = [];
    for (let i = 0; i < 10; i++) {
      checks.push(check());
      await Promise.resolve();
    }
    await Promise.all(checks);
    return pings;
  }

  it('pings once for all the checks of a turn when they gather', async () => {
    expect(await checksOneAfterAnother({ gather: true })).toBe(1);
  });

  it('would ping for nearly every check without gathering', async () => {
    expect(await checksOneAfterAnother({ gather: false })).toBeGreaterThan(1);
  });
});
