import { Search, Users } from 'lucide-react';
import { useState } from 'react';
import { useClients } from '@/web/lib/clients/clients-query';
import { Button } from '@/web/ui/button';
import { EmptyState } from '@/web/ui/empty-state';
import { Input } from '@/web/ui/input';
import { Skeleton } from '@/web/ui/skeleton';
import { ClientCard } from './client-card';
import { matchesClientSearch } from './client-search';

export function ClientList() {
  const clients = useClients();
  const [query, setQuery] = useState('');
  const shown = clients.data?.filter((client) => matchesClientSearch(client, query)) ?? [];

  return (
    <section aria-labelledby="clients-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="clients-heading" className="text-lg font-semibold text-slate-900">
          Clients
          {clients.data ? (
            <span className="ml-2 text-sm font-normal text-muted-foreground">({clients.data.length})</span>
          ) : null}
        </h2>
        <div className="relative w-full sm:max-w-xs">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search clients"
            placeholder="Search clients..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      {clients.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden>
          <Skeleton className="h-52" />
          <Skeleton className="h-52" />
          <Skeleton className="h-52" />
        </div>
      ) : clients.isError ? (
        <EmptyState
          icon={Users}
          title="Could not load clients"
          action={
            <Button variant="outline" onClick={() => clients.refetch()}>
              Try again
            </Button>
          }
        />
      ) : clients.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No clients yet"
          description="Generate an invite link above and send it to your first client."
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={Search}
          title="No clients match your search"
          description={`Nothing matches "${query.trim()}".`}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((client) => (
            <li key={client.id} className="min-w-0">
              <ClientCard client={client} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
