import { randomUUID } from 'node:crypto';
import type { ProjectUpdate } from '../../../shared/contracts/updates';
import { updateMessageSchema } from '../../../shared/contracts/updates';
import {
  notificationExcerpt,
  notificationLinks,
  notificationTitles,
} from '../../../shared/domain/notifications';
import {
  UPDATE_ATTACHMENT_MAX_BYTES,
  updateMediaTypeOf,
  updateMessages,
} from '../../../shared/domain/project-updates';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { projectUpdates, updateAttachments } from '../../db/schema/index';
import type { UploadPart } from '../../http/upload';
import { lockClientAccount, requireClientAccount } from '../../identity/require-client-account';
import { notifyClient } from '../../notifications/notify';
import type { RealtimeHub } from '../../realtime/hub';
import type { Storage } from '../../storage/storage';
import { type StoredUpload, storeUpload } from '../../storage/store-upload';
import type { UploadBudget } from '../../storage/upload-budget';
import { toProjectUpdate } from './update-dto';

/**
 * SPEC §5 "Project update": an admin posts a message (non-blank once trimmed) with up to 5 images,
 * videos or PDFs, by their bytes. Files stream to `update-media/{updateId}/` as they arrive; the update
 * and its attachment rows are written in one transaction, and any refusal removes the stored files, so
 * a failed post leaves nothing behind.
 */
export async function postUpdate({
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
}): Promise<ProjectUpdate> {
  await requireClientAccount(db, clientId);
  const budget = await openBudget();
  const updateId = randomUUID();
  const stored: StoredUpload[] = [];
  try {
    let message: string | undefined;
    for await (const part of parts) {
      if (part.kind === 'field' && part.name === 'message') message = part.value;
      else if (part.kind === 'file' && part.name === 'file') {
        stored.push(
          await storeUpload({
            storage,
            budget,
            folder: `update-media/${updateId}`,
            fileName: part.fileName,
            stream: part.stream,
            accept: updateMediaTypeOf,
            maxBytes: UPDATE_ATTACHMENT_MAX_BYTES,
            refusals: { type: updateMessages.typeRefused, tooLarge: updateMessages.tooLarge },
          }),
        );
      } else {
        if (part.kind === 'file') part.stream.destroy();
        throw new AppError('bad_request', `Unexpected part '${part.name}': send 'message' and 'file' only.`);
      }
    }
    const checked = updateMessageSchema.safeParse(message);
    if (!checked.success) {
      const reason = checked.error.issues[0]?.message ?? updateMessages.messageRequired;
      throw new AppError('bad_request', reason, { message: [reason] });
    }

    return await db.transaction(async (tx) => {
      // The client may have been deleted while the files streamed: 404, not a foreign-key failure.
      await lockClientAccount(tx, clientId);
      await budget.confirm(tx);
      const [update] = await tx
        .insert(projectUpdates)
        .values({ id: updateId, clientId, adminId, message: checked.data })
        .returning();
      if (!update) throw new AppError('internal', 'Saving the update failed.');
      const attachments = stored.length
        ? await tx
            .insert(updateAttachments)
            .values(
              stored.map((file) => ({
                updateId,
                fileName: file.fileName,
                fileUrl: file.key,
                fileType: file.fileType,
                fileSize: file.fileSize,
                createdAt: update.createdAt,
              })),
            )
            .returning()
        : [];
      await realtime.publish({ topic: 'project_updates', clientId, id: updateId }, tx);
      await notifyClient({ db: tx, realtime }, clientId, {
        kind: 'update_posted',
        title: notificationTitles.updatePosted,
        body: notificationExcerpt(checked.data),
        link: notificationLinks.clientUpdates,
      });
      return toProjectUpdate(update, attachments);
    });
  } catch (error) {
    await Promise.all(stored.map((file) => storage.delete(file.key).catch(() => undefined)));
    throw error;
  }
}
