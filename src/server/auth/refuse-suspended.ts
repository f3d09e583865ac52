import { APIError } from 'better-auth/api';
import { and, eq, isNotNull } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { Db } from '../db/connection';
import { profiles } from '../db/schema/index';

/**
 * The auth library's `session.create.before` hook: a suspended account gets no session, however it signs
 * in. It runs after the password was checked, so only someone who knows the password learns that the
 * account is suspended (a wrong password is answered as for any account).
 */
export function refuseSuspended(db: Db) {
  return async (session: { userId: string }): Promise<void> => {
    const [suspended] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, session.userId), isNotNull(profiles.suspendedAt)))
      .limit(1);
    if (suspended) {
      throw new APIError('FORBIDDEN', {
        message: messages.clients.suspendedSignIn,
        code: 'ACCOUNT_SUSPENDED',
      });
    }
  };
}
