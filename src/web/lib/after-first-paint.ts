/** How long the page waits for its first paint to be reported before it loads its code anyway. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Runs `start` once the browser has shown the page's first contentful paint: prerendered pages (the public
 * site, the sign-in pages) fetch their code only then, so it does not compete with that paint on a phone.
 */
export function afterFirstPaint(start: () => void) {
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
