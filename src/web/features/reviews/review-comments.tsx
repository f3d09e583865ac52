import { MessageSquare } from 'lucide-react';
import type { ReviewVersion } from '@/shared/contracts/reviews';
import { Card } from '@/web/ui/card';
import { SegmentedControl } from '@/web/ui/segmented-control';
import { CommentThread } from './comment-thread';
import { findFileIn, type ReviewThread } from './review-model';
import { reviewPageStrings as s } from './review-strings';

export type CommentFilter = 'open' | 'all';

type ReviewCommentsProps = {
  reviewId: string;
  versions: readonly ReviewVersion[];
  /** Every thread shown with the version, before the filter. */
  threads: readonly ReviewThread[];
  filter: CommentFilter;
  onFilter: (filter: CommentFilter) => void;
  staff: boolean;
  activeId: string | null;
  canReply: boolean;
  onShow: (thread: ReviewThread) => void;
};

const isOpen = (thread: ReviewThread) => thread.root.resolvedAt === null;

/**
 * The version's threads, oldest first, and on the latest version the threads still open from earlier ones;
 * all of them or only the open ones.
 */
export function ReviewComments({
  reviewId,
  versions,
  threads,
  filter,
  onFilter,
  staff,
  activeId,
  canReply,
  onShow,
}: ReviewCommentsProps) {
  const shown = filter === 'open' ? threads.filter(isOpen) : threads;
  const own = shown.filter((thread) => !thread.carried);
  const carried = shown.filter((thread) => thread.carried);
  const openCount = threads.filter(isOpen).length;

  const fileNameOf = (thread: ReviewThread) => {
    const anchor = thread.root.anchor;
    if (!anchor) return undefined;
    const found = findFileIn(versions, anchor.fileId);
    return found && found.version.files.length > 1 ? found.file.fileName : undefined;
  };

  const list = (items: readonly ReviewThread[], label: string) => (
    <ul aria-label={label} className="space-y-3">
      {items.map((thread) => (
        <CommentThread
          key={thread.root.id}
          reviewId={reviewId}
          thread={thread}
          fileName={fileNameOf(thread)}
          staff={staff}
          active={thread.root.id === activeId}
          canReply={canReply}
          onShow={() => onShow(thread)}
        />
      ))}
    </ul>
  );

  return (
    <Card className="p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <MessageSquare className="size-4 text-slate-500" aria-hidden />
          {s.comments}
        </h2>
        {threads.length > 0 ? (
          <SegmentedControl
            label={s.filterLabel}
            className="h-9 [&_button]:h-7 [&_button]:px-2.5 [&_button]:text-xs"
            value={filter}
            onChange={onFilter}
            options={[
              { value: 'all', label: s.filterAll(threads.length) },
              { value: 'open', label: s.filterOpen(openCount) },
            ]}
          />
        ) : null}
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">
          {threads.length === 0 ? s.noComments : s.noOpenComments}
        </p>
      ) : (
        <div className="space-y-5">
          {own.length > 0 ? list(own, s.comments) : null}
          {carried.length > 0 ? (
            <section>
              <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {s.carriedOver}
              </h3>
              {list(carried, s.carriedOver)}
            </section>
          ) : null}
        </div>
      )}
    </Card>
  );
}
