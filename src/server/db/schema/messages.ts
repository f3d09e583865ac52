import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_client_id_created_at_idx').on(t.clientId, t.createdAt),
    // A reader's own latest message in a thread counts as read up to there (count-unread.ts): one probe.
    index('messages_client_id_sender_id_created_at_idx').on(t.clientId, t.senderId, t.createdAt),
  ],
);

/**
 * How far each reader has read each client's thread (decision 012): a client its own thread, each admin
 * every thread. Unread messages are the other side's messages after `last_read_at`.
 */
export const messageReads = pgTable(
  'message_reads',
  {
    readerId: text('reader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.readerId, t.clientId] })],
);

/**
 * When each client's thread last had a message, kept by a trigger on `messages` (migration 0010), so the
 * admin inbox orders thousands of threads without reading every message. No row: no message yet.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    clientId: text('client_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_threads_last_message_at_idx').on(t.lastMessageAt)],
);
