import { Search, Users } from 'lucide-react';
import { useIsAdmin } from '@/web/lib/auth/staff-role';
import { Button } from '@/web/ui/button';
import type { ListMessage } from '@/web/ui/list-state';
import { ListState } from '@/web/ui/list-state';
import { SegmentedControl } from '@/web/ui/segmented-control';
import { Skeleton } from '@/web/ui/skeleton';
import { ClientCard } from './client-card';
import { clientScopeOptions, noAssignedClients, useClientScope } from './client-list-scope';
import { ClientSearchField } from './client-search-field';
import { MoreClients } from './more-clients';
import { useSearchedClients } from './use-searched-clients';

/**
 * The Client List's clients. An admin sees every client, or with 'My clients' those they are an account
 * manager of; an account manager sees only the clients assigned to them, and is told so (decision 043).
 */
export function ClientList() {
  const admin = useIsAdmin();
  const [scope, setScope] = useClientScope();
  const mine = admin && scope === 'mine';
  const clients = useSearchedClients({ mine });
  const { pages, loaded, total, search } = clients;

  const whenEmpty: ListMessage = !admin
    ? {
        icon: Users,
        title: noAssignedClients,
        description: "An admin assigns clients to you on each client's page. They will show here.",
      }
    : mine
      ? {
          icon: Users,
          title: noAssignedClients,
          description: "Add yourself under Account managers on a client's page to see them here.",
          action: (
            <Button variant="outline" onClick={() => setScope('all')}>
              Show all clients
            </Button>
          ),
        }
      : {
          icon: Users,
          title: 'No clients yet',
          description: 'Generate an invite link above and send it to your first client.',
        };

  return (
    <section aria-labelledby="clients-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0">
          <h2 id="clients-heading" className="text-lg font-semibold text-slate-900">
            {admin ? 'Clients' : 'Your clients'}
            {pages.data ? (
              <span className="ml-1.5 text-sm font-normal text-muted-foreground">
                {' '}
                ({total.toLocaleString('en-US')})
              </span>
            ) : null}
          </h2>
          {admin ? null : (
            <p className="text-sm text-muted-foreground">
              Only the clients an admin has assigned to you are listed.
            </p>
          )}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center lg:justify-end">
          {admin ? (
            <SegmentedControl
              label="Show"
              options={clientScopeOptions}
              value={scope}
              onChange={setScope}
              className="w-full sm:w-auto"
            />
          ) : null}
          <ClientSearchField value={clients.query} onChange={clients.setQuery} />
        </div>
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
        whenEmpty={whenEmpty}
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
