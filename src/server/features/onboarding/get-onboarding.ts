import { and, eq } from 'drizzle-orm';
import { taskMessages } from '../../../shared/domain/task-messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { clientOnboarding, userRoles } from '../../db/schema/index';
import type { OnboardingRow } from './present';

/** SPEC §7: select where client_id equals the user (at most one). */
export async function getOnboarding({
  db,
  clientId,
}: {
  db: DbOrTx;
  clientId: string;
}): Promise<OnboardingRow | null> {
  const [row] = await db
    .select()
    .from(clientOnboarding)
    .where(eq(clientOnboarding.clientId, clientId))
    .limit(1);
  return row ?? null;
}

/** An admin reading a client's answers: 'Client Not Found' when the id is no client's. */
export async function getClientOnboarding({
  db,
  clientId,
}: {
  db: DbOrTx;
  clientId: string;
}): Promise<OnboardingRow | null> {
  const [client] = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, clientId), eq(userRoles.role, 'client')))
    .limit(1);
  if (!client) throw new AppError('not_found', taskMessages.clientNotFound);
  return getOnboarding({ db, clientId });
}
