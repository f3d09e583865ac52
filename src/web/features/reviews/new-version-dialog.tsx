import { zodResolver } from '@hookform/resolvers/zod';
import { Send, Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Review } from '@/shared/contracts/reviews';
import { REVIEW_NOTE_MAX_LENGTH, reviewMessages } from '@/shared/domain/reviews';
import { acceptedFiles, pickedFileRefusal } from '@/shared/domain/upload-declaration';
import { reviewVersionUpload } from '@/shared/domain/uploads';
import { errorMessage } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/ui/dialog';
import { FormField } from '@/web/ui/form-field';
import { Progress } from '@/web/ui/progress';
import { Textarea } from '@/web/ui/textarea';
import { AnchorChip } from './anchor-chip';
import { useAddReviewVersion } from './api/add-review-version';
import {
  emptyNewVersionForm,
  type NewVersionFormOutput,
  type NewVersionFormValues,
  newVersionFormSchema,
} from './new-version-form-schema';
import { PickedFiles, pickedFileKey } from './picked-files';
import { latestVersionOf, openThreads } from './review-model';
import { reviewPageStrings as s } from './review-strings';

const versionFiles = reviewVersionUpload.files.file;

/**
 * Staff send the next version: its files (checked against the upload's limits as they are picked), a note
 * on what changed, and which open threads it addressed. A failure keeps everything picked and typed.
 */
export function NewVersionDialog({ review, onSent }: { review: Review; onSent: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useAddReviewVersion(review.id);
  const next = (latestVersionOf(review)?.number ?? 0) + 1;
  const threads = openThreads(review);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    watch,
    clearErrors,
    formState: { errors },
  } = useForm<NewVersionFormValues, unknown, NewVersionFormOutput>({
    resolver: zodResolver(newVersionFormSchema),
    defaultValues: emptyNewVersionForm(),
    reValidateMode: 'onSubmit',
  });
  const files = watch('files');
  const addressed = watch('addressed') ?? [];

  const openChange = (next: boolean) => {
    // An upload under way finishes before the dialog may close.
    if (!next && send.isPending) return;
    setOpen(next);
    if (!next) {
      reset(emptyNewVersionForm());
      setRefusals([]);
    }
  };

  const pick = (picked: Iterable<File>) => {
    const current = getValues('files');
    const refused: string[] = [];
    const accepted: File[] = [];
    for (const file of picked) {
      const why = pickedFileRefusal(versionFiles, file);
      if (why) refused.push(`${file.name}: ${why}`);
      else accepted.push(file);
    }
    const seen = new Set(current.map(pickedFileKey));
    const fresh = accepted.filter((file) => !seen.has(pickedFileKey(file)));
    const room = Math.max(0, versionFiles.maxCount - current.length);
    if (fresh.length > room) refused.push(versionFiles.refusals.tooMany);
    setValue('files', [...current, ...fresh.slice(0, room)]);
    clearErrors('files');
    setRefusals(refused);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!send.isPending) pick(Array.from(event.dataTransfer.files));
  };

  const toggle = (commentId: string, on: boolean) =>
    setValue('addressed', on ? [...addressed, commentId] : addressed.filter((one) => one !== commentId));

  const submit = handleSubmit(({ note, addressed: ids, files: sent }) => {
    if (send.isPending) return;
    setProgress(0);
    send.mutate(
      {
        note: note ?? '',
        addressed: ids,
        files: sent,
        onProgress: (loaded, total) => setProgress(Math.round((loaded / total) * 100)),
      },
      {
        onSuccess: (updated) => {
          toast.success(reviewMessages.versionSent(latestVersionOf(updated)?.number ?? next));
          setOpen(false);
          reset(emptyNewVersionForm());
          setRefusals([]);
          onSent();
        },
        onError: (error) =>
          toast.error(reviewMessages.versionFailed, {
            description: errorMessage(error, 'Please try again.'),
          }),
        onSettled: () => setProgress(null),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button>
          <Upload aria-hidden />
          {s.sendNewVersion}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{s.newVersionTitle(next)}</DialogTitle>
          <DialogDescription>{s.newVersionDescription}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <div className="grid gap-2">
            <p className="text-sm font-medium text-slate-800" id={`${id}-files-label`}>
              {s.newVersionFiles}
              <span className="text-destructive" aria-hidden>
                {' '}
                *
              </span>
            </p>
            <section
              aria-labelledby={`${id}-files-label`}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={cn(
                'flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-5 text-center',
                dragging ? 'border-primary bg-brand-50' : 'border-slate-300 bg-slate-50',
                errors.files && 'border-destructive',
              )}
            >
              <input
                ref={fileInput}
                type="file"
                multiple
                accept={acceptedFiles(versionFiles)}
                className="sr-only"
                tabIndex={-1}
                aria-hidden
                onChange={(event) => pick(Array.from(event.target.files ?? []))}
              />
              <Button
                variant="outline"
                size="sm"
                disabled={send.isPending || files.length >= versionFiles.maxCount}
                aria-describedby={`${id}-files-hint${errors.files ? ` ${id}-files-error` : ''}`}
                onClick={() => fileInput.current?.click()}
              >
                <Upload aria-hidden />
                {s.chooseFiles}
              </Button>
              <p className="text-xs text-muted-foreground">{s.dropFiles}</p>
              <p id={`${id}-files-hint`} className="text-xs text-muted-foreground">
                {s.newVersionFilesHint(versionFiles.maxCount, versionFiles.maxBytes / 1024 / 1024)}
              </p>
            </section>
            <PickedFiles
              files={files}
              label={s.newVersionFiles}
              removeLabel={s.removeFile}
              disabled={send.isPending}
              onRemove={(file) => {
                setValue(
                  'files',
                  getValues('files').filter((one) => one !== file),
                );
                setRefusals([]);
              }}
            />
            <div role="alert" className="empty:hidden">
              {refusals.length > 0 ? (
                <ul className="space-y-0.5 text-sm text-destructive">
                  {refusals.map((refusal) => (
                    <li key={refusal}>{refusal}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            {errors.files?.message ? (
              <p id={`${id}-files-error`} className="text-sm text-destructive">
                {errors.files.message}
              </p>
            ) : null}
          </div>
          <FormField
            id={`${id}-note`}
            label={s.versionNoteLabel}
            mark="optional"
            error={errors.note?.message}
          >
            <Textarea
              rows={3}
              maxLength={REVIEW_NOTE_MAX_LENGTH}
              readOnly={send.isPending}
              placeholder={s.versionNotePlaceholder}
              {...register('note')}
            />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="sr-only">{s.addressedLabel}</legend>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span aria-hidden className="text-sm font-medium text-slate-800">
                {s.addressedLabel}
              </span>
              {threads.length > 1 ? (
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto p-0 text-xs"
                  onClick={() =>
                    setValue(
                      'addressed',
                      addressed.length === threads.length ? [] : threads.map((thread) => thread.root.id),
                    )
                  }
                >
                  {addressed.length === threads.length ? s.selectNone : s.selectAll}
                </Button>
              ) : null}
            </div>
            <p className="text-xs text-muted-foreground">{s.addressedHint}</p>
            {threads.length === 0 ? (
              <p className="text-sm text-muted-foreground">{s.noOpenThreads}</p>
            ) : (
              <ul className="grid max-h-64 gap-1.5 overflow-y-auto rounded-lg border p-1.5">
                {threads.map((thread) => {
                  const checked = addressed.includes(thread.root.id);
                  return (
                    <li key={thread.root.id}>
                      <label
                        className={cn(
                          'flex cursor-pointer items-start gap-3 rounded-md px-2 py-2 hover:bg-slate-50',
                          checked && 'bg-brand-50 hover:bg-brand-50',
                        )}
                      >
                        <input
                          type="checkbox"
                          checked={checked}
                          disabled={send.isPending}
                          onChange={(event) => toggle(thread.root.id, event.target.checked)}
                          className="mt-0.5 size-4 shrink-0 accent-primary"
                        />
                        <span className="min-w-0 flex-1">
                          <span className="flex flex-wrap items-center gap-1.5">
                            {thread.root.anchor ? (
                              <AnchorChip
                                anchor={thread.root.anchor}
                                number={thread.number}
                                fromVersion={thread.root.versionNumber}
                              />
                            ) : (
                              <span className="text-xs font-medium text-slate-500">
                                {s.fromVersion(thread.root.versionNumber)} · {s.generalComment}
                              </span>
                            )}
                            <span className="text-xs text-muted-foreground">{thread.root.author.name}</span>
                          </span>
                          <span className="mt-0.5 line-clamp-2 block text-sm text-slate-800">
                            {thread.root.body}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
          {progress !== null ? <Progress value={progress} label={s.uploadProgress} /> : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => openChange(false)} disabled={send.isPending}>
              {s.cancel}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              <Send aria-hidden />
              {send.isPending ? s.sending : s.send(next)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
