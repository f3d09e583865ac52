import { eq, sql } from 'drizzle-orm';
import { RETAINER_SERVICE_TIER } from '../../../shared/contracts/purchases';
import { orders, subscriptions } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import type { Email } from '../../mail/mailer';
import type { CheckoutSummary } from '../../payments/payments';

/**
 * Records what the payment provider says about a checkout (webhook, test checkout, or a buyer arriving
 * before the webhook): one order per session id, paid once the provider says so, never downgraded, and
 * left alone once an account claimed it. A paid 'MVP Growth Retainer' checkout also gets its unlinked
 * subscription row, which the buyer's account claims later (SPEC §7). Safe to repeat: webhooks are retried.
 * The first time an order becomes paid, the buyer is emailed the link to create their account.
 */
export async function recordCheckout({
  deps,
  checkout,
}: {
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>;
  checkout: CheckoutSummary;
}): Promise<{ becamePaid: boolean }> {
  const { sessionId, paid, customerEmail, serviceTier } = checkout;
  const result = await deps.db.transaction(async (tx) => {
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
    }

    const tier = order.serviceTier ?? serviceTier;
    if (paid && tier === RETAINER_SERVICE_TIER) {
      const [existing] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.stripeSessionId, sessionId))
        .limit(1);
      if (!existing) {
        await tx.insert(subscriptions).values({
          stripeSessionId: sessionId,
          serviceTier: RETAINER_SERVICE_TIER,
          customerEmail: order.customerEmail ?? customerEmail,
          status: 'paid',
          userId: order.userId,
        });
      }
    }
    return { becamePaid, email: order.customerEmail ?? customerEmail, tier };
  });

  if (result.becamePaid && result.email) {
    try {
      await deps.mailer.send(purchaseEmail(deps.config.appOrigin, result.email, sessionId, result.tier));
    } catch (error) {
      // The buyer is also sent to the onboarding page by the checkout's redirect; the order is what matters.
      console.error('Could not send the purchase confirmation email for', sessionId, error);
    }
  }
  return { becamePaid: result.becamePaid };
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
