import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '@/web/lib/auth/auth-provider';
import { createQueryClient } from '@/web/lib/query-client';
import { DeferredToaster } from '@/web/ui/deferred-toaster';
import { startFirstLoad } from './first-load';
import { router } from './router';

function createStartedQueryClient() {
  const queryClient = createQueryClient();
  startFirstLoad(queryClient, window.location.pathname);
  return queryClient;
}

export function App() {
  const [queryClient] = useState(createStartedQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <DeferredToaster whenIdle />
    </QueryClientProvider>
  );
}
