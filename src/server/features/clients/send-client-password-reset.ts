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
  clientId,
}: {
  db: DbOrTx;
  auth: Auth;
  appOrigin: string;
  reach: Reach;
  clientId: string;
}): Promise<{ email: string }> {
  const client = await findClientAccount(db, clientId, reach);
  await auth.api.requestPasswordReset({
    body: { email: client.email, redirectTo: `${appOrigin}/reset-password` },
  });
  return { email: client.email };
}
