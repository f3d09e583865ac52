import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const chatMessageRows = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Sent from the client's side (any of the company's people), not the agency's: what the agency counts
     * as unread. Kept on the row, since a sender who leaves or is deleted leaves no other trace of it.
     */
    fromClient: boolean('from_client').notNull().default(false),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_client_id_created_at_idx').on(t.clientId, t.createdAt),
    // A reader's own latest message in a thread counts as read up to there (features/chat/unread.ts): one probe.
    index('messages_client_id_sender_id_created_at_idx').on(t.clientId, t.senderId, t.createdAt),
  ],
);

/** A reader and the client whose thread it is: the key of what one reader has of one thread. */
const readerInThread = () => ({
  readerId: text('reader_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  clientId: text('client_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/**
 * How far each reader has read each client's thread (decision 012): a client its own thread, each admin
 * every thread. Unread messages are the other side's messages after `last_read_at`.
 */
export const messageReads = pgTable(
  'message_reads',
  {
    ...readerInThread(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.readerId, t.clientId] })],
);

/**
 * The admin inbox's order, one row per client, kept by triggers (migration 0010): a client gets its row
 * when its role is written, and every message moves its thread's time forward. The inbox then reads its
 * page straight off one index, however many clients and messages there are.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    clientId: text('client_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The thread's latest message; '-infinity' while it has none, so those clients sort last. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().default(sql`'-infinity'`),
    /** The client's account creation: the order among threads with the same time (those with none). */
    clientCreatedAt: timestamp('client_created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_threads_inbox_order_idx').on(t.lastMessageAt, t.clientCreatedAt, t.clientId)],
);

/**
 * The threads each admin may have unread messages in, kept by triggers (migration 0014): a client's
 * message adds its thread for every admin, and the admin's marker or own message moving past
 * `touchedAt` (the thread's latest client message) removes it. The admin's unread badge then reads only
 * these threads, however many clients are read up to date.
 */
export const unreadThreads = pgTable(
  'unread_threads',
  {
    ...readerInThread(),
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.readerId, t.clientId] })],
);
