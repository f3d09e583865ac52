import { and, eq } from 'drizzle-orm';
import type { ClientSummary } from '../../../shared/contracts/clients';
import { taskMessages } from '../../../shared/domain/task-messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { clientAccounts } from '../../db/schema/index';
import { type Reach, withinReach } from '../../identity/client-reach';
import { clientQuery, toClientSummary } from './list-clients';

/**
 * SPEC §2 /admin/client/{clientId}: one client, or 'Client Not Found' when the id is no client's or not
 * one the caller reaches (another account manager's: decision 043).
 */
export async function getClient({
  db,
  reach,
  clientId,
}: {
  db: DbOrTx;
  reach: Reach;
  clientId: string;
}): Promise<ClientSummary> {
  const [row] = await clientQuery(db).where(
    and(eq(clientAccounts.id, clientId), withinReach(reach, clientAccounts.id)),
  );
  if (!row) throw new AppError('not_found', taskMessages.clientNotFound);
  return toClientSummary(row);
}
