import { useEffect } from 'react';
import { type PublicPage, type PublicPath, publicPage } from './public-pages';

/** Sets the one element matching `selector` in <head>, creating it when missing, or removes it. */
function setHeadElement(
  selector: string,
  create: () => HTMLElement,
  attributes: Record<string, string> | null,
) {
  let element = document.head.querySelector(selector);
  if (!attributes) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.append(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

const meta = (key: 'name' | 'property', value: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(key, value);
  return element;
};

/**
 * The same tags `head-tags.ts` prerenders, for a page reached without a reload. The origin is the one
 * the server wrote into the first page's og:url (the configured site origin), else this window's.
 */
function applyDocumentMeta(page: PublicPage) {
  const written = document.head.querySelector('meta[property="og:url"]')?.getAttribute('content');
  const origin = written?.match(/^https?:\/\/[^/]+/)?.[0] ?? window.location.origin;
  const url = `${origin}${page.path}`;
  document.title = page.title;
  setHeadElement('meta[name="description"]', meta('name', 'description'), { content: page.description });
  setHeadElement(
    'link[rel="canonical"]',
    () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
    page.indexable ? { href: url } : null,
  );
  setHeadElement(
    'meta[name="robots"]',
    meta('name', 'robots'),
    page.indexable ? null : { content: 'noindex' },
  );
  setHeadElement('meta[property="og:title"]', meta('property', 'og:title'), { content: page.title });
  setHeadElement('meta[property="og:description"]', meta('property', 'og:description'), {
    content: page.description,
  });
  setHeadElement('meta[property="og:url"]', meta('property', 'og:url'), { content: url });
}

/**
 * Keeps the title, description, canonical, robots and Open Graph tags right when a visitor moves
 * between public pages without a reload, so no tag still describes the previous page. The first load
 * already has them all: the prerendered <head> carries the full set.
 */
export function useDocumentMeta(path: PublicPath) {
  useEffect(() => applyDocumentMeta(publicPage(path)), [path]);
}
