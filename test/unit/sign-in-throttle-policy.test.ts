import { describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE, secondsToWait } from '../../src/server/features/auth/sign-in-throttle-policy';

const now = new Date('2026-11-23T12:00:00Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
const failures = (count: number, lastSecondsAgo = 0) => ({
  failures: count,
  lastFailureAt: secondsAgo(lastSecondsAgo),
});
const none = { pair: null, account: null, address: null };

describe('sign-in throttle policy', () => {
  it('lets the first five wrong passwords from one address through, then waits 30 s', () => {
    expect(secondsToWait({ ...none, pair: failures(4), account: failures(4) }, now)).toBe(0);
    expect(secondsToWait({ ...none, pair: failures(5), account: failures(5) }, now)).toBe(30);
    expect(secondsToWait({ ...none, pair: failures(5, 10), account: failures(5) }, now)).toBe(20);
    expect(secondsToWait({ ...none, pair: failures(5, 30), account: failures(5) }, now)).toBe(0);
  });

  it('doubles the delay with each further failure, up to 15 minutes', () => {
    expect(secondsToWait({ ...none, pair: failures(6) }, now)).toBe(60);
    expect(secondsToWait({ ...none, pair: failures(7) }, now)).toBe(120);
    expect(secondsToWait({ ...none, pair: failures(40) }, now)).toBe(SIGN_IN_THROTTLE.maxDelaySeconds);
  });

  it('never delays an address that has not failed for that email, however often others failed', () => {
    expect(secondsToWait({ ...none, account: failures(10_000) }, now)).toBe(0);
  });

  it('gives each address only one free failure once an email is under attack from many addresses', () => {
    const underAttack = failures(SIGN_IN_THROTTLE.accountUnderAttackAfter);
    expect(secondsToWait({ ...none, pair: failures(1), account: underAttack }, now)).toBe(30);
    expect(secondsToWait({ ...none, pair: failures(1), account: failures(19) }, now)).toBe(0);
  });

  it('delays an address that sprays many emails, from its hundredth failure', () => {
    expect(secondsToWait({ ...none, address: failures(99) }, now)).toBe(0);
    expect(secondsToWait({ ...none, address: failures(100) }, now)).toBe(30);
  });
});
