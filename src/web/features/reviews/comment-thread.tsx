import { CircleCheck, CornerDownRight, History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { ReviewComment } from '@/shared/contracts/reviews';
import { reviewMessages } from '@/shared/domain/reviews';
import { errorMessage } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { formatDateTime } from '@/web/lib/format';
import { toast } from '@/web/lib/toast';
import { Avatar } from '@/web/ui/avatar';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { AnchorChip } from './anchor-chip';
import { useResolveReviewComment } from './api/resolve-review-comment';
import { CommentFiles } from './comment-files';
import { CommentForm } from './comment-form';
import { GuestBadge, shownName } from './guest-badge';
import type { ReviewThread } from './review-model';
import { reviewPageStrings as s } from './review-strings';

/** The DOM id of a thread, so a mark on the file can bring it into view. */
export const threadDomId = (commentId: string) => `review-thread-${commentId}`;

type CommentThreadProps = {
  reviewId: string;
  thread: ReviewThread;
  /** The mark's file's name, when its version holds several files. */
  fileName?: string;
  /** Staff resolve and reopen threads. */
  staff: boolean;
  active: boolean;
  canReply: boolean;
  /** Shows the thread's mark on the file (and marks the thread as the one picked). */
  onShow: () => void;
};

/** A thread: its first comment, where it points and its state, the replies, and what the viewer may do. */
export function CommentThread({
  reviewId,
  thread,
  fileName,
  staff,
  active,
  canReply,
  onShow,
}: CommentThreadProps) {
  const { root, replies, number, carried } = thread;
  const [replying, setReplying] = useState(false);
  const resolve = useResolveReviewComment(reviewId);
  const resolved = root.resolvedAt !== null;

  const toggleResolved = () =>
    resolve.mutate(
      { commentId: root.id, resolved: !resolved },
      {
        onSuccess: () => toast.success(resolved ? reviewMessages.reopened : reviewMessages.resolved),
        onError: (error) =>
          toast.error(s.resolveFailed, { description: errorMessage(error, 'Please try again.') }),
      },
    );

  return (
    <li
      id={threadDomId(root.id)}
      aria-current={active ? 'true' : undefined}
      className={cn(
        'scroll-mt-24 rounded-lg border p-3 transition-shadow',
        resolved ? 'bg-slate-50' : 'bg-white',
        active && 'border-amber-300 ring-2 ring-amber-300/70',
      )}
    >
      <CommentEntry comment={root} />
      {root.anchor || carried || resolved || root.addressedIn !== null ? (
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          {root.anchor ? (
            <AnchorChip
              anchor={root.anchor}
              number={number}
              fileName={fileName}
              fromVersion={carried ? root.versionNumber : undefined}
              onShow={onShow}
              active={active}
            />
          ) : null}
          {carried && !root.anchor ? (
            <Badge variant="outline">
              <History aria-hidden />
              {s.carriedFrom(root.versionNumber)}
            </Badge>
          ) : null}
          {root.addressedIn !== null ? (
            <Badge variant="brand">{s.addressedIn(root.addressedIn)}</Badge>
          ) : null}
          {resolved ? (
            <Badge variant="success" title={root.resolvedAt ? formatDateTime(root.resolvedAt) : undefined}>
              <CircleCheck aria-hidden />
              {root.resolvedBy ? s.resolvedBy(root.resolvedBy) : s.resolved}
            </Badge>
          ) : null}
        </div>
      ) : null}
      <p
        className={cn(
          'mt-2 text-sm whitespace-pre-line break-words [overflow-wrap:anywhere]',
          resolved ? 'text-slate-500' : 'text-slate-800',
        )}
      >
        {root.body}
      </p>
      <CommentFiles files={root.files} />
      {replies.length > 0 ? (
        <ul
          aria-label={s.replies(replies.length)}
          className="mt-3 space-y-3 border-l-2 border-slate-100 pl-3"
        >
          {replies.map((reply) => (
            <li key={reply.id}>
              <CommentEntry comment={reply} small />
              <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-700 [overflow-wrap:anywhere]">
                {reply.body}
              </p>
              <CommentFiles files={reply.files} />
            </li>
          ))}
        </ul>
      ) : null}
      {(canReply && !replying) || staff ? (
        <div className="mt-2 flex flex-wrap items-center gap-1">
          {canReply && !replying ? (
            <Button variant="ghost" size="sm" className="-ml-2" onClick={() => setReplying(true)}>
              <CornerDownRight aria-hidden />
              {s.reply}
            </Button>
          ) : null}
          {staff ? (
            <Button variant="ghost" size="sm" disabled={resolve.isPending} onClick={toggleResolved}>
              {resolved ? <RotateCcw aria-hidden /> : <CircleCheck aria-hidden />}
              {resolved ? s.reopen : s.resolve}
            </Button>
          ) : null}
        </div>
      ) : null}
      {canReply && replying ? (
        <div className="mt-2">
          <CommentForm
            reviewId={reviewId}
            parentId={root.id}
            autoFocus
            onPosted={() => setReplying(false)}
            onCancel={() => setReplying(false)}
          />
        </div>
      ) : null}
    </li>
  );
}

function CommentEntry({ comment, small }: { comment: ReviewComment; small?: boolean }) {
  return (
    <div className="flex items-center gap-2">
      <Avatar
        name={shownName(comment.author)}
        className={small ? 'size-6 [&_span]:text-[10px]' : 'size-7 [&_span]:text-xs'}
      />
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <span className="truncate text-sm font-semibold text-slate-900">{shownName(comment.author)}</span>
        {comment.author.guest ? (
          <GuestBadge />
        ) : (
          <Badge
            variant={comment.author.side === 'admin' ? 'brand' : 'neutral'}
            className="px-1.5 py-0 text-[11px]"
          >
            {s.side[comment.author.side]}
          </Badge>
        )}
        <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
          {formatDateTime(comment.createdAt)}
        </time>
      </div>
    </div>
  );
}
