import { and, eq, isNull, sql } from 'drizzle-orm';
import { RETAINER_SERVICE_TIER } from '../../../shared/contracts/purchases';
import { notificationLinks, notificationTitles } from '../../../shared/domain/notifications';
import type { DbOrTx } from '../../db/connection';
import { orders, profiles, subscriptions } from '../../db/schema/index';
import type { Email, Mailer } from '../../mail/mailer';
import { notifyAdmins } from '../../notifications/notify';
import type { CheckoutSummary } from '../../payments/payments';
import type { RealtimeHub } from '../../realtime/hub';

/**
 * Records what the payment provider says about a checkout (webhook, test checkout, or a buyer arriving
 * before the webhook): one order per session id, paid once the provider says so, never downgraded, and
 * left with its owner once an account claimed it (a tier the provider names late is still filled in). The
 * tier is only ever the provider's. A paid 'MVP Growth Retainer' checkout also gets its one subscription
 * row, which the buyer's account claims later (SPEC §7). Safe to repeat: webhooks are retried.
 * The first time an order becomes paid, the buyer is emailed the link to create their account.
 */
export async function recordCheckout({
  db,
  mailer,
  realtime,
  appOrigin,
  checkout,
}: {
  db: DbOrTx;
  mailer: Mailer;
  realtime: RealtimeHub;
  /** Where the emailed account-creation link points. */
  appOrigin: string;
  checkout: CheckoutSummary;
}): Promise<{ becamePaid: boolean }> {
  const { sessionId, paid, customerEmail, serviceTier } = checkout;
  const result = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(orders)
      .values({ stripeSessionId: sessionId, status: paid ? 'paid' : 'pending', customerEmail, serviceTier })
      .onConflictDoNothing({ target: orders.stripeSessionId })
      .returning();
    // Either our new row or the existing one, locked: deliveries for one session take turns from here.
    const [order] = inserted
      ? [inserted]
      : await tx.select().from(orders).where(eq(orders.stripeSessionId, sessionId)).for('update');
    if (!order) throw new Error(`The order for ${sessionId} vanished while being recorded`);

    let becamePaid = Boolean(inserted) && paid;
    if (!inserted && paid && order.status !== 'paid' && order.userId === null) {
      await tx
        .update(orders)
        .set({
          status: 'paid',
          customerEmail: order.customerEmail ?? customerEmail,
          serviceTier: order.serviceTier ?? serviceTier,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, order.id));
      becamePaid = true;
    } else if (!inserted && order.serviceTier === null && serviceTier !== null) {
      // An earlier word from the provider lacked the tier: the order learns it, even once claimed, and so
      // does the account that claimed it.
      await tx.update(orders).set({ serviceTier, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
      if (order.userId) {
        await tx
          .update(profiles)
          .set({ signupServiceTier: serviceTier, updatedAt: sql`now()` })
          .where(eq(profiles.id, order.userId));
      }
    }

    const tier = order.serviceTier ?? serviceTier;
    if (paid && tier === RETAINER_SERVICE_TIER) {
      await ensureRetainerSubscription(tx, {
        sessionId,
        userId: order.userId,
        customerEmail: order.customerEmail ?? customerEmail,
      });
    }
    const email = order.customerEmail ?? customerEmail;
    if (becamePaid)
      await notifyAdmins({ db: tx, realtime }, order.userId, {
        kind: 'purchase_completed',
        title: notificationTitles.purchaseCompleted(email ?? sessionId),
        link: notificationLinks.adminClients,
      });
    return { becamePaid, email, tier };
  });

  if (result.becamePaid && result.email) {
    try {
      await mailer.send(purchaseEmail(appOrigin, result.email, sessionId, result.tier));
    } catch (error) {
      // The buyer is also sent to the onboarding page by the checkout's redirect; the order is what matters.
      console.error('Could not send the purchase confirmation email for', sessionId, error);
    }
  }
  return { becamePaid: result.becamePaid };
}

/**
 * The one 'MVP Growth Retainer' subscription of a paid checkout (SPEC §7): created once (a unique index
 * on the session id holds that even against a race), and linked to the buyer when the order has one.
 */
export async function ensureRetainerSubscription(
  tx: DbOrTx,
  {
    sessionId,
    userId,
    customerEmail,
  }: { sessionId: string; userId: string | null; customerEmail: string | null },
) {
  await tx
    .insert(subscriptions)
    .values({
      stripeSessionId: sessionId,
      serviceTier: RETAINER_SERVICE_TIER,
      customerEmail,
      status: 'paid',
      userId,
    })
    .onConflictDoNothing({ target: subscriptions.stripeSessionId });
  if (!userId) return;
  await tx
    .update(subscriptions)
    .set({ userId, customerEmail, status: 'paid', updatedAt: sql`now()` })
    .where(and(eq(subscriptions.stripeSessionId, sessionId), isNull(subscriptions.userId)));
}

/** SPEC §2 /onboarding?session_id&service_tier: the page where a buyer creates their account. */
export function onboardingUrl(appOrigin: string, sessionId: string, serviceTier: string | null) {
  const query = new URLSearchParams({ session_id: sessionId });
  if (serviceTier) query.set('service_tier', serviceTier);
  return `${appOrigin}/onboarding?${query}`;
}

function purchaseEmail(appOrigin: string, to: string, sessionId: string, serviceTier: string | null): Email {
  const what = serviceTier ? ` of ${serviceTier.replace(/\s+/g, ' ').slice(0, 120)}` : '';
  return {
    to,
    subject: 'Payment received: create your Agency Portal account',
    text: [
      'Hi there,',
      '',
      `Thank you for your purchase${what}. Your payment is confirmed.`,
      'Create your client portal account here to get started:',
      onboardingUrl(appOrigin, sessionId, serviceTier),
      '',
      'The link creates one account. If you already created yours, just log in.',
    ].join('\n'),
  };
}
