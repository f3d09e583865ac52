import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import type { Auth } from '../../auth/auth';
import type { DbOrTx } from '../../db/connection';
import type { Reach } from '../../identity/client-reach';
import { findClientAccount } from './client-account';

/**
 * Settings → Client Management "Reset password": the client is mailed a reset link through the auth
 * library's own reset flow, exactly as if they had asked on the forgot-password page. The admin never
 * sees or sets the password.
 */
export async function sendClientPasswordReset({
  db,
  auth,
  appOrigin,
  reach,
  who,
  clientId,
}: {
  db: DbOrTx;
  auth: Auth;
  appOrigin: string;
  reach: Reach;
  who: AuditWho;
  clientId: string;
}): Promise<{ email: string }> {
  const client = await findClientAccount(db, clientId, reach);
  await auth.api.requestPasswordReset({
    body: { email: client.email, redirectTo: `${appOrigin}/reset-password` },
  });
  // The library sent the mail on its own; the log says which staff member had it sent, and to whom.
  await recordAudit(db, who, {
    action: 'password_reset_sent',
    clientId,
    target: { type: 'user', id: client.id, label: client.email },
  });
  return { email: client.email };
}
