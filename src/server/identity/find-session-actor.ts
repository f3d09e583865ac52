import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../shared/domain/roles';
import type { Db } from '../db/connection';
import { preparedPerDatabase } from '../db/prepared-per-database';
import { sessions, userRoles, users } from '../db/schema/index';

export type SessionActorRow = {
  session: { id: string; expiresAt: Date; createdAt: Date };
  user: { id: string; email: string; name: string; emailVerified: boolean; createdAt: Date };
  /** The user's role row (one per user, `user_roles.user_id` is unique), or null when it has none. */
  role: Role | null;
};

/**
 * The session with this token, with its user and role, in one query: what every signed-in request needs
 * before its own query. Null when no session has the token. Expiry is the caller's to judge.
 */
export async function findSessionActor(db: Db, token: string): Promise<SessionActorRow | null> {
  const [row] = await sessionActorQuery(db).execute({ token });
  return row ?? null;
}

const sessionActorQuery = preparedPerDatabase((db) =>
  db
    .select({
      session: { id: sessions.id, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt },
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
      },
      role: userRoles.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('find_session_actor'),
);
