import { z } from 'zod';
import { messages } from '../messages';
import { requiredDisplayText } from './display-text';
import { newPasswordSchema, optionalText, passwordsMatch, signupEmailSchema } from './signup-fields';

// SPEC §2 /onboarding and /payment-success, §3 orders and subscriptions, §7 "subscriptions" and "orders".

/** SPEC §7: the only tier whose subscription row is linked to the buyer's new account. */
export const RETAINER_SERVICE_TIER = 'MVP Growth Retainer';

/** Checkout session ids: Stripe's (cs_test_…, cs_live_…) and the local test checkout's. */
export const CHECKOUT_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,255}$/;

export const purchaseParamsSchema = z.object({ sessionId: z.string().max(255) });

export const purchaseSchema = z
  .object({
    sessionId: z.string(),
    /** The email given at checkout, to prefill the form. */
    customerEmail: z.string().nullable(),
    serviceTier: z.string().nullable(),
  })
  .meta({ id: 'Purchase' });

export const claimPurchaseSchema = z
  .object({
    email: signupEmailSchema,
    companyName: requiredDisplayText(200, messages.signup.companyRequired),
    contactPerson: requiredDisplayText(200, messages.signup.contactRequired),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: messages.password.mismatch }),
    // No service tier: what was bought is the payment provider's word, never the page's query string.
  })
  .superRefine(passwordsMatch)
  .meta({ id: 'ClaimPurchase' });

export const purchaseClaimedSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    verificationEmailSent: z.boolean(),
    sessionId: z.string(),
    serviceTier: z.string().nullable(),
  })
  .meta({ id: 'PurchaseClaimed' });

export const testCheckoutSchema = z
  .object({
    serviceTier: z.string().trim().min(1, 'Service tier is required').max(200),
    email: optionalText(254).pipe(z.email(messages.signup.emailInvalid).nullable()),
  })
  .meta({ id: 'TestCheckout' });

export const testCheckoutCreatedSchema = z
  .object({
    sessionId: z.string(),
    /** Where the browser goes next, as Stripe's success_url would: /payment-success?session_id=…&service_tier=… */
    redirectUrl: z.string(),
  })
  .meta({ id: 'TestCheckoutCreated' });

export const webhookReceivedSchema = z.object({ received: z.literal(true) }).meta({ id: 'WebhookReceived' });

export type Purchase = z.infer<typeof purchaseSchema>;
export type ClaimPurchaseInput = z.input<typeof claimPurchaseSchema>;
export type ClaimPurchase = z.output<typeof claimPurchaseSchema>;
export type PurchaseClaimed = z.infer<typeof purchaseClaimedSchema>;
export type TestCheckoutInput = z.input<typeof testCheckoutSchema>;
export type TestCheckoutCreated = z.infer<typeof testCheckoutCreatedSchema>;
