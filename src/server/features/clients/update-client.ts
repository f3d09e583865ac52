import type { ClientSummary } from '../../../shared/contracts/clients';
import type { DbOrTx } from '../../db/connection';
import type { Reach } from '../../identity/client-reach';
import type { RealtimeHub } from '../../realtime/hub';
import { findClientAccount, writeClientProfile } from './client-account';
import { getClient } from './get-client';

/** SPEC §6: a staff member who reaches the client edits a client's company name and contact person (a field left out is kept). */
export async function updateClient({
  db,
  realtime,
  reach,
  clientId,
  changes,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  reach: Reach;
  clientId: string;
  changes: { companyName?: string | null; contactPerson?: string | null };
}): Promise<ClientSummary> {
  return db.transaction(async (tx) => {
    const client = await findClientAccount(tx, clientId, reach);
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    await writeClientProfile(tx, client, set);
    await realtime.publish({ topic: 'clients', clientId, id: clientId }, tx);
    await realtime.publish({ topic: 'profiles', clientId, id: clientId }, tx);
    return getClient({ db: tx, reach, clientId });
  });
}
