// Renders each public page to static HTML after `vite build` and `vite build --ssr` (see package.json).
// The pages reach visitors and crawlers complete, then hydrate. Output, read by src/server/http/serve-web.ts:
//   dist/web/prerendered/pages.json   { "/path": "file.html" }
//   dist/web/prerendered/*.html, sitemap.xml, robots.txt   with SITE_ORIGIN_PLACEHOLDER for the server to fill.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_ORIGIN_PLACEHOLDER } from '../src/server/http/serve-web';
import { precompress } from './precompress';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;
type ServerEntry = typeof import('../src/web/features/public-site/entry-server');

const webRoot = 'dist/web';
const outDir = join(webRoot, 'prerendered');
const templatePath = join(webRoot, 'src/web/features/public-site/public.html');

const entry: ServerEntry = await import(pathToFileURL('dist/ssr/entry-server.js').href);
const manifest: Manifest = JSON.parse(readFileSync(join(webRoot, '.vite/manifest.json'), 'utf8'));
// The stylesheet is inlined: a phone paints the page without waiting for a second, render-blocking request.
// The scripts only add interactivity to HTML that is already complete, so they are fetched at low
// priority, after anything the first paint needs (the entry loads the rest after the paint).
const template = readFileSync(templatePath, 'utf8')
  .replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
    (_link, file: string) => `<style>${readFileSync(join(webRoot, file), 'utf8')}</style>`,
  )
  .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
  .replaceAll(
    '<link rel="modulepreload" crossorigin',
    '<link rel="modulepreload" fetchpriority="low" crossorigin',
  );

/**
 * Fails when a page's loader names a module that is not in the build. The page's chunks are not preloaded
 * here: the entry fetches them, with React, once the HTML is painted (entry-client.tsx).
 */
function checkLoaderSource(source: string) {
  if (!manifest[source]) throw new Error(`${source} is not in the Vite manifest: is page-loaders.ts stale?`);
}

const pageFiles: Record<string, string> = {};
rmSync(outDir, { recursive: true, force: true });
for (const page of entry.publicPages) {
  checkLoaderSource(entry.pageModules[page.path].source);
  const html = template
    .replace('<!--public-head-->', entry.headTags(page, SITE_ORIGIN_PLACEHOLDER))
    .replace('<!--public-app-->', await entry.render(page.path));
  const file = page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`;
  mkdirSync(dirname(join(outDir, file)), { recursive: true });
  writeFileSync(join(outDir, file), html);
  pageFiles[page.path] = file;
}
writeFileSync(join(outDir, 'pages.json'), `${JSON.stringify(pageFiles, null, 2)}\n`);

const indexable = entry.publicPages.filter((p) => p.indexable);
writeFileSync(
  join(outDir, 'sitemap.xml'),
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexable.map((p) => `  <url><loc>${SITE_ORIGIN_PLACEHOLDER}${p.path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n'),
);
writeFileSync(
  join(outDir, 'robots.txt'),
  // The portal's pages are private and the API is not for crawlers.
  [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /admin',
    '',
    `Sitemap: ${SITE_ORIGIN_PLACEHOLDER}/sitemap.xml`,
    '',
  ].join('\n'),
);

// The template was only an input; the portal shell (dist/web/index.html) stays as Vite built it.
rmSync(join(webRoot, 'src'), { recursive: true, force: true });
precompress(join(webRoot, 'assets'));
console.log(`Prerendered ${Object.keys(pageFiles).length} public pages into ${outDir}`);
