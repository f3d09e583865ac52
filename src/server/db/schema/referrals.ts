import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerUserId: text('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerName: text('referrer_name'),
    referrerEmail: text('referrer_email'),
    referredName: text('referred_name').notNull(),
    referredEmail: text('referred_email').notNull(),
    referredCompany: text('referred_company'),
    message: text('message'),
    status: text('status').notNull().default('pending'),
    earnedAmount: numeric('earned_amount', { precision: 10, scale: 2, mode: 'number' }),
    adminNotes: text('admin_notes'),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('referrals_status_check', sql`${t.status} in ('pending', 'contacted', 'approved', 'rejected')`),
    check('referrals_earned_amount_check', sql`${t.earnedAmount} is null or ${t.earnedAmount} >= 0`),
    // A referrer's referrals newest first. Its status and amount (0018) were for the summary cards,
    // which now read client_referral_totals.
    index('referrals_referrer_created_at_idx').on(t.referrerUserId, t.createdAt, t.status, t.earnedAmount),
    // Referrals Management pages newest first by (created_at, id).
    index('referrals_created_at_id_idx').on(t.createdAt, t.id),
    index('referrals_status_idx').on(t.status),
  ],
);

/**
 * Each client's referrals per status and the amount its approved ones earned, kept by triggers on
 * `referrals` (migration 0022): an account manager's summary cards add up their clients' rows (one each),
 * a client's Refer & Earn reads its own row.
 */
export const clientReferralTotals = pgTable('client_referral_totals', {
  clientId: text('client_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pending: integer('pending').notNull().default(0),
  contacted: integer('contacted').notNull().default(0),
  approved: integer('approved').notNull().default(0),
  rejected: integer('rejected').notNull().default(0),
  /** Total Earned: the approved referrals' earned amounts (a sum, so wider than one referral's amount). */
  earned: numeric('earned', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
});
