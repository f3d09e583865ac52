// Run by `npm run build` after scripts/prerender.ts and scripts/portal-preloads.ts: renders the sign-in, registration and password pages
// with their form into copies of the portal's index.html (decision 033). Output, read by
// src/server/http/portal-preloads.ts:
//   dist/web/prerendered/portal/pages.json   { "/invite/:token": "invite.html", ... }
//   dist/web/prerendered/portal/*.html       with the agency brand's placeholders for the server to fill.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type ServerEntry = typeof import('../src/web/app/prerender/entry-server');

const webRoot = 'dist/web';
const outDir = join(webRoot, 'prerendered/portal');
const loadingShell = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;

const entry: ServerEntry = await import(pathToFileURL('dist/ssr-portal/entry-server.js').href);
const index = readFileSync(join(webRoot, 'index.html'), 'utf8');
if (!loadingShell.test(index)) throw new Error('index.html has no loading shell in #root to replace');
const manifest: Record<string, { file: string }> = JSON.parse(
  readFileSync(join(webRoot, '.vite/portal-manifest.json'), 'utf8'),
);
const loader = manifest['src/web/after-paint.ts']?.file;
if (!loader) throw new Error('The portal build has no src/web/after-paint.ts');
// Each page's chunks beyond the entry's (scripts/portal-preloads.ts runs first).
const pageChunks: Record<string, string[]> = JSON.parse(
  readFileSync(join(webRoot, '.vite/portal-preloads.json'), 'utf8'),
);
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const entrySrc = index.match(entryScript)?.[1];
if (!entrySrc) throw new Error("index.html has no module script: the portal's entry");
const entryPreloads = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
  (m) => m[1] as string,
);

/**
 * As on the public site: the style sheet is inlined, so the form paints without a second request, and the
 * app's code is only asked for once the form is on screen (src/web/after-paint.ts): requests that start
 * before the paint share a phone's connection with it.
 */
function template(pattern: string) {
  const preload = [...entryPreloads, ...(pageChunks[pattern] ?? []).map((f) => `/${f}`)];
  const escapedPreload = JSON.stringify(preload).replaceAll('"', '&quot;');
  return index
    .replace(
      /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
      (_link, file: string) => `<style>${readFileSync(join(webRoot, file), 'utf8')}</style>`,
    )
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(
      entryScript,
      () =>
        `<script type="module" crossorigin src="/${loader}" data-entry="${entrySrc}" data-preload="${escapedPreload}"></script>`,
    );
}

const fileOf = (pattern: string) =>
  `${pattern.slice(1).replaceAll('/', '-').replaceAll(':', '') || 'index'}.html`;

mkdirSync(outDir, { recursive: true });
const files: Record<string, string> = {};
for (const pattern of entry.prerenderedPatterns) {
  // A form sent before the app has run would go to the page's own URL, the password in its query: the
  // submit button waits for the app, which enables it (typing is kept, see app/prerendered-takeover.ts).
  const markup = (await entry.render(pattern)).replaceAll(
    '<button type="submit"',
    '<button type="submit" disabled=""',
  );
  const html = template(pattern).replace(
    loadingShell,
    () => `<div id="root" data-prerendered="${pattern}">${markup}</div>`,
  );
  files[pattern] = fileOf(pattern);
  writeFileSync(join(outDir, files[pattern]), html);
}
writeFileSync(join(outDir, 'pages.json'), `${JSON.stringify(files, null, 2)}\n`);
console.log(`Prerendered ${Object.keys(files).length} sign-in pages into ${outDir}`);
