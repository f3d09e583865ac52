import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clientRoles } from '../../../shared/domain/client-roles';
import { roles } from '../../../shared/domain/roles';
import { users } from './auth';
import { clientAccounts } from './client-accounts';

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
    /** The role the account made with the link gets: a client, or (Team Settings) a staff member. */
    role: text('role', { enum: roles }).notNull().default('client'),
    /**
     * A teammate's invitation (issue 47): the company they join, their role there and the address it was
     * mailed to. Null on a link that opens a company of its own, or an admin's.
     */
    clientId: text('client_id').references(() => clientAccounts.id, { onDelete: 'cascade' }),
    memberRole: text('member_role', { enum: clientRoles }),
    email: text('email'),
  },
  (t) => [
    // The invite section pages one role's links newest first by (created_at, id).
    index('invite_links_role_created_at_id_idx').on(t.role, t.createdAt, t.id),
    // A company's invitations, newest first (Settings, Team tab).
    index('invite_links_client_id_created_at_idx').on(t.clientId, t.createdAt),
    check(
      'invite_links_member_role_check',
      sql`(${t.clientId} is null) = (${t.memberRole} is null) and (${t.memberRole} is null or ${t.memberRole} in ('owner', 'billing', 'member'))`,
    ),
    check('invite_links_role_check', sql`${t.role} in ('client', 'admin', 'manager')`),
  ],
);
