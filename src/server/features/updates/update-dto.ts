import type { ProjectUpdate } from '../../../shared/contracts/updates';
import { updateMediaTypeOf } from '../../../shared/domain/project-updates';
import type { projectUpdates, updateAttachments } from '../../db/schema/index';

type UpdateRow = typeof projectUpdates.$inferSelect;
type AttachmentRow = typeof updateAttachments.$inferSelect;

const kindOrder = { image: 0, video: 1, file: 2 } as const;

/**
 * An update as both sides see it; attachments are reached only through the authorised route. Pictures
 * and videos come first, then documents, each by name, so a timeline reads the same on every load.
 */
export function toProjectUpdate(update: UpdateRow, attachments: AttachmentRow[]): ProjectUpdate {
  return {
    id: update.id,
    clientId: update.clientId,
    message: update.message,
    createdAt: update.createdAt.toISOString(),
    attachments: attachments
      .map((a) => ({
        id: a.id,
        fileName: a.fileName,
        fileType: a.fileType,
        fileSize: a.fileSize,
        kind: updateMediaTypeOf(a.fileType)?.kind ?? 'file',
        url: `/api/updates/${update.id}/attachments/${a.id}`,
      }))
      .sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind] || a.fileName.localeCompare(b.fileName)),
  };
}
