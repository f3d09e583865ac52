import { Button } from '@/web/ui/button';
import type { SearchedClients } from './use-searched-clients';

/** Under a list of clients: how many of the matches are shown, and the button that loads the next page. */
export function MoreClients({ clients }: { clients: SearchedClients }) {
  const { pages, loaded, total } = clients;
  if (!pages.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {loaded.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')} clients
      </p>
      <Button
        variant="outline"
        onClick={() => void pages.fetchNextPage()}
        disabled={pages.isFetchingNextPage}
        aria-busy={pages.isFetchingNextPage}
      >
        {pages.isFetchingNextPage ? 'Loading…' : 'Show more clients'}
      </Button>
      {pages.isFetchNextPageError ? (
        <p className="text-sm text-destructive" role="alert">
          Could not load more clients. Try again.
        </p>
      ) : null}
    </div>
  );
}
