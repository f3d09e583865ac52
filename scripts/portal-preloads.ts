// Run by `npm run build` after the portal's `vite build`: writes dist/web/.vite/portal-preloads.json, for
// each dashboard page's URL pattern the chunks of its shell and page that index.html does not load. The
// server lists them in the page's HTML (http/portal-preloads.ts), so a full load of a dashboard page
// downloads them with the entry instead of after it has run.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { authPages } from '../src/web/app/auth-pages';
import { adminPages, clientPages, type PortalPage } from '../src/web/app/portal-pages';
import { portalShells } from '../src/web/app/portal-shells';
import { type Manifest, planPreloads } from './portal-preloads/plan';

const viteDir = 'dist/web/.vite';
const manifest: Manifest = JSON.parse(readFileSync(join(viteDir, 'portal-manifest.json'), 'utf8'));

const inShell = (shell: PortalPage, pages: Record<string, PortalPage>) =>
  Object.entries(pages).map(([path, page]): [string, string[]] => [path, [shell.source, page.source]]);

const plan = planPreloads(
  manifest,
  Object.fromEntries([
    ...inShell(portalShells['/dashboard'], clientPages),
    ...inShell(portalShells['/admin'], adminPages),
    // The prerendered sign-in pages: the app takes over as soon as their code is in (decision 033).
    ...Object.entries(authPages).map(([path, page]): [string, string[]] => [path, [page.source]]),
  ]),
);
writeFileSync(join(viteDir, 'portal-preloads.json'), `${JSON.stringify(plan, null, 2)}\n`);
console.log(`Preloads listed for ${Object.keys(plan).length} portal pages`);
