import { ShowMoreButton } from '@/web/ui/show-more-button';
import type { SearchedClients } from './use-searched-clients';

/** Under a list of clients: how many of the matches are shown, and the button that loads the next page. */
export function MoreClients({ clients }: { clients: SearchedClients }) {
  const { pages, loaded, total } = clients;
  return (
    <ShowMoreButton
      pages={pages}
      label="Show more clients"
      failure="Could not load more clients. Try again."
      className="pt-2"
      status={
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {loaded.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')} clients
        </p>
      }
    />
  );
}
