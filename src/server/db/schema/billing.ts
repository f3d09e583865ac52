import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invoiceStates, planIntervals } from '../../../shared/domain/billing';
import { users } from './auth';
import { clientAccounts } from './client-accounts';

// Billing that is real (issue 50, decision 049). Money is bigint minor units of an ISO 4217 currency. The
// rows reference the company (client_accounts), so only a company can have a plan or an invoice.

/** A client company's plan: one at most, set by staff on the client's Billing tab. */
export const billingPlans = pgTable(
  'billing_plans',
  {
    clientId: text('client_id')
      .primaryKey()
      .references(() => clientAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    interval: text('interval', { enum: planIntervals }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    adBudgetMinor: bigint('ad_budget_minor', { mode: 'number' }),
    adSpentMinor: bigint('ad_spent_minor', { mode: 'number' }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('billing_plans_interval_check', sql`${t.interval} in ('monthly', 'quarterly', 'yearly')`),
    check(
      'billing_plans_amounts_check',
      sql`${t.amountMinor} >= 0 and coalesce(${t.adBudgetMinor}, 0) >= 0 and coalesce(${t.adSpentMinor}, 0) >= 0`,
    ),
  ],
);

/**
 * An invoice: a draft has no number, dates or stored totals; sending gives it all three, after which its
 * content never changes (void and reissue). `year` is the number's year, kept to read the counter by.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id')
      .notNull()
      .references(() => clientAccounts.id, { onDelete: 'cascade' }),
    number: text('number').unique(),
    year: integer('year'),
    state: text('state', { enum: invoiceStates }).notNull().default('draft'),
    currency: text('currency').notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    netTermsDays: integer('net_terms_days').notNull(),
    notes: text('notes'),
    issueDate: date('issue_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }),
    taxMinor: bigint('tax_minor', { mode: 'number' }),
    totalMinor: bigint('total_minor', { mode: 'number' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidNote: text('paid_note'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The first day of the plan period an invoice issued by the schedule bills (null for one staff made):
     * unique per client, so two instances or a rerun after a restart issue a period's invoice once.
     */
    planPeriodStart: date('plan_period_start', { mode: 'string' }),
    /**
     * The next period's first day, as the plan stood when this was issued: a plan changed since (another
     * interval, another start date) issues nothing for days an issued period already covers.
     */
    planPeriodEnd: date('plan_period_end', { mode: 'string' }),
  },
  (t) => [
    check('invoices_state_check', sql`${t.state} in ('draft', 'sent', 'paid', 'void')`),
    // Everything sending gives is there exactly when the invoice is no longer a draft.
    check(
      'invoices_sent_fields_check',
      sql`(${t.state} = 'draft') = (${t.number} is null and ${t.year} is null and ${t.issueDate} is null
        and ${t.dueDate} is null and ${t.totalMinor} is null and ${t.sentAt} is null)`,
    ),
    check('invoices_tax_rate_check', sql`${t.taxRateBasisPoints} between 0 and 10000`),
    check('invoices_discount_check', sql`${t.discountMinor} >= 0`),
    // A client's invoices newest first (both sides' lists).
    index('invoices_client_id_created_at_idx').on(t.clientId, t.createdAt, t.id),
    // NULLs are distinct in a unique index: invoices staff made never collide.
    uniqueIndex('invoices_client_id_plan_period_start_idx').on(t.clientId, t.planPeriodStart),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.position] }),
    check('invoice_items_amounts_check', sql`${t.quantity} > 0 and ${t.unitPriceMinor} >= 0`),
  ],
);

/**
 * The last invoice number given in each year. Sending bumps it with an upsert in the send's own
 * transaction: the row lock orders concurrent sends, and a rolled-back send rolls its number back.
 */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * What the payment provider said about each checkout of an invoice, one row per checkout session: the
 * webhook or the test checkout's confirmation writes it, and a replayed delivery finds its row already
 * there and changes nothing. The invoice turns paid only on a paid checkout of its whole total.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    sessionId: text('session_id').notNull().unique(),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    currency: text('currency'),
    paid: boolean('paid').notNull(),
    /** Whether this checkout is the one that turned the invoice paid. */
    settled: boolean('settled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invoice_payments_provider_check', sql`${t.provider} in ('stripe', 'test')`),
    index('invoice_payments_invoice_id_idx').on(t.invoiceId),
  ],
);
