import { and, eq } from 'drizzle-orm';
import { fileMessages } from '../../../shared/domain/client-files';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { files } from '../../db/schema/index';
import type { Actor } from '../../http/app-env';
import { reachOf } from '../../http/session';
import { withinReach } from '../../identity/client-reach';
import type { ByteRange, Storage } from '../../storage/storage';

/**
 * A shared file (all, or the `range` asked), for a caller who reaches its client
 * (identity/client-reach.ts); anyone else is told it is not found. A new download (`downloadBy`, see
 * audit/download-who.ts) is recorded in the audit log once the file is found.
 */
export async function openClientFile({
  db,
  storage,
  actor,
  downloadBy,
  fileId,
  range,
}: {
  db: DbOrTx;
  storage: Storage;
  actor: Actor;
  downloadBy: AuditWho | null;
  fileId: string;
  range?: ByteRange | undefined;
}) {
  const visible = withinReach(reachOf(actor), files.clientId);
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), visible))
    .limit(1);
  if (!row) throw new AppError('not_found', fileMessages.notFound);
  const object = await storage.get(row.fileUrl, range);
  if (!object) throw new AppError('not_found', fileMessages.notFound);
  if (downloadBy) {
    await recordAudit(db, downloadBy, {
      action: 'file_downloaded',
      clientId: row.clientId,
      target: { type: 'file', id: row.id, label: row.name },
    }).catch((error: unknown) => {
      object.body.destroy();
      throw error;
    });
  }
  return { ...object, fileName: row.name, fileType: row.type ?? object.contentType };
}
