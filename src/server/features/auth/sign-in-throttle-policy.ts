// How long a sign-in attempt must wait, from the failures before it. The aim: a lock-out hurts the
// attacker, not the owner. Failures are counted per (email, address) pair, so guessing from one address
// never stops the owner signing in from another; growing delays replace a flat 15-minute ban.
// Numbers are documented in docs/reliability.md; change them there too.

export const SIGN_IN_THROTTLE = {
  /** Failures older than this (from a row's first failure) are forgotten. */
  windowSeconds: 15 * 60,
  /** Wrong passwords one address may try for one email before delays start. */
  freeFailuresPerPair: 5,
  /** Failures for one email from all addresses together that mark it as under attack... */
  accountUnderAttackAfter: 20,
  /** ...after which each address gets only this many free failures for it (a clean address still may try). */
  freeFailuresPerPairUnderAttack: 1,
  /** Failures from one address over all emails (password spraying) before that address is delayed. */
  freeFailuresPerAddress: 100,
  /** The first delay; each further failure doubles it, up to the cap. */
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
} as const;

export type FailureCount = { failures: number; lastFailureAt: Date };

export type FailuresBefore = {
  pair: FailureCount | null;
  account: FailureCount | null;
  address: FailureCount | null;
};

/** Seconds this attempt must still wait; 0 means it may be tried. */
export function secondsToWait({ pair, account, address }: FailuresBefore, now: Date): number {
  const underAttack = (account?.failures ?? 0) >= SIGN_IN_THROTTLE.accountUnderAttackAfter;
  const freePerPair = underAttack
    ? SIGN_IN_THROTTLE.freeFailuresPerPairUnderAttack
    : SIGN_IN_THROTTLE.freeFailuresPerPair;
  return Math.max(
    remainingDelay(pair, freePerPair, now),
    remainingDelay(address, SIGN_IN_THROTTLE.freeFailuresPerAddress, now),
  );
}

function remainingDelay(count: FailureCount | null, free: number, now: Date): number {
  if (!count || count.failures < free) return 0;
  const delay = Math.min(
    SIGN_IN_THROTTLE.firstDelaySeconds * 2 ** (count.failures - free),
    SIGN_IN_THROTTLE.maxDelaySeconds,
  );
  const elapsed = (now.getTime() - count.lastFailureAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(delay - elapsed));
}
