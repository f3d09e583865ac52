import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchesPageUrl } from '../../shared/page-urls';

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * The sign-in and registration pages prerendered with their form (scripts/prerender-portal.ts), by URL
 * pattern; none without that build step.
 */
function readPrerenderedPortal(webRoot: string): Map<string, string> {
  const dir = join(webRoot, 'prerendered/portal');
  const files = readJson<Record<string, string>>(join(dir, 'pages.json')) ?? {};
  return new Map(Object.entries(files).map(([pattern, f]) => [pattern, readFileSync(join(dir, f), 'utf8')]));
}

/**
 * The portal's HTML for a path: the sign-in and registration pages' prerendered HTML with their form
 * (decision 033); for every other page index.html, with a modulepreload link for each chunk its first
 * load needs (dist/web/.vite/portal-preloads.json, written by the build). The browser then fetches the
 * shell's and the page's code alongside the entry, not once the entry has run and asked for them.
 * Without the files (a portal-only or older build), every path gets the plain index.html.
 */
export function portalHtmlFor(webRoot: string, indexHtml: string): (path: string) => string {
  const plan = readJson<Record<string, string[]>>(join(webRoot, '.vite/portal-preloads.json')) ?? {};
  const prerendered = readPrerenderedPortal(webRoot);
  const patterns = new Set([...prerendered.keys(), ...Object.keys(plan)]);
  const pages = [...patterns].map((pattern) => {
    // A prerendered page asks for its chunks itself, once it is painted (src/web/after-paint.ts).
    const prerenderedHtml = prerendered.get(pattern);
    if (prerenderedHtml) return { pattern, html: prerenderedHtml };
    const links = (plan[pattern] ?? [])
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      .join('');
    return { pattern, html: indexHtml.replace('</head>', `${links}</head>`) };
  });
  return (path) => pages.find((page) => matchesPageUrl(page.pattern, path))?.html ?? indexHtml;
}
