import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityEntry } from '@/shared/contracts/tasks';
import { ApiError, api } from '@/web/lib/api-client';
import { taskActivityQueryKey } from './get-task-activity';

type AddCommentInput = {
  taskId: string;
  content: string;
  files: File[];
  /** 0 to 100 while files upload. */
  onProgress?: (percent: number) => void;
};

/**
 * Text alone goes as JSON; with files it is multipart through XMLHttpRequest, because fetch cannot
 * report upload progress. Without text the server stores SPEC's 'File attachment'.
 */
export function addTaskComment({ taskId, content, files, onProgress }: AddCommentInput) {
  const url = `/api/tasks/${encodeURIComponent(taskId)}/comments`;
  if (files.length === 0) return api.post<ActivityEntry>(url, { content });
  const form = new FormData();
  if (content) form.append('content', content);
  for (const file of files) form.append('file', file, file.name);
  return upload<ActivityEntry>(url, form, onProgress);
}

function upload<T>(url: string, form: FormData, onProgress?: (percent: number) => void) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve(xhr.response as T);
      const error = (xhr.response as { error?: { message?: string; code?: string } } | null)?.error;
      reject(new ApiError(xhr.status, error?.message, error?.code));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.send(form);
  });
}

export function useAddTaskComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTaskComment,
    onSuccess: (_entry, { taskId }) =>
      queryClient.invalidateQueries({ queryKey: taskActivityQueryKey(taskId) }),
  });
}
