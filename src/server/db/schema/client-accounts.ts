import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clientRoles } from '../../../shared/domain/client-roles';
import { users } from './auth';

/**
 * Client companies (issue 47, decision 042). A company's id is the id of the person who opened it, so
 * every client row keyed by `client_id` and every URL (`/admin/client/{clientId}`) kept its meaning when
 * companies came. That person's `users` row anchors the company: deleting it deletes the company.
 */
export const clientAccounts = pgTable('client_accounts', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who belongs to which company, with their role there (`shared/domain/client-roles.ts`); one company each. */
export const clientMembers = pgTable(
  'client_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => clientAccounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: clientRoles }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_members_client_id_created_at_idx').on(t.clientId, t.createdAt),
    check('client_members_role_check', sql`${t.role} in ('owner', 'billing', 'member')`),
  ],
);

/**
 * A client's account managers (decision 043): the staff members who run it. An account manager reaches
 * only the clients listed here; an admin listed here has the client among 'My clients'.
 */
export const clientManagers = pgTable(
  'client_managers',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => clientAccounts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The key leads with the manager: every scoped read asks "which clients does this person manage?".
  (t) => [
    primaryKey({ columns: [t.userId, t.clientId] }),
    index('client_managers_client_id_idx').on(t.clientId),
  ],
);
