import { Button } from '@/web/ui/button';
import type { useAdminTasks } from './api/get-admin-tasks';

/** Under a list of tasks: the button that loads the next, older page, while there is one. */
export function MoreTasks({ pages }: { pages: ReturnType<typeof useAdminTasks>['pages'] }) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      <Button
        variant="outline"
        onClick={() => void pages.fetchNextPage()}
        disabled={pages.isFetchingNextPage}
        aria-busy={pages.isFetchingNextPage}
      >
        {pages.isFetchingNextPage ? 'Loading…' : 'Show more tasks'}
      </Button>
      {pages.isFetchNextPageError ? (
        <p className="text-sm text-destructive" role="alert">
          Could not load more tasks. Try again.
        </p>
      ) : null}
    </div>
  );
}
