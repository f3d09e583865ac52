import { eq } from 'drizzle-orm';
import type { ClientSummary } from '../../../shared/contracts/clients';
import { taskMessages } from '../../../shared/domain/task-messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { clientAccounts } from '../../db/schema/index';
import { clientQuery, toClientSummary } from './list-clients';

/** SPEC §2 /admin/client/{clientId}: one client, or 'Client Not Found' when the id is no client's. */
export async function getClient({ db, clientId }: { db: DbOrTx; clientId: string }): Promise<ClientSummary> {
  const [row] = await clientQuery(db).where(eq(clientAccounts.id, clientId));
  if (!row) throw new AppError('not_found', taskMessages.clientNotFound);
  return toClientSummary(row);
}
