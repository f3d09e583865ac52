import { Search, Users } from 'lucide-react';
import { Button } from '@/web/ui/button';
import { EmptyState } from '@/web/ui/empty-state';
import { Skeleton } from '@/web/ui/skeleton';
import { ClientCard } from './client-card';
import { ClientSearchField } from './client-search-field';
import { MoreClients } from './more-clients';
import { useSearchedClients } from './use-searched-clients';

export function ClientList() {
  const clients = useSearchedClients();
  const { pages, loaded, total, search } = clients;

  return (
    <section aria-labelledby="clients-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="clients-heading" className="text-lg font-semibold text-slate-900">
          Clients
          {pages.data ? (
            <span className="ml-1.5 text-sm font-normal text-muted-foreground">
              {' '}
              ({total.toLocaleString('en-US')})
            </span>
          ) : null}
        </h2>
        <ClientSearchField value={clients.query} onChange={clients.setQuery} />
      </div>
      {pages.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden>
          <Skeleton className="h-52" />
          <Skeleton className="h-52" />
          <Skeleton className="h-52" />
        </div>
      ) : pages.isError && !pages.data ? (
        <EmptyState
          icon={Users}
          title="Could not load clients"
          action={
            <Button variant="outline" onClick={() => pages.refetch()}>
              Try again
            </Button>
          }
        />
      ) : loaded.length === 0 && !search ? (
        <EmptyState
          icon={Users}
          title="No clients yet"
          description="Generate an invite link above and send it to your first client."
        />
      ) : loaded.length === 0 ? (
        <EmptyState
          icon={Search}
          title="No clients match your search"
          description={`Nothing matches "${search}".`}
        />
      ) : (
        <>
          <ul
            className="grid grid-cols-1 gap-4 transition-opacity md:grid-cols-2 xl:grid-cols-3 aria-busy:opacity-60"
            aria-busy={pages.isPlaceholderData}
          >
            {loaded.map((client) => (
              <li key={client.id} className="min-w-0">
                <ClientCard client={client} />
              </li>
            ))}
          </ul>
          <MoreClients clients={clients} />
        </>
      )}
    </section>
  );
}
