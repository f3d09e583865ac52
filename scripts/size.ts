// `npm run size`: what each first load costs a phone, gzipped, against its budget (the performance
// issue's): the landing page, a client's portal (the overview) and the admin dashboard (the client list).
// The landing page is read from its prerendered HTML, so it counts exactly what the browser fetches
// before interaction (the entry script, every modulepreload and stylesheet, and the CSS inlined by
// scripts/prerender.ts), plus what that entry fetches once the page is painted (the hydration code and
// the page's module, with their static imports, from the public build's manifest). A portal page is read from the portal build's manifest: the entry, the shell and
// the page's lazy chunk, with every chunk they import statically. It fails when a budget is exceeded.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type Part = { name: string; content: Buffer };
type Chunk = { file: string; imports?: string[]; css?: string[] };
type Budget = { js: number; css: number };

const webRoot = 'dist/web';
const read = (file: string) => readFileSync(join(webRoot, file));
const fromFiles = (files: string[]) => files.map((file) => ({ name: file, content: read(file) }));

/** The files of `modules` and, transitively, of their static imports in a Vite manifest. */
function chunkFiles(
  manifest: Record<string, Chunk>,
  modules: string[],
): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: has the module moved?`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { js, css };
}

// What entry-client.tsx imports after the first paint to hydrate the landing page.
const landingAfterPaint = [
  'src/web/features/public-site/hydrate.tsx',
  'src/web/features/public-site/landing/landing-page.tsx',
];

function landingPage(): { js: Part[]; css: Part[] } {
  const html = read('prerendered/index.html').toString('utf8');
  const referenced = (pattern: RegExp) => [
    ...new Set([...html.matchAll(pattern)].map((m) => m[1] as string)),
  ];
  const publicManifest: Record<string, Chunk> = JSON.parse(read('.vite/manifest.json').toString('utf8'));
  const js = new Set([
    ...referenced(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g),
    ...chunkFiles(publicManifest, landingAfterPaint).js,
  ]);
  const css = referenced(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g);
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m, i) => ({
    name: `<style> #${i + 1} inlined in the page`,
    content: Buffer.from(m[1] as string),
  }));
  return { js: fromFiles([...js]), css: [...fromFiles(css), ...inlineCss] };
}

const portalManifest: Record<string, Chunk> = JSON.parse(read('.vite/portal-manifest.json').toString('utf8'));

/** The chunks a portal page loads first: its modules' chunks and, transitively, their static imports. */
function portalPage(modules: string[]): { js: Part[]; css: Part[] } {
  const { js, css } = chunkFiles(portalManifest, modules);
  return { js: fromFiles([...js]), css: fromFiles([...css]) };
}

function report(kind: 'js' | 'css', parts: Part[], budgetKb: number) {
  let total = 0;
  for (const part of parts) {
    const size = gzipSync(part.content, { level: 9 }).length / 1024;
    total += size;
    console.log(`  ${size.toFixed(1).padStart(6)} KB  ${part.name}`);
  }
  const ok = total <= budgetKb;
  console.log(
    `${kind.toUpperCase()} ${total.toFixed(1)} KB gzip of ${budgetKb} KB budget ${ok ? 'OK' : 'EXCEEDED'}\n`,
  );
  return ok;
}

const pages: { name: string; load: () => { js: Part[]; css: Part[] }; budget: Budget }[] = [
  { name: 'Landing page (/)', load: landingPage, budget: { js: 90, css: 25 } },
  {
    name: 'Client portal (/dashboard, the overview)',
    load: () =>
      portalPage(['index.html', 'src/web/app/shell/client-shell.tsx', 'src/web/app/pages/overview-page.tsx']),
    budget: { js: 170, css: 25 },
  },
  {
    name: 'Admin dashboard (/admin, the client list)',
    load: () =>
      portalPage([
        'index.html',
        'src/web/app/shell/admin-shell.tsx',
        'src/web/features/clients/client-management-page.tsx',
      ]),
    budget: { js: 200, css: 25 },
  },
];

let allOk = true;
for (const page of pages) {
  console.log(`${page.name} first load\n`);
  const { js, css } = page.load();
  const jsOk = report('js', js, page.budget.js);
  const cssOk = report('css', css, page.budget.css);
  allOk &&= jsOk && cssOk;
}
if (!allOk) process.exit(1);
