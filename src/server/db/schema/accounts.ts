import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles } from '../../../shared/domain/roles';
import { signupSources } from '../../../shared/domain/signup-sources';
import { users } from './auth';

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: roles }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_roles_role_check', sql`${t.role} in ('client', 'admin', 'manager')`),
    index('user_roles_role_idx').on(t.role),
  ],
);

export const contractStatuses = ['pending_onboarding', 'active', 'paused', 'ended'] as const;

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    companyName: text('company_name'),
    contactPerson: text('contact_person'),
    website: text('website'),
    phone: text('phone'),
    logoUrl: text('logo_url'),
    primaryColor: text('primary_color').notNull().default('#38b6ff'),
    secondaryColor: text('secondary_color').notNull().default('#ffffff'),
    accentColor: text('accent_color').notNull().default('#000000'),
    brandGuidelines: text('brand_guidelines'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    taskReminders: boolean('task_reminders').notNull().default(true),
    campaignAlerts: boolean('campaign_alerts').notNull().default(true),
    weeklyDigest: boolean('weekly_digest').notNull().default(false),
    /** An IANA time zone for its reminders and digest; null follows the agency's. */
    timeZone: text('time_zone'),
    payoutMethod: text('payout_method'),
    payoutAddress: text('payout_address'),
    payoutNotes: text('payout_notes'),
    welcomeFlowCompleted: boolean('welcome_flow_completed').notNull().default(false),
    onboardingCallDate: timestamp('onboarding_call_date', { withTimezone: true }),
    contractStatus: text('contract_status', { enum: contractStatuses })
      .notNull()
      .default('pending_onboarding'),
    // SPEC §7 sign-up metadata. Null only for accounts created before it was recorded.
    signupSource: text('signup_source', { enum: signupSources }),
    /** The checkout session a 'purchase' account was created from. */
    signupSessionId: text('signup_session_id'),
    /** The tier the provider reported for that checkout (never the page's query string). */
    signupServiceTier: text('signup_service_tier'),
    /** Set while an admin has suspended the account: its sessions end and sign-in is refused. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'profiles_contract_status_check',
      sql`${t.contractStatus} in ('pending_onboarding', 'active', 'paused', 'ended')`,
    ),
    check(
      'profiles_signup_source_check',
      sql`${t.signupSource} is null or ${t.signupSource} in ('purchase', 'invite', 'admin', 'seed')`,
    ),
    check(
      'profiles_payout_method_check',
      sql`${t.payoutMethod} is null or ${t.payoutMethod} in ('PayPal', 'Wise', 'Venmo', 'Bank Transfer', 'Other')`,
    ),
    index('profiles_company_name_idx').on(t.companyName),
    // Client searches (ILIKE '%…%' on the names) read only the matching profiles.
    index('profiles_company_name_trgm_idx').using('gin', t.companyName.op('gin_trgm_ops')),
    index('profiles_contact_person_trgm_idx').using('gin', t.contactPerson.op('gin_trgm_ops')),
    index('profiles_created_at_idx').on(t.createdAt),
  ],
);
