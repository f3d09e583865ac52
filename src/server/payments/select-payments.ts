import type { Config } from '../config';
import type { Db } from '../db/connection';
import { createLocalPayments } from './local-payments';
import type { Payments } from './payments';
import { createStripePayments } from './stripe-payments';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise local checkouts, with the test checkout outside production. */
export function selectPayments(config: Config, db: Db): Payments {
  if (config.stripe) return createStripePayments(config.stripe);
  return createLocalPayments({ db, allowTestCheckout: !config.isProduction });
}
