import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitePreview } from '@/shared/contracts/invites';
import { api } from '@/web/lib/api-client';

export const invitePreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invite-preview', token],
    queryFn: ({ signal }) => api.get<InvitePreview>(`/api/invites/${encodeURIComponent(token)}`, signal),
    // The link is checked once per visit; a 404 (invalid, expired or used) will not change on retry.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Whether an invite link can still be used, and the company name it prefills. */
export function useInvitePreview(token: string) {
  return useQuery(invitePreviewQueryOptions(token));
}
