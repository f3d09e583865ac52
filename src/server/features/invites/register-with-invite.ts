import type { InviteRegistration } from '../../../shared/contracts/invites';
import type { AccountCreated } from '../../../shared/contracts/signup-fields';
import { isStaff } from '../../../shared/domain/roles';
import { type AuditWho, actingAs } from '../../audit/audit-person';
import type { Auth } from '../../auth/auth';
import { sendVerificationLink } from '../../auth/send-verification-link';
import type { DbOrTx } from '../../db/connection';
import { answerTakenEmail } from '../../identity/answer-taken-email';
import { type CreatedUser, createUserAccount } from '../../identity/create-user-account';
import { EmailTakenError } from '../../identity/email-taken-error';
import type { Mailer } from '../../mail/mailer';
import type { RealtimeHub } from '../../realtime/hub';
import { claimInvite } from './claim-invite';
import { teammateJoins } from './company-joined';
import { findValidInvite } from './find-valid-invite';

/**
 * SPEC §4/§7: registration through an invite creates the user, the client role and the profile (company
 * name, contact person) and marks the link used (used_at, used_by), all in one transaction. The link is
 * claimed by a conditional UPDATE inside that transaction, so of two registrations racing for one token
 * exactly one commits; the other's user rows roll back with it. The verification email goes after commit.
 *
 * An email that already has an account gets the same answer, and the link is spent the same way (with no
 * used_by), so neither the answer nor the link afterwards tells the holder the address is known; the
 * owner of the address is mailed instead (decision 010).
 *
 * A staff link (Team Settings) makes an admin or an account manager the same way: the role is the link's, the name is the
 * 'contact person' field (the person's name), and no company is kept (decision 014). A teammate's
 * invitation (issue 47) makes a person of the inviting company, with the role it names, the same way.
 * The audit log records the link's use in that transaction, naming the newcomer as the one acting.
 */
export async function registerWithInvite({
  db,
  auth,
  mailer,
  realtime,
  appOrigin,
  who,
  token,
  registration,
}: {
  db: DbOrTx;
  auth: Auth;
  mailer: Mailer;
  realtime: RealtimeHub;
  /** Where the emailed links point. */
  appOrigin: string;
  who: AuditWho;
  token: string;
  registration: InviteRegistration;
}): Promise<AccountCreated> {
  // Answer a dead link before the (slow) password hashing; the UPDATE in claimInvite is what decides.
  const invite = await findValidInvite({ db, token });
  const { email, password, companyName, contactPerson } = registration;
  const staff = isStaff(invite.role);
  const joins = teammateJoins(invite);
  // An admin or a teammate is a person: the form's 'contact person' is their name, and they bring no company.
  const person = staff || joins !== undefined;

  let user: CreatedUser;
  try {
    user = await createUserAccount({
      db,
      account: {
        email,
        password,
        name: (person ? contactPerson : (contactPerson ?? companyName)) ?? email.split('@')[0] ?? email,
        role: invite.role,
        joins,
        emailVerified: false,
        signup: { source: 'invite' },
        profile: person ? {} : { companyName, contactPerson },
      },
      within: async (tx, created) => {
        const newcomer = { id: created.id, name: created.name, email: created.email, role: invite.role };
        const clientId = staff ? null : (joins?.clientId ?? created.id);
        await claimInvite({
          db: tx,
          realtime,
          who: actingAs(who, newcomer),
          token,
          usedBy: created.id,
          clientId,
        });
        if (staff) await realtime.publish({ topic: 'team', clientId: null, id: created.id }, tx);
        else if (joins)
          await realtime.publish({ topic: 'clients', clientId: joins.clientId, id: created.id }, tx);
        else await realtime.publish({ topic: 'clients', clientId: created.id, id: created.id }, tx);
      },
    });
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    // The address already had an account: the link is spent and the log says by whom it was typed.
    const typed = { id: null, name: null, email: error.email, role: null };
    await db.transaction((tx) =>
      claimInvite({ db: tx, realtime, who: actingAs(who, typed), token, usedBy: null, clientId: null }),
    );
    return answerTakenEmail({ db, mailer, appOrigin, email: error.email });
  }

  const verificationEmailSent = await sendVerificationLink({
    auth,
    appOrigin,
    email: user.email,
  });
  return { userId: user.id, email: user.email, verificationEmailSent };
}
