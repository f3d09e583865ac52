import { afterFirstPaint } from '@/web/lib/after-first-paint';
import { pageModules } from './page-loaders';
import { publicPages } from './seo/public-pages';
import './public-site.css';

// The public pages arrive prerendered and complete (scripts/prerender.ts); this entry only makes them
// interactive. The portal (main.tsx) is a separate bundle, so a visitor never downloads dashboard code.
//
// It is kept tiny and fetches React and the page's code once the browser has shown the HTML: fetched
// and run earlier, they competed with the first paint on a phone's CPU, so the page's largest text was
// shown later than it could be. The HTML needs no JavaScript to be read, and its links work without it.
afterFirstPaint(() => {
  const path = window.location.pathname;
  const page = publicPages.find((p) => p.path === path);
  // Hydration must render exactly what was prerendered, so the page's code loads first, alongside React.
  void Promise.all([import('./hydrate'), page ? pageModules[page.path].load() : undefined]).then(
    ([{ hydrate }, Page]) => hydrate(path, Page),
  );
});
