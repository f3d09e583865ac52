// Billing that is real (issue 50, decision 049): a client's plan, and invoices the agency issues. Money is
// always an integer of the currency's minor units (cents), never a float; totals come from one function
// (invoice-totals.ts), and the server stores what it computed when an invoice was sent.

export const planIntervals = ['monthly', 'quarterly', 'yearly'] as const;

export const planIntervalLabels: Record<(typeof planIntervals)[number], { label: string; per: string }> = {
  monthly: { label: 'Monthly', per: 'monthly' },
  quarterly: { label: 'Quarterly', per: 'quarterly' },
  yearly: { label: 'Yearly', per: 'yearly' },
};

/** What is stored: a draft is the agency's own; sent is 'pending' to the client until paid or void. */
export const invoiceStates = ['draft', 'sent', 'paid', 'void'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

/** What is shown: a sent invoice past its due date (in the agency's time zone) is overdue. */
export const invoiceDisplayStates = ['draft', 'pending', 'overdue', 'paid', 'void'] as const;
export type InvoiceDisplayState = (typeof invoiceDisplayStates)[number];

/** Each shown state's word and badge colour, the same on both sides (SPEC: paid, pending, overdue). */
export const invoiceDisplayStateLabels: Record<
  InvoiceDisplayState,
  { label: string; tone: 'neutral' | 'warning' | 'danger' | 'success' }
> = {
  draft: { label: 'Draft', tone: 'neutral' },
  pending: { label: 'Pending', tone: 'warning' },
  overdue: { label: 'Overdue', tone: 'danger' },
  paid: { label: 'Paid', tone: 'success' },
  void: { label: 'Void', tone: 'neutral' },
};

/** The agency's default currency until an admin picks another in Settings, System. */
export const DEFAULT_CURRENCY = 'USD';

export const BILLING_NAME_MAX = 200;
export const INVOICE_ADDRESS_MAX = 500;
export const INVOICE_ITEMS_MAX = 100;
export const INVOICE_ITEM_DESCRIPTION_MAX = 500;
export const INVOICE_NOTES_MAX = 5000;
export const INVOICE_PAID_NOTE_MAX = 1000;
export const INVOICE_QUANTITY_MAX = 1_000_000;
/**
 * Ten billion in major units: a price, a discount or an invoice's subtotal beyond it is a typo, and every
 * total (at most twice it, tax included) stays a safe integer.
 */
export const MONEY_MAX_MINOR = 1_000_000_000_000;
/** 100% in basis points. */
export const TAX_RATE_MAX_BASIS_POINTS = 10_000;
export const NET_TERMS_MAX_DAYS = 365;

/** INV-2026-007: the year it was sent and its place in that year, three digits at least. */
export const invoiceNumber = (year: number, sequence: number): string =>
  `INV-${year}-${String(sequence).padStart(3, '0')}`;

/** Whether a currency code is one this runtime can format (ISO 4217). */
export function isCurrency(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}
let currencies: Set<string> | undefined;

/** How an invoice shows: a sent one is pending, or overdue once `today` (the agency's date) is past due. */
export function invoiceDisplayState(
  invoice: { state: InvoiceState; dueDate: string | null },
  today: string,
): InvoiceDisplayState {
  if (invoice.state !== 'sent') return invoice.state;
  return invoice.dueDate !== null && today > invoice.dueDate ? 'overdue' : 'pending';
}

/**
 * Currencies an invoice may be paid online in: those whose minor unit Stripe counts as ISO 4217 does.
 * Stripe takes ISK, HUF, TWD and UGX with two decimals it then rounds away, and three-decimal currencies
 * only in tens; an invoice in one of those is paid by transfer.
 */
export function payableOnline(invoice: { currency: string; totalMinor: number | null }): boolean {
  if (!invoice.totalMinor || invoice.totalMinor <= 0) return false;
  if (['ISK', 'HUF', 'TWD', 'UGX'].includes(invoice.currency)) return false;
  const digits = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: invoice.currency,
  }).resolvedOptions().maximumFractionDigits;
  return digits === 0 || digits === 2;
}

/** A calendar date (YYYY-MM-DD) plus whole days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export const billingMessages = {
  currencyInvalid: 'Enter a three-letter ISO 4217 currency code, such as USD',
  defaultCurrencySaved: 'Default currency saved',
  defaultCurrencySaveFailed: 'Could not save the default currency. Please try again.',
  invoiceAddressSaved: 'Invoice address saved',
  invoiceAddressSaveFailed: 'Could not save the invoice address. Please try again.',
  moneyInvalid: 'Enter a whole amount of minor units (cents), zero or more',
  discountOverSubtotal: 'The discount cannot be more than the subtotal',
  itemsRequired: 'Add at least one line item before sending',
  invoiceNotFound: 'Invoice not found',
  cannotPay: (state: InvoiceState) =>
    state === 'paid' ? 'This invoice is already paid.' : `This invoice is ${state} and cannot be paid.`,
  onlinePaymentUnavailable:
    'Online payment is not set up. Please pay by bank transfer as your invoice says, or ask your account manager.',
  paymentStartFailed: 'Could not open the checkout. Please try again.',
  notPayableOnline:
    'This invoice cannot be paid online (nothing to pay, or a currency the checkout does not take). Please pay by bank transfer.',
  providerRefused:
    'The payment provider could not open a checkout for this invoice. Please pay by bank transfer, or try again later.',
  paymentReceived: 'Payment received. Thank you!',
  paymentConfirming: 'Thank you! Your payment is being confirmed; the invoice shows Paid in a moment.',
  paymentCancelled: 'Payment cancelled. Nothing was charged.',
  subtotalTooLarge: 'The invoice adds up to more than the largest amount an invoice may have',
  onlyDrafts: 'Only a draft invoice can be changed or deleted. Void a sent invoice and issue a new one.',
  cannotSend: (state: InvoiceState) => `This invoice is ${state} and cannot be sent again.`,
  cannotVoid: (state: InvoiceState) =>
    state === 'draft' ? 'A draft is deleted, not voided.' : `This invoice is ${state} and cannot be voided.`,
  cannotMarkPaid: (state: InvoiceState) => `This invoice is ${state} and cannot be marked paid.`,
} as const;
