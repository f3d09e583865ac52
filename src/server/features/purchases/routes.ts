import { createRoute } from '@hono/zod-openapi';
import { errorSchema } from '../../../shared/contracts/errors';
import {
  claimPurchaseSchema,
  purchaseClaimedSchema,
  purchaseParamsSchema,
  purchaseSchema,
  testCheckoutCreatedSchema,
  testCheckoutSchema,
  webhookReceivedSchema,
} from '../../../shared/contracts/purchases';
import { messages } from '../../../shared/messages';
import { AppError } from '../../core/errors';
import { capBody } from '../../http/body-limits';
import { createRouter, json, refusals } from '../../http/openapi';
import { type InvoiceCheckoutRecorder, WebhookSignatureError } from '../../payments/payments';
import { claimPurchase } from './claim-purchase';
import { getPurchase } from './get-purchase';
import { recordCheckout } from './record-checkout';

/** Stripe's events are a few kilobytes; refuse anything far larger before reading it. */
const WEBHOOK_MAX_BYTES = 1024 * 1024;

const conflict = json(errorSchema, 'Already claimed (closed by an earlier claim), or not paid yet');

const read = createRoute({
  method: 'get',
  path: '/purchases/{sessionId}',
  tags: ['purchases'],
  summary: "Anyone: is this checkout paid and not yet claimed? 404 'Invalid session. Please try again.'",
  request: { params: purchaseParamsSchema },
  responses: { 200: json(purchaseSchema, 'A paid, unclaimed checkout'), 404: refusals[404], 409: conflict },
});

const claim = createRoute({
  method: 'post',
  path: '/purchases/{sessionId}/claim',
  tags: ['purchases'],
  summary: 'Anyone holding a paid checkout: create the client account (once per session id)',
  request: {
    params: purchaseParamsSchema,
    body: { required: true, content: { 'application/json': { schema: claimPurchaseSchema } } },
  },
  responses: {
    201: json(
      purchaseClaimedSchema,
      'The account exists and owns the order; it signs in once verified. For an email that already had ' +
        'an account, the same answer, that address is emailed instead and nothing is linked to it. Either ' +
        'way the checkout is closed: a second claim or GET answers 409 alike',
    ),
    400: refusals[400],
    404: refusals[404],
    409: json(errorSchema, 'The checkout was already claimed, or is not paid yet'),
  },
});

const testCheckout = createRoute({
  method: 'post',
  path: '/purchases/test-checkout',
  tags: ['purchases'],
  summary: 'Anyone, only outside production and without Stripe: a paid checkout, as Stripe would redirect',
  request: { body: { required: true, content: { 'application/json': { schema: testCheckoutSchema } } } },
  responses: {
    201: json(testCheckoutCreatedSchema, 'A paid order exists for the new session id'),
    400: refusals[400],
    404: json(errorSchema, 'Not available here (production, or Stripe is configured)'),
  },
});

const webhook = createRoute({
  method: 'post',
  path: '/webhooks/stripe',
  tags: ['purchases'],
  summary: "Stripe only (signed with the endpoint's secret): checkout.session.completed records the order",
  // Read raw whatever its type, so capped here: the default cap leaves a multipart body to upload routes.
  middleware: [capBody(WEBHOOK_MAX_BYTES)] as const,
  responses: {
    200: json(webhookReceivedSchema, 'Recorded, or an event type we do not act on'),
    400: json(errorSchema, 'Missing or invalid Stripe-Signature'),
    404: json(errorSchema, 'Stripe webhooks are not configured'),
    413: json(errorSchema, 'Too large to be a Stripe event'),
  },
});

/**
 * SPEC §2 /onboarding and /payment-success; §7 orders and subscriptions. Stripe sends every checkout to
 * the one webhook: a purchase's is recorded here, an invoice's handed to `recordInvoiceCheckout`.
 */
export function purchasesRoutes({
  recordInvoiceCheckout,
}: {
  recordInvoiceCheckout: InvoiceCheckoutRecorder;
}) {
  return createRouter()
    .openapi(testCheckout, async (c) => {
      const { db, mailer, payments, realtime, config } = c.get('deps');
      const create = payments.createTestCheckout;
      if (config.isProduction || !create) {
        throw new AppError('not_found', messages.purchase.testCheckoutUnavailable);
      }
      const checkout = await create(c.req.valid('json'));
      await recordCheckout({ db, mailer, realtime, appOrigin: config.appOrigin, checkout });
      // The tier rides along for the pages to show; the onboarding page trusts only the order's.
      const query = new URLSearchParams({ session_id: checkout.sessionId });
      if (checkout.serviceTier) query.set('service_tier', checkout.serviceTier);
      const redirectUrl = `/payment-success?${query}`;
      return c.json({ sessionId: checkout.sessionId, redirectUrl }, 201);
    })
    .openapi(read, async (c) => {
      const { db, payments } = c.get('deps');
      const purchase = await getPurchase({ db, payments, sessionId: c.req.valid('param').sessionId });
      return c.json(purchase, 200);
    })
    .openapi(claim, async (c) => {
      const { db, auth, payments, mailer, realtime, config } = c.get('deps');
      const claimed = await claimPurchase({
        db,
        auth,
        payments,
        mailer,
        realtime,
        appOrigin: config.appOrigin,
        sessionId: c.req.valid('param').sessionId,
        claim: c.req.valid('json'),
      });
      return c.json(claimed, 201);
    })
    .openapi(webhook, async (c) => {
      const { db, mailer, payments, realtime, config } = c.get('deps');
      const verify = payments.verifyWebhook;
      if (!verify) throw new AppError('not_found', messages.purchase.webhooksUnavailable);
      const signature = c.req.header('stripe-signature');
      if (!signature) throw new AppError('bad_request', messages.purchase.invalidSignature);
      // The signature covers the exact bytes Stripe sent: read them raw, never re-serialised JSON.
      const payload = await c.req.text();
      let event: Awaited<ReturnType<typeof verify>>;
      try {
        event = await verify(payload, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new AppError('bad_request', messages.purchase.invalidSignature);
        }
        throw error;
      }
      if (event.kind === 'checkout') {
        const { checkout } = event;
        if (checkout.invoiceId !== null)
          await recordInvoiceCheckout({ ...checkout, invoiceId: checkout.invoiceId });
        else await recordCheckout({ db, mailer, realtime, appOrigin: config.appOrigin, checkout });
      }
      return c.json({ received: true as const }, 200);
    });
}
