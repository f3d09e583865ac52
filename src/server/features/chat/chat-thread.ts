import { and, eq } from 'drizzle-orm';
import { chatMessages } from '../../../shared/domain/chat-messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { userRoles } from '../../db/schema/index';
import type { Actor } from '../../http/app-env';

/** Who reads or writes a thread, and whose thread it is. */
export type ChatThreadRef = { clientId: string; reader: { id: string; role: 'admin' | 'client' } };

/**
 * SPEC §6: a client's chat is always its own (the id comes from the session, never from the request);
 * an admin names the client, and an id that is no client's is 'Client Not Found'.
 */
export async function threadOf({
  db,
  actor,
  clientId,
}: {
  db: DbOrTx;
  actor: Actor;
  clientId?: string;
}): Promise<ChatThreadRef> {
  if (actor.role === 'client')
    return { clientId: actor.user.id, reader: { id: actor.user.id, role: 'client' } };
  if (actor.role !== 'admin' || clientId === undefined) {
    throw new AppError('internal', 'A chat thread was opened without a client or an admin.');
  }
  const [client] = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, clientId), eq(userRoles.role, 'client')))
    .limit(1);
  if (!client) throw new AppError('not_found', chatMessages.clientNotFound);
  return { clientId, reader: { id: actor.user.id, role: 'admin' } };
}
