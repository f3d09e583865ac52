import { zodResolver } from '@hookform/resolvers/zod';
import { Paperclip, Send, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ReviewAnchor, ReviewComment } from '@/shared/contracts/reviews';
import { REVIEW_COMMENT_MAX_LENGTH, reviewMessages } from '@/shared/domain/reviews';
import { acceptedFiles, pickedFileRefusal } from '@/shared/domain/upload-declaration';
import { reviewCommentUpload } from '@/shared/domain/uploads';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { Progress } from '@/web/ui/progress';
import { Textarea } from '@/web/ui/textarea';
import { AnchorChip } from './anchor-chip';
import { useAddReviewComment } from './api/add-review-comment';
import { useReviewEndpoints } from './api/review-endpoints';
import {
  type CommentFormOutput,
  type CommentFormValues,
  commentFormSchema,
  emptyCommentForm,
} from './comment-form-schema';
import { PickedFiles, pickedFileKey } from './picked-files';
import { reviewPageStrings as s } from './review-strings';

const commentFiles = reviewCommentUpload.files.file;

type CommentFormProps = {
  reviewId: string;
  /** A reply joins this thread; without it the comment starts a thread. */
  parentId?: string;
  /** A new thread's mark, placed on the file. */
  anchor?: ReviewAnchor | null;
  /** The mark's file's name, when the version holds several files. */
  anchorFileName?: string;
  onRemoveAnchor?: () => void;
  /** Shows the mark on the file. */
  onShowAnchor?: () => void;
  /** The hint under the box while no mark is placed. */
  hint?: string;
  onPosted?: (comment: ReviewComment) => void;
  onCancel?: () => void;
  /** The box takes the focus each time this changes (a mark was placed). */
  focusKey?: unknown;
  /** The box takes the focus when it appears (a reply opened). */
  autoFocus?: boolean;
};

/**
 * A comment's text and files (the task comment rules: either may be left out, not both), sent with its mark
 * (a new thread) or to its thread (a reply). Picked files are checked against the upload's declaration and
 * a refused one is named at once; the upload shows its progress. A failure keeps what was typed, picked and
 * marked; the server's field errors show under the box. A guest link's page sends text only.
 */
export function CommentForm({
  reviewId,
  parentId,
  anchor = null,
  anchorFileName,
  onRemoveAnchor,
  onShowAnchor,
  hint,
  onPosted,
  onCancel,
  focusKey,
  autoFocus = false,
}: CommentFormProps) {
  const id = useId();
  const addComment = useAddReviewComment(reviewId);
  const attaching = useReviewEndpoints().guestToken === null;
  const box = useRef<HTMLTextAreaElement | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = useForm<CommentFormValues, unknown, CommentFormOutput>({
    resolver: zodResolver(commentFormSchema),
    defaultValues: emptyCommentForm(),
    reValidateMode: 'onSubmit',
  });
  const field = register('body', { onChange: () => clearErrors('body') });
  const files = watch('files');

  const pick = (picked: Iterable<File>) => {
    const current = getValues('files');
    const refused: string[] = [];
    const accepted: File[] = [];
    for (const file of picked) {
      const why = pickedFileRefusal(commentFiles, file);
      if (why) refused.push(`${file.name}: ${why}`);
      else accepted.push(file);
    }
    // The same file picked twice would go twice: the first is kept.
    const seen = new Set(current.map(pickedFileKey));
    const fresh = accepted.filter((file) => !seen.has(pickedFileKey(file)));
    const room = Math.max(0, commentFiles.maxCount - current.length);
    if (fresh.length > room) refused.push(commentFiles.refusals.tooMany);
    setValue('files', [...current, ...fresh.slice(0, room)]);
    clearErrors(['body', 'files']);
    setRefusals(refused);
    // Cleared, so the same file can be picked again after it was removed.
    if (fileInput.current) fileInput.current.value = '';
  };

  const onDrop = (event: DragEvent) => {
    if (!attaching || event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    if (!addComment.isPending) pick(Array.from(event.dataTransfer.files));
  };

  // A reply's box takes the focus when it opens; a new thread's, each time a mark is placed after that.
  const lastFocusKey = useRef<unknown>(autoFocus ? Symbol('mount') : focusKey);
  useEffect(() => {
    if (focusKey === lastFocusKey.current) return;
    lastFocusKey.current = focusKey;
    box.current?.focus({ preventScroll: true });
  }, [focusKey]);

  const submit = handleSubmit(({ body, files: sent }) => {
    if (addComment.isPending) return;
    if (sent.length > 0) setProgress(0);
    addComment.mutate(
      {
        body,
        files: sent,
        onProgress: setProgress,
        ...(parentId ? { parentId } : anchor ? { anchor } : {}),
      },
      {
        onSuccess: (comment) => {
          reset(emptyCommentForm());
          setRefusals([]);
          onPosted?.(comment);
        },
        onError: (error) => {
          const bodyError = error instanceof ApiError ? error.fields?.body?.[0] : undefined;
          if (bodyError) setError('body', { message: bodyError });
          toast.error(reviewMessages.commentFailed, {
            description: errorMessage(error, 'Please try again.'),
          });
        },
        onSettled: () => setProgress(null),
      },
    );
  });

  const reply = parentId !== undefined;
  return (
    <form
      onSubmit={submit}
      onDragOver={(event) => {
        if (attaching && event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={onDrop}
      noValidate
      className="flex flex-col gap-2"
    >
      <FormField
        id={`${id}-body`}
        label={reply ? s.reply : s.addComment}
        error={errors.body?.message}
        className={reply ? '[&>label]:sr-only' : undefined}
      >
        <Textarea
          {...field}
          ref={(element) => {
            field.ref(element);
            box.current = element;
          }}
          rows={reply ? 2 : 3}
          readOnly={addComment.isPending}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          placeholder={reply ? s.replyPlaceholder : s.commentPlaceholder}
          className="resize-y"
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter sends, as in most comment boxes.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
          }}
        />
      </FormField>
      {reply ? null : anchor ? (
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span>{s.markedAt}:</span>
          <AnchorChip anchor={anchor} number={null} fileName={anchorFileName} onShow={onShowAnchor} active />
          <button
            type="button"
            onClick={onRemoveAnchor}
            className="inline-flex cursor-pointer items-center gap-1 rounded px-1 py-0.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X className="size-3.5" aria-hidden />
            {s.removeMark}
          </button>
        </div>
      ) : hint ? (
        <p className="text-xs text-muted-foreground">{hint}</p>
      ) : null}
      {attaching ? (
        <>
          <PickedFiles
            files={files}
            label={s.filesToSend}
            removeLabel={s.removeFile}
            disabled={addComment.isPending}
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
              <ul className="space-y-0.5 text-xs text-destructive">
                {refusals.map((refusal) => (
                  <li key={refusal} className="break-words [overflow-wrap:anywhere]">
                    {refusal}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {errors.files?.message ? <p className="text-xs text-destructive">{errors.files.message}</p> : null}
          {progress !== null ? <Progress value={progress} label={s.uploadProgress} /> : null}
        </>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {attaching ? (
          <>
            <input
              ref={fileInput}
              type="file"
              multiple
              accept={acceptedFiles(commentFiles)}
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => pick(Array.from(event.target.files ?? []))}
            />
            <Button
              variant="outline"
              size="sm"
              className="mr-auto"
              disabled={addComment.isPending || files.length >= commentFiles.maxCount}
              title={s.attachFilesHint(commentFiles.maxCount, commentFiles.maxBytes / 1024 / 1024)}
              aria-describedby={`${id}-files-hint`}
              onClick={() => fileInput.current?.click()}
            >
              <Paperclip aria-hidden />
              {s.attachFiles}
            </Button>
            <span id={`${id}-files-hint`} className="sr-only">
              {s.attachFilesHint(commentFiles.maxCount, commentFiles.maxBytes / 1024 / 1024)}
            </span>
          </>
        ) : null}
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={addComment.isPending}>
            {s.cancel}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={addComment.isPending}>
          <Send aria-hidden />
          {addComment.isPending ? s.posting : reply ? s.sendReply : s.post}
        </Button>
      </div>
    </form>
  );
}
