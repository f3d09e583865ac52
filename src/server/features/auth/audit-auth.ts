import { type AuditPerson, type AuditWho, actingAs, auditPersonByEmail } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import type { DbOrTx } from '../../db/connection';

// The auth library's routes write their own rows (sessions, passwords) and commit them itself, so these
// audit rows follow its answer rather than share its transaction (decision 046). A failed write answers
// 500, so a sign-in the log missed is not handed its session cookie.

/** Why a sign-in was refused, in the log's words; the library's code for anything else. */
const refusalReasons: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'wrong_password',
  EMAIL_NOT_VERIFIED: 'email_not_verified',
  ACCOUNT_SUSPENDED: 'suspended',
  rate_limited: 'too_many_attempts',
};

/** The code of an answer in our error shape, or its status when it has none. */
async function refusalOf(response: Response): Promise<string> {
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { error?: { code?: unknown } } | undefined;
  const code = typeof body?.error?.code === 'string' ? body.error.code : String(response.status);
  return refusalReasons[code] ?? code.toLowerCase();
}

/** The password was right and a two-factor code must follow (`{ twoFactorRedirect: true }`): no session yet. */
export async function awaitsCode(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { twoFactorRedirect?: unknown } | undefined;
  return body?.twoFactorRedirect === true;
}

/** The account the library signed in, from its answer (`{ user: { id } }`). */
export async function signedInUserId(response: Response): Promise<string | null> {
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { user?: { id?: unknown } } | undefined;
  return typeof body?.user?.id === 'string' ? body.user.id : null;
}

/**
 * A sign-in's outcome: the account signed in, or a refusal (a wrong password, an unverified address, a
 * suspended account, too many attempts) with the address tried. The password is never recorded. A refused
 * attempt is put on the account the address belongs to, so the person filter finds the attempts on it.
 */
export async function recordSignIn(
  db: DbOrTx,
  who: AuditWho,
  { email, response, signedIn }: { email: string; response: Response; signedIn: AuditPerson | null },
): Promise<void> {
  const address = email.trim().toLowerCase();
  if (response.ok) {
    // The sign-in itself is recorded at its code step (two-factor-steps.ts), whichever way that goes. The
    // right password is recorded now: followed by no code, it says that someone holds the password.
    const action = (await awaitsCode(response)) ? 'sign_in_password_accepted' : 'sign_in';
    const person = signedIn ?? (await auditPersonByEmail(db, address));
    await recordAudit(db, actingAs(who, person?.actor ?? null), {
      action,
      clientId: person?.clientId ?? null,
    });
    return;
  }
  const account = await auditPersonByEmail(db, address);
  const actor = account?.actor ?? { id: null, name: null, email: address, role: null };
  await recordAudit(db, actingAs(who, actor), {
    action: 'sign_in_failed',
    clientId: account?.clientId ?? null,
    details: { email: address, reason: await refusalOf(response) },
  });
}
