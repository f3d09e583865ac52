import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  type ClaimPurchase,
  type PurchaseClaimed,
  RETAINER_SERVICE_TIER,
} from '../../../shared/contracts/purchases';
import { messages } from '../../../shared/messages';
import type { Auth } from '../../auth/auth';
import { sendVerificationLink } from '../../auth/send-verification-link';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { orders, profiles } from '../../db/schema/index';
import { answerTakenEmail } from '../../identity/answer-taken-email';
import { type CreatedUser, createUserAccount } from '../../identity/create-user-account';
import { EmailTakenError } from '../../identity/email-taken-error';
import type { Mailer } from '../../mail/mailer';
import type { Payments } from '../../payments/payments';
import type { RealtimeHub } from '../../realtime/hub';
import { paidCheckout } from './paid-checkout';
import { ensureRetainerSubscription, recordCheckout } from './record-checkout';

/**
 * SPEC §4/§7 purchase onboarding: a paid checkout becomes one client account. In one transaction the
 * user, role and profile are created (the profile keeping SPEC's sign-up metadata: signup_source
 * 'purchase', the session id and the tier), the order with this stripe_session_id is linked (user_id,
 * customer_email, status 'paid') and closed (claimed_at), and the 'MVP Growth Retainer' subscription of
 * the same checkout is linked too. The tier is only ever the payment provider's. The order is claimed by
 * a conditional UPDATE, so a second account for the session is refused even when two requests race; the
 * loser's user rows roll back. The verification email goes after commit.
 *
 * An email that already has an account gets the same answer, and the checkout is closed the same way,
 * only with nothing linked to that account (no user_id, the subscription left unlinked): neither the
 * answer nor the checkout afterwards tells the holder of the link that the address is known. The owner
 * of the address is mailed instead; the agency links the order by hand if it was theirs (decision 010).
 */
export async function claimPurchase({
  db,
  auth,
  payments,
  mailer,
  realtime,
  appOrigin,
  sessionId,
  claim,
}: {
  db: DbOrTx;
  auth: Auth;
  payments: Payments;
  mailer: Mailer;
  realtime: RealtimeHub;
  /** Where the emailed links point. */
  appOrigin: string;
  sessionId: string;
  claim: ClaimPurchase;
}): Promise<PurchaseClaimed> {
  const checkout = await paidCheckout({ payments, sessionId });
  // The buyer may arrive before the provider's webhook: record the order from what the provider said.
  await recordCheckout({ db, mailer, realtime, appOrigin, checkout });
  const [order] = await db.select().from(orders).where(eq(orders.stripeSessionId, sessionId)).limit(1);
  if (order?.status !== 'paid') throw new AppError('conflict', messages.purchase.notPaid);
  if (order.claimedAt) throw new AppError('conflict', messages.purchase.alreadyClaimed);
  // The tier is the provider's (recorded on the order just above), never the page's service_tier query.
  let serviceTier = order.serviceTier;

  let user: CreatedUser;
  try {
    user = await createUserAccount({
      db,
      account: {
        email: claim.email,
        password: claim.password,
        name: claim.contactPerson,
        role: 'client',
        emailVerified: false,
        signup: { source: 'purchase', sessionId, serviceTier },
        profile: { companyName: claim.companyName, contactPerson: claim.contactPerson },
      },
      within: async (tx, created) => {
        const [linked] = await tx
          .update(orders)
          .set({
            userId: created.id,
            customerEmail: created.email,
            status: 'paid',
            claimedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(openOrder(sessionId))
          .returning({ id: orders.id, serviceTier: orders.serviceTier });
        if (!linked) throw new AppError('conflict', messages.purchase.alreadyClaimed);
        // A webhook may have told the order its tier since it was read above: the linked row is the truth.
        if (linked.serviceTier !== serviceTier) {
          serviceTier = linked.serviceTier;
          await tx
            .update(profiles)
            .set({ signupServiceTier: serviceTier })
            .where(eq(profiles.id, created.id));
        }
        // Only the retainer tier has a subscription: the one of this checkout, created here if it is missing.
        if (serviceTier === RETAINER_SERVICE_TIER) {
          await ensureRetainerSubscription(tx, {
            sessionId,
            userId: created.id,
            customerEmail: created.email,
          });
        }
        await realtime.publish({ topic: 'clients', clientId: created.id, id: created.id }, tx);
      },
    });
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    // Closed as a new account closes it, so a second claim or look is answered alike; a claim that lost
    // the race is refused before anyone is mailed, like the loser of a race with a new email.
    const [closed] = await db
      .update(orders)
      .set({ claimedAt: sql`now()`, updatedAt: sql`now()` })
      .where(openOrder(sessionId))
      .returning({ serviceTier: orders.serviceTier });
    if (!closed) throw new AppError('conflict', messages.purchase.alreadyClaimed);
    const answer = await answerTakenEmail({ db, mailer, appOrigin, email: error.email });
    return { ...answer, sessionId, serviceTier: closed.serviceTier };
  }

  const verificationEmailSent = await sendVerificationLink({
    auth,
    appOrigin,
    email: user.email,
  });
  return { userId: user.id, email: user.email, verificationEmailSent, sessionId, serviceTier };
}

/** The paid order of this checkout while no claim has closed it yet (claimed_at set). */
function openOrder(sessionId: string) {
  return and(eq(orders.stripeSessionId, sessionId), eq(orders.status, 'paid'), isNull(orders.claimedAt));
}
