import { eq } from 'drizzle-orm';
import { clientDisplayName } from '../../../shared/domain/client-display-name';
import { taskMessages } from '../../../shared/domain/task-messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { clientAccounts, profiles, users } from '../../db/schema/index';

/** The company an export is of, by the name the agency knows it by: 'Client Not Found' for any other id. */
export async function findExportedCompany(
  db: DbOrTx,
  clientId: string,
): Promise<{ id: string; name: string }> {
  const [row] = await db
    .select({
      id: clientAccounts.id,
      email: users.email,
      companyName: profiles.companyName,
      contactPerson: profiles.contactPerson,
    })
    .from(clientAccounts)
    .innerJoin(users, eq(users.id, clientAccounts.id))
    .leftJoin(profiles, eq(profiles.id, clientAccounts.id))
    .where(eq(clientAccounts.id, clientId))
    .limit(1);
  if (!row) throw new AppError('not_found', taskMessages.clientNotFound);
  return { id: row.id, name: clientDisplayName(row) };
}

/** `<company-name-slug>-data-YYYY-MM-DD.zip`: plain ASCII, so every system saves it under the same name. */
export function exportFileName(companyName: string, day: Date): string {
  const slug = companyName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'client'}-data-${day.toISOString().slice(0, 10)}.zip`;
}
