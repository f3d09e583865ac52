import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { meQueryKey } from './auth/get-me';

/**
 * SPEC §9: queries retry once and do not refetch on window focus. A 4xx will not change on a second try,
 * so only network failures and 5xx (the retryable 502/503/504 among them) are retried.
 */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
      },
    },
    // A 401 anywhere means the session ended: re-reading /api/me lets the guards send the user to login.
    queryCache: new QueryCache({ onError: (error) => onUnauthorized(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => onUnauthorized(client, error) }),
  });
  return client;
}

function isClientError(error: unknown) {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

function onUnauthorized(client: QueryClient, error: unknown) {
  if (error instanceof ApiError && error.status === 401)
    void client.invalidateQueries({ queryKey: meQueryKey });
}
