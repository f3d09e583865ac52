import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** An email as the mailer takes it (mail/mailer.ts `Email`), for the tables that keep one. */
const emailColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** Extra headers the mail carries (List-Unsubscribe on notification mail). */
  headers: jsonb('headers').$type<Record<string, string>>(),
});

// Mail sent while no SMTP server is configured: the outbox is what admins and tests read instead.
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    ...emailColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_emails_created_at_idx').on(t.createdAt)],
);

// Fixed-window counters for our own limits (sign-in per email and per IP, public forms), shared by every
// server instance because they live in the database.
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

// Failed sign-ins, kept apart for each (email, address) pair, each email and each address: the
// sign-in throttle's memory, shared by every server instance. A row's window starts at its first failure.
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

export const queuedEmailStates = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * Mail to the agency inbox (applications, onboarding, tasks to review), written in the transaction of the
 * change it reports so it exists exactly when the change does (decision 017). The request tries it at once;
 * the job retries what failed. 'sending' is committed before the mail server is called, so a crash can
 * never send it twice.
 */
export const queuedEmails = pgTable(
  'queued_emails',
  {
    ...emailColumns(),
    state: text('state', { enum: queuedEmailStates }).notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'queued_emails_state_check',
      sql.raw(`"state" in (${queuedEmailStates.map((state) => `'${state}'`).join(', ')})`),
    ),
    index('queued_emails_due_idx').on(t.dueAt).where(sql`${t.state} = 'pending'`),
  ],
);

/**
 * Running totals of whole tables, kept by triggers (migration 0010) so the summary cards of Reports &
 * Files and Referrals Management do not count 100,000 rows on each load. One row per key: `files:<category>`
 * (count) and `referrals:<status>` (count, and the sum of its earned amounts).
 */
export const tableTotals = pgTable('table_totals', {
  key: text('key').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
  amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
});
