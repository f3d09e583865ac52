import { and, eq } from 'drizzle-orm';
import { taskMessages } from '../../../shared/domain/task-messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { clientAccounts, clientOnboarding, profiles } from '../../db/schema/index';
import { type Reach, withinReach } from '../../identity/client-reach';
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

/**
 * An admin reading a client's onboarding: the answers (or null) and whether the client finished the
 * welcome modal, a step of its own (decision 034). 'Client Not Found' when the id is no client's.
 */
export async function getClientOnboarding({
  db,
  reach,
  clientId,
}: {
  db: DbOrTx;
  /** Another account manager's client is 'Client Not Found' (decision 043). */
  reach: Reach;
  clientId: string;
}): Promise<{ row: OnboardingRow | null; welcomeFlowCompleted: boolean }> {
  const [client] = await db
    .select({ welcomeFlowCompleted: profiles.welcomeFlowCompleted })
    .from(clientAccounts)
    .leftJoin(profiles, eq(profiles.id, clientAccounts.id))
    .where(and(eq(clientAccounts.id, clientId), withinReach(reach, clientAccounts.id)))
    .limit(1);
  if (!client) throw new AppError('not_found', taskMessages.clientNotFound);
  // No profile row yet is SPEC §3's default profile: the modal not finished.
  return {
    row: await getOnboarding({ db, clientId }),
    welcomeFlowCompleted: client.welcomeFlowCompleted ?? false,
  };
}
