import {
  ArrowLeft,
  ClipboardCheck,
  ClipboardList,
  ClipboardPen,
  FolderOpen,
  Megaphone,
  MessageSquare,
  Receipt,
  Sparkles,
  UserX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { clientDisplayName } from '@/shared/domain/client-display-name';
import { initials } from '@/shared/domain/initials';
import { taskMessages } from '@/shared/domain/task-messages';
import { ApiError } from '@/web/lib/api-client';
import { useIsAdmin } from '@/web/lib/auth/staff-role';
import { useClient } from '@/web/lib/clients/get-client';
import { formatDate } from '@/web/lib/format';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Button } from '@/web/ui/button';
import { EmptyState } from '@/web/ui/empty-state';
import { Skeleton } from '@/web/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/ui/tabs';
import { ClientManagersCard } from './client-managers-card';
import { ClientProfileOnboardingTab } from './client-profile-onboarding-tab';
import { ClientStatusBadge } from './client-status-badge';

const featureTabs = [
  { value: 'reviews', label: 'Reviews', icon: ClipboardPen },
  { value: 'updates', label: 'Updates', icon: Megaphone },
  { value: 'files', label: 'Files', icon: FolderOpen },
  { value: 'billing', label: 'Billing', icon: Receipt },
  { value: 'chat', label: 'Chat', icon: MessageSquare },
] as const;

type ClientProfilePageProps = {
  clientId: string;
  /**
   * Each tab's content. Other features own them (tasks, reviews, updates, files, billing, chat), so the
   * page is handed them by the app; a tab without content says it is coming.
   */
  tasksTab: ReactNode;
  reviewsTab?: ReactNode;
  updatesTab?: ReactNode;
  filesTab?: ReactNode;
  billingTab?: ReactNode;
  chatTab?: ReactNode;
  /** What only admins may do to the client (the data-export feature's Export data), shown to admins only. */
  adminActions?: ReactNode;
};

/**
 * /admin/client/:clientId (SPEC §2): one client's Tasks, Reviews, Updates, Files, Billing and Chat, plus
 * their onboarding answers, and who on the team works on them (their account managers, decision 043).
 */
export function ClientProfilePage({ clientId, tasksTab, adminActions, ...tabs }: ClientProfilePageProps) {
  const client = useClient(clientId);
  const admin = useIsAdmin();
  // ?tab=billing opens that tab (the receivables page links there); anything else, Tasks.
  const asked = useSearchParams()[0].get('tab');
  const openingTab =
    featureTabs.some(({ value }) => value === asked) || asked === 'onboarding' ? (asked as string) : 'tasks';
  const name = client.data ? clientDisplayName(client.data) : undefined;
  useDocumentTitle(name ?? 'Client Profile');

  const backLink = (
    <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4">
      <Link to="/admin">
        <ArrowLeft aria-hidden />
        Back to clients
      </Link>
    </Button>
  );

  if (client.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-16 w-72" />
        <Skeleton className="h-10 w-80" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (client.isError) {
    const notFound = client.error instanceof ApiError && client.error.status === 404;
    return (
      <>
        {backLink}
        <EmptyState
          icon={UserX}
          title={notFound ? taskMessages.clientNotFound : "We couldn't load this client"}
          description={
            !notFound
              ? 'Please try again.'
              : admin
                ? 'No client has this id. It may have been removed.'
                : 'None of the clients assigned to you has this id. It may have been removed or given to someone else.'
          }
          action={
            <Button asChild variant="outline">
              <Link to="/admin">Back to clients</Link>
            </Button>
          }
        />
      </>
    );
  }

  return (
    <>
      {backLink}
      <div className="mb-6 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex items-start gap-4">
          <div className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800">
            {initials(name ?? '')}
          </div>
          {/* Long names and addresses wrap, breaking anywhere if they must, rather than being cut short. */}
          <div className="min-w-0 [overflow-wrap:anywhere]">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="min-w-0 text-2xl font-semibold tracking-tight text-slate-900">
                {client.data.companyName || 'No company name set'}
              </h1>
              <ClientStatusBadge client={client.data} />
            </div>
            <p className="text-sm text-muted-foreground">
              <span>{client.data.contactPerson || 'No contact person set'}</span> ·{' '}
              <span>{client.data.email}</span>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              Client since {formatDate(client.data.createdAt)} · {client.data.taskCount}{' '}
              {client.data.taskCount === 1 ? 'task' : 'tasks'}
              {client.data.suspendedAt ? ` · Suspended ${formatDate(client.data.suspendedAt)}` : ''}
            </p>
            {admin && adminActions ? <div className="mt-3 flex flex-wrap gap-2">{adminActions}</div> : null}
          </div>
        </div>
        <ClientManagersCard clientId={client.data.id} clientName={name ?? client.data.email} />
      </div>
      <Tabs defaultValue={openingTab}>
        <TabsList className="w-full justify-start sm:w-auto">
          <TabsTrigger value="tasks">
            <ClipboardList aria-hidden />
            Tasks
          </TabsTrigger>
          {featureTabs.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden />
              {label}
            </TabsTrigger>
          ))}
          <TabsTrigger value="onboarding">
            <ClipboardCheck aria-hidden />
            Onboarding
          </TabsTrigger>
        </TabsList>
        <TabsContent value="tasks">{tasksTab}</TabsContent>
        <TabsContent value="onboarding">
          <ClientProfileOnboardingTab clientId={client.data.id} />
        </TabsContent>
        {featureTabs.map(({ value, label }) => (
          <TabsContent key={value} value={value}>
            {tabs[`${value}Tab`] ?? (
              <EmptyState
                icon={Sparkles}
                title="Coming soon"
                description={`${label} for this client will appear here shortly.`}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
