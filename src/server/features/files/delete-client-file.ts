import { and, eq } from 'drizzle-orm';
import { fileMessages } from '../../../shared/domain/client-files';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { files } from '../../db/schema/index';
import { type Reach, withinReach } from '../../identity/client-reach';
import type { RealtimeHub } from '../../realtime/hub';
import type { Storage } from '../../storage/storage';

/**
 * A staff member removes a shared file: the row goes in one transaction (with the event), then the stored
 * bytes. Should removing the bytes fail, no row names them any more and the start-up sweep removes them.
 */
export async function deleteClientFile({
  db,
  storage,
  realtime,
  who,
  reach,
  fileId,
}: {
  db: DbOrTx;
  storage: Storage;
  realtime: RealtimeHub;
  who: AuditWho;
  /** An account manager removes only their clients' files; another's is not found. */
  reach: Reach;
  fileId: string;
}): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(files)
      .where(and(eq(files.id, fileId), withinReach(reach, files.clientId)))
      .returning();
    if (!row) throw new AppError('not_found', fileMessages.notFound);
    await recordAudit(tx, who, {
      action: 'file_deleted',
      clientId: row.clientId,
      target: { type: 'file', id: row.id, label: row.name },
      details: { category: row.category },
    });
    await realtime.publish({ topic: 'files', clientId: row.clientId, id: row.id }, tx);
    return row;
  });
  await storage.delete(removed.fileUrl).catch(() => undefined);
}
