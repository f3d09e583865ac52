import { AUDIT_USER_AGENT_MAX } from '../../shared/domain/audit';
import { auditPersonById } from '../audit/audit-person';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/connection';

/**
 * The auth library's `onPasswordReset`: a reset link was used and the password replaced (every session
 * of the account ended with it). The library commits the reset itself and calls this after, so the row
 * follows its commit (decision 046). The request is the one our auth routes handed the library: its
 * address is in CLIENT_IP_HEADER, which they set from the connection (or the trusted proxy).
 */
export function recordPasswordReset(db: Db, clientIpHeader: string) {
  return async ({ user }: { user: { id: string } }, request?: Request): Promise<void> => {
    const person = await auditPersonById(db, user.id);
    const userAgent = request?.headers.get('user-agent')?.slice(0, AUDIT_USER_AGENT_MAX) || null;
    await recordAudit(
      db,
      { actor: person?.actor ?? null, ip: request?.headers.get(clientIpHeader) ?? null, userAgent },
      { action: 'password_reset', clientId: person?.clientId ?? null },
    );
  };
}
