import { eq, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/connection';
import { signInFailures } from '../../db/schema/index';
import { type FailureCount, SIGN_IN_THROTTLE, secondsToWait } from './sign-in-throttle-policy';

export type SignInAttempt = { email: string; address: string };

const keysOf = ({ email, address }: SignInAttempt) => {
  const normalisedEmail = email.trim().toLowerCase();
  return {
    pair: `pair:${normalisedEmail}|${address}`,
    account: `account:${normalisedEmail}`,
    address: `address:${address}`,
  };
};

/**
 * Reserves one try for this (email, address): answers how long to wait instead when the failures before
 * it say so. The try is counted as a failure of the pair before the password is checked, under a row
 * lock, so parallel guesses cannot all slip in before the first one fails; `settle` takes it back.
 */
export async function reserveSignIn(db: Db, attempt: SignInAttempt): Promise<{ waitSeconds: number }> {
  const keys = keysOf(attempt);
  return db.transaction(async (tx) => {
    const counts = await lockPairAndCount(tx, keys);
    const waitSeconds = secondsToWait(
      {
        pair: counts.get(keys.pair) ?? null,
        account: counts.get(keys.account) ?? null,
        address: counts.get(keys.address) ?? null,
      },
      new Date(),
    );
    if (waitSeconds === 0) await countFailure(tx, keys.pair);
    return { waitSeconds };
  });
}

/** After the password was checked: a wrong one also counts against the email and the address. */
export async function settleSignIn(
  db: Db,
  attempt: SignInAttempt,
  outcome: 'signed-in' | 'wrong-password' | 'other',
) {
  const keys = keysOf(attempt);
  if (outcome === 'wrong-password') {
    await countFailure(db, keys.account);
    await countFailure(db, keys.address);
  } else if (outcome === 'signed-in') {
    await db.delete(signInFailures).where(eq(signInFailures.key, keys.pair));
  } else {
    // Not a password guess (unverified email, bad input): give the reserved try back.
    await db
      .update(signInFailures)
      .set({ failures: sql`greatest(${signInFailures.failures} - 1, 0)` })
      .where(eq(signInFailures.key, keys.pair));
  }
}

/**
 * One round trip: the pair's row is created or locked (a no-op update holds its row lock until the
 * transaction ends, and after waiting for another holder it returns that holder's committed count), and
 * the email's and the address's counts inside the window are read beside it.
 */
async function lockPairAndCount(
  tx: DbOrTx,
  keys: ReturnType<typeof keysOf>,
): Promise<Map<string, FailureCount>> {
  const rows = await queryRows<{ key: string; failures: number; last_failure_at: string | Date }>(
    tx,
    sql`
    with pair as (
      insert into sign_in_failures (key, failures, first_failure_at, last_failure_at)
      values (${keys.pair}, 0, now(), now())
      on conflict (key) do update set key = excluded.key
      returning key, failures, first_failure_at, last_failure_at
    )
    select key, failures, last_failure_at from pair where first_failure_at >= ${windowStart()}
    union all
    select key, failures, last_failure_at from sign_in_failures
    where key in (${keys.account}, ${keys.address}) and first_failure_at >= ${windowStart()}`,
  );
  return new Map(
    rows.map((r) => [r.key, { failures: Number(r.failures), lastFailureAt: new Date(r.last_failure_at) }]),
  );
}

// A row whose window has passed starts again from this failure.
async function countFailure(db: DbOrTx, key: string) {
  await db.execute(sql`
    insert into sign_in_failures (key, failures, first_failure_at, last_failure_at)
    values (${key}, 1, now(), now())
    on conflict (key) do update set
      failures = case when sign_in_failures.first_failure_at < ${windowStart()} or sign_in_failures.failures = 0
        then 1 else sign_in_failures.failures + 1 end,
      first_failure_at = case when sign_in_failures.first_failure_at < ${windowStart()} or sign_in_failures.failures = 0
        then now() else sign_in_failures.first_failure_at end,
      last_failure_at = now()`);
}

// The database's clock, so that every server instance agrees on where the window starts.
function windowStart() {
  return sql`now() - make_interval(secs => ${SIGN_IN_THROTTLE.windowSeconds})`;
}
