import { and, eq } from 'drizzle-orm';
import { updateMessages } from '../../../shared/domain/project-updates';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { projectUpdates, updateAttachments } from '../../db/schema/index';
import type { Actor } from '../../http/app-env';
import { reachOf } from '../../http/session';
import { withinReach } from '../../identity/client-reach';
import type { ByteRange, Storage } from '../../storage/storage';

/**
 * An update's file (all, or the `range` asked), for a caller who may see it: an admin any, a client only
 * its own (else not found). A new download (`downloadBy`, audit/download-who.ts) is recorded once found.
 */
export async function openUpdateAttachment({
  db,
  storage,
  actor,
  downloadBy,
  updateId,
  attachmentId,
  range,
}: {
  db: DbOrTx;
  storage: Storage;
  actor: Actor;
  downloadBy: AuditWho | null;
  updateId: string;
  attachmentId: string;
  range?: ByteRange | undefined;
}) {
  const visible = withinReach(reachOf(actor), projectUpdates.clientId);
  const [row] = await db
    .select({ attachment: updateAttachments, clientId: projectUpdates.clientId })
    .from(updateAttachments)
    .innerJoin(projectUpdates, eq(projectUpdates.id, updateAttachments.updateId))
    .where(and(eq(updateAttachments.id, attachmentId), eq(updateAttachments.updateId, updateId), visible))
    .limit(1);
  if (!row) throw new AppError('not_found', updateMessages.fileNotFound);
  const object = await storage.get(row.attachment.fileUrl, range);
  if (!object) throw new AppError('not_found', updateMessages.fileNotFound);
  if (downloadBy) {
    await recordAudit(db, downloadBy, {
      action: 'file_downloaded',
      clientId: row.clientId,
      target: { type: 'update_attachment', id: row.attachment.id, label: row.attachment.fileName },
      details: { updateId },
    }).catch((error: unknown) => {
      object.body.destroy();
      throw error;
    });
  }
  return { ...object, fileName: row.attachment.fileName, fileType: row.attachment.fileType };
}
