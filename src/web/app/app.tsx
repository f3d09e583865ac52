import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AuthProvider } from '@/web/lib/auth/auth-provider';
import { DeferredToaster } from '@/web/ui/deferred-toaster';
import { queryClient } from './first-load';
import { router } from './router';

/** `onShown` runs once the first page is on screen (taking over a prerendered page, see main.tsx). */
export function App({ onShown }: { onShown?: () => void }) {
  useLayoutEffect(() => onShown?.(), [onShown]);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <DeferredToaster whenIdle />
    </QueryClientProvider>
  );
}
