import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const clientOnboarding = pgTable(
  'client_onboarding',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // One questionnaire per client: a second save is refused by this constraint.
    clientId: text('client_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    productDescription: text('product_description').notNull(),
    problemSolved: text('problem_solved').notNull(),
    idealCustomer: text('ideal_customer').notNull(),
    currentStage: text('current_stage').notNull(),
    metricsTraction: text('metrics_traction'),
    socialLinks: text('social_links'),
    emailTool: text('email_tool'),
    emailToolAccess: text('email_tool_access'),
    websiteLink: text('website_link'),
    priorContentUploads: text('prior_content_uploads'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'client_onboarding_stage_check',
      sql`${t.currentStage} in ('mvp', 'launch-ready', 'post-launch', 'scaling', 'other')`,
    ),
  ],
);
