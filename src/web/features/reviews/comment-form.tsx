import { zodResolver } from '@hookform/resolvers/zod';
import { Send, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { ReviewAnchor, ReviewComment } from '@/shared/contracts/reviews';
import { REVIEW_COMMENT_MAX_LENGTH, reviewMessages } from '@/shared/domain/reviews';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { Textarea } from '@/web/ui/textarea';
import { AnchorChip } from './anchor-chip';
import { useAddReviewComment } from './api/add-review-comment';
import {
  type CommentFormOutput,
  type CommentFormValues,
  commentFormSchema,
  emptyCommentForm,
} from './comment-form-schema';
import { reviewPageStrings as s } from './review-page-strings';

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
 * A comment's text, sent with its mark (a new thread) or to its thread (a reply). A failure keeps what was
 * typed and the mark; the server's field errors show under the box.
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
  const box = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<CommentFormValues, unknown, CommentFormOutput>({
    resolver: zodResolver(commentFormSchema),
    defaultValues: emptyCommentForm(),
    reValidateMode: 'onSubmit',
  });
  const field = register('body', { onChange: () => clearErrors('body') });

  // A reply's box takes the focus when it opens; a new thread's, each time a mark is placed after that.
  const lastFocusKey = useRef<unknown>(autoFocus ? Symbol('mount') : focusKey);
  useEffect(() => {
    if (focusKey === lastFocusKey.current) return;
    lastFocusKey.current = focusKey;
    box.current?.focus({ preventScroll: true });
  }, [focusKey]);

  const submit = handleSubmit(({ body }) => {
    if (addComment.isPending) return;
    addComment.mutate(
      { body, ...(parentId ? { parentId } : anchor ? { anchor } : {}) },
      {
        onSuccess: (comment) => {
          reset(emptyCommentForm());
          onPosted?.(comment);
        },
        onError: (error) => {
          const bodyError = error instanceof ApiError ? error.fields?.body?.[0] : undefined;
          if (bodyError) setError('body', { message: bodyError });
          toast.error(reviewMessages.commentFailed, {
            description: errorMessage(error, 'Please try again.'),
          });
        },
      },
    );
  });

  const reply = parentId !== undefined;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
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
      <div className="flex items-center justify-end gap-2">
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
