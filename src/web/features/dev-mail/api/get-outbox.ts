import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

export type OutboxEmail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  createdAt: string;
};

export const outboxQueryOptions = queryOptions({
  queryKey: ['dev-outbox'],
  queryFn: async ({ signal }) => {
    const { emails } = await api.get<{ emails: OutboxEmail[] }>('/api/dev/outbox', signal);
    return [...emails].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  },
});

/** Recent mail held in the server's outbox, newest first. The server answers 404 in production. */
export function useOutbox() {
  return useQuery(outboxQueryOptions);
}
