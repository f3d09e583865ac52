import { randomUUID } from 'node:crypto';
import type { ProjectUpdate } from '../../../shared/contracts/updates';
import { updateMessageSchema } from '../../../shared/contracts/updates';
import {
  notificationExcerpt,
  notificationLinks,
  notificationTitles,
} from '../../../shared/domain/notifications';
import { updateMessages } from '../../../shared/domain/project-updates';
import type { projectUpdateUpload } from '../../../shared/domain/uploads';
import type { AuditWho } from '../../audit/audit-person';
import { recordUploads } from '../../audit/record-uploads';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { projectUpdates, updateAttachments } from '../../db/schema/index';
import type { ReceiveUpload } from '../../http/upload-pipeline';
import type { Reach } from '../../identity/client-reach';
import { lockClientAccount, requireClientAccount } from '../../identity/require-client-account';
import { notifyClient } from '../../notifications/notify';
import type { RealtimeHub } from '../../realtime/hub';
import { toProjectUpdate } from './update-dto';

/**
 * SPEC §5 "Project update": an admin posts a message (non-blank once trimmed) with up to 5 images,
 * videos or PDFs, by their bytes. The route's upload pipeline streams the files to `update-media/{updateId}/`
 * as they arrive, against the client's quota, once the client is found; the update and its attachment rows
 * are written in one transaction, and any refusal removes the stored files, so a failed post leaves
 * nothing behind.
 */
export async function postUpdate({
  db,
  realtime,
  adminId,
  who,
  reach,
  clientId,
  upload,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  adminId: string;
  /** Who the audit log names for the files uploaded. */
  who: AuditWho;
  /** An account manager posts only to their clients; another is 'Client Not Found'. */
  reach: Reach;
  clientId: string;
  upload: ReceiveUpload<typeof projectUpdateUpload>;
}): Promise<ProjectUpdate> {
  await requireClientAccount(db, clientId, reach);
  const updateId = randomUUID();
  return upload({
    clientId,
    folder: `update-media/${updateId}`,
    write: async ({ fields, files, confirm }) => {
      const checked = updateMessageSchema.safeParse(fields.message);
      if (!checked.success) {
        const reason = checked.error.issues[0]?.message ?? updateMessages.messageRequired;
        throw new AppError('bad_request', reason, { message: [reason] });
      }
      return db.transaction(async (tx) => {
        // The client may have been deleted while the files streamed: 404, not a foreign-key failure.
        await lockClientAccount(tx, clientId);
        await confirm(tx);
        const [update] = await tx
          .insert(projectUpdates)
          .values({ id: updateId, clientId, adminId, message: checked.data })
          .returning();
        if (!update) throw new AppError('internal', 'Saving the update failed.');
        const attachments = files.file.length
          ? await tx
              .insert(updateAttachments)
              .values(
                files.file.map((file) => ({
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
        await recordUploads(tx, who, {
          clientId,
          targetType: 'update_attachment',
          rows: attachments,
          details: { updateId },
        });
        await realtime.publish({ topic: 'project_updates', clientId, id: updateId }, tx);
        await notifyClient({ db: tx, realtime }, clientId, {
          kind: 'update_posted',
          title: notificationTitles.updatePosted,
          body: notificationExcerpt(checked.data),
          link: notificationLinks.clientUpdates,
        });
        return toProjectUpdate(update, attachments);
      });
    },
  });
}
