import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useRealtime } from '@/web/lib/use-realtime';
import { Sidebar } from '@/web/ui/sidebar';
import { SidebarProvider } from '@/web/ui/sidebar-provider';

type DashboardShellProps = {
  /** Names the sidebar ("Client navigation"): its landmark on desktop, its sheet on mobile. */
  sidebarLabel: string;
  sidebar: ReactNode;
  /** The top bar's content after the sidebar toggle. */
  topBar: ReactNode;
};

/** The frame both dashboards share: sidebar, sticky top bar and the routed page, kept live by realtime. */
export function DashboardShell({ sidebarLabel, sidebar, topBar }: DashboardShellProps) {
  useRealtime();
  return (
    <SidebarProvider>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <div className="flex min-h-svh w-full bg-background">
        <Sidebar label={sidebarLabel}>{sidebar}</Sidebar>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-white/85 px-3 backdrop-blur sm:gap-3 sm:px-5">
            {topBar}
          </header>
          {/* --page-fill-height is the room under the top bar, less main's padding (top bar h-16 and py-6,
              lg:py-8): a page that fills the window, its content scrolling inside (Messages, Chat), takes it. */}
          <main
            id="main-content"
            tabIndex={-1}
            className="flex-1 px-4 py-6 [--page-fill-height:calc(100svh-7rem)] focus:outline-none sm:px-6 lg:px-8 lg:py-8 lg:[--page-fill-height:calc(100svh-8rem)]"
          >
            <div className="mx-auto w-full max-w-6xl">
              <Outlet />
            </div>
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}
