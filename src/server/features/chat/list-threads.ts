import { type SQL, sql } from 'drizzle-orm';
import { type ChatThreadList, INBOX_PAGE_SIZE } from '../../../shared/contracts/chat';
import { fewClientsNamed } from '../../db/clients-named';
import { type DbOrTx, queryRows } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { isoTime } from '../../db/iso-time';
import { toChatMessage } from './chat-message-dto';
import { readUpTo } from './count-unread';

type ThreadRow = {
  client_id: string;
  email: string;
  company_name: string | null;
  contact_person: string | null;
  message_id: string | null;
  content: string | null;
  created_at: string | null;
  sender_id: string | null;
  sender_name: string | null;
  sender_role: string | null;
  unread: string | number;
};

/**
 * Part of a company name, contact person or email, ignoring case; `%` and `_` are literal. When few clients
 * match, they are found first through the names' trigram indexes and the page reads only their threads;
 * a common word filters the inbox's order as it is walked, which meets a page of matches soon.
 */
async function searchFilter(db: DbOrTx, q: string | undefined): Promise<SQL> {
  if (!q) return sql``;
  const pattern = containsPattern(q);
  // Every candidate, by its profile's names or its email, is a match.
  const named = await fewClientsNamed(db, pattern, { emailRule: true });
  if (named) return named.length ? sql`and t.client_id in ${named}` : sql`and false`;
  return sql`and (p.company_name ilike ${pattern} or p.contact_person ilike ${pattern} or u.email ilike ${pattern})`;
}

/** The threads after the client `before` in the inbox's order; a deleted client's cursor ends the list. */
function afterThread(before: string | undefined): SQL {
  if (!before) return sql``;
  return sql`and (t.last_message_at, t.client_created_at, t.client_id) < (
    select b.last_message_at, b.client_created_at, b.client_id from chat_threads b where b.client_id = ${before})`;
}

/**
 * One page of the admin inbox: clients with their latest message and what this admin has not read of it,
 * the most recent conversations first, then clients who have never written, newest client first. The
 * page is read off chat_threads' order index (kept by triggers); only its own threads' messages are read,
 * for their latest message and unread count.
 */
export async function listThreads({
  db,
  adminId,
  q,
  before,
  pageSize = INBOX_PAGE_SIZE,
}: {
  db: DbOrTx;
  adminId: string;
  q?: string;
  before?: string;
  pageSize?: number;
}): Promise<ChatThreadList> {
  const rows = await queryRows<ThreadRow>(
    db,
    sql`
    with page as (
      select u.id, u.email, p.company_name, p.contact_person,
        t.last_message_at, t.client_created_at
      from chat_threads t
      join user_roles ur on ur.user_id = t.client_id and ur.role = 'client'
      join users u on u.id = t.client_id
      left join profiles p on p.id = t.client_id
      where true ${await searchFilter(db, q)} ${afterThread(before)}
      order by t.last_message_at desc, t.client_created_at desc, t.client_id desc
      limit ${pageSize + 1}
    )
    select page.id as client_id, page.email, page.company_name, page.contact_person,
      last.id as message_id, last.content, ${isoTime(sql`last.created_at`)} as created_at, last.sender_id,
      sender.name as sender_name, sender_role.role as sender_role,
      (select count(*) from messages m
        where m.client_id = page.id and m.sender_id = page.id
          and m.created_at > ${readUpTo(adminId, sql`page.id`)}) as unread
    from page
    left join lateral (
      select m.id, m.content, m.created_at, m.sender_id from messages m
      where m.client_id = page.id order by m.created_at desc, m.id desc limit 1
    ) last on true
    left join users sender on sender.id = last.sender_id
    left join user_roles sender_role on sender_role.user_id = last.sender_id
    order by page.last_message_at desc, page.client_created_at desc, page.id desc`,
  );
  const onPage = rows.slice(0, pageSize);
  const reader = { id: adminId, role: 'admin' as const };
  const threads = onPage.map((row) => ({
    clientId: row.client_id,
    email: row.email,
    companyName: row.company_name,
    contactPerson: row.contact_person,
    lastMessage:
      row.message_id && row.content !== null && row.created_at !== null
        ? toChatMessage(
            {
              id: row.message_id,
              clientId: row.client_id,
              content: row.content,
              createdAt: row.created_at,
              senderId: row.sender_id,
              senderName: row.sender_name,
              senderRole: row.sender_role,
            },
            reader,
          )
        : null,
    unread: Number(row.unread),
  }));
  return { threads, olderCursor: rows.length > pageSize ? (onPage.at(-1)?.client_id ?? null) : null };
}
