import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  AUDIT_RETENTION_DEFAULT_DAYS,
  AUDIT_RETENTION_MAX_DAYS,
  AUDIT_RETENTION_MIN_DAYS,
} from '../../../shared/domain/audit';
import { DEFAULT_CURRENCY } from '../../../shared/domain/billing';
import { DEFAULT_AGENCY_TIME_ZONE } from '../../../shared/domain/time-zones';
import { users } from './auth';

/**
 * The agency's own settings (admin Settings, System tab): one row, id 1. The logo shows in both
 * sidebars and in emails; the toggles say which agency notification emails are sent to AGENCY_EMAIL; the
 * retention says how long the audit log keeps its events.
 */
export const agencySettings = pgTable(
  'agency_settings',
  {
    id: integer('id').primaryKey().default(1),
    logoUrl: text('logo_url'),
    notifyNewApplications: boolean('notify_new_applications').notNull().default(true),
    notifyOnboardingCompleted: boolean('notify_onboarding_completed').notNull().default(true),
    notifyTaskReviews: boolean('notify_task_reviews').notNull().default(true),
    /** Clients without their own time zone get reminders and the digest by this one. */
    timeZone: text('time_zone').notNull().default(DEFAULT_AGENCY_TIME_ZONE),
    /** The audit log keeps events this many days; the daily retention job removes older ones. */
    auditRetentionDays: integer('audit_retention_days').notNull().default(AUDIT_RETENTION_DEFAULT_DAYS),
    /** Staff must turn on two-factor sign-in before they reach anything else (decision 047). */
    requireStaffTwoFactor: boolean('require_staff_two_factor').notNull().default(false),
    /** The currency a new plan or invoice starts in (ISO 4217, issue 50); each can still choose its own. */
    defaultCurrency: text('default_currency').notNull().default(DEFAULT_CURRENCY),
    /** The agency's address as its invoices print it, lines kept; none until an admin enters it. */
    invoiceAddress: text('invoice_address'),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('agency_settings_single_row', sql`${t.id} = 1`),
    check(
      'agency_settings_audit_retention_days_check',
      sql`${t.auditRetentionDays} between ${sql.raw(String(AUDIT_RETENTION_MIN_DAYS))} and ${sql.raw(String(AUDIT_RETENTION_MAX_DAYS))}`,
    ),
  ],
);
