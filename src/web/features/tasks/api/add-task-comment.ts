import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityEntry } from '@/shared/contracts/tasks';
import { api } from '@/web/lib/api-client';
import { uploadForm } from '@/web/lib/upload-form';
import { catchUpTaskActivity } from './get-task-activity';

type AddCommentInput = {
  taskId: string;
  content: string;
  files: File[];
  /** 0 to 100 while files upload. */
  onProgress?: (percent: number) => void;
};

/**
 * Text alone goes as JSON; with files it is multipart, with upload progress. Without text the server
 * stores SPEC's 'File attachment'.
 */
export function addTaskComment({ taskId, content, files, onProgress }: AddCommentInput) {
  const url = `/api/tasks/${encodeURIComponent(taskId)}/comments`;
  if (files.length === 0) return api.post<ActivityEntry>(url, { content });
  const form = new FormData();
  if (content) form.append('content', content);
  for (const file of files) form.append('file', file, file.name);
  return uploadForm<ActivityEntry>(url, form, (loaded, total) =>
    onProgress?.(Math.round((loaded / total) * 100)),
  );
}

export function useAddTaskComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTaskComment,
    // The thread asks for what came after its newest entry (this comment, and any that landed meanwhile).
    onSuccess: (_entry, { taskId }) => catchUpTaskActivity(queryClient, taskId),
  });
}
