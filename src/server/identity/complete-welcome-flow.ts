import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { profiles } from '../db/schema/index';
import type { RealtimeHub } from '../realtime/hub';
import { defaultProfile } from './get-profile';

type Owner = { id: string; email: string; name: string; createdAt: Date };

/**
 * SPEC §7: update welcome_flow_completed true where id equals the user. With no profile row yet (SPEC §3
 * builds a default), the default is stored with the flag set.
 */
export async function completeWelcomeFlow({
  db,
  realtime,
  user,
  clientId,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  user: Owner;
  /** The company of a client's person, whose streams hear of the change; null for an admin. */
  clientId: string | null;
}): Promise<void> {
  const { firstName, lastName, email } = defaultProfile(user);
  await db
    .insert(profiles)
    .values({ id: user.id, firstName, lastName, email, welcomeFlowCompleted: true })
    .onConflictDoUpdate({ target: profiles.id, set: { welcomeFlowCompleted: true, updatedAt: sql`now()` } });
  await realtime.publish({ topic: 'profiles', clientId, id: user.id });
}
