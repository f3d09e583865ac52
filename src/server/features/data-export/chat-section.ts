import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { chatMessageRows, users } from '../../db/schema/index';

/**
 * chat.json: the company's chat thread with the agency, oldest first. The side comes from the message
 * itself (kept on the row), so a message of someone who has since left still says whose side wrote it.
 */
export async function chatSection(tx: DbOrTx, clientId: string) {
  const rows = await tx
    .select({ message: chatMessageRows, senderName: users.name })
    .from(chatMessageRows)
    .leftJoin(users, eq(users.id, chatMessageRows.senderId))
    .where(eq(chatMessageRows.clientId, clientId))
    .orderBy(asc(chatMessageRows.createdAt), asc(chatMessageRows.id));
  return rows.map(({ message, senderName }) => ({
    id: message.id,
    from: { name: senderName, side: message.fromClient ? 'client' : 'agency' },
    body: message.content,
    sentAt: message.createdAt,
  }));
}
