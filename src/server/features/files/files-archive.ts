import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { asc, eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { type FileCategory, fileCategoryLabels } from '../../../shared/domain/client-files';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import type { DbOrTx } from '../../db/connection';
import { files } from '../../db/schema/index';
import type { Storage } from '../../storage/storage';

const folderOf = (category: string) => `${fileCategoryLabels[category as FileCategory] ?? 'Other'}s`;

/** Zip entry names, one folder per category; a name met twice becomes 'name (2).ext'. */
function entryNames() {
  const taken = new Set<string>();
  return (category: string, fileName: string) => {
    const safe = fileName.replace(/[/\\]/g, '_');
    const dot = safe.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let name = `${folderOf(category)}/${safe}`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${folderOf(category)}/${stem} (${n})${ext}`;
    taken.add(name.toLowerCase());
    return name;
  };
}

/**
 * "Download All Assets": one zip of a client's files, written as it is read. Files are opened one at a
 * time and stored as they are (most are already compressed), so memory stays flat whatever the total;
 * the zip library writes zip64 records past 4 GB. A reader that hangs up stops it. Null when the client
 * has no files. The audit log records the download, with how many files it holds, before it starts.
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

  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let current: Readable | undefined;
  let stopped = false;
  output.once('close', () => {
    stopped = true;
    current?.destroy();
  });
  const nameFor = entryNames();

  const addAll = async () => {
    for (const row of rows) {
      if (stopped) return;
      const object = await storage.get(row.fileUrl);
      // Bytes missing from storage: the archive still holds every other file.
      if (!object) continue;
      current = object.body;
      zip.addReadStream(object.body, nameFor(row.category, row.name), {
        compress: false,
        mtime: row.createdAt,
        size: object.size,
      });
      await finished(object.body);
    }
    zip.end();
  };
  addAll().catch((error: unknown) => output.destroy(error instanceof Error ? error : undefined));
  return output;
}
