import { eq } from 'drizzle-orm';
import type { AuditActorRole } from '../../shared/domain/audit';
import type { Role } from '../../shared/domain/roles';
import type { DbOrTx } from '../db/connection';
import { clientMembers, userRoles, users } from '../db/schema/index';

// Who the audit log names (decision 046), without HTTP: the auth library's hooks and the jobs use it too.
// The request's side is audit-who.ts.

/** The person acting, as the audit row copies them: what they were called and their role at the time. */
export type AuditActor = {
  id: string | null;
  name: string | null;
  email: string | null;
  role: AuditActorRole | null;
};

/**
 * Who an audit row says acted, and from where: decided by the request (its session, its address as the
 * server determines it, its browser), handed down by the route to the domain function that records it.
 */
export type AuditWho = { actor: AuditActor | null; ip: string | null; userAgent: string | null };

/** A change the server makes by itself (a job, the command line, a test's fixture): nobody, from nowhere. */
export const serverWho: AuditWho = { actor: null, ip: null, userAgent: null };

/** A user's role as the log names it; null for none. */
export const auditRoleOf = (role: Role | null | undefined): AuditActorRole | null => role ?? null;

/** The same request, with someone else named as acting (a newcomer whose account the request made). */
export const actingAs = (who: AuditWho, actor: AuditActor | null): AuditWho => ({ ...who, actor });

/** An account as the log names it, with the client company it belongs to (a client's person). */
export type AuditPerson = { actor: AuditActor; clientId: string | null };

/** An account as the log names it, read now (in the caller's transaction when given one), or null. */
export async function auditPersonById(db: DbOrTx, userId: string): Promise<AuditPerson | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: userRoles.role,
      clientId: clientMembers.clientId,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(clientMembers, eq(clientMembers.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { clientId, role, ...person } = row;
  return { actor: { ...person, role: auditRoleOf(role) }, clientId: clientId ?? null };
}

/** The account an address belongs to (addresses are kept in lower case), or null. */
export async function auditPersonByEmail(db: DbOrTx, email: string): Promise<AuditPerson | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row ? auditPersonById(db, row.id) : null;
}
