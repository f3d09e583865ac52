import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const paymentStatusCheck = (column: unknown) =>
  sql`${column} in ('pending', 'paid', 'canceled', 'refunded', 'active', 'past_due')`;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email'),
    status: text('status').notNull().default('pending'),
    serviceTier: text('service_tier').notNull(),
    stripeSessionId: text('stripe_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscriptions_status_check', paymentStatusCheck(t.status)),
    index('subscriptions_user_id_idx').on(t.userId),
    index('subscriptions_service_tier_idx').on(t.serviceTier),
    // One subscription per checkout, however often the provider's webhook or the buyer arrives.
    uniqueIndex('subscriptions_stripe_session_id_unique').on(t.stripeSessionId),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email'),
    status: text('status').notNull().default('pending'),
    stripeSessionId: text('stripe_session_id').notNull().unique(),
    serviceTier: text('service_tier'),
    /**
     * When a claim closed this checkout: by creating the buyer's account (user_id), or without one, when
     * the email given already had an account (decision 010). A closed checkout is never claimed again, so
     * a second look cannot tell the two apart; it stays closed if its account is deleted later.
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_status_check', paymentStatusCheck(t.status)),
    // An order linked to an account was claimed by it.
    check('orders_claimed_check', sql`${t.userId} is null or ${t.claimedAt} is not null`),
    index('orders_user_id_idx').on(t.userId),
  ],
);
