/** What the app needs to know about one checkout: whether it is paid, and what the buyer gave. */
export type CheckoutSummary = {
  sessionId: string;
  paid: boolean;
  customerEmail: string | null;
  serviceTier: string | null;
};

/** A verified webhook delivery: a checkout to record, or an event type we do not act on. */
export type PaymentEvent =
  | { kind: 'checkout'; checkout: CheckoutSummary }
  | { kind: 'ignored'; type: string };

/** The signature of a webhook delivery did not hold (forged, altered, or too old). */
export class WebhookSignatureError extends Error {}

/**
 * The payment provider: Stripe when STRIPE_SECRET_KEY is set, otherwise local checkouts kept in the orders
 * table (tests and demos). The purchase feature records orders; this only answers what the provider says.
 */
export type Payments = {
  kind: 'stripe' | 'local';
  /** The checkout session, or null when the provider knows no session by this id. */
  retrieveCheckout(sessionId: string): Promise<CheckoutSummary | null>;
  /** Verifies a webhook delivery's signature (throws WebhookSignatureError). Absent when webhooks are not set up. */
  verifyWebhook?(payload: string, signature: string): Promise<PaymentEvent>;
  /** Starts a paid checkout without a provider. Present only outside production and without Stripe. */
  createTestCheckout?(input: { serviceTier: string; email: string | null }): Promise<CheckoutSummary>;
};
