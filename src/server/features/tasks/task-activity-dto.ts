import type { ActivityAuthor, ActivityEntry, TaskAttachment } from '../../../shared/contracts/tasks';
import { type ActivityItem, uploadedEntryContent } from '../../../shared/domain/task-activity';
import type { TaskStatus } from '../../../shared/domain/task-status';
import type { taskAttachments, taskComments, taskStatusChanges } from '../../db/schema/index';

export type CommentRow = typeof taskComments.$inferSelect & { author: ActivityAuthor };
export type AttachmentRow = typeof taskAttachments.$inferSelect & { author: ActivityAuthor };
export type StatusChangeRow = typeof taskStatusChanges.$inferSelect & { author: ActivityAuthor };

export function attachmentDownloadUrl(taskId: string, attachmentId: string): string {
  return `/api/tasks/${taskId}/attachments/${attachmentId}`;
}

export function toAttachmentDto(row: typeof taskAttachments.$inferSelect): TaskAttachment {
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedBy: row.uploadedBy,
    downloadUrl: attachmentDownloadUrl(row.taskId, row.id),
  };
}

/** One thread item as the API shows it. */
export function toActivityEntry(
  item: ActivityItem<CommentRow, AttachmentRow, StatusChangeRow>,
): ActivityEntry {
  switch (item.kind) {
    case 'comment':
      return {
        kind: 'comment',
        id: item.comment.id,
        content: item.comment.content,
        createdAt: item.comment.createdAt.toISOString(),
        author: item.comment.author,
        attachments: item.attachments.map(toAttachmentDto),
      };
    case 'attachment':
      return {
        kind: 'attachment',
        id: item.attachment.id,
        content: uploadedEntryContent(item.attachment.fileName),
        createdAt: item.attachment.uploadedAt.toISOString(),
        author: item.attachment.author,
        attachments: [toAttachmentDto(item.attachment)],
      };
    case 'status':
      return {
        kind: 'status',
        id: item.change.id,
        fromStatus: item.change.oldStatus as TaskStatus | null,
        toStatus: item.change.newStatus as TaskStatus,
        createdAt: item.change.createdAt.toISOString(),
        author: item.change.author,
      };
  }
}
