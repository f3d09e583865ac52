import { Pencil, UserCog } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { StaffPerson } from '@/shared/contracts/team';
import { staffRoleLabels } from '@/shared/domain/roles';
import { useIsAdmin } from '@/web/lib/auth/staff-role';
import { Avatar } from '@/web/ui/avatar';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { ListState } from '@/web/ui/list-state';
import { Skeleton } from '@/web/ui/skeleton';
import { useClientManagers } from './api/get-client-managers';

// The editor (the dialog, the staff list and its form) loads when an admin first reaches for Edit.
const loadEditor = () => import('./edit-client-managers-dialog');
const EditClientManagersDialog = lazy(() =>
  loadEditor().then((m) => ({ default: m.EditClientManagersDialog })),
);
const preloadEditor = () => void loadEditor();

/**
 * A client page's account managers (decision 043): the staff members who work on this client, whom an
 * account manager's lists then include. Admins choose them; an account manager sees who they are.
 */
export function ClientManagersCard({ clientId, clientName }: { clientId: string; clientName: string }) {
  const managers = useClientManagers(clientId);
  const admin = useIsAdmin();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <Card role="region" aria-labelledby="client-managers-title">
      <CardHeader>
        <div className="flex min-h-8 items-center justify-between gap-3">
          <CardTitle id="client-managers-title" className="flex items-center gap-2">
            <UserCog className="size-4 text-primary" aria-hidden />
            Account managers
          </CardTitle>
          {admin ? (
            <Button
              ref={opener}
              variant="ghost"
              size="sm"
              className="-mr-2 shrink-0"
              aria-label="Edit account managers"
              aria-haspopup="dialog"
              onPointerEnter={preloadEditor}
              onFocus={preloadEditor}
              disabled={!managers.data}
              onClick={() => {
                setOpened(true);
                setOpen(true);
              }}
            >
              <Pencil aria-hidden />
              Edit
            </Button>
          ) : null}
        </div>
        {/* Phones keep the client's tabs close to the top: the title says enough there. */}
        <CardDescription className="hidden sm:block">Who on the team works on this client.</CardDescription>
      </CardHeader>
      <CardContent className="pt-3 sm:pt-4">
        <ListState
          query={managers}
          isEmpty={managers.data?.length === 0}
          noun="account managers"
          placeholder={
            <div className="flex flex-col gap-3">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          }
          whenEmpty={{ title: 'No account manager yet' }}
          look="line"
        >
          <ul aria-label="Account managers" className="flex flex-col gap-3">
            {managers.data?.map((person) => (
              <ManagerItem key={person.id} person={person} />
            ))}
          </ul>
        </ListState>
      </CardContent>
      {/* Once opened it stays mounted, so it can animate out when closed. */}
      {opened && managers.data ? (
        <Suspense fallback={null}>
          <EditClientManagersDialog
            clientId={clientId}
            clientName={clientName}
            current={managers.data}
            open={open}
            onOpenChange={setOpen}
            opener={opener}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}

function ManagerItem({ person }: { person: StaffPerson }) {
  return (
    <li className="flex min-w-0 items-center gap-3">
      <Avatar name={person.name} className="size-8 [&_span]:text-xs" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm font-medium text-slate-900">
          <span className="min-w-0 truncate">{person.name}</span>
          <Badge variant={person.role === 'admin' ? 'brand' : 'neutral'}>
            {staffRoleLabels[person.role]}
          </Badge>
        </p>
        <p className="truncate text-xs text-muted-foreground" title={person.email}>
          {person.email}
        </p>
      </div>
    </li>
  );
}
