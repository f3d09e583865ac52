import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AuthProvider } from '@/web/lib/auth/auth-provider';
import { DeferredToaster } from '@/web/ui/deferred-toaster';
import { queryClient } from './first-load';
import { router } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <DeferredToaster whenIdle />
    </QueryClientProvider>
  );
}
