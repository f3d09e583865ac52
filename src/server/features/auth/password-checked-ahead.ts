import { sql } from 'drizzle-orm';
import { checkPasswordAhead } from '../../auth/password-hashing';
import { type Db, queryRows } from '../../db/connection';

/**
 * Checks a sign-in's password against the stored one before the auth library is called, so the library's
 * call does not wait for the hasher (password-hashing.ts says why). The account is found as the library
 * finds it: by the lowercased email, its credential account. No such account: nothing is checked here and
 * the library answers as it does for any unknown email. Answers the function to call when the sign-in
 * is over.
 */
export async function passwordCheckedAhead(
  db: Db,
  { email, password }: { email: string; password: string },
): Promise<() => void> {
  const [stored] = await queryRows<{ password: string | null }>(
    db,
    sql`
    select a.password from users u
    join accounts a on a.user_id = u.id and a.account_id = u.id and a.provider_id = 'credential'
    where u.email = ${email.toLowerCase()}
    limit 1`,
  );
  if (!stored?.password) return () => undefined;
  // A stored value that is not a hash is the library's to refuse, in its own words.
  return checkPasswordAhead({ hash: stored.password, password }).catch(() => () => undefined);
}
