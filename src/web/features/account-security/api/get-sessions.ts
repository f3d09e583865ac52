import { useQuery } from '@tanstack/react-query';
import type { AccountSession } from '@/shared/contracts/profile';
import { api } from '@/web/lib/api-client';

export const sessionsQueryKey = ['account-sessions'] as const;

export function useSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => api.get<{ sessions: AccountSession[] }>('/api/account/sessions', signal),
    select: (data) => data.sessions,
  });
}
