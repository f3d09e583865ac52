import { Pencil, Search, Users } from 'lucide-react';
import { useState } from 'react';
import type { ClientSummary } from '@/shared/contracts/clients';
import { clientDisplayName } from '@/shared/domain/client-display-name';
import { useIsAdmin } from '@/web/lib/auth/staff-role';
import { formatDate } from '@/web/lib/format';
import { Avatar } from '@/web/ui/avatar';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { ListState } from '@/web/ui/list-state';
import { Skeleton } from '@/web/ui/skeleton';
import { ClientActiveSwitch, DeleteClientButton, ResetClientPasswordButton } from './client-admin-actions';
import { ClientEditForm } from './client-edit-form';
import { noAssignedClients } from './client-list-scope';
import { ClientSearchField } from './client-search-field';
import { MoreClients } from './more-clients';
import { useSearchedClients } from './use-searched-clients';

/**
 * Admin Settings → Client Management (SPEC §2): search clients, edit their company name and contact
 * person, mail them a password reset, suspend or restore them (the active toggle) and, for an admin,
 * delete them. An account manager's list holds only their own clients (decision 043).
 */
export function ClientManagementSettingsTab() {
  const clients = useSearchedClients();
  const admin = useIsAdmin();
  const { pages, loaded, search } = clients;

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Client Management</CardTitle>
          <CardDescription>
            Edit client details, send password resets and control who can sign in.
          </CardDescription>
        </div>
        <ClientSearchField value={clients.query} onChange={clients.setQuery} />
      </CardHeader>
      <CardContent>
        <ListState
          query={pages}
          isEmpty={loaded.length === 0}
          noun="clients"
          placeholder={
            <div className="flex flex-col gap-3">
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          }
          whenEmpty={{ icon: Users, title: admin ? 'No clients yet' : noAssignedClients }}
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
          <div className="flex flex-col gap-4">
            <ul
              aria-label="Clients"
              aria-busy={pages.isPlaceholderData}
              className="flex flex-col divide-y rounded-lg border transition-opacity aria-busy:opacity-60"
            >
              {loaded.map((client) => (
                <ClientSettingsRow key={client.id} client={client} canDelete={admin} />
              ))}
            </ul>
            <MoreClients clients={clients} />
          </div>
        </ListState>
      </CardContent>
    </Card>
  );
}

function ClientSettingsRow({ client, canDelete }: { client: ClientSummary; canDelete: boolean }) {
  const [editing, setEditing] = useState(false);
  const name = clientDisplayName(client);
  return (
    <li className="flex flex-col gap-4 p-4" aria-label={name}>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <Avatar name={name} className="size-10" />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">
              {client.companyName ?? <span className="text-slate-500 italic">No company name set</span>}
            </p>
            <p className="truncate text-sm text-slate-600">
              {client.contactPerson ?? <span className="italic">No contact person set</span>}
            </p>
            <p className="flex min-w-0 gap-1 text-xs text-muted-foreground">
              <span className="truncate">{client.email}</span>
              <span className="hidden shrink-0 sm:inline">· Client since {formatDate(client.createdAt)}</span>
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center lg:justify-end">
          {/* The switch says Active or Suspended: SPEC's Active badge, here as the toggle itself. */}
          <ClientActiveSwitch client={client} />
          <span className="hidden h-6 w-px bg-slate-200 sm:block" aria-hidden />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => setEditing((open) => !open)}
              aria-expanded={editing}
              aria-label={`Edit ${name}`}
            >
              <Pencil aria-hidden />
              Edit
            </Button>
            <ResetClientPasswordButton client={client} />
            {canDelete ? <DeleteClientButton client={client} /> : null}
          </div>
        </div>
      </div>
      {editing ? (
        <div className="rounded-md border bg-slate-50/70 p-3 lg:ml-13 lg:max-w-xl">
          <ClientEditForm client={client} onDone={() => setEditing(false)} />
        </div>
      ) : null}
    </li>
  );
}
