import { Search, Users } from 'lucide-react';
import { ListState } from '@/web/ui/list-state';
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
      <ListState
        query={pages}
        isEmpty={loaded.length === 0}
        noun="clients"
        placeholder={
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="h-52" />
            <Skeleton className="h-52" />
            <Skeleton className="h-52" />
          </div>
        }
        whenEmpty={{
          icon: Users,
          title: 'No clients yet',
          description: 'Generate an invite link above and send it to your first client.',
        }}
        whenNoMatch={
          search
            ? {
                icon: Search,
                title: 'No clients match your search',
                description: `Nothing matches "${search}".`,
              }
            : undefined
        }
      >
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
      </ListState>
    </section>
  );
}
