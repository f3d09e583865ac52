import { zodResolver } from '@hookform/resolvers/zod';
import { Info, Plus, Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ReviewCandidates } from '@/shared/contracts/reviews';
import {
  REVIEW_BRIEF_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  reviewMessages,
  reviewRuleLabels,
  reviewRules,
} from '@/shared/domain/reviews';
import { acceptedFiles, pickedFileRefusal } from '@/shared/domain/upload-declaration';
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
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { ListState } from '@/web/ui/list-state';
import { Progress } from '@/web/ui/progress';
import { Skeleton } from '@/web/ui/skeleton';
import { Textarea } from '@/web/ui/textarea';
import { useCreateReview } from './api/create-review';
import { useReviewCandidates } from './api/review-candidates';
import {
  type CreateReviewFormOutput,
  type CreateReviewFormValues,
  createReviewFormSchema,
  emptyCreateReviewForm,
  reviewUploadFiles,
} from './create-review-form-schema';
import { PickedFiles, pickedFileKey } from './picked-files';
import { createReviewStrings as strings } from './review-strings';

/**
 * A client's Reviews tab: staff put a first version in front of the client's people. A title, an optional
 * brief and due date, the outcome rule, at least one of the client's people as reviewers and 1 to 10
 * images, PDFs or videos, dropped or picked. Sent with a progress bar; the dialog stays open until it
 * lands, then the new review opens. A failure keeps everything entered and picked.
 */
export function CreateReviewDialog({ clientId }: { clientId: string }) {
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  /** What the last pick left out, and why. */
  const [notice, setNotice] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateReview();
  const candidates = useReviewCandidates(clientId, open);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<CreateReviewFormValues, unknown, CreateReviewFormOutput>({
    resolver: zodResolver(createReviewFormSchema),
    defaultValues: emptyCreateReviewForm(),
  });
  const files = watch('files');
  const pending = create.isPending;

  const openChange = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    if (!next) {
      reset(emptyCreateReviewForm());
      setNotice([]);
    }
  };

  /** Adds what was picked or dropped: each file checked against the route's declaration, up to 10. */
  const add = (picked: FileList | null) => {
    const current = getValues('files');
    const known = new Set(current.map(pickedFileKey));
    const left: string[] = [];
    const accepted: File[] = [];
    for (const file of Array.from(picked ?? [])) {
      if (known.has(pickedFileKey(file))) continue;
      const refusal = pickedFileRefusal(reviewUploadFiles, file);
      if (refusal) left.push(`${file.name}: ${refusal}`);
      else accepted.push(file);
      known.add(pickedFileKey(file));
    }
    const room = Math.max(0, reviewUploadFiles.maxCount - current.length);
    if (accepted.length > room) left.push(strings.filesDropped(accepted.length - room));
    setValue('files', [...current, ...accepted.slice(0, room)], { shouldValidate: isSubmitted });
    setNotice(left);
    if (fileInput.current) fileInput.current.value = '';
  };

  const remove = (file: File) => {
    setValue(
      'files',
      getValues('files').filter((one) => one !== file),
      { shouldValidate: isSubmitted },
    );
    setNotice([]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!pending) add(event.dataTransfer.files);
  };

  // Awaited rather than through mutate's callbacks, so the dialog closes and the review opens only once
  // the upload has landed.
  const submit = handleSubmit(async ({ files: sent, ...fields }) => {
    setProgress(0);
    try {
      const review = await create.mutateAsync({
        clientId,
        ...fields,
        files: sent,
        onProgress: (loaded, total) => setProgress(Math.round((loaded / total) * 100)),
      });
      toast.success(reviewMessages.created);
      setOpen(false);
      reset(emptyCreateReviewForm());
      setNotice([]);
      void navigate(`/admin/reviews/${review.id}`);
    } catch (error) {
      const explained = errorMessage(error, '');
      toast.error(reviewMessages.createFailed, explained ? { description: explained } : undefined);
    } finally {
      setProgress(null);
    }
  });

  const full = files.length >= reviewUploadFiles.maxCount;
  const filesError = errors.files?.message ?? errors.files?.root?.message;

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          {strings.newReview}
        </Button>
      </DialogTrigger>
      <DialogContent className="grid-cols-[minmax(0,1fr)] sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{strings.newReview}</DialogTitle>
          <DialogDescription>{strings.dialogDescription}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label={strings.newReview}>
          <fieldset disabled={pending} className="grid min-w-0 gap-4">
            <FormField id={`${id}-title`} label={strings.title} mark="required" error={errors.title?.message}>
              <Input
                maxLength={REVIEW_TITLE_MAX_LENGTH}
                placeholder={strings.titlePlaceholder}
                autoComplete="off"
                {...register('title')}
              />
            </FormField>
            <FormField id={`${id}-brief`} label={strings.brief} mark="optional" error={errors.brief?.message}>
              <Textarea
                rows={3}
                maxLength={REVIEW_BRIEF_MAX_LENGTH}
                placeholder={strings.briefPlaceholder}
                {...register('brief')}
              />
            </FormField>
            <FormField
              id={`${id}-due`}
              label={strings.dueDate}
              mark="optional"
              error={errors.dueDate?.message}
              className="sm:max-w-56"
            >
              <Input type="date" {...register('dueDate')} />
            </FormField>

            <fieldset className="grid min-w-0 gap-2">
              <legend className="mb-2 text-sm font-medium leading-none text-slate-800">{strings.rule}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {reviewRules.map((rule) => (
                  <label
                    key={rule}
                    className="flex cursor-pointer items-center gap-2.5 rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-800 transition-colors hover:bg-slate-50 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50/60"
                  >
                    <input
                      type="radio"
                      value={rule}
                      className="size-4 shrink-0 accent-primary"
                      {...register('rule')}
                    />
                    {reviewRuleLabels[rule]}
                  </label>
                ))}
              </div>
            </fieldset>

            <Controller
              control={control}
              name="reviewerIds"
              render={({ field }) => (
                <fieldset
                  className="grid min-w-0 gap-2"
                  aria-describedby={[
                    `${id}-reviewers-hint`,
                    errors.reviewerIds ? `${id}-reviewers-error` : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                >
                  <legend className="mb-2 text-sm font-medium leading-none text-slate-800">
                    {strings.reviewers}
                    <span className="text-destructive" aria-hidden>
                      {' '}
                      *
                    </span>
                  </legend>
                  <p id={`${id}-reviewers-hint`} className="-mt-1 text-xs text-muted-foreground">
                    {strings.reviewersHint}
                  </p>
                  <ListState
                    query={candidates}
                    isEmpty={candidates.data?.people.length === 0}
                    noun={strings.candidatesNoun}
                    look="line"
                    placeholder={
                      <div className="grid gap-2">
                        <Skeleton className="h-12" />
                        <Skeleton className="h-12" />
                      </div>
                    }
                    whenEmpty={{ title: strings.noCandidates }}
                  >
                    <ReviewerChoices
                      idPrefix={`${id}-reviewer`}
                      people={candidates.data?.people ?? []}
                      chosen={field.value}
                      onChange={field.onChange}
                      invalid={Boolean(errors.reviewerIds)}
                    />
                  </ListState>
                  {errors.reviewerIds ? (
                    <p id={`${id}-reviewers-error`} className="text-sm text-destructive">
                      {errors.reviewerIds.message ?? errors.reviewerIds.root?.message}
                    </p>
                  ) : null}
                </fieldset>
              )}
            />

            <div className="grid min-w-0 gap-2">
              <Label htmlFor={`${id}-files`}>
                {strings.files}
                <span className="text-destructive" aria-hidden>
                  {' '}
                  *
                </span>
              </Label>
              {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer's extra; the input inside is the control */}
              <div
                onDragEnter={(event) => {
                  event.preventDefault();
                  if (!pending && !full) setDragging(true);
                }}
                onDragOver={(event) => event.preventDefault()}
                onDragLeave={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
                }}
                onDrop={onDrop}
                className={cn(
                  'flex flex-col items-center gap-1.5 rounded-lg border border-dashed border-slate-300 bg-slate-50/60 px-4 py-5 text-center transition-colors',
                  'has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring/30',
                  dragging && 'border-brand-400 bg-brand-50',
                  filesError && 'border-destructive',
                  full && 'opacity-60',
                )}
              >
                <Upload className="size-5 text-slate-500" aria-hidden />
                <p className="text-sm text-slate-700">
                  {strings.dropHere}{' '}
                  <label
                    htmlFor={`${id}-files`}
                    className={cn(
                      'font-medium text-primary underline-offset-4',
                      full || pending ? 'cursor-not-allowed' : 'cursor-pointer hover:underline',
                    )}
                  >
                    {strings.choose}
                  </label>
                </p>
                <p id={`${id}-files-hint`} className="text-xs text-muted-foreground">
                  {strings.filesHint}
                </p>
                <input
                  ref={fileInput}
                  id={`${id}-files`}
                  type="file"
                  multiple
                  accept={acceptedFiles(reviewUploadFiles)}
                  className="sr-only"
                  disabled={pending || full}
                  aria-invalid={filesError ? true : undefined}
                  aria-describedby={[`${id}-files-hint`, filesError ? `${id}-files-error` : '']
                    .filter(Boolean)
                    .join(' ')}
                  onChange={(event) => add(event.target.files)}
                />
              </div>
              <PickedFiles
                files={files}
                label={strings.filesChosen(files.length)}
                removeLabel={strings.remove}
                onRemove={remove}
              />
              <div role="status" className="empty:hidden">
                {notice.length > 0 ? (
                  <ul className="grid gap-1 text-xs text-amber-800">
                    {notice.map((line) => (
                      <li key={line} className="flex items-start gap-1.5 [overflow-wrap:anywhere]">
                        <Info className="mt-px size-3.5 shrink-0" aria-hidden />
                        {line}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              {filesError ? (
                <p id={`${id}-files-error`} className="text-sm text-destructive">
                  {filesError}
                </p>
              ) : null}
            </div>
          </fieldset>

          {progress !== null ? (
            <div className="mt-4 space-y-1.5">
              <div className="flex justify-between text-xs text-slate-600">
                <span role="status">{strings.uploading}</span>
                <span aria-hidden className="tabular-nums">
                  {progress}%
                </span>
              </div>
              <Progress value={progress} label={strings.uploadProgress} />
            </div>
          ) : null}

          <DialogFooter className="mt-6">
            <Button variant="outline" onClick={() => openChange(false)} disabled={pending}>
              {strings.cancel}
            </Button>
            <Button type="submit" disabled={pending || candidates.data?.people.length === 0}>
              {pending ? strings.creating : strings.create}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type ReviewerChoicesProps = {
  idPrefix: string;
  people: ReviewCandidates['people'];
  chosen: string[];
  onChange: (ids: string[]) => void;
  invalid: boolean;
};

/** The client's people as checkboxes, each row the whole label; the value is the ticked ids in list order. */
function ReviewerChoices({ idPrefix, people, chosen, onChange, invalid }: ReviewerChoicesProps) {
  const ticked = new Set(chosen);
  const toggle = (personId: string, on: boolean) =>
    onChange(people.map((person) => person.id).filter((one) => (one === personId ? on : ticked.has(one))));
  return (
    <ul
      className={cn(
        'max-h-[min(16rem,40dvh)] divide-y overflow-y-auto rounded-lg border bg-white',
        invalid && 'border-destructive',
      )}
    >
      {people.map((person) => {
        const inputId = `${idPrefix}-${person.id}`;
        return (
          <li key={person.id}>
            <label
              htmlFor={inputId}
              className="flex cursor-pointer items-center gap-3 px-3 py-2.5 transition-colors hover:bg-slate-50 has-[:checked]:bg-brand-50/60"
            >
              <input
                id={inputId}
                type="checkbox"
                className="size-4 shrink-0 accent-primary"
                checked={ticked.has(person.id)}
                onChange={(event) => toggle(person.id, event.target.checked)}
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">{person.name}</span>
                <span className="block truncate text-xs text-muted-foreground" title={person.email}>
                  {person.email}
                </span>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
