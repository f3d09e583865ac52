// First, as in main.tsx: it sets how every schema is made.
import '@/web/lib/zod-without-eval';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { invitePreviewQueryOptions, prerenderedInvite } from '@/web/features/invites/api/get-invite-preview';
import { AuthProvider } from '@/web/lib/auth/auth-provider';
import { createQueryClient } from '@/web/lib/query-client';
import { type AuthPagePattern, authPages } from '../auth-pages';

/** A URL for each pattern: the reset page is prerendered with a token, so it shows its form. */
const sampleUrls: Record<AuthPagePattern, string> = {
  '/login': '/login',
  '/admin/login': '/admin/login',
  '/forgot-password': '/forgot-password',
  '/reset-password': '/reset-password?token=prerendered',
  '/invite/:token': '/invite/prerendered',
};

export const prerenderedPatterns = Object.keys(authPages) as AuthPagePattern[];

/** The HTML of one sign-in or registration page, as the app will first render it (scripts/prerender-portal.ts). */
export async function render(pattern: AuthPagePattern): Promise<string> {
  const { Component } = await authPages[pattern].load();
  const queryClient = createQueryClient();
  // The invite page shows its form while the link is checked (invite-register-page.tsx).
  queryClient.setQueryData(invitePreviewQueryOptions('prerendered').queryKey, prerenderedInvite);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <StaticRouter location={sampleUrls[pattern]}>
            <Routes>
              <Route path={pattern} element={<Component />} />
            </Routes>
          </StaticRouter>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
