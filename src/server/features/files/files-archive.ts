import type { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { type FileCategory, fileCategoryLabels } from '../../../shared/domain/client-files';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import type { DbOrTx } from '../../db/connection';
import { files } from '../../db/schema/index';
import type { Storage } from '../../storage/storage';
import { streamZip, uniqueZipPaths } from '../../storage/zip-stream';

const folderOf = (category: string) => `${fileCategoryLabels[category as FileCategory] ?? 'Other'}s`;

/**
 * "Download All Assets": one zip of a client's files, a folder per category, written as it is read
 * (storage/zip-stream.ts). Null when the client has no files. The audit log records the download, with how
 * many files it holds, before it starts.
 */
export async function streamFilesArchive({
  db,
  storage,
  downloadBy,
  clientId,
}: {
  db: DbOrTx;
  storage: Storage;
  /** Who the audit log records downloading it (audit/download-who.ts); null for a HEAD. */
  downloadBy: AuditWho | null;
  clientId: string;
}): Promise<Readable | null> {
  const rows = await db
    .select()
    .from(files)
    .where(eq(files.clientId, clientId))
    .orderBy(asc(files.category), asc(files.createdAt), asc(files.id));
  if (rows.length === 0) return null;
  if (downloadBy) {
    await recordAudit(db, downloadBy, {
      action: 'file_downloaded',
      clientId,
      target: { type: 'files_archive', label: 'All assets' },
      details: { files: rows.length },
    });
  }
  const pathOf = uniqueZipPaths();
  return streamZip(storage, async (zip) => {
    for (const row of rows) {
      if (zip.stopped) return;
      // Bytes missing from storage: the archive still holds every other file.
      await zip.addStored(row.fileUrl, pathOf(folderOf(row.category), row.name), row.createdAt);
    }
  });
}
