import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { files as clientFiles } from '../../db/schema/index';
import type { ExportedFiles } from './exported-file';

/** files.json: Reports & Files, what the agency shared with the company; files under `files/reports/<category>/`. */
export async function reportsSection(tx: DbOrTx, clientId: string, files: ExportedFiles) {
  const rows = await tx
    .select()
    .from(clientFiles)
    .where(eq(clientFiles.clientId, clientId))
    .orderBy(asc(clientFiles.category), asc(clientFiles.createdAt), asc(clientFiles.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    type: row.type,
    sizeMb: row.sizeMb,
    description: row.description,
    createdAt: row.createdAt,
    path: files.add(row.fileUrl, `reports/${row.category}`, row.name, row.createdAt),
  }));
}
