import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { projectUpdates, updateAttachments } from '../../db/schema/index';
import type { ExportedFiles } from './exported-file';
import { groupBy } from './group-by';

/** updates.json: the agency's project updates to the company, oldest first; files under `files/updates/<update id>/`. */
export async function updatesSection(tx: DbOrTx, clientId: string, files: ExportedFiles) {
  const updates = await tx
    .select()
    .from(projectUpdates)
    .where(eq(projectUpdates.clientId, clientId))
    .orderBy(asc(projectUpdates.createdAt), asc(projectUpdates.id));
  const attachments = await tx
    .select()
    .from(updateAttachments)
    .where(
      inArray(
        updateAttachments.updateId,
        tx
          .select({ id: projectUpdates.id })
          .from(projectUpdates)
          .where(eq(projectUpdates.clientId, clientId)),
      ),
    )
    .orderBy(asc(updateAttachments.createdAt), asc(updateAttachments.id));
  const attachmentsOf = groupBy(attachments, (row) => row.updateId);
  return updates.map((update) => ({
    id: update.id,
    message: update.message,
    createdAt: update.createdAt,
    attachments: (attachmentsOf.get(update.id) ?? []).map((row) => ({
      id: row.id,
      name: row.fileName,
      type: row.fileType,
      size: row.fileSize,
      path: files.add(row.fileUrl, `updates/${update.id}`, row.fileName, row.createdAt),
    })),
  }));
}
