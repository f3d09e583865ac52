import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_RECEIVABLE_FILTER } from '@/shared/domain/receivables';
import { clientCan } from '@/web/lib/auth/client-abilities';
import { meQueryOptions } from '@/web/lib/auth/get-me';
import { staffRoleOf } from '@/web/lib/auth/staff-role';

type DataPrefetch = (queryClient: QueryClient) => Promise<unknown>;

/*
 * What each sidebar page shows first, fetched while the pointer or focus rests on its link. Data
 * fetched here in the last 30 s is not fetched again for another hover.
 */
const FRESH_MS = 30_000;

/** What only an admin may read is not asked for by an account manager's page (decision 043). */
const isAdmin = (client: QueryClient) =>
  staffRoleOf(client.getQueryData(meQueryOptions.queryKey)) === 'admin';

export const pageData: Record<string, DataPrefetch> = {
  '/dashboard': (client) =>
    import('@/web/features/overview/api/get-task-summary').then((m) =>
      client.prefetchQuery({ ...m.taskSummaryQueryOptions(), staleTime: FRESH_MS }),
    ),
  '/dashboard/tasks': (client) =>
    import('@/web/features/tasks/api/get-client-tasks').then((m) =>
      client.prefetchQuery({ ...m.clientTasksQueryOptions(), staleTime: FRESH_MS }),
    ),
  '/dashboard/approvals': (client) =>
    import('@/web/features/reviews/api/list-client-reviews').then((m) =>
      client.prefetchQuery({ ...m.clientReviewsQueryOptions(), staleTime: FRESH_MS }),
    ),
  '/dashboard/updates': (client) =>
    import('@/web/features/updates/api/get-project-updates').then((m) =>
      client.prefetchQuery({ ...m.projectUpdatesQueryOptions(), staleTime: FRESH_MS }),
    ),
  '/dashboard/chat': (client) =>
    import('@/web/features/chat/api/get-chat-thread').then((m) =>
      client.prefetchInfiniteQuery({ ...m.threadQueryOptions(undefined), staleTime: FRESH_MS }),
    ),
  '/dashboard/refer': (client) =>
    import('@/web/features/referrals/api/get-own-referrals').then((m) =>
      client.prefetchQuery({ ...m.ownReferralsQueryOptions(), staleTime: FRESH_MS }),
    ),
  // Only for someone whose role sees billing (issue 47): anyone else's page says so without asking.
  '/dashboard/billing': async (client) => {
    if (!clientCan(client.getQueryData(meQueryOptions.queryKey)?.client, 'billing')) return;
    const [plan, invoices] = await Promise.all([
      import('@/web/features/billing/api/get-plan-details'),
      import('@/web/features/billing/api/get-invoices'),
    ]);
    await Promise.all([
      client.prefetchQuery({ ...plan.planDetailsQueryOptions(), staleTime: FRESH_MS }),
      client.prefetchQuery({ ...invoices.myInvoicesQueryOptions(), staleTime: FRESH_MS }),
    ]);
  },
  '/admin': (client) =>
    Promise.all([
      import('@/web/lib/clients/get-clients').then((m) =>
        client.prefetchInfiniteQuery({ ...m.clientPagesQueryOptions(''), staleTime: FRESH_MS }),
      ),
      isAdmin(client)
        ? import('@/web/features/clients/api/get-invites').then((m) =>
            client.prefetchInfiniteQuery({ ...m.invitesQueryOptions, staleTime: FRESH_MS }),
          )
        : undefined,
    ]),
  '/admin/messages': (client) =>
    import('@/web/features/chat/api/get-chat-inbox').then((m) =>
      client.prefetchInfiniteQuery({ ...m.chatInboxQueryOptions(''), staleTime: FRESH_MS }),
    ),
  '/admin/reviews': (client) =>
    import('@/web/features/reviews/api/list-staff-reviews').then((m) =>
      client.prefetchInfiniteQuery({ ...m.staffReviewsQueryOptions({}), staleTime: FRESH_MS }),
    ),
  '/admin/referrals': (client) =>
    import('@/web/features/referrals/api/get-all-referrals').then((m) =>
      client.prefetchInfiniteQuery({ ...m.allReferralsQueryOptions(), staleTime: FRESH_MS }),
    ),
  '/admin/billing': (client) =>
    import('@/web/features/billing/api/get-receivables').then((m) =>
      client.prefetchQuery({
        ...m.receivablesQueryOptions({ state: DEFAULT_RECEIVABLE_FILTER, clientId: '' }),
        staleTime: FRESH_MS,
      }),
    ),
  '/admin/applications': async (client) => {
    if (!isAdmin(client)) return;
    const m = await import('@/web/features/applications/api/get-applications');
    await client.prefetchInfiniteQuery({ ...m.applicationsQueryOptions(''), staleTime: FRESH_MS });
  },
};
