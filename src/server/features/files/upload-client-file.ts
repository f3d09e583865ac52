import { eq } from 'drizzle-orm';
import type { AdminFile } from '../../../shared/contracts/files';
import { uploadFileFieldsSchema } from '../../../shared/contracts/files';
import { fileMessages } from '../../../shared/domain/client-files';
import { notificationLinks, notificationTitles } from '../../../shared/domain/notifications';
import type { clientFileUpload } from '../../../shared/domain/uploads';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { files } from '../../db/schema/index';
import type { ReceiveUpload } from '../../http/upload-pipeline';
import type { Reach } from '../../identity/client-reach';
import { lockClientAccount, requireClientAccount } from '../../identity/require-client-account';
import { notifyClient } from '../../notifications/notify';
import type { RealtimeHub } from '../../realtime/hub';
import { adminFileQuery, toAdminFile } from './file-dto';

const BYTES_PER_MB = 1024 * 1024;

/** Field errors in the contract's words, as a 400. */
function fieldError(field: string, message: string): AppError {
  return new AppError('bad_request', message, { [field]: [message] });
}

/**
 * SPEC §5 "Admin file upload": one file for a client, with a category and an optional description. The
 * route's upload pipeline checks the file by its bytes and streams it to `client-files/{clientId}/` with the
 * extension of its content, against the client's quota; the row (size in MB) is written in one transaction
 * with the quota check, and any refusal removes the stored file.
 */
export async function uploadClientFile({
  db,
  realtime,
  who,
  adminId,
  reach,
  clientId,
  upload,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  who: AuditWho;
  adminId: string;
  reach: Reach;
  clientId: string;
  upload: ReceiveUpload<typeof clientFileUpload>;
}): Promise<AdminFile> {
  await requireClientAccount(db, clientId, reach);
  return upload({
    clientId,
    folder: `client-files/${clientId}`,
    write: async ({
      fields,
      files: {
        file: [file],
      },
      confirm,
    }) => {
      const checked = uploadFileFieldsSchema.safeParse(fields);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        throw fieldError(
          String(issue?.path[0] ?? 'category'),
          issue?.message ?? fileMessages.categoryRequired,
        );
      }
      // The pipeline refuses an upload without its file (the declaration's `missing`).
      if (!file) throw fieldError('file', fileMessages.fileRequired);
      return db.transaction(async (tx) => {
        // The client may have been deleted while the file streamed: 404, not a foreign-key failure.
        await lockClientAccount(tx, clientId);
        await confirm(tx);
        const [row] = await tx
          .insert(files)
          .values({
            name: file.fileName,
            type: file.fileType,
            sizeMb: file.fileSize / BYTES_PER_MB,
            clientId,
            category: checked.data.category,
            fileUrl: file.key,
            description: checked.data.description,
            uploadedBy: adminId,
          })
          .returning({ id: files.id });
        if (!row) throw new AppError('internal', 'Saving the file failed.');
        await recordAudit(tx, who, {
          action: 'file_uploaded',
          clientId,
          target: { type: 'file', id: row.id, label: file.fileName },
          details: { category: checked.data.category, bytes: file.fileSize },
        });
        await realtime.publish({ topic: 'files', clientId, id: row.id }, tx);
        await notifyClient({ db: tx, realtime }, clientId, {
          kind: 'file_shared',
          title: notificationTitles.fileShared(file.fileName),
          body: checked.data.description || null,
          link: notificationLinks.clientFile(row.id),
        });
        const [created] = await adminFileQuery(tx).where(eq(files.id, row.id));
        if (!created) throw new AppError('internal', 'Saving the file failed.');
        return toAdminFile(created);
      });
    },
  });
}
