import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A URL pattern of scripts/portal-preloads.ts ('/admin/client/:clientId') against a request's path. */
function matches(pattern: string, path: string) {
  const want = pattern.split('/');
  const got = path.replace(/\/+$/, '').split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

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
  return (path) => pages.find((page) => matches(page.pattern, path))?.html ?? indexHtml;
}
