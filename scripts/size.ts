// `npm run size`: what the landing page's first load costs a phone, gzipped, against the budget.
// It reads the prerendered page (so it counts exactly what the browser fetches before interaction:
// the entry script, every modulepreload, every stylesheet and the CSS inlined by scripts/prerender.ts)
// and fails when a budget is exceeded.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKb = { js: 120, css: 25 };
const webRoot = 'dist/web';
const html = readFileSync(join(webRoot, 'prerendered/index.html'), 'utf8');

const referenced = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => m[1] as string))];
const js = referenced(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g);
const css = referenced(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g);

const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m, i) => ({
  name: `<style> #${i + 1} inlined in the page`,
  content: Buffer.from(m[1] as string),
}));
const fromFiles = (files: string[]) =>
  files.map((file) => ({ name: file, content: readFileSync(join(webRoot, file)) }));

function report(kind: keyof typeof budgetKb, parts: { name: string; content: Buffer }[]) {
  let total = 0;
  for (const part of parts) {
    const size = gzipSync(part.content, { level: 9 }).length / 1024;
    total += size;
    console.log(`  ${size.toFixed(1).padStart(6)} KB  ${part.name}`);
  }
  const ok = total <= budgetKb[kind];
  console.log(
    `${kind.toUpperCase()} ${total.toFixed(1)} KB gzip of ${budgetKb[kind]} KB budget ${ok ? 'OK' : 'EXCEEDED'}\n`,
  );
  return ok;
}

console.log('Landing page (/) first load\n');
const jsOk = report('js', fromFiles(js));
const cssOk = report('css', [...fromFiles(css), ...inlineCss]);
if (!jsOk || !cssOk) process.exit(1);
