import { type ReactNode, useEffect, useRef } from 'react';
import { ApplicationDialogProvider } from '../application/application-dialog-context';
import { usePublicLocation } from '../navigation/public-navigation';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicLayout({ children }: { children: ReactNode }) {
  const { pathname, hash } = usePublicLocation();
  const shownPath = useRef(pathname);

  // Moving to another public page starts at its top; the first page keeps the browser's own scroll
  // (a reload restores it) and an anchor link is left to the browser.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  // Marks the page interactive, for people who script against it (and our end-to-end tests).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <ApplicationDialogProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh flex-col bg-white">
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </div>
    </ApplicationDialogProvider>
  );
}
