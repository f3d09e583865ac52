import type { ClientSummary } from '@/shared/contracts/clients';

/** SPEC §2: 'Search clients...' matches company name or contact person, ignoring case. */
export function matchesClientSearch(client: ClientSummary, query: string) {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [client.companyName, client.contactPerson].some((value) => value?.toLowerCase().includes(needle));
}
