import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '@/web/lib/auth/auth-provider';
import { createQueryClient } from '@/web/lib/query-client';
import { DeferredToaster } from '@/web/ui/deferred-toaster';
import { router } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <DeferredToaster whenIdle />
    </QueryClientProvider>
  );
}
