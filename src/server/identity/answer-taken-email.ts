import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AccountCreated } from '../../shared/contracts/signup-fields';
import type { DbOrTx } from '../db/connection';
import { users } from '../db/schema/index';
import { accountExistsEmail } from '../mail/account-exists-email';
import type { Mailer } from '../mail/mailer';

/**
 * A new account's verification email goes through the auth library, which holds its answer for at least
 * this long (so its own callers cannot tell who exists): this mail is held to the same floor, or a fast
 * answer would tell the link holder the address is taken.
 */
const VERIFICATION_SEND_FLOOR_MS = 500;

/**
 * A public sign-up (invite link, purchase) with an address that already has an account. Saying so would
 * tell anyone holding a link who has an account, so the owner of the address is mailed instead (sign in,
 * or reset the password), and the caller gets what a new account awaiting verification gets: an id of
 * the same shape that names no one, and whether the mail went out.
 */
export async function answerTakenEmail({
  db,
  mailer,
  appOrigin,
  email,
}: {
  db: DbOrTx;
  mailer: Mailer;
  /** Where the emailed links point. */
  appOrigin: string;
  /** As accounts store it (EmailTakenError.email). */
  email: string;
}): Promise<AccountCreated> {
  const started = Date.now();
  const mailSent = await mailOwner({ db, mailer, appOrigin, email });
  await waitUntil(started + VERIFICATION_SEND_FLOOR_MS);
  return { userId: randomUUID(), email, verificationEmailSent: mailSent };
}

async function waitUntil(time: number): Promise<void> {
  const remaining = time - Date.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}

/** Like the verification email of a new account: a failure is logged and reported, not thrown. */
async function mailOwner({
  db,
  mailer,
  appOrigin,
  email,
}: {
  db: DbOrTx;
  mailer: Mailer;
  appOrigin: string;
  email: string;
}): Promise<boolean> {
  try {
    const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.email, email)).limit(1);
    await mailer.send(accountExistsEmail({ email, name: owner?.name ?? '' }, appOrigin));
    return true;
  } catch (error) {
    console.error('Could not send the account-exists email to', email, error);
    return false;
  }
}
