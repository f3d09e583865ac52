import type { ChatMessage } from '../../../shared/contracts/chat';
import { CHAT_MESSAGES_PER_MINUTE, chatMessages } from '../../../shared/domain/chat-messages';
import {
  notificationExcerpt,
  notificationLinks,
  notificationTitles,
} from '../../../shared/domain/notifications';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { chatMessageRows } from '../../db/schema/index';
import { clientNameForTeam, notifyAdmins, notifyClient } from '../../notifications/notify';
import type { RateLimiter } from '../../platform/rate-limiter';
import type { RealtimeHub } from '../../realtime/hub';
import { toChatMessage } from './chat-message-dto';
import type { ChatThreadRef } from './chat-thread';

/**
 * Stores a message in the thread (the text already trimmed and checked by its contract) and tells both
 * sides. The sender's own message also marks the thread read for them up to it (unread.ts).
 */
export async function sendMessage({
  db,
  realtime,
  rateLimiter,
  thread,
  sender,
  content,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  rateLimiter: RateLimiter;
  thread: ChatThreadRef;
  sender: { name: string };
  content: string;
}): Promise<ChatMessage> {
  const sent = await rateLimiter.hit(`chat:${thread.reader.id}`, 60);
  if (sent > CHAT_MESSAGES_PER_MINUTE) throw new AppError('rate_limited', chatMessages.rateLimited);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessageRows)
      .values({
        clientId: thread.clientId,
        senderId: thread.reader.id,
        fromClient: thread.reader.role === 'client',
        content,
      })
      .returning();
    if (!row) throw new AppError('internal', 'Saving the message failed.');
    await realtime.publish({ topic: 'chat', clientId: thread.clientId, id: row.id }, tx);
    await notifyOtherSide({ db: tx, realtime }, thread, content);
    return toChatMessage({
      ...row,
      createdAt: row.createdAt.toISOString(),
      senderName: sender.name,
      senderRole: thread.reader.role,
    });
  });
}

/** A message tells the other side: the client's tells the team, the team's tells the client. */
async function notifyOtherSide(
  deps: { db: DbOrTx; realtime: RealtimeHub },
  thread: ChatThreadRef,
  content: string,
) {
  const body = notificationExcerpt(content);
  if (thread.reader.role === 'admin')
    return notifyClient(deps, thread.clientId, {
      kind: 'chat_message',
      title: notificationTitles.teamMessage,
      body,
      link: notificationLinks.clientChat,
    });
  const client = await clientNameForTeam(deps.db, thread.clientId);
  return notifyAdmins(deps, thread.clientId, {
    kind: 'client_message',
    title: notificationTitles.clientMessage(client),
    body,
    link: notificationLinks.adminChat(thread.clientId),
  });
}
