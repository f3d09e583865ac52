import { sql } from 'drizzle-orm';
import type { InviteRegistration } from '../../../shared/contracts/invites';
import type { AccountCreated } from '../../../shared/contracts/signup-fields';
import { messages } from '../../../shared/messages';
import { sendVerificationLink } from '../../auth/send-verification-link';
import { inviteLinks } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { createUserAccount } from '../accounts/create-user-account';
import { findValidInvite, validInvite } from './find-valid-invite';

/**
 * SPEC §4/§7: registration through an invite creates the user, the client role and the profile (company
 * name, contact person) and marks the link used (used_at, used_by), all in one transaction. The link is
 * claimed by a conditional UPDATE inside that transaction, so of two registrations racing for one token
 * exactly one commits; the other's user rows roll back with it. The verification email goes after commit.
 */
export async function registerWithInvite({
  deps,
  token,
  registration,
}: {
  deps: AppDeps;
  token: string;
  registration: InviteRegistration;
}): Promise<AccountCreated> {
  // Answer a dead link before the (slow) password hashing; the UPDATE below is what decides.
  await findValidInvite({ db: deps.db, token });
  const { email, password, companyName, contactPerson } = registration;

  const user = await createUserAccount({
    db: deps.db,
    account: {
      email,
      password,
      name: contactPerson ?? companyName ?? email.split('@')[0] ?? email,
      role: 'client',
      emailVerified: false,
      signup: { source: 'invite' },
      profile: { companyName, contactPerson },
    },
    within: async (tx, created) => {
      const [claimed] = await tx
        .update(inviteLinks)
        .set({ usedAt: sql`now()`, usedBy: created.id })
        .where(validInvite(token))
        .returning({ id: inviteLinks.id });
      if (!claimed) throw new AppError('not_found', messages.invites.invalid);
      await deps.realtime.publish({ topic: 'invites', clientId: null, id: claimed.id }, tx);
      await deps.realtime.publish({ topic: 'clients', clientId: created.id, id: created.id }, tx);
    },
  });

  const verificationEmailSent = await sendVerificationLink({
    auth: deps.auth,
    appOrigin: deps.config.appOrigin,
    email: user.email,
  });
  return { userId: user.id, email: user.email, verificationEmailSent };
}
