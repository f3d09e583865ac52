import { ApiError } from './api-client';

/**
 * Posts a multipart form through XMLHttpRequest, because fetch cannot report upload progress.
 * `onProgress` gets the bytes sent and the total; errors arrive as ApiError, like apiFetch's.
 */
export function uploadForm<T>(
  url: string,
  form: FormData,
  onProgress?: (loaded: number, total: number) => void,
) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
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
