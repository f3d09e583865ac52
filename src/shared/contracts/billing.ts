import { z } from 'zod';
import {
  BILLING_NAME_MAX,
  billingMessages,
  INVOICE_ITEM_DESCRIPTION_MAX,
  INVOICE_ITEMS_MAX,
  INVOICE_NOTES_MAX,
  INVOICE_PAID_NOTE_MAX,
  INVOICE_QUANTITY_MAX,
  invoiceDisplayStates,
  invoiceStates,
  MONEY_MAX_MINOR,
  NET_TERMS_MAX_DAYS,
  planIntervals,
  TAX_RATE_MAX_BASIS_POINTS,
} from '../domain/billing';
import { invoiceTotals } from '../domain/invoice-totals';
import { currencyCodeSchema } from './currency';
import { optionalDisplayText, optionalMultilineText, requiredDisplayText } from './display-text';

// The billing API contract (issue 50, decision 049). Money is integer minor units of `currency` (ISO 4217);
// calendar dates are YYYY-MM-DD, instants ISO 8601 strings.

const money = z
  .number()
  .int(billingMessages.moneyInvalid)
  .min(0, billingMessages.moneyInvalid)
  .max(MONEY_MAX_MINOR);
const calendarDate = z.iso.date();

export const billingPlanInputSchema = z
  .object({
    name: requiredDisplayText(BILLING_NAME_MAX, 'Enter the plan name'),
    amountMinor: money,
    currency: currencyCodeSchema,
    interval: z.enum(planIntervals),
    startDate: calendarDate,
    /** The monthly ad-spend budget and what has been spent of it, both entered by staff. */
    adBudgetMinor: money.nullable(),
    adSpentMinor: money.nullable(),
  })
  .meta({ id: 'BillingPlanInput' });
export type BillingPlanInput = z.infer<typeof billingPlanInputSchema>;

export const billingPlanSchema = billingPlanInputSchema
  .extend({ name: z.string(), currency: z.string(), updatedAt: z.string() })
  .meta({ id: 'BillingPlan' });
export type BillingPlan = z.infer<typeof billingPlanSchema>;

/**
 * A client without a plan gets null: the Billing tab's empty state. The agency's default currency is what
 * a new plan or invoice starts in.
 */
export const billingPlanAnswerSchema = z
  .object({ plan: billingPlanSchema.nullable(), defaultCurrency: z.string() })
  .meta({ id: 'BillingPlanAnswer' });

export const invoiceItemSchema = z
  .object({
    description: requiredDisplayText(INVOICE_ITEM_DESCRIPTION_MAX, 'Describe the line item'),
    quantity: z.number().int().min(1).max(INVOICE_QUANTITY_MAX),
    unitPriceMinor: money,
  })
  .meta({ id: 'InvoiceItem' });

/** A draft as staff write it; its totals, number and dates come from the server. */
export const invoiceInputSchema = z
  .object({
    currency: currencyCodeSchema,
    items: z.array(invoiceItemSchema).max(INVOICE_ITEMS_MAX),
    taxRateBasisPoints: z.number().int().min(0).max(TAX_RATE_MAX_BASIS_POINTS),
    discountMinor: money,
    netTermsDays: z.number().int().min(0).max(NET_TERMS_MAX_DAYS),
    notes: optionalMultilineText(INVOICE_NOTES_MAX),
  })
  .superRefine((invoice, ctx) => {
    const { subtotalMinor } = invoiceTotals(invoice.items, invoice);
    if (subtotalMinor > MONEY_MAX_MINOR)
      ctx.addIssue({ code: 'custom', path: ['items'], message: billingMessages.subtotalTooLarge });
    if (invoice.discountMinor > subtotalMinor)
      ctx.addIssue({
        code: 'custom',
        path: ['discountMinor'],
        message: billingMessages.discountOverSubtotal,
      });
  })
  .meta({ id: 'InvoiceInput' });
export type InvoiceInput = z.infer<typeof invoiceInputSchema>;

export const markPaidInputSchema = z
  .object({ note: optionalDisplayText(INVOICE_PAID_NOTE_MAX) })
  .meta({ id: 'MarkInvoicePaidInput' });

/** An invoice as staff see it: totals are the stored ones once sent, computed afresh for a draft. */
export const invoiceSchema = z
  .object({
    id: z.string(),
    clientId: z.string(),
    /** INV-YYYY-NNN, given when sent; a draft has none. */
    number: z.string().nullable(),
    state: z.enum(invoiceStates),
    displayState: z.enum(invoiceDisplayStates),
    currency: z.string(),
    items: z.array(invoiceItemSchema.extend({ description: z.string() })),
    taxRateBasisPoints: z.number().int(),
    subtotalMinor: z.number().int(),
    discountMinor: z.number().int(),
    taxMinor: z.number().int(),
    totalMinor: z.number().int(),
    netTermsDays: z.number().int(),
    notes: z.string().nullable(),
    issueDate: calendarDate.nullable(),
    dueDate: calendarDate.nullable(),
    sentAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    paidNote: z.string().nullable(),
    voidedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

/** What a client's people see: never a draft, nor the agency's note on a payment. */
export const clientInvoiceSchema = invoiceSchema
  .omit({ paidNote: true })
  .extend({ number: z.string(), displayState: z.enum(['pending', 'overdue', 'paid', 'void']) })
  .meta({ id: 'ClientInvoice' });
export type ClientInvoice = z.infer<typeof clientInvoiceSchema>;

export const invoiceListSchema = z.object({ invoices: z.array(invoiceSchema) }).meta({ id: 'InvoiceList' });
export const clientInvoiceListSchema = z
  .object({ invoices: z.array(clientInvoiceSchema) })
  .meta({ id: 'ClientInvoiceList' });

export const invoiceParamsSchema = z.object({ invoiceId: z.uuid() });

/**
 * Paying an invoice online: Stripe's hosted checkout to send the browser to, or, without Stripe outside
 * production, the test checkout, which the page confirms with a second call.
 */
export const invoiceCheckoutSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('redirect'), url: z.url() }),
    z.object({ kind: z.literal('test'), amountMinor: z.number().int(), currency: z.string() }),
  ])
  .meta({ id: 'InvoiceCheckout' });
export type InvoiceCheckout = z.infer<typeof invoiceCheckoutSchema>;
