import type { AuditTargetType } from '../../shared/domain/audit';
import type { DbOrTx } from '../db/connection';
import type { AuditWho } from './audit-person';
import { recordAudit } from './record-audit';

/** A stored file's row as an upload is recorded: its id, name and size. */
export type UploadedRow = { id: string; fileName: string; fileSize: number };

/**
 * One `file_uploaded` row per file a change stored (decision 046), in that change's transaction: the
 * file as the target, its size and `details` (what it was attached to) beside it.
 */
export async function recordUploads(
  tx: DbOrTx,
  who: AuditWho,
  {
    clientId,
    targetType,
    rows,
    details,
  }: {
    clientId: string;
    targetType: AuditTargetType;
    rows: readonly UploadedRow[];
    details: Record<string, unknown>;
  },
): Promise<void> {
  for (const row of rows) {
    await recordAudit(tx, who, {
      action: 'file_uploaded',
      clientId,
      target: { type: targetType, id: row.id, label: row.fileName },
      details: { ...details, bytes: row.fileSize },
    });
  }
}
