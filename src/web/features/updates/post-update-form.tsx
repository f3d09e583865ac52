import { zodResolver } from '@hookform/resolvers/zod';
import { Info, Paperclip, Send, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { UPDATE_MESSAGE_MAX_LENGTH, updateMessages } from '@/shared/domain/project-updates';
import { acceptedFiles, pickedFileRefusal } from '@/shared/domain/upload-declaration';
import { projectUpdateUpload } from '@/shared/domain/uploads';
import { errorMessage } from '@/web/lib/api-client';
import { formatFileSize } from '@/web/lib/format';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { Progress } from '@/web/ui/progress';
import { Textarea } from '@/web/ui/textarea';
import { usePostUpdate } from './api/post-update';
import {
  emptyPostUpdateForm,
  type PostUpdateFormOutput,
  type PostUpdateFormValues,
  postUpdateFormSchema,
} from './post-update-form-schema';

const updateFiles = projectUpdateUpload.files.file;

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
 * A failure keeps the message and the files; a success clears them.
 */
export function PostUpdateForm({ clientId }: { clientId: string }) {
  const [dropped, setDropped] = useState(0);
  const [progress, setProgress] = useState<number[] | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const post = usePostUpdate(clientId);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<PostUpdateFormValues, unknown, PostUpdateFormOutput>({
    resolver: zodResolver(postUpdateFormSchema),
    defaultValues: emptyPostUpdateForm(),
    // The message's error shows until the next keystroke, whatever it types, and focus stays put.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const files = watch('files');

  const pick = (picked: FileList | null) => {
    const chosen = Array.from(picked ?? []);
    const refusals = chosen.map((file) => pickedFileRefusal(updateFiles, file));
    const refusal = refusals.find((reason) => reason !== undefined);
    if (refusal) toast.error(refusal);
    const media = chosen.filter((_, i) => refusals[i] === undefined);
    const room = Math.max(0, updateFiles.maxCount - files.length);
    setValue('files', [...files, ...media.slice(0, room)]);
    setDropped(Math.max(0, media.length - room));
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = handleSubmit(({ message, files: sent }) => {
    setProgress(sent.map(() => 0));
    post.mutate(
      {
        message,
        files: sent,
        onProgress: (loaded, total) => setProgress(perFileProgress(sent, loaded, total)),
      },
      {
        onSuccess: () => {
          toast.success(updateMessages.posted);
          reset(emptyPostUpdateForm());
          setDropped(0);
        },
        onError: (failure) =>
          toast.error(updateMessages.postFailed(errorMessage(failure, 'Please try again.'))),
        onSettled: () => setProgress(null),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border bg-card p-5 shadow-xs">
      <FormField id={`${id}-message`} label="Post a project update" error={errors.message?.message}>
        <Textarea
          rows={4}
          readOnly={post.isPending}
          maxLength={UPDATE_MESSAGE_MAX_LENGTH}
          placeholder="What has the team done, and what comes next?"
          {...register('message', { onChange: () => clearErrors('message') })}
        />
      </FormField>
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
                    setValue(
                      'files',
                      getValues('files').filter((f) => f !== file),
                    );
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
          accept={acceptedFiles(updateFiles)}
          className="sr-only"
          onChange={(event) => pick(event.target.files)}
          disabled={post.isPending || files.length >= updateFiles.maxCount}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => fileInput.current?.click()}
          disabled={post.isPending || files.length >= updateFiles.maxCount}
        >
          <Paperclip aria-hidden />
          Add files ({files.length}/{updateFiles.maxCount})
        </Button>
        <Button type="submit" disabled={post.isPending}>
          <Send aria-hidden />
          {post.isPending ? 'Posting…' : 'Post Update'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Images, videos and PDFs, up to {updateFiles.maxCount} files of {updateFiles.maxBytes / 1024 / 1024} MB
        each.
      </p>
    </form>
  );
}
