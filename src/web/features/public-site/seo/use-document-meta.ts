import { useEffect } from 'react';
import { type PublicPath, publicPage } from './public-pages';

/**
 * Keeps the title and description right when a visitor moves between public pages without a reload.
 * The first load already has them: the prerendered <head> carries the full set of tags.
 */
export function useDocumentMeta(path: PublicPath) {
  useEffect(() => {
    const page = publicPage(path);
    document.title = page.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
  }, [path]);
}
