import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  CLIENT_FILE_MAX_BYTES,
  clientFileAccept,
  FILE_CATEGORIES,
  FILE_DESCRIPTION_MAX_LENGTH,
  fileCategoryLabels,
  fileMessages,
} from '@/shared/domain/client-files';
import { errorMessage } from '@/web/lib/api-client';
import { ClientPicker } from '@/web/lib/clients/client-picker';
import { cn } from '@/web/lib/cn';
import { formatFileSize } from '@/web/lib/format';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { NativeSelect } from '@/web/ui/native-select';
import { Progress } from '@/web/ui/progress';
import { Textarea } from '@/web/ui/textarea';
import { useUploadFile } from './api/upload-file';
import { formatStorageSize } from './file-row';
import {
  emptyUploadForm,
  type UploadFormOutput,
  type UploadFormValues,
  uploadFormSchema,
} from './upload-form-schema';

type UploadFileFormProps = {
  /** Prefix for the fields' ids, so two forms on one page never share one. */
  idPrefix: string;
  /** The client the file is for, when the page has already chosen one (the client's Files tab); without
   * it the form asks for one, searching the server's clients. */
  clientId?: string;
  /** Called after a successful upload, once the form has reset (the dialog closes). */
  onUploaded?: () => void;
  /** Tells the dialog an upload is under way, so it does not close mid-upload. */
  onPendingChange?: (pending: boolean) => void;
  /** Extra buttons beside Upload, e.g. the dialog's Cancel. */
  secondaryAction?: ReactNode;
};

const fileHint = `PDF, images, video, Word, Excel, PowerPoint, zip or rar, up to ${formatStorageSize(CLIENT_FILE_MAX_BYTES)}.`;

/**
 * SPEC §5 "Admin file upload": a client, a category, one file of an accepted type and an optional
 * description, sent with a progress bar. A failure keeps what was entered; a success clears it.
 */
export function UploadFileForm({
  idPrefix,
  clientId,
  onUploaded,
  onPendingChange,
  secondaryAction,
}: UploadFileFormProps) {
  const upload = useUploadFile();
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors },
  } = useForm<UploadFormValues, unknown, UploadFormOutput>({
    resolver: zodResolver(uploadFormSchema),
    defaultValues: emptyUploadForm(clientId),
  });
  const chosen = watch('file');
  const id = (field: string) => `${idPrefix}-${field}`;

  // Awaited rather than through mutate's callbacks: a dialog may close (and unmount this form) as soon
  // as the upload succeeds, and mutate's callbacks never run for an unmounted component.
  const submit = handleSubmit(async (values) => {
    setProgress(0);
    onPendingChange?.(true);
    try {
      await upload.mutateAsync({
        ...values,
        onProgress: (loaded, total) => setProgress(Math.round((loaded / total) * 100)),
      });
    } catch (error) {
      const message = errorMessage(error, '');
      toast.error(message ? fileMessages.uploadFailedWith(message) : fileMessages.uploadFailed);
      return;
    } finally {
      setProgress(null);
      onPendingChange?.(false);
    }
    toast.success(fileMessages.uploaded);
    reset(emptyUploadForm(clientId));
    if (fileInput.current) fileInput.current.value = '';
    onUploaded?.();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Upload a file">
      <fieldset disabled={upload.isPending} className="grid min-w-0 gap-4">
        {clientId ? null : (
          <Controller
            control={control}
            name="clientId"
            render={({ field }) => (
              <FormField id={id('client')} label="Client" error={errors.clientId?.message}>
                <ClientPicker
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </FormField>
            )}
          />
        )}
        <FormField id={id('category')} label="Category" error={errors.category?.message}>
          <NativeSelect {...register('category')}>
            <option value="">Select a category</option>
            {FILE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {fileCategoryLabels[category]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <FormField id={id('file')} label="File" hint={fileHint} error={errors.file?.message}>
              <input
                ref={(element) => {
                  field.ref(element);
                  fileInput.current = element;
                }}
                name={field.name}
                onBlur={field.onBlur}
                type="file"
                accept={clientFileAccept}
                // The browser's first check, as soon as a file is picked, not only on submit.
                onChange={(event) =>
                  setValue('file', event.target.files?.[0], { shouldValidate: true, shouldDirty: true })
                }
                className={cn(
                  'block w-full min-w-0 cursor-pointer rounded-lg border border-input bg-white text-sm text-slate-700 shadow-xs',
                  'file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-slate-50 file:px-3 file:py-2.5 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-100',
                  'focus-visible:border-ring aria-invalid:border-destructive',
                )}
              />
            </FormField>
          )}
        />
        {chosen && !errors.file ? (
          <p className="-mt-2 text-xs text-slate-600">
            Selected: <span className="font-medium break-all">{chosen.name}</span> (
            {formatFileSize(chosen.size)})
          </p>
        ) : null}
        <FormField
          id={id('description')}
          label="Description"
          mark="optional"
          error={errors.description?.message}
        >
          <Textarea
            rows={3}
            maxLength={FILE_DESCRIPTION_MAX_LENGTH}
            placeholder="What is in this file, and what should the client do with it?"
            {...register('description')}
          />
        </FormField>
      </fieldset>
      {progress !== null ? (
        <div className="mt-4 space-y-1.5">
          <div className="flex justify-between text-xs text-slate-600">
            <span role="status">Uploading {chosen?.name}…</span>
            {/* The bar carries the value for assistive technology; a live percentage would chatter. */}
            <span aria-hidden className="tabular-nums">
              {progress}%
            </span>
          </div>
          <Progress value={progress} label="Upload progress" />
        </div>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" disabled={upload.isPending}>
          <Upload aria-hidden />
          {upload.isPending ? 'Uploading…' : 'Upload File'}
        </Button>
      </div>
    </form>
  );
}
