import { desc, eq } from 'drizzle-orm';
import type { AdminFile, ClientFile } from '../../../shared/contracts/files';
import type { DbOrTx } from '../../db/connection';
import { files } from '../../db/schema/index';
import { adminFileQuery, toAdminFile, toClientFile } from './file-dto';

/** SPEC §7 files: one client's files, newest first. */
export async function listClientFiles({
  db,
  clientId,
}: {
  db: DbOrTx;
  clientId: string;
}): Promise<ClientFile[]> {
  const rows = await db
    .select()
    .from(files)
    .where(eq(files.clientId, clientId))
    .orderBy(desc(files.createdAt), desc(files.id));
  return rows.map(toClientFile);
}

/** SPEC §2 Reports & Files: every client's files (or one client's), newest first, with client names. */
export async function listAdminFiles({
  db,
  clientId,
}: {
  db: DbOrTx;
  clientId: string | undefined;
}): Promise<AdminFile[]> {
  const rows = await adminFileQuery(db)
    .where(clientId === undefined ? undefined : eq(files.clientId, clientId))
    .orderBy(desc(files.createdAt), desc(files.id));
  return rows.map(toAdminFile);
}
