import { Info, Paperclip, Send, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  isUpdateMediaFile,
  UPDATE_ATTACHMENTS_MAX,
  UPDATE_MESSAGE_MAX_LENGTH,
  updateMediaAccept,
  updateMessages,
} from '@/shared/domain/project-updates';
import { errorMessage } from '@/web/lib/api-client';
import { formatFileSize } from '@/web/lib/format';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { Progress } from '@/web/ui/progress';
import { Textarea } from '@/web/ui/textarea';
import { usePostUpdate } from './api/post-update';

/** How far each picked file has gone up, from the bytes sent so far (files go in the order picked). */
function perFileProgress(files: File[], loaded: number, total: number): number[] {
  // The body carries the message and multipart headers too: scale file sizes to the whole body.
  const fileBytes = files.reduce((sum, f) => sum + f.size, 0) || 1;
  const sent = (loaded / total) * fileBytes;
  let before = 0;
  return files.map((file) => {
    const done = Math.min(Math.max(sent - before, 0), file.size);
    before += file.size;
    return file.size === 0 ? 100 : Math.round((done / file.size) * 100);
  });
}

/**
 * SPEC §5 "Project update": a message (not blank once trimmed) and up to 5 images, videos or PDFs;
 * extra files are dropped, and the form says how many. Other types are refused with SPEC's alert.
 */
export function PostUpdateForm({ clientId }: { clientId: string }) {
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [dropped, setDropped] = useState(0);
  const [progress, setProgress] = useState<number[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const post = usePostUpdate(clientId);

  const pick = (picked: FileList | null) => {
    const chosen = Array.from(picked ?? []);
    if (chosen.some((file) => !isUpdateMediaFile(file))) toast.error(updateMessages.typeRefused);
    const media = chosen.filter(isUpdateMediaFile);
    const room = Math.max(0, UPDATE_ATTACHMENTS_MAX - files.length);
    setFiles([...files, ...media.slice(0, room)]);
    setDropped(Math.max(0, media.length - room));
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) {
      setError(updateMessages.messageRequired);
      return;
    }
    setError(null);
    const sent = files;
    setProgress(sent.map(() => 0));
    post.mutate(
      {
        message: text,
        files: sent,
        onProgress: (loaded, total) => setProgress(perFileProgress(sent, loaded, total)),
      },
      {
        onSuccess: () => {
          toast.success(updateMessages.posted);
          setMessage('');
          setFiles([]);
          setDropped(0);
        },
        onError: (failure) =>
          toast.error(updateMessages.postFailed(errorMessage(failure, 'Please try again.'))),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border bg-card p-5 shadow-xs">
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-medium text-slate-900">
          Post a project update
        </label>
        <Textarea
          id={`${id}-message`}
          rows={4}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            if (error) setError(null);
          }}
          readOnly={post.isPending}
          maxLength={UPDATE_MESSAGE_MAX_LENGTH}
          placeholder="What has the team done, and what comes next?"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1.5"
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      {files.length > 0 ? (
        <ul aria-label="Files to post" className="space-y-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="rounded-md border bg-white px-3 py-2 text-sm"
            >
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate text-slate-800">{file.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
                <button
                  type="button"
                  disabled={post.isPending}
                  onClick={() => {
                    setFiles((current) => current.filter((f) => f !== file));
                    setDropped(0);
                  }}
                  className="cursor-pointer rounded p-0.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
                  aria-label={`Remove ${file.name}`}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </div>
              {progress ? (
                <Progress value={progress[index] ?? 0} label={`Uploading ${file.name}`} className="mt-2" />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div role="status" className="empty:hidden">
        {dropped > 0 ? (
          <p className="flex items-start gap-1.5 text-xs text-amber-800">
            <Info className="mt-px size-3.5 shrink-0" aria-hidden />
            {updateMessages.filesDropped(dropped)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <input
          ref={fileInput}
          id={`${id}-files`}
          type="file"
          multiple
          accept={updateMediaAccept}
          className="sr-only"
          onChange={(event) => pick(event.target.files)}
          disabled={post.isPending || files.length >= UPDATE_ATTACHMENTS_MAX}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => fileInput.current?.click()}
          disabled={post.isPending || files.length >= UPDATE_ATTACHMENTS_MAX}
        >
          <Paperclip aria-hidden />
          Add files ({files.length}/{UPDATE_ATTACHMENTS_MAX})
        </Button>
        <Button type="submit" disabled={post.isPending}>
          <Send aria-hidden />
          {post.isPending ? 'Posting…' : 'Post Update'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Images, videos and PDFs, up to {UPDATE_ATTACHMENTS_MAX} files.
      </p>
    </form>
  );
}
