import { createRoute } from '@hono/zod-openapi';
import {
  billingPlanAnswerSchema,
  clientInvoiceListSchema,
  clientInvoiceSchema,
  invoiceCheckoutSchema,
  invoiceParamsSchema,
} from '../../../shared/contracts/billing';
import { errorSchema } from '../../../shared/contracts/errors';
import { auditWho } from '../../audit/audit-who';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentActor, currentClient, currentReach, requireClientAbility } from '../../http/session';
import { readPlanAnswer } from './billing-plan';
import { getInvoice, listInvoices } from './find-invoices';
import { toClientInvoice } from './invoice-dto';
import { invoicePdfResponse, pdfAnswer } from './invoice-pdf-response';
import { payInvoiceInTest, startInvoiceCheckout } from './pay-invoice';

const tags = ['invoices'];
const own = { 401: refusals[401], 403: refusals[403] } as const;

const list = createRoute({
  method: 'get',
  path: '/billing/invoices',
  tags,
  summary: "The company's invoices (never drafts), newest first, overdue ones shown as such",
  // Billing is for the people whose client role grants it (shared/domain/client-roles.ts).
  middleware: [requireClientAbility('billing')] as const,
  responses: { 200: json(clientInvoiceListSchema, 'Invoices'), ...own },
});

const readOne = createRoute({
  method: 'get',
  path: '/billing/invoices/{invoiceId}',
  tags,
  summary: "One of the company's invoices (another company's, or a draft, is not found)",
  middleware: [requireClientAbility('billing')] as const,
  request: { params: invoiceParamsSchema },
  responses: { 200: json(clientInvoiceSchema, 'The invoice'), ...refusals },
});

const pdf = createRoute({
  method: 'get',
  path: '/billing/invoices/{invoiceId}/pdf',
  tags,
  summary: "One of the company's invoices as a PDF (another company's, or a draft, is not found)",
  middleware: [requireClientAbility('billing')] as const,
  request: { params: invoiceParamsSchema },
  responses: { 200: pdfAnswer, ...refusals },
});

const checkout = createRoute({
  method: 'post',
  path: '/billing/invoices/{invoiceId}/checkout',
  tags,
  summary: 'Starts paying a sent invoice online: Stripe Checkout, or the test checkout without Stripe',
  middleware: [requireClientAbility('billing')] as const,
  request: { params: invoiceParamsSchema },
  responses: {
    200: json(invoiceCheckoutSchema, 'Where to pay'),
    ...refusals,
    409: json(errorSchema, 'Paid or void already, or no online payment is set up'),
  },
});

const testPayment = createRoute({
  method: 'post',
  path: '/billing/invoices/{invoiceId}/test-payment',
  tags,
  summary: "The test checkout's confirmation (never in production or with Stripe): pays the whole total",
  middleware: [requireClientAbility('billing')] as const,
  request: { params: invoiceParamsSchema },
  responses: {
    200: json(clientInvoiceSchema, 'The invoice, paid'),
    ...refusals,
    409: json(errorSchema, 'Paid or void already'),
  },
});

const plan = createRoute({
  method: 'get',
  path: '/billing/plan-details',
  tags,
  summary: "The company's plan as the agency set it (null: none yet)",
  middleware: [requireClientAbility('billing')] as const,
  responses: { 200: json(billingPlanAnswerSchema, 'The plan'), ...own },
});

/** Issue 50: Billing & Plan, for the company's people with the billing ability. */
export function invoiceClientRoutes() {
  return createRouter()
    .openapi(list, async (c) => {
      const invoices = await listInvoices(c.get('deps').db, currentReach(c), currentClient(c).id);
      return c.json({ invoices: invoices.map(toClientInvoice) }, 200);
    })
    .openapi(readOne, async (c) => {
      const invoice = await getInvoice(c.get('deps').db, currentReach(c), c.req.valid('param').invoiceId);
      return c.json(toClientInvoice(invoice), 200);
    })
    .openapi(pdf, async (c) =>
      invoicePdfResponse(
        c,
        await getInvoice(c.get('deps').db, currentReach(c), c.req.valid('param').invoiceId),
      ),
    )
    .openapi(checkout, async (c) => {
      const { db, payments, config } = c.get('deps');
      const answer = await startInvoiceCheckout({
        db,
        payments,
        reach: currentReach(c),
        invoiceId: c.req.valid('param').invoiceId,
        appOrigin: config.appOrigin,
        email: currentActor(c).user.email,
      });
      return c.json(answer, 200);
    })
    .openapi(testPayment, async (c) => {
      const { db, realtime, payments, mailer, config } = c.get('deps');
      const paid = await payInvoiceInTest({
        db,
        realtime,
        payments,
        mailer,
        appOrigin: config.appOrigin,
        who: auditWho(c),
        reach: currentReach(c),
        invoiceId: c.req.valid('param').invoiceId,
      });
      return c.json(paid, 200);
    })
    .openapi(plan, async (c) => c.json(await readPlanAnswer(c.get('deps').db, currentClient(c).id), 200));
}
