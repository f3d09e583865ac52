import { eq, sql } from 'drizzle-orm';
import type { AuditAction, AuditTargetType } from '../../shared/domain/audit';
import { clientDisplayNameSql } from '../db/client-display-name';
import type { DbOrTx } from '../db/connection';
import { auditEvents, profiles, users } from '../db/schema/index';
import type { AuditWho } from './audit-person';

/** A name kept in a row (a file's, a task's title ...) is cut here: the log names, it does not archive. */
const LABEL_MAX = 300;

/** What happened: the action, the client and the record it concerns, and what changed. */
export type AuditEventInput = {
  action: AuditAction;
  /** The client company it concerns, if any. Its name is copied from the database as it is now. */
  clientId?: string | null;
  target?: { type: AuditTargetType; id?: string | null; label?: string | null };
  /** What changed, in plain values (from and to, a decision ...). Never a password or a secret. */
  details?: Record<string, unknown>;
};

/**
 * Writes one audit row (decision 046). Call it with the transaction of the change it records, so the row
 * exists exactly when the change committed: a refused or failed change leaves none. The client's name is
 * read in the same statement, so the row keeps naming a client deleted later (record a deletion before
 * the client's rows go).
 */
export async function recordAudit(db: DbOrTx, who: AuditWho, event: AuditEventInput): Promise<void> {
  const clientId = event.clientId ?? null;
  const { actor } = who;
  await db.insert(auditEvents).values({
    action: event.action,
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    actorEmail: actor?.email ?? null,
    actorRole: actor?.role ?? null,
    clientId,
    clientName: clientId ? clientNameNow(clientId) : null,
    targetType: event.target?.type ?? null,
    targetId: event.target?.id ?? null,
    targetLabel: event.target?.label?.slice(0, LABEL_MAX) ?? null,
    details: event.details ?? {},
    ip: who.ip,
    userAgent: who.userAgent,
  });
}

/** The name the team knows the client by (client-display-name.ts), read inside the insert. */
function clientNameNow(clientId: string) {
  const name = clientDisplayNameSql({
    companyName: profiles.companyName,
    contactPerson: profiles.contactPerson,
    email: users.email,
  });
  return sql`(select btrim(${name}) from ${users} left join ${profiles} on ${eq(profiles.id, users.id)}
    where ${eq(users.id, clientId)})`;
}
