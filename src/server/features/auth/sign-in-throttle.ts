import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connection';
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
 * Tries a reservation loses to parallel ones before it is refused: more than a pair's free failures, so
 * parallel guesses are refused by the rules (the count they see), not by losing races.
 */
const CLAIM_ATTEMPTS = 8;
/** The wait answered to a try that lost every race: many tries of one pair at once are guesses. */
const CONTENDED_WAIT_SECONDS = 5;

/**
 * Reserves one try for this (email, address): answers how long to wait instead when the failures before
 * it say so. The try is counted as a failure of the pair before the password is checked, so parallel
 * guesses cannot all slip in before the first one fails; `settle` takes it back. Two round trips and no
 * transaction: the counts are read, then the pair's row is claimed only if it is still the row that was
 * read (its `xmin` changes with every write); a try whose row changed meanwhile reads again.
 */
export async function reserveSignIn(db: Db, attempt: SignInAttempt): Promise<{ waitSeconds: number }> {
  const keys = keysOf(attempt);
  for (let i = 0; i < CLAIM_ATTEMPTS; i++) {
    const rows = await readCounts(db, keys);
    const current = (key: string): FailureCount | null => {
      const row = rows.find((r) => r.key === key && r.current);
      return row ? { failures: Number(row.failures), lastFailureAt: new Date(row.last_failure_at) } : null;
    };
    const waitSeconds = secondsToWait(
      { pair: current(keys.pair), account: current(keys.account), address: current(keys.address) },
      new Date(),
    );
    if (waitSeconds > 0) return { waitSeconds };
    const pairRow = rows.find((r) => r.key === keys.pair);
    if (await claimTry(db, keys.pair, pairRow?.version ?? null)) return { waitSeconds: 0 };
  }
  return { waitSeconds: CONTENDED_WAIT_SECONDS };
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

type CountRow = {
  key: string;
  failures: number;
  last_failure_at: string | Date;
  /** Whether the row's window is still open: a row whose window has passed counts as none. */
  current: boolean;
  /** The row's version (`xmin`), which the claim must still find. */
  version: string;
};

/** The pair's, the email's and the address's rows, in one round trip. */
async function readCounts(db: DbOrTx, keys: ReturnType<typeof keysOf>): Promise<CountRow[]> {
  const { rows } = await db.execute<CountRow>(sql`
    select key, failures, last_failure_at, first_failure_at >= ${windowStart()} as current,
      xmin::text as version
    from sign_in_failures where key in (${keys.pair}, ${keys.account}, ${keys.address})`);
  return rows;
}

/**
 * Counts one failure of the pair, provided its row is as it was read (`version`; null: there was none).
 * False when another try wrote it first.
 */
async function claimTry(db: DbOrTx, key: string, version: string | null): Promise<boolean> {
  const { rows } = await db.execute(
    version === null
      ? sql`
          insert into sign_in_failures (key, failures, first_failure_at, last_failure_at)
          values (${key}, 1, now(), now())
          on conflict (key) do nothing
          returning key`
      : sql`
          update sign_in_failures set ${failureCounted()}
          where key = ${key} and xmin::text = ${version}
          returning key`,
  );
  return rows.length === 1;
}

// A row whose window has passed starts again from this failure.
async function countFailure(db: DbOrTx, key: string) {
  await db.execute(sql`
    insert into sign_in_failures (key, failures, first_failure_at, last_failure_at)
    values (${key}, 1, now(), now())
    on conflict (key) do update set ${failureCounted()}`);
}

/** The assignments that count one more failure on an existing row, restarting a window that has passed. */
function failureCounted() {
  return sql`
    failures = case when sign_in_failures.first_failure_at < ${windowStart()} or sign_in_failures.failures = 0
      then 1 else sign_in_failures.failures + 1 end,
    first_failure_at = case when sign_in_failures.first_failure_at < ${windowStart()} or sign_in_failures.failures = 0
      then now() else sign_in_failures.first_failure_at end,
    last_failure_at = now()`;
}

// The database's clock, so that every server instance agrees on where the window starts.
function windowStart() {
  return sql`now() - make_interval(secs => ${SIGN_IN_THROTTLE.windowSeconds})`;
}
