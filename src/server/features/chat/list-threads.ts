import { and, desc, eq, ilike, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ChatThreadList, INBOX_PAGE_SIZE } from '../../../shared/contracts/chat';
import { fewClientsNamed } from '../../db/clients-named';
import type { Db, DbOrTx } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { isoTime } from '../../db/iso-time';
import { preparedQuery } from '../../db/prepared-query';
import {
  chatMessageRows,
  chatThreads,
  clientAccounts,
  profiles,
  userRoles,
  users,
} from '../../db/schema/index';
import { type Reach, withinReach } from '../../identity/client-reach';
import { toChatMessage } from './chat-message-dto';
import { unreadMessages } from './unread';

/**
 * Part of a company name, contact person or email, ignoring case; `%` and `_` are literal. When few clients
 * match, they are found first through the names' trigram indexes and the page reads only their threads;
 * a common word filters the inbox's order as it is walked, which meets a page of matches soon.
 */
async function searchFilter(db: DbOrTx, q: string | undefined): Promise<SQL | undefined> {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  // Every candidate, by its profile's names or its email, is a match.
  const named = await fewClientsNamed(db, pattern, { emailRule: true });
  if (named) return named.length ? inArray(chatThreads.clientId, named) : sql`false`;
  return or(
    ilike(profiles.companyName, pattern),
    ilike(profiles.contactPerson, pattern),
    ilike(users.email, pattern),
  );
}

/** The threads after the client `before` in the inbox's order; a deleted client's cursor ends the list. */
function afterThread(before: string | undefined): SQL | undefined {
  if (!before) return undefined;
  return sql`(${chatThreads.lastMessageAt}, ${chatThreads.clientCreatedAt}, ${chatThreads.clientId}) < (
    select b.last_message_at, b.client_created_at, b.client_id from ${chatThreads} b where b.client_id = ${before})`;
}

const sender = alias(users, 'sender');
const senderRole = alias(userRoles, 'sender_role');

/**
 * The inbox's threads in its order, one more than a page: clients with their latest message and what the
 * admin `adminId` has not read of it (unread.ts), narrowed by `where`.
 */
function threadsQuery(db: DbOrTx, adminId: string | Placeholder, where: SQL | undefined) {
  const reader = { id: adminId, role: 'admin' as const };
  const page = db
    .select({
      clientId: chatThreads.clientId,
      email: users.email,
      companyName: profiles.companyName,
      contactPerson: profiles.contactPerson,
      lastMessageAt: chatThreads.lastMessageAt,
      clientCreatedAt: chatThreads.clientCreatedAt,
    })
    .from(chatThreads)
    .innerJoin(clientAccounts, eq(clientAccounts.id, chatThreads.clientId))
    .innerJoin(users, eq(users.id, chatThreads.clientId))
    .leftJoin(profiles, eq(profiles.id, chatThreads.clientId))
    .where(where)
    .orderBy(desc(chatThreads.lastMessageAt), desc(chatThreads.clientCreatedAt), desc(chatThreads.clientId))
    .limit(INBOX_PAGE_SIZE + 1)
    .as('page');
  const last = db
    .select({
      id: chatMessageRows.id,
      content: chatMessageRows.content,
      // Named apart from the joined accounts' own created_at.
      createdAt: isoTime(chatMessageRows.createdAt).as('sent_at'),
      senderId: chatMessageRows.senderId,
      fromClient: chatMessageRows.fromClient,
    })
    .from(chatMessageRows)
    .where(eq(chatMessageRows.clientId, page.clientId))
    .orderBy(desc(chatMessageRows.createdAt), desc(chatMessageRows.id))
    .limit(1)
    .as('last');
  return db
    .select({
      clientId: page.clientId,
      email: page.email,
      companyName: page.companyName,
      contactPerson: page.contactPerson,
      lastMessage: {
        id: last.id,
        content: last.content,
        createdAt: last.createdAt,
        senderId: last.senderId,
        senderName: sender.name,
        senderRole: sql<
          string | null
        >`case when ${last.fromClient} then 'client' else ${senderRole.role} end`,
      },
      unread:
        sql<number>`(select count(*) from ${chatMessageRows} where ${unreadMessages(reader, page.clientId)})`.mapWith(
          Number,
        ),
    })
    .from(page)
    .leftJoinLateral(last, sql`true`)
    .leftJoin(sender, eq(sender.id, last.senderId))
    .leftJoin(senderRole, eq(senderRole.userId, last.senderId))
    .orderBy(desc(page.lastMessageAt), desc(page.clientCreatedAt), desc(page.clientId));
}

/** The inbox as it opens, unsearched: every visit to the admin's messages page reads it. */
const openingPageQuery = preparedQuery((db) =>
  threadsQuery(db, sql.placeholder('adminId'), undefined).prepare('inbox_opening_page'),
);

/**
 * One page of the admin inbox: clients with their latest message and what this admin has not read of it
 * (unread.ts), the most recent conversations first, then clients who have never written, newest client
 * first. The page is read off chat_threads' order index (kept by triggers); only its own threads' messages
 * are read, for their latest message and unread count.
 */
export async function listThreads({
  db,
  adminId,
  reach,
  q,
  before,
}: {
  db: Db;
  adminId: string;
  /** An account manager's inbox holds only their clients' threads (decision 043). */
  reach: Reach;
  q?: string;
  before?: string;
}): Promise<ChatThreadList> {
  const scope = withinReach(reach, chatThreads.clientId);
  const rows =
    !q && !before && !scope
      ? await openingPageQuery(db).execute({ adminId })
      : await threadsQuery(db, adminId, and(scope, await searchFilter(db, q), afterThread(before)));
  const onPage = rows.slice(0, INBOX_PAGE_SIZE);
  const threads = onPage.map(({ lastMessage, ...thread }) => ({
    ...thread,
    lastMessage:
      lastMessage.id !== null && lastMessage.content !== null && lastMessage.createdAt !== null
        ? toChatMessage({
            ...lastMessage,
            id: lastMessage.id,
            content: lastMessage.content,
            createdAt: lastMessage.createdAt,
            clientId: thread.clientId,
          })
        : null,
  }));
  return {
    threads,
    olderCursor: rows.length > INBOX_PAGE_SIZE ? (onPage.at(-1)?.clientId ?? null) : null,
  };
}
