import { setTimeout as sleep } from 'node:timers/promises';

/** Runs one piece of background work, then rests as long as its pace asks. */
export type Paced = <T>(piece: () => Promise<T>) => Promise<T>;

export type BackgroundPace = { paced: Paced; stop(): void };

/** For work done on a request's behalf, which the person is waiting for. */
export const unpaced: Paced = (piece) => piece();

/**
 * Background work that takes at most `share` of the time: after each piece it rests in proportion to how
 * long the piece took. A pass of a hundred emails rendered back to back held the server's one thread for
 * about a second and doubled the p95 of every list read meanwhile; rested, the requests waiting in
 * between are answered first and a burst (reminders after a restart, Monday's digests) simply takes
 * longer. Once stopped, it rests no more, so a shutdown waits only for the pieces themselves.
 */
export function backgroundPace(
  share: number,
  clock: { now(): number; rest(ms: number): Promise<unknown> } = {
    now: () => performance.now(),
    rest: sleep,
  },
): BackgroundPace {
  if (!(share > 0 && share <= 1)) throw new Error('A background share is more than 0 and at most 1');
  let stopped = false;
  const paced: Paced = async (piece) => {
    const started = clock.now();
    try {
      return await piece();
    } finally {
      const restMs = (clock.now() - started) * (1 / share - 1);
      if (!stopped && restMs > 0) await clock.rest(restMs);
    }
  };
  return {
    paced,
    stop() {
      stopped = true;
    },
  };
}
