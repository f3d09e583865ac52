import { afterFirstPaint } from './lib/after-first-paint';

// The only script of a prerendered sign-in page (decision 033, scripts/prerender-portal.ts). The page is
// complete without the app, so the app's code is fetched once the form is on screen: requested earlier, a
// phone's connection shared it with the page's first paint. Its tag names the app's entry and the chunks
// the page needs, fetched together.
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');

afterFirstPaint(() => {
  const entry = script?.dataset.entry;
  if (!entry) return;
  for (const href of JSON.parse(script.dataset.preload ?? '[]') as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
});
