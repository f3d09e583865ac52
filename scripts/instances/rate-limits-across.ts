import { randomBytes } from 'node:crypto';
import type { Account } from '../reliability/portal-accounts';
import { expect, on } from './cross-instance';
import type { Instance, InstancePair } from './instance-pair';

/** From docs/reliability.md: one address may try 5 wrong passwords for one email, then waits. */
const WRONG_PASSWORDS_ALLOWED = 5;
/** SIGN_INS_PER_MINUTE's default: the sign-in requests one address may make in a minute. */
const SIGN_INS_PER_MINUTE = 20;

/**
 * One sign-in attempt as the reverse proxy forwards it: the caller's address in X-Forwarded-For, which
 * the instances read because TRUST_PROXY is on.
 */
async function attempt(pair: InstancePair, instance: Instance, address: string, account: Account) {
  const response = await fetch(on(instance, '/api/auth/sign-in/email'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: pair.publicOrigin, 'x-forwarded-for': address },
    body: JSON.stringify(account),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Sends attempts alternating A and B until one is refused with 429; returns how many went through first
 * and which instance refused. `next(i)` is the i-th attempt's account.
 */
async function attemptsUntilRefused(
  pair: InstancePair,
  address: string,
  next: (i: number) => Account,
  max: number,
) {
  for (let i = 0; i < max; i++) {
    const instance = i % 2 === 0 ? pair.a : pair.b;
    const status = await attempt(pair, instance, address, next(i));
    if (status === 429) return { allowed: i, refusedBy: instance.name };
    expect(status === 401, `Sign-in attempt ${i + 1} on ${instance.name} answered ${status}, not 401 or 429`);
  }
  return { allowed: max, refusedBy: 'nobody' };
}

/**
 * The limits count across instances: attempts alternating A and B are refused at the same total as on
 * one server, both the wrong passwords for one email and the sign-in requests of one address.
 */
export async function rateLimitsAcrossInstances(pair: InstancePair, client: Account) {
  // Addresses from the documentation range (RFC 5737): only ever a header value, never contacted.
  const guesser = `203.0.113.${10 + Math.floor(Math.random() * 200)}`;
  const wrong = await attemptsUntilRefused(
    pair,
    guesser,
    () => ({ ...client, password: 'Not-The-Password-1!' }),
    12,
  );
  expect(
    wrong.allowed === WRONG_PASSWORDS_ALLOWED,
    `Wrong passwords alternating A and B: ${wrong.allowed} were answered before a refusal, not ${WRONG_PASSWORDS_ALLOWED}`,
  );

  const sprayer = `198.51.100.${10 + Math.floor(Math.random() * 200)}`;
  const stranger = (i: number) => ({
    email: `nobody-${i}-${randomBytes(3).toString('hex')}@elsewhere.example`,
    password: 'Some-Guess-2026!',
  });
  const requests = await attemptsUntilRefused(pair, sprayer, stranger, SIGN_INS_PER_MINUTE + 5);
  expect(
    requests.allowed === SIGN_INS_PER_MINUTE,
    `Sign-ins from one address alternating A and B: ${requests.allowed} were answered in the minute, not ${SIGN_INS_PER_MINUTE}`,
  );
  return (
    `${wrong.allowed} wrong passwords answered, the next refused (on ${wrong.refusedBy}); ` +
    `${requests.allowed} sign-ins from one address answered, the next refused (on ${requests.refusedBy})`
  );
}
