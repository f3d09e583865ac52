import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, chatMessages } from '../domain/chat-messages';

// The chat API contract (SPEC §3 messages). One thread per client, between the client and the team.

export const chatSenderSchema = z
  .object({
    id: z.string().nullable(),
    /** The sender's name; null for the team when a client reads (decision 005) or a removed sender. */
    name: z.string().nullable(),
    role: z.enum(['admin', 'client']).nullable(),
  })
  .meta({ id: 'ChatSender' });

export const chatMessageSchema = z
  .object({
    id: z.string(),
    clientId: z.string(),
    content: z.string(),
    createdAt: z.string(),
    sender: chatSenderSchema,
  })
  .meta({ id: 'ChatMessage' });

export const chatPageSchema = z
  .object({
    /** Oldest first. */
    messages: z.array(chatMessageSchema),
    /** The id to pass as `before` for the page older than this one; null when this page is the oldest. */
    olderCursor: z.string().nullable(),
  })
  .meta({ id: 'ChatPage' });

export const chatPageQuerySchema = z.object({
  /** A message id: the page holds the messages before it. Without it, the newest page. */
  before: z.uuid().optional(),
});

export const sendMessageSchema = z
  .object({
    content: z
      .string({ error: chatMessages.blank })
      .trim()
      .min(1, chatMessages.blank)
      .max(CHAT_MESSAGE_MAX_LENGTH, chatMessages.tooLong),
  })
  .meta({ id: 'SendMessage' });

export const unreadCountSchema = z
  .object({
    /** For a client: the team's messages it has not read. For an admin: clients' messages, all threads, up to 100. */
    unread: z.number().int(),
  })
  .meta({ id: 'UnreadCount' });

export const chatThreadSchema = z
  .object({
    clientId: z.string(),
    email: z.string(),
    companyName: z.string().nullable(),
    contactPerson: z.string().nullable(),
    lastMessage: chatMessageSchema.nullable(),
    unread: z.number().int(),
  })
  .meta({ id: 'ChatThread' });

/** How many threads one page of the admin inbox holds. */
export const INBOX_PAGE_SIZE = 30;

export const chatThreadListSchema = z
  .object({
    threads: z.array(chatThreadSchema),
    /** Pass as `before` for the next page of quieter threads; null when this page is the last. */
    olderCursor: z.string().nullable(),
  })
  .meta({ id: 'ChatThreadList' });

export const chatInboxQuerySchema = z.object({
  /** Part of a company name, contact person or email, ignoring case. */
  q: z.string().trim().max(200).optional(),
  /** A client id: the page holds the threads after it in the inbox's order. Without it, the first page. */
  before: z.string().min(1).max(100).optional(),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatPage = z.infer<typeof chatPageSchema>;
export type ChatThread = z.infer<typeof chatThreadSchema>;
export type ChatThreadList = z.infer<typeof chatThreadListSchema>;
