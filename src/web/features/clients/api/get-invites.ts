import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { InvitePage } from '@/shared/contracts/invites';
import { api } from '@/web/lib/api-client';
import { uniqueBy } from '@/web/lib/unique-by';

/** Keyed by the 'invites' event topic: a link used or created elsewhere refreshes the loaded pages. */
export const invitesQueryKey = ['invites'] as const;

export const invitesQueryOptions = infiniteQueryOptions({
  queryKey: invitesQueryKey,
  queryFn: ({ pageParam, signal }) =>
    api.get<InvitePage>(
      pageParam ? `/api/admin/invites?before=${encodeURIComponent(pageParam)}` : '/api/admin/invites',
      signal,
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.olderCursor,
});

/** The client invite links loaded so far, newest first, each once (admins only). */
export function useInvites() {
  const pages = useInfiniteQuery(invitesQueryOptions);
  const invites = useMemo(
    () =>
      uniqueBy(
        (pages.data?.pages ?? []).flatMap((page) => page.invites),
        (invite) => invite.id,
      ),
    [pages.data],
  );
  return { pages, invites };
}
