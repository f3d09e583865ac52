import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { isPageUrl } from '../../shared/page-urls';
import { type AgencyBrandSource, agencyBrandPages, fillAgencyBrand } from './agency-brand';
import type { AppEnv } from './app-env';
import { portalHtmlFor } from './portal-preloads';

/** scripts/prerender.ts writes this where absolute URLs go (canonical, Open Graph, sitemap); we fill it in. */
export const SITE_ORIGIN_PLACEHOLDER = '%SITE_ORIGIN%';

export function hasWebBuild(webRoot: string | undefined): webRoot is string {
  return webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
}

type Prerendered = { pages: Map<string, string>; sitemap: string; robots: string };

function readPrerendered(webRoot: string): Prerendered | undefined {
  const dir = join(webRoot, 'prerendered');
  if (!existsSync(join(dir, 'pages.json'))) return undefined;
  const files: Record<string, string> = JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8'));
  return {
    pages: new Map(
      Object.entries(files).map(([path, file]) => [path, readFileSync(join(dir, file), 'utf8')]),
    ),
    sitemap: readFileSync(join(dir, 'sitemap.xml'), 'utf8'),
    robots: readFileSync(join(dir, 'robots.txt'), 'utf8'),
  };
}

/**
 * Hashed assets (cached for a year), the prerendered public pages, robots.txt and sitemap.xml, other
 * static files, and the portal's index.html for every other path: with status 200 for a page's URL, and
 * 404 for any other, where the portal's router renders the not-found page.
 * `origin` is the site's public address; without it, the address the request came to is used.
 */
export function serveWeb(
  app: Hono<AppEnv>,
  webRoot: string,
  options: { origin?: string; brand?: AgencyBrandSource } = {},
) {
  const indexHtml = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const prerendered = readPrerendered(webRoot);
  const portalHtml = portalHtmlFor(webRoot, indexHtml);
  const withOrigin = (text: string, c: Context) =>
    text.replaceAll(SITE_ORIGIN_PLACEHOLDER, options.origin ?? new URL(c.req.url).origin);

  // Hashed file names change with every build, so an asset can be cached for a year.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', serveStatic({ root: webRoot, precompressed: true }));
  // A missing chunk (an old page asking for a previous build's file) is a 404, never the HTML shell.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // Build inputs and outputs that are not pages of their own.
  app.get('/prerendered/*', (c) => c.html(indexHtml, 404));
  app.get('/.vite/*', (c) => c.html(indexHtml, 404));
  // Every page carries the agency's name and logo, which change at run time (decision 033).
  const { brand } = options;
  if (brand) app.use('*', agencyBrandPages(brand));
  if (prerendered) {
    for (const [path, html] of prerendered.pages) {
      app.get(path, compress(), async (c) => {
        c.header('Cache-Control', 'no-cache');
        const page = withOrigin(html, c);
        return c.html(brand ? fillAgencyBrand(page, await brand.current()) : page);
      });
    }
    app.get('/sitemap.xml', (c) =>
      c.body(withOrigin(prerendered.sitemap, c), 200, { 'Content-Type': 'application/xml' }),
    );
    app.get('/robots.txt', (c) => c.text(withOrigin(prerendered.robots, c)));
  }
  // Without a prerendered landing page (a portal-only build), "/" is the portal shell, not a directory read.
  app.get('/', (c) => c.html(indexHtml));
  app.use('*', serveStatic({ root: webRoot, index: '' }));
  app.get('*', (c) => c.html(portalHtml(c.req.path), isPageUrl(c.req.path) ? 200 : 404));
}
