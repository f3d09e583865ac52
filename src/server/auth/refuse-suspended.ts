import { APIError } from 'better-auth/api';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { Db } from '../db/connection';
import { clientMembers, profiles, sessions } from '../db/schema/index';

/**
 * The profile whose suspension refuses `userId`: their company's (decision 042: a client company is
 * suspended as a whole, whoever of its people signs in), or their own when they belong to none (an admin).
 */
const accountProfile = (userId: string) =>
  eq(
    profiles.id,
    sql`coalesce((select ${clientMembers.clientId} from ${clientMembers} where ${clientMembers.userId} = ${userId}), ${userId})`,
  );

const suspendedError = () =>
  new APIError('FORBIDDEN', { message: messages.clients.suspendedSignIn, code: 'ACCOUNT_SUSPENDED' });

/**
 * The auth library's `session.create.before` hook: a suspended account gets no session, however it signs
 * in. It runs after the password was checked, so only someone who knows the password learns that the
 * account is suspended (a wrong password is answered as for any account). It is the cheap, early refusal:
 * a suspension committing just after it read is caught by `refuseSuspendedAfterCreate`.
 */
export function refuseSuspended(db: Db) {
  return async (session: { userId: string }): Promise<void> => {
    const [suspended] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(accountProfile(session.userId), isNotNull(profiles.suspendedAt)))
      .limit(1);
    if (suspended) throw suspendedError();
  };
}

/**
 * The `session.create.after` hook: the library runs it right after the session row is inserted (the
 * sign-in is in no transaction, so the insert has committed) and answers with what it throws. It reads the
 * profile again, `FOR SHARE`, and when the account is suspended by then, deletes the new session and
 * refuses as the before hook does. Why that leaves no session alive whatever the interleaving, under
 * PostgreSQL's READ COMMITTED, with a suspension (features/clients/suspend-client.ts: one transaction that
 * locks the user, writes `suspended_at` on the profile, then deletes the user's sessions):
 * - The suspension's DELETE ran after the insert committed: it sees the new row and deletes it.
 * - It ran before: the suspension had already written the profile, so it holds the profile's row lock
 *   until it commits. This read comes after the insert, so after that DELETE began: either the suspension
 *   has committed, and this statement's snapshot sees `suspended_at`; or it has not, and `FOR SHARE` waits
 *   for its commit and then reads the committed row (READ COMMITTED re-reads a locked row once its locker
 *   ends). Either way the session is found suspended here and deleted.
 * - No suspension at all by the time of this read: the session is simply valid, and any later suspension
 *   deletes it like every other.
 * One case has no profile row to lock: a client without one, to which the suspension inserts it. There the
 * session insert's foreign-key check orders them: it takes a share lock on the user's row, which the
 * suspension locked first (`FOR UPDATE`), so the insert waits for its commit and this read sees the row.
 * A restore that commits in between may leave the sign-in refused; signing in again works.
 */
export function refuseSuspendedAfterCreate(db: Db) {
  return async (session: { id: string; userId: string } | null): Promise<void> => {
    if (!session) return;
    const [profile] = await db
      .select({ suspendedAt: profiles.suspendedAt })
      .from(profiles)
      .where(accountProfile(session.userId))
      .for('share');
    if (!profile?.suspendedAt) return;
    await db.delete(sessions).where(eq(sessions.id, session.id));
    throw suspendedError();
  };
}
