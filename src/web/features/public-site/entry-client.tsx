import { pageModules } from './page-loaders';
import { publicPages } from './seo/public-pages';
import '../../styles.css';

// The public pages arrive prerendered and complete (scripts/prerender.ts); this entry only makes them
// interactive. The portal (main.tsx) is a separate bundle, so a visitor never downloads dashboard code.
//
// It is kept tiny and fetches React and the page's code once the browser has painted the HTML: fetched
// and run earlier, they competed with the first paint on a phone's CPU, so the page's largest text was
// shown later than it could be. The HTML needs no JavaScript to be read, and its links work without it.
function afterFirstPaint(start: () => void) {
  // A tab opened in the background paints nothing until shown: no first paint to wait for.
  if (document.visibilityState === 'hidden') return start();
  // A frame callback runs just before the browser paints; a task queued from it runs after the paint.
  requestAnimationFrame(() => setTimeout(start, 0));
}

afterFirstPaint(() => {
  const path = window.location.pathname;
  const page = publicPages.find((p) => p.path === path);
  // Hydration must render exactly what was prerendered, so the page's code loads first, alongside React.
  void Promise.all([import('./hydrate'), page ? pageModules[page.path].load() : undefined]).then(
    ([{ hydrate }, Page]) => hydrate(path, Page),
  );
});
