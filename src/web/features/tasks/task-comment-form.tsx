import { zodResolver } from '@hookform/resolvers/zod';
import { Info, Paperclip, Send, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { COMMENT_MAX_LENGTH } from '@/shared/contracts/tasks';
import { taskMessages } from '@/shared/domain/task-messages';
import { acceptedFiles, pickedFileRefusal } from '@/shared/domain/upload-declaration';
import { taskCommentUpload } from '@/shared/domain/uploads';
import { errorMessage } from '@/web/lib/api-client';
import { formatFileSize } from '@/web/lib/format';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { Progress } from '@/web/ui/progress';
import { Textarea } from '@/web/ui/textarea';
import { useAddTaskComment } from './api/add-task-comment';
import {
  emptyTaskCommentForm,
  type TaskCommentFormOutput,
  type TaskCommentFormValues,
  taskCommentFormSchema,
} from './task-comment-form-schema';

const commentFiles = taskCommentUpload.files.file;

/**
 * SPEC §5: text, files or both; files of other types or over 50 MB are silently dropped. Files past the
 * 10 one comment may carry are left out too, but with a note, since nothing in SPEC says to hide that.
 */
export function TaskCommentForm({ taskId }: { taskId: string }) {
  const [leftOut, setLeftOut] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textareaId = useId();
  const addComment = useAddTaskComment();
  const { register, handleSubmit, setValue, getValues, watch } = useForm<
    TaskCommentFormValues,
    unknown,
    TaskCommentFormOutput
  >({ resolver: zodResolver(taskCommentFormSchema), defaultValues: emptyTaskCommentForm() });
  const files = watch('files');
  const canSend = (watch('content').trim().length > 0 || files.length > 0) && !addComment.isPending;

  const pickFiles = (picked: FileList | null) => {
    const accepted = Array.from(picked ?? []).filter((file) => !pickedFileRefusal(commentFiles, file));
    // Picking the same file twice would upload it twice: keep the first.
    const seen = new Set(files.map(fileKey));
    const fresh = accepted.filter((file) => !seen.has(fileKey(file)));
    const room = Math.max(0, commentFiles.maxCount - files.length);
    setValue('files', [...files, ...fresh.slice(0, room)]);
    setLeftOut(Math.max(0, fresh.length - room));
    // Clearing the input lets the same file be picked again after it was removed.
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = handleSubmit(({ content, files: sent }) => {
    if (addComment.isPending) return;
    if (sent.length > 0) setProgress(0);
    addComment.mutate(
      { taskId, content, files: sent, onProgress: setProgress },
      {
        // The text is read-only while it is sent; files picked in the meantime belong to the next comment.
        onSuccess: () => {
          setValue('content', '');
          setValue(
            'files',
            getValues('files').filter((file) => !sent.includes(file)),
          );
        },
        onError: (error) => toast.error(taskMessages.commentFailed(errorMessage(error, 'Please try again.'))),
        onSettled: () => setProgress(null),
      },
    );
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={textareaId} className="sr-only">
        Add a comment
      </label>
      <Textarea
        id={textareaId}
        readOnly={addComment.isPending}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder="Add a comment…"
        className="resize-y"
        {...register('content')}
      />
      {files.length > 0 ? (
        <ul aria-label="Files to send" className="flex flex-wrap gap-2">
          {files.map((file) => (
            <li
              key={fileKey(file)}
              className="flex max-w-full items-center gap-1.5 rounded-md border bg-white py-1 pr-1 pl-2 text-xs text-slate-700"
            >
              <span className="truncate">{file.name}</span>
              <span className="shrink-0 text-muted-foreground">{formatFileSize(file.size)}</span>
              <button
                type="button"
                disabled={addComment.isPending}
                onClick={() => {
                  setValue(
                    'files',
                    getValues('files').filter((f) => f !== file),
                  );
                  setLeftOut(0);
                }}
                className="cursor-pointer rounded p-0.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                aria-label={`Remove ${file.name}`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Always rendered, so screen readers announce the note when it appears. */}
      <div role="status" className="empty:hidden">
        {leftOut > 0 ? (
          <p className="flex items-start gap-1.5 text-xs text-amber-800">
            <Info className="mt-px size-3.5 shrink-0" aria-hidden />
            {taskMessages.filesLeftOut(leftOut)}
          </p>
        ) : null}
      </div>
      {progress !== null ? <Progress value={progress} label="Upload progress" /> : null}
      <div className="flex items-center justify-between gap-2">
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={acceptedFiles(commentFiles)}
          className="sr-only"
          aria-label="Choose files to attach"
          tabIndex={-1}
          onChange={(event) => pickFiles(event.target.files)}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={addComment.isPending}
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip aria-hidden />
          Attach files
        </Button>
        <Button type="submit" size="sm" disabled={!canSend}>
          <Send aria-hidden />
          {addComment.isPending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}

function fileKey(file: File) {
  return `${file.name}:${file.size}:${file.lastModified}`;
}
