import { pageModules } from './page-loaders';
import { publicPages } from './seo/public-pages';
import './public-site.css';

/** How long the page waits for its first paint to be reported before it loads its code anyway. */
const FIRST_PAINT_WAIT_MS = 3000;

// The public pages arrive prerendered and complete (scripts/prerender.ts); this entry only makes them
// interactive. The portal (main.tsx) is a separate bundle, so a visitor never downloads dashboard code.
//
// It is kept tiny and fetches React and the page's code once the browser has shown the HTML: fetched
// and run earlier, they competed with the first paint on a phone's CPU, so the page's largest text was
// shown later than it could be. The HTML needs no JavaScript to be read, and its links work without it.
function afterFirstPaint(start: () => void) {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  // A tab opened in the background paints nothing until shown: no first paint to wait for.
  if (document.visibilityState === 'hidden') return startOnce();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // A frame callback runs just before the browser paints; a task queued from it runs after the paint.
    requestAnimationFrame(() => setTimeout(startOnce, 0));
    return;
  }
  // The first contentful paint is reported once the frame is on screen, which can be a few frames after
  // the main thread painted it: requests sent before then share the network with that paint.
  observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) startOnce();
  });
  observer.observe({ type: 'paint', buffered: true });
  // Should the paint never be reported, the page still becomes interactive.
  setTimeout(startOnce, FIRST_PAINT_WAIT_MS);
}

afterFirstPaint(() => {
  const path = window.location.pathname;
  const page = publicPages.find((p) => p.path === path);
  // Hydration must render exactly what was prerendered, so the page's code loads first, alongside React.
  void Promise.all([import('./hydrate'), page ? pageModules[page.path].load() : undefined]).then(
    ([{ hydrate }, Page]) => hydrate(path, Page),
  );
});
