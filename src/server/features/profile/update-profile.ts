import { sql } from 'drizzle-orm';
import type { ProfileUpdate } from '../../../shared/contracts/profile';
import type { DbOrTx } from '../../db/connection';
import { profiles } from '../../db/schema/index';
import { defaultProfile, type Profile, profileColumns } from '../../identity/get-profile';
import type { RealtimeHub } from '../../realtime/hub';

type Owner = { id: string; email: string; name: string; createdAt: Date };

/**
 * SPEC §6 profiles "Upsert on id with the changed fields and updated_at": the caller's own profile only
 * (the id is the session's user), created from the default when it has no row yet.
 */
export async function updateProfile({
  db,
  realtime,
  user,
  changes,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  user: Owner;
  changes: ProfileUpdate;
}): Promise<Profile> {
  const { firstName, lastName, email } = defaultProfile(user);
  const [row] = await db
    .insert(profiles)
    .values({ id: user.id, firstName, lastName, email, ...changes })
    .onConflictDoUpdate({ target: profiles.id, set: { ...changes, updatedAt: sql`now()` } })
    .returning(profileColumns);
  if (!row) throw new Error('The profile upsert returned no row');
  await realtime.publish({ topic: 'profiles', clientId: user.id, id: user.id });
  return row;
}
