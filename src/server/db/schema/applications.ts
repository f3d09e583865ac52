import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const applicationSubmissions = pgTable(
  'application_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessName: text('business_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    socialProfiles: text('social_profiles'),
    website: text('website'),
    monthlyRevenue: text('monthly_revenue'),
    marketingBudget: text('marketing_budget'),
    hearAboutUs: text('hear_about_us'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_submissions_created_at_idx').on(t.createdAt)],
);
