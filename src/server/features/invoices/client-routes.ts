import { createRoute } from '@hono/zod-openapi';
import {
  billingPlanAnswerSchema,
  clientInvoiceListSchema,
  clientInvoiceSchema,
  invoiceParamsSchema,
} from '../../../shared/contracts/billing';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentClient, currentReach, requireClientAbility } from '../../http/session';
import { readBillingPlan } from './billing-plan';
import { getInvoice, listInvoices } from './find-invoices';
import { toClientInvoice } from './invoice-dto';

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
    .openapi(plan, async (c) =>
      c.json({ plan: await readBillingPlan(c.get('deps').db, currentClient(c).id) }, 200),
    );
}
