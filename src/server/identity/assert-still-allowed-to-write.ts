import { and, eq } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { AppError } from '../core/errors';
import type { DbOrTx } from '../db/connection';
import { profiles, sessions, users } from '../db/schema/index';

/**
 * For a write that was authorised when its request began but lands much later (an upload streams for as
 * long as its sender takes): run first in the transaction that writes the rows, it refuses the write when
 * the writer's account was suspended (403, as at sign-in) or deleted, or its session ended (401), meanwhile.
 *
 * Why the locks, in this order: suspending or deleting a client starts by locking its `users` row
 * (`FOR UPDATE`, features/clients/client-account.ts), then writes the profile and deletes the sessions.
 * Taking `FOR KEY SHARE` on the same row first makes the two take turns, whatever the interleaving under
 * READ COMMITTED: either the suspension (or deletion) is in progress, and this waits for its commit and
 * then reads what it committed (no user, no session, `suspended_at` set: refused); or this locked first,
 * and the suspension waits until these rows are committed, then deletes them with the rest of the
 * account's sessions and rows, so the write landed before the suspension did. The session row is held
 * `FOR SHARE` too, so that a sign-out cannot commit between this check and the rows. Locking users first,
 * as they do, is also what keeps the two from waiting on each other (a deadlock).
 */
export async function assertStillAllowedToWrite(
  tx: DbOrTx,
  { userId, sessionId }: { userId: string; sessionId: string },
): Promise<void> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
  if (!user) throw new AppError('unauthorized', messages.common.notAuthenticated);
  const [profile] = await tx
    .select({ suspendedAt: profiles.suspendedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (profile?.suspendedAt) throw new AppError('forbidden', messages.clients.suspendedSignIn);
  const [session] = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .for('share');
  if (!session) throw new AppError('unauthorized', messages.common.notAuthenticated);
}
