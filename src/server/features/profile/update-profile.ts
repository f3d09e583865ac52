import { sql } from 'drizzle-orm';
import type { ProfileUpdate } from '../../../shared/contracts/profile';
import {
  type ClientRole,
  clientAbilityRefusals,
  clientRoleCan,
  companyProfileFields,
  payoutProfileFields,
} from '../../../shared/domain/client-roles';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { profiles } from '../../db/schema/index';
import { defaultProfile, getProfile, type Profile } from '../../identity/get-profile';
import type { RealtimeHub } from '../../realtime/hub';

type Owner = { id: string; email: string; name: string; createdAt: Date };
type Changes = Partial<typeof profiles.$inferInsert>;

/**
 * SPEC §6 profiles "Upsert on id with the changed fields and updated_at": the caller's own profile only
 * (the id is the session's user), created from the default when it has no row yet. A client company's
 * fields (decision 042) go to the company's profile, and only when the caller's role there may change
 * them: payout details the `payout` ability, the rest `brand`.
 */
export async function updateProfile({
  db,
  realtime,
  user,
  client,
  changes,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  user: Owner;
  /** The company of a client's person, with their role there; null for an admin. */
  client: { id: string; role: ClientRole } | null;
  changes: ProfileUpdate;
}): Promise<Profile> {
  const { company, own } = splitChanges(changes);
  if (client) refuseWhatTheRoleMayNotChange(client.role, company);
  const companyId = client?.id ?? user.id;
  await db.transaction(async (tx) => {
    if (companyId === user.id) await upsertProfile(tx, user, { ...own, ...company });
    else {
      if (Object.keys(own).length > 0) await upsertProfile(tx, user, own);
      if (Object.keys(company).length > 0)
        await tx
          .insert(profiles)
          .values({ id: companyId, ...company })
          .onConflictDoUpdate({ target: profiles.id, set: { ...company, updatedAt: sql`now()` } });
    }
  });
  await realtime.publish({ topic: 'profiles', clientId: client?.id ?? null, id: user.id });
  return getProfile({ db, user, clientId: client?.id });
}

function splitChanges(changes: ProfileUpdate): { company: Changes; own: Changes } {
  const company: Changes = {};
  const own: Changes = {};
  for (const [field, value] of Object.entries(changes)) {
    const side = (companyProfileFields as readonly string[]).includes(field) ? company : own;
    Object.assign(side, { [field]: value });
  }
  return { company, own };
}

function refuseWhatTheRoleMayNotChange(role: ClientRole, company: Changes) {
  const fields = Object.keys(company);
  const payout = fields.some((field) => (payoutProfileFields as readonly string[]).includes(field));
  const brand = fields.some((field) => !(payoutProfileFields as readonly string[]).includes(field));
  if (payout && !clientRoleCan(role, 'payout')) throw new AppError('forbidden', clientAbilityRefusals.payout);
  if (brand && !clientRoleCan(role, 'brand')) throw new AppError('forbidden', clientAbilityRefusals.brand);
}

async function upsertProfile(tx: DbOrTx, user: Owner, changes: Changes) {
  const { firstName, lastName, email } = defaultProfile(user);
  await tx
    .insert(profiles)
    .values({ id: user.id, firstName, lastName, email, ...changes })
    .onConflictDoUpdate({ target: profiles.id, set: { ...changes, updatedAt: sql`now()` } });
}
