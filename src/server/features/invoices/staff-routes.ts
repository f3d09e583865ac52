import { createRoute } from '@hono/zod-openapi';
import {
  billingPlanAnswerSchema,
  billingPlanInputSchema,
  billingPlanSchema,
  invoiceInputSchema,
  invoiceListSchema,
  invoiceParamsSchema,
  invoiceSchema,
  markPaidInputSchema,
} from '../../../shared/contracts/billing';
import { clientParamsSchema } from '../../../shared/contracts/clients';
import { errorSchema } from '../../../shared/contracts/errors';
import { auditWho } from '../../audit/audit-who';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentActor, currentReach, requireStaff } from '../../http/session';
import { requireClientAccount } from '../../identity/require-client-account';
import { readPlanAnswer, setBillingPlan } from './billing-plan';
import { getInvoice, listInvoices } from './find-invoices';
import { invoicePdfResponse, pdfAnswer } from './invoice-pdf-response';
import { sendInvoice } from './send-invoice';
import { markInvoicePaid, voidInvoice } from './settle-invoice';
import { createDraft, deleteDraft, updateDraft } from './write-draft';

const tags = ['invoices'];
const notInThatState = { 409: json(errorSchema, 'The invoice is not in a state that allows this') };
const body = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

const getPlan = createRoute({
  method: 'get',
  path: '/admin/clients/{clientId}/billing-plan',
  tags,
  summary: "A client's plan (null: none yet)",
  middleware: [requireStaff] as const,
  request: { params: clientParamsSchema },
  responses: { 200: json(billingPlanAnswerSchema, 'The plan'), ...refusals },
});

const putPlan = createRoute({
  method: 'put',
  path: '/admin/clients/{clientId}/billing-plan',
  tags,
  summary: "Sets a client's plan, the ad-spend budget and what has been spent",
  middleware: [requireStaff] as const,
  request: { params: clientParamsSchema, body: body(billingPlanInputSchema) },
  responses: { 200: json(billingPlanSchema, 'The plan'), ...refusals },
});

const listForClient = createRoute({
  method: 'get',
  path: '/admin/clients/{clientId}/invoices',
  tags,
  summary: "A client's invoices, drafts included, newest first",
  middleware: [requireStaff] as const,
  request: { params: clientParamsSchema },
  responses: { 200: json(invoiceListSchema, 'Invoices'), ...refusals },
});

const createForClient = createRoute({
  method: 'post',
  path: '/admin/clients/{clientId}/invoices',
  tags,
  summary: 'Drafts an invoice for a client (no number until it is sent)',
  middleware: [requireStaff] as const,
  request: { params: clientParamsSchema, body: body(invoiceInputSchema) },
  responses: { 201: json(invoiceSchema, 'The draft'), ...refusals },
});

const readOne = createRoute({
  method: 'get',
  path: '/admin/invoices/{invoiceId}',
  tags,
  summary: 'One invoice',
  middleware: [requireStaff] as const,
  request: { params: invoiceParamsSchema },
  responses: { 200: json(invoiceSchema, 'The invoice'), ...refusals },
});

const editDraft = createRoute({
  method: 'patch',
  path: '/admin/invoices/{invoiceId}',
  tags,
  summary: "Replaces a draft's content (409 once sent)",
  middleware: [requireStaff] as const,
  request: { params: invoiceParamsSchema, body: body(invoiceInputSchema) },
  responses: { 200: json(invoiceSchema, 'The draft'), ...refusals, ...notInThatState },
});

const removeDraft = createRoute({
  method: 'delete',
  path: '/admin/invoices/{invoiceId}',
  tags,
  summary: 'Deletes a draft (409 once sent: void it instead)',
  middleware: [requireStaff] as const,
  request: { params: invoiceParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...refusals, ...notInThatState },
});

const pdf = createRoute({
  method: 'get',
  path: '/admin/invoices/{invoiceId}/pdf',
  tags,
  summary: "An invoice's PDF (a draft's shows it as a draft)",
  middleware: [requireStaff] as const,
  request: { params: invoiceParamsSchema },
  responses: { 200: pdfAnswer, ...refusals },
});

/** A bodiless move of a sent or draft invoice. */
const transition = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path: `/admin/invoices/{invoiceId}/${path}`,
    tags,
    summary,
    middleware: [requireStaff] as const,
    request: { params: invoiceParamsSchema },
    responses: { 200: json(invoiceSchema, 'The invoice'), ...refusals, ...notInThatState },
  });

const send = transition('send', 'Draft → sent: numbered, totals stored, due after its net terms');
const voidIt = transition('void', 'Sent → void');
const markPaid = createRoute({
  method: 'post',
  path: '/admin/invoices/{invoiceId}/mark-paid',
  tags,
  summary: 'Sent → paid, with a note on the payment',
  middleware: [requireStaff] as const,
  request: { params: invoiceParamsSchema, body: body(markPaidInputSchema) },
  responses: { 200: json(invoiceSchema, 'The invoice'), ...refusals, ...notInThatState },
});

/** Issue 50: the client page's Billing tab. Admins reach every client, account managers their own. */
export function invoiceStaffRoutes() {
  return createRouter()
    .openapi(getPlan, async (c) => {
      const { clientId } = c.req.valid('param');
      const { db } = c.get('deps');
      await requireClientAccount(db, clientId, currentReach(c));
      return c.json(await readPlanAnswer(db, clientId), 200);
    })
    .openapi(putPlan, async (c) => {
      const plan = await setBillingPlan({
        db: c.get('deps').db,
        realtime: c.get('deps').realtime,
        who: auditWho(c),
        reach: currentReach(c),
        staffId: currentActor(c).user.id,
        clientId: c.req.valid('param').clientId,
        input: c.req.valid('json'),
      });
      return c.json(plan, 200);
    })
    .openapi(listForClient, async (c) => {
      const { clientId } = c.req.valid('param');
      const { db } = c.get('deps');
      const reach = currentReach(c);
      await requireClientAccount(db, clientId, reach);
      return c.json({ invoices: await listInvoices(db, reach, clientId) }, 200);
    })
    .openapi(createForClient, async (c) => {
      const draft = await createDraft({
        db: c.get('deps').db,
        realtime: c.get('deps').realtime,
        who: auditWho(c),
        reach: currentReach(c),
        staffId: currentActor(c).user.id,
        clientId: c.req.valid('param').clientId,
        input: c.req.valid('json'),
      });
      return c.json(draft, 201);
    })
    .openapi(readOne, async (c) =>
      c.json(await getInvoice(c.get('deps').db, currentReach(c), c.req.valid('param').invoiceId), 200),
    )
    .openapi(pdf, async (c) =>
      invoicePdfResponse(
        c,
        await getInvoice(c.get('deps').db, currentReach(c), c.req.valid('param').invoiceId),
      ),
    )
    .openapi(editDraft, async (c) => {
      const draft = await updateDraft({
        db: c.get('deps').db,
        realtime: c.get('deps').realtime,
        who: auditWho(c),
        reach: currentReach(c),
        invoiceId: c.req.valid('param').invoiceId,
        input: c.req.valid('json'),
      });
      return c.json(draft, 200);
    })
    .openapi(removeDraft, async (c) => {
      const { db, realtime } = c.get('deps');
      await deleteDraft({
        db,
        realtime,
        who: auditWho(c),
        reach: currentReach(c),
        invoiceId: c.req.valid('param').invoiceId,
      });
      return c.body(null, 204);
    })
    .openapi(send, async (c) => {
      const { db, realtime } = c.get('deps');
      const change = { db, realtime, who: auditWho(c), reach: currentReach(c) };
      return c.json(await sendInvoice({ ...change, invoiceId: c.req.valid('param').invoiceId }), 200);
    })
    .openapi(voidIt, async (c) => {
      const { db, realtime } = c.get('deps');
      const change = { db, realtime, who: auditWho(c), reach: currentReach(c) };
      return c.json(await voidInvoice({ ...change, invoiceId: c.req.valid('param').invoiceId }), 200);
    })
    .openapi(markPaid, async (c) => {
      const { db, realtime } = c.get('deps');
      const change = { db, realtime, who: auditWho(c), reach: currentReach(c) };
      const { note } = c.req.valid('json');
      return c.json(
        await markInvoicePaid({ ...change, invoiceId: c.req.valid('param').invoiceId, note }),
        200,
      );
    });
}
