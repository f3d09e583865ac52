import { ArrowRight, ListChecks, MessageSquare, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { ClientSummary } from '@/shared/contracts/clients';
import { clientDisplayName } from '@/shared/domain/client-display-name';
import { formatDate } from '@/web/lib/format';
import { Avatar } from '@/web/ui/avatar';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardFooter } from '@/web/ui/card';
import { ClientStatusBadge } from './client-status-badge';

// The inline edit shows only after a click on the pencil: its code loads then, or on hover or focus.
const loadEditForm = () => import('./client-edit-form');
const ClientEditForm = lazy(() => loadEditForm().then((m) => ({ default: m.ClientEditForm })));
const preloadEditForm = () => void loadEditForm();

/** One client on the Client List (SPEC §2): who they are, since when, an inline edit and a way into their profile. */
export function ClientCard({ client }: { client: ClientSummary }) {
  const name = clientDisplayName(client);
  const [editing, setEditing] = useState(false);
  return (
    <Card className="flex h-full flex-col">
      <CardContent className="flex flex-1 flex-col gap-4">
        <div className="flex items-start gap-3">
          <Avatar name={name} className="size-11" />
          <div className="min-w-0 flex-1">
            <h3 className="line-clamp-2 font-semibold break-words text-slate-900">
              {client.companyName ?? <span className="text-slate-500 italic">No company name set</span>}
            </h3>
            <p className="truncate text-sm text-slate-600">
              {client.contactPerson ?? <span className="italic">No contact person set</span>}
            </p>
            <p className="truncate text-xs text-muted-foreground">{client.email}</p>
          </div>
          {editing ? null : (
            <Button
              variant="ghost"
              size="icon"
              className="-mt-1 -mr-2 shrink-0"
              onClick={() => setEditing(true)}
              onPointerEnter={preloadEditForm}
              onFocus={preloadEditForm}
              aria-label={`Edit ${name}`}
              title="Edit company name and contact person"
            >
              <Pencil aria-hidden />
            </Button>
          )}
        </div>
        {editing ? (
          <Suspense fallback={null}>
            <div className="rounded-md border bg-slate-50/70 p-3">
              <ClientEditForm client={client} onDone={() => setEditing(false)} />
            </div>
          </Suspense>
        ) : null}
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm text-slate-600">Client since {formatDate(client.createdAt)}</p>
          <ClientStatusBadge client={client} />
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <ListChecks className="size-4 text-slate-400" aria-hidden />
            {client.taskCount} {client.taskCount === 1 ? 'task' : 'tasks'}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MessageSquare className="size-4 text-slate-400" aria-hidden />
            Chat available
          </span>
        </div>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          <Link to={`/admin/client/${client.id}`} aria-label={`View Profile: ${name}`}>
            View Profile
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
