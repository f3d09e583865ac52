import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchesPageUrl } from '../../shared/page-urls';

/**
 * The portal's index.html for a path: for a dashboard page, with a modulepreload link for each chunk its
 * first load needs (dist/web/.vite/portal-preloads.json, written by the build). The browser then fetches
 * the shell's and the page's code alongside the entry, not once the entry has run and asked for them.
 * Without the file (a portal-only or older build), every path gets the plain index.html.
 */
export function portalHtmlFor(webRoot: string, indexHtml: string): (path: string) => string {
  const file = join(webRoot, '.vite/portal-preloads.json');
  if (!existsSync(file)) return () => indexHtml;
  const plan: Record<string, string[]> = JSON.parse(readFileSync(file, 'utf8'));
  const pages = Object.entries(plan).map(([pattern, files]) => {
    const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
    return { pattern, html: indexHtml.replace('</head>', `${links}</head>`) };
  });
  return (path) => pages.find((page) => matchesPageUrl(page.pattern, path))?.html ?? indexHtml;
}
