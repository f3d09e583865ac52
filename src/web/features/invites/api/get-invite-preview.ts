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

/**
 * What the prerendered invite page shows (a client's link, no company yet) until the link is checked: the
 * page's HTML carries the form before the app runs (decision 033).
 */
export const prerenderedInvite: InvitePreview = {
  companyName: null,
  label: null,
  expiresAt: '',
  role: 'client',
  joins: null,
  email: null,
};

/**
 * Whether an invite link can still be used, and the company name it prefills. `showFormMeanwhile`: the
 * page arrived prerendered with the form, which stays while the link is checked.
 */
export function useInvitePreview(token: string, showFormMeanwhile = false) {
  return useQuery({
    ...invitePreviewQueryOptions(token),
    placeholderData: showFormMeanwhile ? prerenderedInvite : undefined,
  });
}
