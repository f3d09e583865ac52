import { z } from 'zod';
import {
  type Invoice,
  type InvoiceInput,
  invoiceInputSchema,
  invoiceItemSchema,
} from '@/shared/contracts/billing';
import {
  billingMessages,
  INVOICE_ITEMS_MAX,
  INVOICE_QUANTITY_MAX,
  MONEY_MAX_MINOR,
  NET_TERMS_MAX_DAYS,
  TAX_RATE_MAX_BASIS_POINTS,
} from '@/shared/domain/billing';
import { type InvoiceTotals, invoiceTotals } from '@/shared/domain/invoice-totals';
import { amountText, checkAmount, readAmount } from './money-text';

/**
 * The invoice contract as the editor fills it: quantities, prices, the tax rate (a percent), the discount
 * and the net terms as typed text, checked here and turned into the contract's integers. Descriptions,
 * notes and the currency are the contract's own fields.
 */
export const invoiceFormSchema = z
  .object({
    currency: invoiceInputSchema.shape.currency,
    items: z
      .array(
        z.object({
          description: invoiceItemSchema.shape.description,
          quantity: z.string(),
          unitPrice: z.string(),
        }),
      )
      .max(INVOICE_ITEMS_MAX),
    taxRate: z.string(),
    discount: z.string(),
    netTermsDays: z.string(),
    notes: invoiceInputSchema.shape.notes,
  })
  .superRefine((values, ctx) => {
    values.items.forEach((item, index) => {
      if (readQuantity(item.quantity) === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'quantity'],
          message: 'Enter a whole number, 1 or more',
        });
      checkAmount(ctx, ['items', index, 'unitPrice'], item.unitPrice, values.currency, true);
    });
    if (readTaxRate(values.taxRate) === undefined)
      ctx.addIssue({ code: 'custom', path: ['taxRate'], message: 'Enter a rate such as 8.25' });
    checkAmount(ctx, ['discount'], values.discount, values.currency, false);
    if (readNetTerms(values.netTermsDays) === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['netTermsDays'],
        message: `Enter a number of days from 0 to ${NET_TERMS_MAX_DAYS}`,
      });
    // The contract's own two checks on the sums, on the fields they are about.
    const totals = formTotals(values);
    if (totals.subtotalMinor > MONEY_MAX_MINOR)
      ctx.addIssue({ code: 'custom', path: ['items'], message: billingMessages.subtotalTooLarge });
    else if (totals.discountMinor > totals.subtotalMinor)
      ctx.addIssue({ code: 'custom', path: ['discount'], message: billingMessages.discountOverSubtotal });
  })
  .transform(
    (values): InvoiceInput => ({
      currency: values.currency,
      items: values.items.map((item) => ({
        description: item.description,
        quantity: readQuantity(item.quantity) ?? 1,
        unitPriceMinor: readAmount(item.unitPrice, values.currency) ?? 0,
      })),
      taxRateBasisPoints: readTaxRate(values.taxRate) ?? 0,
      discountMinor: readAmount(values.discount, values.currency) ?? 0,
      netTermsDays: readNetTerms(values.netTermsDays) ?? 30,
      notes: values.notes,
    }),
  );

export type InvoiceFormValues = z.input<typeof invoiceFormSchema>;

export const emptyLine = (): InvoiceFormValues['items'][number] => ({
  description: '',
  quantity: '1',
  unitPrice: '',
});

/** A new draft (one empty line, 30 days' terms) or the draft to edit. */
export function invoiceFormDefaults(invoice: Invoice | null, currency: string): InvoiceFormValues {
  if (!invoice)
    return { currency, items: [emptyLine()], taxRate: '0', discount: '', netTermsDays: '30', notes: '' };
  return {
    currency: invoice.currency,
    items: invoice.items.map((item) => ({
      description: item.description,
      quantity: String(item.quantity),
      unitPrice: amountText(item.unitPriceMinor, invoice.currency),
    })),
    taxRate: String(invoice.taxRateBasisPoints / 100),
    discount: invoice.discountMinor ? amountText(invoice.discountMinor, invoice.currency) : '',
    netTermsDays: String(invoice.netTermsDays),
    notes: invoice.notes ?? '',
  };
}

/**
 * The totals of what is typed so far, for the editor to show as it changes (a field that does not read
 * yet counts as nothing). The server computes the stored totals with the same function.
 */
export function formTotals(values: InvoiceFormValues): InvoiceTotals {
  const items = values.items.map((item) => ({
    quantity: readQuantity(item.quantity) ?? 0,
    unitPriceMinor: readAmount(item.unitPrice, values.currency) ?? 0,
  }));
  return invoiceTotals(items, {
    taxRateBasisPoints: readTaxRate(values.taxRate) ?? 0,
    discountMinor: readAmount(values.discount, values.currency) ?? 0,
  });
}

/** The server's field names in a 400 ('items.0.unitPriceMinor') as the form's ('items.0.unitPrice'). */
export function invoiceFieldOf(serverField: string): string | undefined {
  const line = /^items\.(\d+)\.(description|quantity|unitPriceMinor)$/.exec(serverField);
  if (line) return `items.${line[1]}.${line[2] === 'unitPriceMinor' ? 'unitPrice' : line[2]}`;
  const fields: Record<string, string> = {
    currency: 'currency',
    items: 'items',
    taxRateBasisPoints: 'taxRate',
    discountMinor: 'discount',
    netTermsDays: 'netTermsDays',
    notes: 'notes',
  };
  return fields[serverField];
}

function readQuantity(text: string): number | undefined {
  const quantity = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  return quantity >= 1 && quantity <= INVOICE_QUANTITY_MAX ? quantity : undefined;
}

/** A percent with at most two decimals ('8.25') in basis points (825); empty is no tax. */
export function readTaxRate(text: string): number | undefined {
  const match = /^\s*(\d{1,3})(?:\.(\d{0,2}))?\s*%?\s*$/.exec(text);
  if (text.trim() === '') return 0;
  if (!match) return undefined;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= TAX_RATE_MAX_BASIS_POINTS ? basisPoints : undefined;
}

function readNetTerms(text: string): number | undefined {
  const days = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  return days >= 0 && days <= NET_TERMS_MAX_DAYS ? days : undefined;
}
