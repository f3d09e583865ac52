import { eq } from 'drizzle-orm';
import type { AdminFile, ClientFile } from '../../../shared/contracts/files';
import { clientDisplayName } from '../../../shared/domain/client-display-name';
import type { FileCategory } from '../../../shared/domain/client-files';
import type { DbOrTx } from '../../db/connection';
import { files, profiles, users } from '../../db/schema/index';
import { canPreview } from '../../http/file-response';

type FileRow = typeof files.$inferSelect;

/** A file as a client sees it; the bytes are reached only through the authorised download route. */
export function toClientFile(row: FileRow): ClientFile {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    type: row.type,
    sizeMb: row.sizeMb,
    category: row.category as FileCategory,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    url: `/api/files/${row.id}/download`,
    previewable: row.type !== null && canPreview(row.type),
  };
}

/** Files joined with their client's names, for the admin's lists. */
export function adminFileQuery(db: DbOrTx) {
  return db
    .select({
      file: files,
      email: users.email,
      companyName: profiles.companyName,
      contactPerson: profiles.contactPerson,
    })
    .from(files)
    .innerJoin(users, eq(users.id, files.clientId))
    .leftJoin(profiles, eq(profiles.id, files.clientId));
}

export function toAdminFile(row: Awaited<ReturnType<typeof adminFileQuery>>[number]): AdminFile {
  return { ...toClientFile(row.file), clientName: clientDisplayName(row) };
}
