import { isStaff } from '../../../shared/domain/roles';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import type { Actor } from '../../http/app-env';
import { clientOf, reachOf } from '../../http/session';
import { requireClientAccount } from '../../identity/require-client-account';

/** Who reads or writes a thread, and whose thread it is; `role` is the side: 'admin' for any staff member. */
export type ChatThreadRef = { clientId: string; reader: { id: string; role: 'admin' | 'client' } };

/**
 * SPEC §6: a client's chat is always its own company's (the id comes from the session, never from the
 * request); a staff member names the client, and an id that is no client's, or one an account manager does not
 * manage (decision 043), is 'Client Not Found'.
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
    return { clientId: clientOf(actor).id, reader: { id: actor.user.id, role: 'client' } };
  if (!isStaff(actor.role) || clientId === undefined) {
    throw new AppError('internal', 'A chat thread was opened without a client or a staff member.');
  }
  await requireClientAccount(db, clientId, reachOf(actor));
  return { clientId, reader: { id: actor.user.id, role: 'admin' } };
}
