import { FileQuestion, History, TriangleAlert } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { Review, ReviewAnchor, ReviewComment } from '@/shared/contracts/reviews';
import { reviewMessages } from '@/shared/domain/reviews';
import { ApiError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { EmptyState } from '@/web/ui/empty-state';
import { Skeleton } from '@/web/ui/skeleton';
import { DRAFT_MARK } from './anchor-layer';
import { useReview } from './api/get-review';
import { CommentForm } from './comment-form';
import { threadDomId } from './comment-thread';
import { CompareView } from './compare-view';
import { DecisionPanel } from './decision-panel';
import { NudgeReviewersButton } from './nudge-reviewers-button';
import { type CommentFilter, ReviewComments } from './review-comments';
import { ReviewControls } from './review-controls';
import { ReviewGuestsCard } from './review-guests-card';
import { BackLink, ReviewHeader } from './review-header';
import { commentingOf, findFileIn, type ReviewThread, threadsFor } from './review-model';
import type { ReviewSide } from './review-side';
import { reviewPageStrings as s } from './review-strings';
import { ActiveThreadPreview, ReviewViewer } from './review-viewer';
import { useCoarsePointer } from './use-coarse-pointer';
import { usePageEscape } from './use-page-escape';
import { useReviewLocation } from './use-review-location';
import type { ViewerFocus } from './viewer-types';

/** The dashboards' sides; the guest's page shows ReviewView itself (guest-review-page.tsx). */
type Side = Exclude<ReviewSide, 'guest'>;

/**
 * One review's page, for both sides (/dashboard/approvals/:reviewId and /admin/reviews/:reviewId): the
 * version's files with the comments marked on them, the threads, and the decisions (a reviewer's own on the
 * client side; sending a new version and nudging the reviewers on the staff's). `?version=N` shows an
 * earlier version, read-only; `?compare=N` the latest beside version N. The record of the decisions opens
 * over the page, to print. Live: a comment, decision or version from the other side comes in through the
 * 'reviews' topic.
 */
export function ReviewPage({ side }: { side: Side }) {
  const { reviewId = '' } = useParams();
  const review = useReview(reviewId);
  useDocumentTitle(
    review.data?.title ?? (side === 'client' ? reviewMessages.approvals : reviewMessages.reviews),
  );

  if (review.isPending) return <ReviewPageSkeleton side={side} />;
  if (!review.data) {
    const notFound = review.error instanceof ApiError && review.error.status === 404;
    return (
      <>
        <BackLink side={side} />
        <EmptyState
          icon={notFound ? FileQuestion : TriangleAlert}
          title={notFound ? reviewMessages.notFound : s.loadFailed}
          description={notFound ? s.notFoundHint : s.loadFailedHint}
          action={
            notFound ? undefined : (
              <Button variant="outline" onClick={() => void review.refetch()}>
                Try again
              </Button>
            )
          }
        />
      </>
    );
  }
  return <ReviewView key={reviewId} review={review.data} side={side} />;
}

const smooth = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * The review itself, once loaded: also the guest's page, inside its own frame and with the guest link's
 * endpoints (api/review-endpoints.ts), without the staff's controls or any way into a dashboard.
 */
export function ReviewView({ review, side }: { review: Review; side: ReviewSide }) {
  const { latest, version, earlier, setVersion, setCompared } = useReviewLocation(review);
  const mobile = useIsMobile();
  const touch = useCoarsePointer();
  const root = useRef<HTMLDivElement>(null);

  const [fileId, setFileId] = useState<string | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [draft, setDraft] = useState<ReviewAnchor | null>(null);
  const [formFocus, setFormFocus] = useState(0);
  const [focus, setFocus] = useState<ViewerFocus | null>(null);
  const [filter, setFilter] = useState<CommentFilter>('all');
  const [boxMode, setBoxMode] = useState(false);

  const threads = useMemo(() => (version ? threadsFor(review, version) : []), [review, version]);

  const latestOpen = latest?.state === 'awaiting_review';
  // A mark on a file the latest version no longer holds (a new version came in) is dropped.
  const draftShown =
    latestOpen && draft && latest?.files.some((one) => one.id === draft.fileId) ? draft : null;

  // Escape leaves the comparison, or else removes the mark being placed.
  usePageEscape(root, earlier ? () => setCompared(null) : draftShown ? () => setDraft(null) : null);

  if (!version || !latest) {
    return (
      <>
        <BackLink side={side} />
        <EmptyState icon={FileQuestion} title={s.noFiles} />
      </>
    );
  }

  const commenting = commentingOf(review, version);
  const file = version.files.find((one) => one.id === fileId) ?? version.files[0];
  const visibleThreads =
    filter === 'open' ? threads.filter((thread) => thread.root.resolvedAt === null) : threads;
  const activeThread = threads.find((thread) => thread.root.id === activeId);

  const placeDraft = (anchor: ReviewAnchor) => {
    setDraft(anchor);
    // A mark placed with the pointer sends the focus to the comment; one placed or moved with the keys
    // keeps it on the mark (the layer's own buttons say so with data-draft-mark).
    if (!(document.activeElement as HTMLElement | null)?.closest('[data-draft-mark]'))
      setFormFocus((n) => n + 1);
  };

  const selectFromFile = (commentId: string) => {
    setActiveId(commentId);
    const thread = threads.find((one) => one.root.id === commentId);
    if (thread?.root.resolvedAt && filter === 'open') setFilter('all');
    // On a phone the thread is far below the file: a preview shows under the viewer instead.
    if (!mobile) {
      requestAnimationFrame(() =>
        document
          .getElementById(threadDomId(commentId))
          ?.scrollIntoView({ block: 'nearest', behavior: smooth() }),
      );
    }
  };

  const showThread = (thread: ReviewThread) => {
    setActiveId(thread.root.id);
    const anchor = thread.root.anchor;
    if (!anchor) return;
    const found = findFileIn(review.versions, anchor.fileId);
    if (!found) return;
    if (earlier || found.version.id !== version.id) setVersion(found.version.number);
    setFileId(found.file.id);
    setFocus({ commentId: thread.root.id, anchor, key: Date.now() });
  };

  const showDraft = () => {
    if (!draftShown) return;
    if (version.id !== latest.id) setVersion(latest.number);
    setFileId(draftShown.fileId);
    setFocus({ commentId: DRAFT_MARK, anchor: draftShown, key: Date.now() });
  };

  const posted = (comment: ReviewComment) => {
    setDraft(null);
    setActiveId(comment.id);
  };

  const draftFile = draftShown ? latest.files.find((one) => one.id === draftShown.fileId) : undefined;
  const locked = review.state === 'approved' ? reviewMessages.alreadyApproved : reviewMessages.versionLocked;

  return (
    <div ref={root}>
      <ReviewHeader
        review={review}
        version={version}
        side={side}
        controls={
          <ReviewControls
            review={review}
            side={side}
            version={version}
            compared={earlier}
            onVersion={setVersion}
            onCompare={setCompared}
          />
        }
      />
      {earlier ? (
        <CompareView review={review} earlier={earlier} latest={latest} onOpenThread={showThread} />
      ) : null}
      {commenting.onLatest ? null : (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
        >
          <p className="flex min-w-0 items-start gap-2">
            <History className="mt-0.5 size-4 shrink-0" aria-hidden />
            {s.readOnly(version.number, latest.number)}
          </p>
          <Button variant="outline" size="sm" onClick={() => setVersion(latest.number)}>
            {s.toLatest}
          </Button>
        </div>
      )}
      {/* Kept while comparing (its viewer aside), so what was typed is still there on the way back. */}
      <div
        hidden={earlier !== undefined}
        className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr] lg:gap-6 2xl:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <section
          aria-label={s.files}
          className="min-w-0 space-y-3 lg:sticky lg:top-20 lg:col-start-1 lg:row-span-3 lg:row-start-1 lg:self-start"
        >
          {earlier ? null : (
            <ReviewViewer
              version={version}
              file={file}
              onFile={setFileId}
              threads={visibleThreads}
              activeId={activeId}
              onSelect={selectFromFile}
              draft={commenting.onLatest ? draftShown : null}
              onDraft={commenting.canStartThread ? placeDraft : undefined}
              focus={focus}
              boxMode={boxMode}
              onBoxMode={setBoxMode}
              touch={touch}
            />
          )}
          {mobile && activeThread ? (
            <ActiveThreadPreview
              thread={activeThread}
              onOpen={() =>
                document
                  .getElementById(threadDomId(activeThread.root.id))
                  ?.scrollIntoView({ block: 'start', behavior: smooth() })
              }
              onClose={() => setActiveId(null)}
            />
          ) : null}
        </section>
        {/* Kept while an earlier version is looked at, so what was typed is still there on the way back. */}
        <div hidden={!commenting.onLatest} className="lg:col-start-2 lg:row-start-2">
          <Card className="p-4 sm:p-5">
            {latestOpen ? (
              <CommentForm
                reviewId={review.id}
                anchor={draftShown}
                anchorFileName={latest.files.length > 1 ? draftFile?.fileName : undefined}
                onRemoveAnchor={() => setDraft(null)}
                onShowAnchor={showDraft}
                hint={file?.kind === 'video' ? s.videoHint : s.generalHint}
                onPosted={posted}
                focusKey={formFocus}
              />
            ) : (
              <p className="text-sm text-slate-600">{locked}</p>
            )}
          </Card>
        </div>
        <div className="lg:col-start-2 lg:row-start-1">
          <DecisionPanel review={review} version={version} onLatest={commenting.onLatest} />
          {side === 'admin' && commenting.onLatest ? <NudgeReviewersButton review={review} /> : null}
          {side === 'admin' ? <ReviewGuestsCard review={review} /> : null}
        </div>
        {/* Up a row while the comment form is hidden, so the empty row adds no second gap. */}
        <div
          className={cn(
            'min-w-0 lg:col-start-2',
            commenting.onLatest ? 'lg:row-start-3' : 'lg:row-start-2 lg:row-span-2',
          )}
        >
          <ReviewComments
            reviewId={review.id}
            versions={review.versions}
            threads={threads}
            filter={filter}
            onFilter={setFilter}
            staff={side === 'admin'}
            activeId={activeId}
            canReply={commenting.canReply}
            onShow={showThread}
          />
        </div>
      </div>
    </div>
  );
}

/** The page's shape while the review loads. */
export function ReviewPageSkeleton({ side }: { side: ReviewSide }) {
  return (
    <div role="status" aria-label={s.loading}>
      <BackLink side={side} />
      <div className="mb-6 space-y-2">
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="h-4 w-48" />
        <Skeleton className="mt-4 h-12 w-full max-w-3xl" />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6 2xl:grid-cols-[minmax(0,1fr)_24rem]">
        <Skeleton className="h-[min(60svh,36rem)] rounded-lg" />
        <div className="space-y-4">
          <Skeleton className="h-40 rounded-lg" />
          <Skeleton className="h-28 rounded-lg" />
          <Skeleton className="h-56 rounded-lg" />
        </div>
      </div>
    </div>
  );
}
