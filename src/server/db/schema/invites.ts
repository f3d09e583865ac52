import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const inviteLinks = pgTable(
  'invite_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: uuid('token').notNull().unique().defaultRandom(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    label: text('label'),
    companyName: text('company_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .$defaultFn(() => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: text('used_by').references(() => users.id, { onDelete: 'set null' }),
    /** The role the account made with the link gets: a client, or (Team Settings) another admin. */
    role: text('role', { enum: ['client', 'admin'] })
      .notNull()
      .default('client'),
  },
  (t) => [
    // The invite section pages one role's links newest first by (created_at, id).
    index('invite_links_role_created_at_id_idx').on(t.role, t.createdAt, t.id),
    check('invite_links_role_check', sql`${t.role} in ('client', 'admin')`),
  ],
);
