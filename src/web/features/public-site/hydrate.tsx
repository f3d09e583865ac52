import { type ComponentType, StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DeferredToaster } from '@/web/ui/deferred-toaster';
import { BrowserNavigation } from './navigation/public-navigation';
import { PublicApp } from './public-app';

/** Makes the prerendered page at `path` interactive; `Page` is its component, already loaded. */
export function hydrate(path: string, Page: ComponentType | undefined) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it in
  // one long task: a phone stays responsive while the page becomes interactive.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <BrowserNavigation>
          <PublicApp path={path} Page={Page} />
        </BrowserNavigation>
        <DeferredToaster />
      </StrictMode>,
    );
  });
}
