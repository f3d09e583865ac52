import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { notificationKinds } from '../../../shared/domain/notifications';
import { users } from './auth';

export const emailStates = ['none', 'pending', 'sending', 'sent', 'skipped', 'failed'] as const;

/**
 * The bell: one row per person and event (decision 015). `client_id` names the client the event is
 * about, so deleting a client removes what the team was told about it too; null for events about no
 * client (a new application, a purchase before its account exists). The words are kept as they were
 * when it happened.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * Its email (decision 016): 'none' when it has none; 'pending' until `email_due_at`, then 'sending'
     * (committed before the mail server is called, so a crash can never send it twice), 'sent', or
     * 'skipped' (read in the app meanwhile, or the person's toggle is off), or 'failed' after the last try.
     */
    emailState: text('email_state', { enum: emailStates }).notNull().default('none'),
    emailDueAt: timestamp('email_due_at', { withTimezone: true }),
    emailAttempts: integer('email_attempts').notNull().default(0),
    /**
     * Set on scheduled notifications (reminders, the digest) to what makes them once-only, such as the
     * task and its due date: every instance and every pass may try, and only the first insert counts.
     */
    onceTag: text('once_tag'),
  },
  (t) => [
    check(
      'notifications_kind_check',
      sql.raw(`"kind" in (${notificationKinds.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    check('notifications_link_check', sql`${t.link} like '/%'`),
    check(
      'notifications_email_state_check',
      sql.raw(`"email_state" in (${emailStates.map((state) => `'${state}'`).join(', ')})`),
    ),
    check('notifications_email_due_check', sql`${t.emailState} <> 'pending' or ${t.emailDueAt} is not null`),
    index('notifications_email_due_idx').on(t.emailDueAt).where(sql`${t.emailState} = 'pending'`),
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('notifications_recipient_once_tag_idx')
      .on(t.recipientId, t.onceTag)
      .where(sql`${t.onceTag} is not null`),
    index('notifications_recipient_unread_idx').on(t.recipientId).where(sql`${t.readAt} is null`),
  ],
);
