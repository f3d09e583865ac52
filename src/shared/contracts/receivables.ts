import { z } from 'zod';
import { DEFAULT_RECEIVABLE_FILTER, receivableFilters } from '../domain/receivables';

// The agency's receivables (issue 50): every client's sent invoices within the caller's reach. Money is
// integer minor units of `currency`; calendar dates are YYYY-MM-DD, instants ISO 8601 strings.

export const receivablesQuerySchema = z.object({
  state: z.enum(receivableFilters).default(DEFAULT_RECEIVABLE_FILTER),
  /** One client's invoices; left out (or empty), every client's. */
  clientId: z.string().trim().max(100).optional(),
});
export type ReceivablesQuery = z.input<typeof receivablesQuerySchema>;

/** One currency's totals over the whole reach, whatever the filters: money is never added across currencies. */
export const receivablesSummarySchema = z
  .object({
    currency: z.string(),
    /** Sent and not yet paid: pending and overdue together. */
    outstandingMinor: z.number().int(),
    overdueMinor: z.number().int(),
    /** Paid in the agency's current calendar month (its time zone). */
    paidThisMonthMinor: z.number().int(),
  })
  .meta({ id: 'ReceivablesSummary' });
export type ReceivablesSummary = z.infer<typeof receivablesSummarySchema>;

export const receivableSchema = z
  .object({
    id: z.string(),
    clientId: z.string(),
    clientName: z.string(),
    number: z.string(),
    displayState: z.enum(['pending', 'overdue', 'paid', 'void']),
    currency: z.string(),
    totalMinor: z.number().int(),
    issueDate: z.iso.date(),
    dueDate: z.iso.date(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'Receivable' });
export type Receivable = z.infer<typeof receivableSchema>;

export const receivablesAnswerSchema = z
  .object({
    summary: z.array(receivablesSummarySchema),
    /** The clients within reach that have sent invoices: the client filter's choices, by name. */
    clients: z.array(z.object({ id: z.string(), name: z.string() })),
    /** Newest first, at most RECEIVABLES_PAGE_MAX. */
    invoices: z.array(receivableSchema),
    /** More invoices match than are listed (the CSV has them all). */
    capped: z.boolean(),
  })
  .meta({ id: 'Receivables' });
export type ReceivablesAnswer = z.infer<typeof receivablesAnswerSchema>;
