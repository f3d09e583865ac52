import { sql } from 'drizzle-orm';
import type { ChatThread } from '../../../shared/contracts/chat';
import { type DbOrTx, queryRows } from '../../db/connection';
import { toChatMessage } from './chat-message-dto';
import { readUpTo } from './count-unread';

type ThreadRow = {
  client_id: string;
  email: string;
  company_name: string | null;
  contact_person: string | null;
  message_id: string | null;
  content: string | null;
  created_at: Date | string | null;
  sender_id: string | null;
  sender_name: string | null;
  sender_role: string | null;
  unread: string | number;
};

/**
 * The admin inbox: every client with its latest message and what this admin has not read of it, the
 * most recent conversations first, then clients who have never written, newest client first.
 */
export async function listThreads({ db, adminId }: { db: DbOrTx; adminId: string }): Promise<ChatThread[]> {
  const rows = await queryRows<ThreadRow>(
    db,
    sql`
    select u.id as client_id, u.email, p.company_name, p.contact_person,
      last.id as message_id, last.content, last.created_at, last.sender_id,
      sender.name as sender_name, sender_role.role as sender_role,
      (select count(*) from messages m
        where m.client_id = u.id and m.sender_id = u.id
          and m.created_at > ${readUpTo(adminId, sql`u.id`)}) as unread
    from user_roles ur
    join users u on u.id = ur.user_id
    left join profiles p on p.id = u.id
    left join lateral (
      select m.id, m.content, m.created_at, m.sender_id from messages m
      where m.client_id = u.id order by m.created_at desc, m.id desc limit 1
    ) last on true
    left join users sender on sender.id = last.sender_id
    left join user_roles sender_role on sender_role.user_id = last.sender_id
    where ur.role = 'client'
    order by last.created_at desc nulls last, u.created_at desc`,
  );
  const reader = { id: adminId, role: 'admin' as const };
  return rows.map((row) => ({
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
}
