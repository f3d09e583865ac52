import { useQueryClient } from '@tanstack/react-query';
import { LinkIcon, RefreshCw, TriangleAlert } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import type { GuestReviewAccess } from '@/shared/contracts/reviews';
import { reviewMessages } from '@/shared/domain/reviews';
import { ApiError } from '@/web/lib/api-client';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AgencyBrandLogo } from '@/web/ui/agency-brand-logo';
import { Button } from '@/web/ui/button';
import { Skeleton } from '@/web/ui/skeleton';
import { guestAccessQueryKey, useGuestAccess } from './api/get-guest-access';
import { useGuestReview } from './api/get-guest-review';
import { guestReviewEndpoints, ReviewEndpointsProvider } from './api/review-endpoints';
import { GuestConfirm } from './guest-confirm';
import { ReviewPageSkeleton, ReviewView } from './review-page';
import { guestReviewStrings as g, reviewPageStrings as s } from './review-strings';

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/** A guest's link is for one person: search engines keep it out of their results. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /review/{token}: a guest reviewer's link to one review (the review issue). Outside both dashboards, with
 * no way into them: the agency's name, then the link's state. The link opens only for its address: this
 * browser first confirms a one-time code sent there (the server then sets a cookie for this link alone);
 * then the review page shows, in guest mode. An unknown, expired or removed link says it is no longer valid.
 */
export function GuestReviewPage() {
  const { token = '' } = useParams();
  const access = useGuestAccess(token);
  const queryClient = useQueryClient();
  useNoIndex();
  // The review says this browser is not confirmed (its session ran out): back to the code.
  const notConfirmed = useCallback(
    () =>
      queryClient.setQueryData<GuestReviewAccess>(guestAccessQueryKey(token), (now) =>
        now ? { ...now, confirmed: false } : now,
      ),
    [queryClient, token],
  );
  // The review says the link is dead: the link is checked again, so the whole page says so.
  const gone = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: guestAccessQueryKey(token) }),
    [queryClient, token],
  );

  // A link found dead later (the review answered 404) is checked again, so the page says so everywhere.
  const confirmed = access.data?.confirmed === true && !access.isError;
  const body = access.isPending ? (
    <Centered>
      <div role="status" aria-label={g.checkingLink} className="flex flex-col gap-4">
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="mt-2 h-10 w-full" />
      </div>
    </Centered>
  ) : access.isError && isStatus(access.error, 404) ? (
    <InvalidLink />
  ) : access.isError ? (
    <Centered>
      <Problem
        heading={g.linkCheckFailed}
        hint={g.linkCheckFailedHint}
        retrying={access.isFetching}
        onRetry={() => void access.refetch()}
      />
    </Centered>
  ) : confirmed ? (
    <GuestReview token={token} onNotConfirmed={notConfirmed} onGone={gone} />
  ) : (
    <Centered>
      <GuestConfirm token={token} access={access.data} />
    </Centered>
  );

  return (
    <div className="flex min-h-svh flex-col bg-slate-50">
      <header className="border-b bg-white">
        <div className="mx-auto flex h-16 w-full max-w-[100rem] items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <AgencyBrandLogo />
          {confirmed && access.data ? (
            <p className="min-w-0 truncate text-sm text-slate-600">{g.reviewingAs(access.data.guestName)}</p>
          ) : null}
        </div>
      </header>
      {body}
    </div>
  );
}

/** The small card in the middle of the page: checking the link, the code, or why the link does not open. */
function Centered({ children }: { children: ReactNode }) {
  return (
    <main className="flex flex-1 items-start justify-center px-4 pt-8 pb-10 sm:items-center sm:py-10">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {children}
      </div>
    </main>
  );
}

function InvalidLink() {
  useDocumentTitle(reviewMessages.guestLinkInvalid);
  return (
    <Centered>
      <div role="alert" className="flex flex-col items-start gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-amber-50 text-amber-700 ring-1 ring-amber-200">
          <LinkIcon className="size-5" aria-hidden />
        </span>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">
          {reviewMessages.guestLinkInvalid}
        </h1>
        <p className="text-sm text-slate-600">{reviewMessages.guestLinkInvalidHint}</p>
      </div>
    </Centered>
  );
}

function Problem({
  heading,
  hint,
  retrying,
  onRetry,
}: {
  heading: string;
  hint: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <span className="flex size-11 items-center justify-center rounded-xl bg-red-50 text-red-700 ring-1 ring-red-200">
        <TriangleAlert className="size-5" aria-hidden />
      </span>
      <h1 className="text-xl font-semibold tracking-tight text-slate-900">{heading}</h1>
      <p className="text-sm text-slate-600">{hint}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden />
        {g.tryAgain}
      </Button>
    </div>
  );
}

/**
 * The review, read through the link's endpoints and again every 15 s while the page is in view: no live
 * stream serves a guest, so a new version, a comment or the guest's removal shows within seconds.
 */
function GuestReview({
  token,
  onNotConfirmed,
  onGone,
}: {
  token: string;
  onNotConfirmed: () => void;
  onGone: () => void;
}) {
  const review = useGuestReview(token);
  const endpoints = useMemo(() => guestReviewEndpoints(token), [token]);
  const notConfirmed = review.isError && isStatus(review.error, 401);
  const gone = review.isError && isStatus(review.error, 404);
  useDocumentTitle(review.data?.title ?? s.loading);
  useEffect(() => {
    if (notConfirmed) onNotConfirmed();
  }, [notConfirmed, onNotConfirmed]);
  useEffect(() => {
    if (gone) onGone();
  }, [gone, onGone]);

  // Removed or expired since the page opened: the newest answer decides, whatever was read before.
  if (gone) return <InvalidLink />;
  if (notConfirmed) return null;
  if (review.isError && !review.data) {
    return (
      <Centered>
        <Problem
          heading={s.loadFailed}
          hint={s.loadFailedHint}
          retrying={review.isFetching}
          onRetry={() => void review.refetch()}
        />
      </Centered>
    );
  }

  return (
    <main className="mx-auto w-full max-w-[100rem] flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      {review.data ? (
        <ReviewEndpointsProvider value={endpoints}>
          <ReviewView review={review.data} side="guest" />
        </ReviewEndpointsProvider>
      ) : (
        <ReviewPageSkeleton side="guest" />
      )}
    </main>
  );
}
