import type { ChatMessage } from '../../../shared/contracts/chat';
import { CHAT_MESSAGES_PER_MINUTE, chatMessages } from '../../../shared/domain/chat-messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { messages } from '../../db/schema/index';
import type { RateLimiter } from '../../platform/rate-limiter';
import type { RealtimeHub } from '../../realtime/hub';
import { toChatMessage } from './chat-message-dto';
import type { ChatThreadRef } from './chat-thread';

/**
 * Stores a message in the thread (the text already trimmed and checked by its contract) and tells both
 * sides. The sender's own message also marks the thread read for them up to it (count-unread.ts).
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
      .insert(messages)
      .values({ clientId: thread.clientId, senderId: thread.reader.id, content })
      .returning();
    if (!row) throw new AppError('internal', 'Saving the message failed.');
    await realtime.publish({ topic: 'messages', clientId: thread.clientId, id: row.id }, tx);
    return toChatMessage({ ...row, senderName: sender.name, senderRole: thread.reader.role }, thread.reader);
  });
}
