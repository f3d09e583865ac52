import type Stripe from 'stripe';
import { loadOnce } from '../core/load-once';
import { type CheckoutSummary, type PaymentEvent, type Payments, WebhookSignatureError } from './payments';

/**
 * The metadata key our invoice checkouts carry: named for the portal, so another integration on the same
 * Stripe account that tags its checkouts 'invoice_id' is not taken for one of ours.
 */
export const INVOICE_METADATA_KEY = 'agency_portal_invoice_id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const portalInvoiceId = (value: string | undefined) => (value && UUID.test(value) ? value : null);

/** Checkout events that carry a session to record (a delayed payment method succeeds later). */
const checkoutEvents = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export function toCheckoutSummary(session: Stripe.Checkout.Session): CheckoutSummary {
  const paid =
    session.payment_status === 'paid' ||
    (session.status === 'complete' && session.payment_status === 'no_payment_required');
  return {
    sessionId: session.id,
    paid,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    serviceTier: session.metadata?.service_tier ?? null,
    invoiceId: portalInvoiceId(session.metadata?.[INVOICE_METADATA_KEY]),
    amountTotalMinor: session.amount_total ?? null,
    currency: session.currency?.toUpperCase() ?? null,
  };
}

/**
 * Stripe: checkout sessions looked up by id, webhook deliveries verified with the endpoint's signing secret.
 * Its library is loaded with the first call (19 MB of a server's memory), not at the server's start.
 */
export function createStripePayments(options: {
  secretKey: string;
  webhookSecret: string | undefined;
  /** For tests: a Stripe client pointed elsewhere. */
  client?: Stripe;
}): Payments {
  const client = loadOnce(async () => {
    if (options.client) return options.client;
    const { default: StripeClient } = await import('stripe');
    return new StripeClient(options.secretKey);
  });
  const { webhookSecret } = options;
  return {
    kind: 'stripe',
    async retrieveCheckout(sessionId) {
      try {
        const stripe = await client();
        return toCheckoutSummary(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },
    async createInvoiceCheckout(input) {
      const stripe = await client();
      // Stripe's unit_amount is the currency's smallest unit, as our minor units are.
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amountMinor,
              product_data: { name: `Invoice ${input.number}` },
            },
          },
        ],
        client_reference_id: input.invoiceId,
        metadata: { [INVOICE_METADATA_KEY]: input.invoiceId },
        // Open for half an hour (Stripe's least): an old tab cannot pay an invoice voided or paid since.
        expires_at: Math.floor(Date.now() / 1000) + 30 * 60,
        ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe gave checkout ${session.id} no page to send the payer to`);
      return { sessionId: session.id, url: session.url };
    },
    verifyWebhook: webhookSecret
      ? async (payload, signature): Promise<PaymentEvent> => {
          const stripe = await client();
          let event: Stripe.Event;
          try {
            event = stripe.webhooks.constructEvent(payload, signature, webhookSecret);
          } catch (error) {
            throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
          }
          if (!checkoutEvents.has(event.type)) return { kind: 'ignored', type: event.type };
          return {
            kind: 'checkout',
            checkout: toCheckoutSummary(event.data.object as Stripe.Checkout.Session),
          };
        }
      : undefined,
  };
}
