import { and, eq, gt, sql } from 'drizzle-orm';
import { isStaff, type Role } from '../../shared/domain/roles';
import type { Db } from '../db/connection';
import { preparedQuery } from '../db/prepared-query';
import { agencySettings, clientMembers, sessions, userRoles, users } from '../db/schema/index';
import type { ActorClient, ActorTwoFactor, ActorUser } from '../http/app-env';

export type SessionActor = {
  user: ActorUser;
  role: Role | null;
  client: ActorClient | null;
  twoFactor: ActorTwoFactor;
  sessionCreatedAt: Date;
};

const sessionActorQuery = preparedQuery((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      role: userRoles.role,
      clientId: clientMembers.clientId,
      clientRole: clientMembers.role,
      sessionCreatedAt: sessions.createdAt,
      twoFactorEnabled: users.twoFactorEnabled,
      // The agency's one settings row; no row yet is the default, not required.
      staffTwoFactorRequired: sql<boolean>`coalesce((select ${agencySettings.requireStaffTwoFactor} from ${agencySettings} limit 1), false)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(clientMembers, eq(clientMembers.userId, users.id))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('session_actor'),
);

/**
 * The user and role behind a live session: its row still there and not past its expiry, or null. Asked
 * on every signed-in request, so a session ended anywhere (by the product, by the auth library, by a
 * deleted account, straight in the database) is refused on its next request on every instance. SPEC §6:
 * the role is the user's user_roles row (one at most), or null when there is none, which the guards turn
 * away with 'No role assigned'. A client's company and role there come with it (decision 042), and the
 * person's two-factor state with the agency's requirement (decision 047). A failed
 * read is thrown: the request answers 500.
 */
export async function readSessionActor(db: Db, sessionId: string): Promise<SessionActor | null> {
  const [row] = await sessionActorQuery(db).execute({ sessionId });
  if (!row) return null;
  const { role, clientId, clientRole, sessionCreatedAt, twoFactorEnabled, staffTwoFactorRequired, ...user } =
    row;
  const client = role === 'client' && clientId && clientRole ? { id: clientId, role: clientRole } : null;
  const twoFactor = { enabled: twoFactorEnabled, required: isStaff(role) && staffTwoFactorRequired };
  return { user, role, client, twoFactor, sessionCreatedAt };
}
