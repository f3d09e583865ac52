/** What the app needs to know about one checkout: whether it is paid, and what the buyer gave. */
export type CheckoutSummary = {
  sessionId: string;
  paid: boolean;
  customerEmail: string | null;
  serviceTier: string | null;
  /** Set when the checkout pays an invoice (issue 50): the invoice, and what the provider took for it. */
  invoiceId: string | null;
  amountTotalMinor: number | null;
  /** ISO 4217, upper case. */
  currency: string | null;
};

/** What a checkout for one invoice asks the provider for: its total, once, in its currency. */
export type InvoiceCheckoutInput = {
  invoiceId: string;
  number: string;
  amountMinor: number;
  currency: string;
  customerEmail: string | null;
  /** Where the provider sends the payer back: paid, or gave up. */
  successUrl: string;
  cancelUrl: string;
};

/** A verified webhook delivery: a checkout to record, or an event type we do not act on. */
export type PaymentEvent =
  | { kind: 'checkout'; checkout: CheckoutSummary }
  | { kind: 'ignored'; type: string };

/**
 * Records a verified checkout that pays an invoice. The invoices feature provides it and the wiring hands
 * it to the webhook's route, so the route needs to know of no feature but its own.
 */
export type InvoiceCheckoutRecorder = (checkout: CheckoutSummary & { invoiceId: string }) => Promise<unknown>;

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
  /** Stripe only: a hosted checkout for an invoice, whose page the payer is sent to. */
  createInvoiceCheckout?(input: InvoiceCheckoutInput): Promise<{ sessionId: string; url: string }>;
  /**
   * Without Stripe, outside production: the test checkout's confirmation of an invoice paid in full, as
   * the webhook would report it.
   */
  createTestInvoicePayment?(input: {
    invoiceId: string;
    amountMinor: number;
    currency: string;
  }): Promise<CheckoutSummary>;
};
