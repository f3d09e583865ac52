import { Button } from '@/web/ui/button';
import type { useAllReferrals } from './api/referrals-queries';

/** Under the referrals: the button that loads the next, older page, while there is one. */
export function MoreReferrals({ pages }: { pages: ReturnType<typeof useAllReferrals>['pages'] }) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-2 border-t p-4">
      <Button
        variant="outline"
        onClick={() => void pages.fetchNextPage()}
        disabled={pages.isFetchingNextPage}
        aria-busy={pages.isFetchingNextPage}
      >
        {pages.isFetchingNextPage ? 'Loading…' : 'Show more referrals'}
      </Button>
      {pages.isFetchNextPageError ? (
        <p className="text-sm text-destructive" role="alert">
          Could not load more referrals. Try again.
        </p>
      ) : null}
    </div>
  );
}
