import { eq } from 'drizzle-orm';
import type { AdminFile } from '../../../shared/contracts/files';
import { uploadFileFieldsSchema } from '../../../shared/contracts/files';
import { CLIENT_FILE_MAX_BYTES, clientFileTypeOf, fileMessages } from '../../../shared/domain/client-files';
import { notificationLinks, notificationTitles } from '../../../shared/domain/notifications';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { files } from '../../db/schema/index';
import type { UploadPart } from '../../http/upload';
import { lockClientAccount, requireClientAccount } from '../../identity/require-client-account';
import { notifyClient } from '../../notifications/notify';
import type { RealtimeHub } from '../../realtime/hub';
import type { Storage } from '../../storage/storage';
import { type StoredUpload, storeUpload } from '../../storage/store-upload';
import type { UploadBudget } from '../../storage/upload-budget';
import { adminFileQuery, toAdminFile } from './file-dto';

const BYTES_PER_MB = 1024 * 1024;

/** Field errors in the contract's words, as a 400. */
function fieldError(field: string, message: string): AppError {
  return new AppError('bad_request', message, { [field]: [message] });
}

/**
 * SPEC §5 "Admin file upload": one file for a client, with a category and an optional description. The
 * file is checked by its bytes and streamed to `client-files/{clientId}/` with the extension of its
 * content; the row (size in MB) is written in one transaction with the quota check, and any refusal
 * removes the stored file.
 */
export async function uploadClientFile({
  db,
  storage,
  realtime,
  adminId,
  clientId,
  parts,
  openBudget,
}: {
  db: DbOrTx;
  storage: Storage;
  realtime: RealtimeHub;
  adminId: string;
  clientId: string;
  parts: AsyncIterable<UploadPart>;
  openBudget: () => Promise<UploadBudget>;
}): Promise<AdminFile> {
  await requireClientAccount(db, clientId);
  const budget = await openBudget();
  let stored: StoredUpload | undefined;
  try {
    const fields: Record<string, string> = {};
    for await (const part of parts) {
      if (part.kind === 'field' && (part.name === 'category' || part.name === 'description')) {
        fields[part.name] = part.value;
      } else if (part.kind === 'file' && part.name === 'file' && !stored) {
        stored = await storeUpload({
          storage,
          budget,
          folder: `client-files/${clientId}`,
          fileName: part.fileName,
          stream: part.stream,
          accept: clientFileTypeOf,
          maxBytes: CLIENT_FILE_MAX_BYTES,
          refusals: { type: fileMessages.typeRefused, tooLarge: fileMessages.tooLarge },
        });
      } else {
        if (part.kind === 'file') part.stream.destroy();
        throw part.kind === 'file' && part.name === 'file'
          ? fieldError('file', fileMessages.oneFileOnly)
          : new AppError(
              'bad_request',
              `Unexpected part '${part.name}': send 'category', 'description' and 'file' only.`,
            );
      }
    }
    const checked = uploadFileFieldsSchema.safeParse(fields);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw fieldError(String(issue?.path[0] ?? 'category'), issue?.message ?? fileMessages.categoryRequired);
    }
    if (!stored) throw fieldError('file', fileMessages.fileRequired);
    const file = stored;

    return await db.transaction(async (tx) => {
      // The client may have been deleted while the file streamed: 404, not a foreign-key failure.
      await lockClientAccount(tx, clientId);
      await budget.confirm(tx);
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
  } catch (error) {
    if (stored) await storage.delete(stored.key).catch(() => undefined);
    throw error;
  }
}
