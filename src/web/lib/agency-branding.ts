import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyBranding } from '@/shared/contracts/agency-settings';
import { api } from './api-client';

/** Keyed by the 'agency' event topic: a logo uploaded in Settings, System refreshes every sidebar. */
export const agencyBrandingQueryOptions = queryOptions({
  queryKey: ['agency', 'branding'] as const,
  queryFn: ({ signal }) => api.get<AgencyBranding>('/api/agency/branding', signal),
  staleTime: 5 * 60_000,
});

/** The agency's logo for the signed-in pages' sidebars; null (the Agency Portal mark) until one is uploaded. */
export function useAgencyLogoUrl(): string | null {
  return useQuery(agencyBrandingQueryOptions).data?.logoUrl ?? null;
}

/**
 * The agency's time zone, which a client's Settings names as its default. Read afresh where it shows:
 * the agency's change events reach only admins, so a client's cached branding may be minutes old.
 */
export function useAgencyTimeZone(): string | undefined {
  return useQuery({ ...agencyBrandingQueryOptions, staleTime: 0 }).data?.timeZone;
}
