import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DeferredToaster } from '@/web/ui/deferred-toaster';
import { BrowserNavigation } from './navigation/public-navigation';
import { loadPage, PublicApp } from './public-app';
import '../../styles.css';

// The public pages arrive prerendered (scripts/prerender.ts); this small entry only makes them interactive.
// The portal (main.tsx) is a separate bundle, so a visitor never downloads dashboard code.
async function hydrate() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const path = window.location.pathname;
  // Hydration must render exactly what was prerendered, so the page's code loads first.
  const loaded = await loadPage(path);
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it in
  // one long task: a phone stays responsive while the page becomes interactive.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <BrowserNavigation>
          <PublicApp path={path} Page={loaded?.Page} />
        </BrowserNavigation>
        <DeferredToaster />
      </StrictMode>,
    );
  });
}

void hydrate();
