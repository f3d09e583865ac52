// Run by `npm run build` after scripts/prerender.ts: renders the sign-in, registration and password pages
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
// As on the public site: the style sheet is inlined, so the form paints without a second request, and the
// scripts are fetched at low priority, after what the paint needs (the HTML is usable without them).
const template = index
  .replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
    (_link, file: string) => `<style>${readFileSync(join(webRoot, file), 'utf8')}</style>`,
  )
  .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
  .replaceAll(
    '<link rel="modulepreload" crossorigin',
    '<link rel="modulepreload" fetchpriority="low" crossorigin',
  );

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
  const html = template.replace(
    loadingShell,
    () => `<div id="root" data-prerendered="${pattern}">${markup}</div>`,
  );
  files[pattern] = fileOf(pattern);
  writeFileSync(join(outDir, files[pattern]), html);
}
writeFileSync(join(outDir, 'pages.json'), `${JSON.stringify(files, null, 2)}\n`);
console.log(`Prerendered ${Object.keys(files).length} sign-in pages into ${outDir}`);
