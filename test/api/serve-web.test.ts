import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/server/http/app-env';
import { SITE_ORIGIN_PLACEHOLDER, serveWeb } from '../../src/server/http/serve-web';
import { createTestApp, type TestApp } from '../support/test-app';

// Long enough to be worth compressing (the compressor skips bodies under 1 KB).
const landingBody = `<h1>Landing</h1>${'<p>Copy about the agency.</p>'.repeat(60)}`;
const shell =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/main.js"></script></body></html>';

/** A small dist/web as `npm run build` leaves it: the portal shell, one asset, prerendered public pages. */
function webRoot({ prerendered }: { prerendered: boolean }) {
  const root = mkdtempSync(join(tmpdir(), 'agency-portal-web-'));
  writeFileSync(join(root, 'index.html'), shell);
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets/main.js'), 'console.log("portal");'.repeat(100));
  if (prerendered) {
    const dir = join(root, 'prerendered');
    mkdirSync(join(dir, 'case-study'), { recursive: true });
    writeFileSync(
      join(dir, 'index.html'),
      `<link rel="canonical" href="${SITE_ORIGIN_PLACEHOLDER}/">${landingBody}`,
    );
    writeFileSync(join(dir, 'case-study/entrives.html'), '<h1>Entrives</h1>');
    writeFileSync(
      join(dir, 'pages.json'),
      JSON.stringify({ '/': 'index.html', '/case-study/entrives': 'case-study/entrives.html' }),
    );
    writeFileSync(join(dir, 'sitemap.xml'), `<loc>${SITE_ORIGIN_PLACEHOLDER}/</loc>`);
    writeFileSync(join(dir, 'robots.txt'), `Sitemap: ${SITE_ORIGIN_PLACEHOLDER}/sitemap.xml`);
  }
  return root;
}

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));
async function app(options: { prerendered: boolean }) {
  const t = await createTestApp({ webRoot: webRoot(options) });
  apps.push(t);
  return t;
}

describe('serving the web build', () => {
  it('serves prerendered public pages with the site origin filled in, compressed when asked', async () => {
    const app = new Hono<AppEnv>();
    serveWeb(app, webRoot({ prerendered: true }), { origin: 'https://agency.example' });
    const landing = await app.request('/', { headers: { 'accept-encoding': 'identity' } });
    expect(landing.headers.get('content-type')).toContain('text/html');
    expect(await landing.text()).toBe(`<link rel="canonical" href="https://agency.example/">${landingBody}`);
    const compressed = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(await (await app.request('/case-study/entrives?ref=x')).text()).toBe('<h1>Entrives</h1>');
    expect(await (await app.request('/sitemap.xml')).text()).toBe('<loc>https://agency.example/</loc>');
    expect(await (await app.request('/robots.txt')).text()).toBe(
      'Sitemap: https://agency.example/sitemap.xml',
    );
  });

  it('uses the address the request came to when given no origin', async () => {
    const app = new Hono<AppEnv>();
    serveWeb(app, webRoot({ prerendered: true }));
    expect(await (await app.request('http://shop.example/sitemap.xml')).text()).toBe(
      '<loc>http://shop.example/</loc>',
    );
  });

  it("serves the portal shell with 200 at each portal page's URL, its parameters filled in", async () => {
    const t = await app({ prerendered: true });
    for (const path of [
      '/dashboard',
      '/dashboard/tasks/',
      '/admin/applications',
      '/admin/client/3f2c9a1e-0000-4000-8000-000000000000',
      '/admin/login',
      '/login',
      '/invite/abc123',
      '/onboarding',
      // Not prerendered in this build, so the portal's router renders it.
      '/launch-readiness',
    ]) {
      const res = await t.anonymous.get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe(shell);
    }
  });

  it('answers every other path with the portal shell (its not-found page) and 404, build internals too', async () => {
    const t = await app({ prerendered: true });
    for (const path of [
      '/no-such-page',
      '/dashboard/no-such-page',
      '/admin/clients/3f2c9a1e',
      '/admin/client/',
      '/admin/client/3f2c9a1e/tasks',
      '/invite',
      '/login/extra',
      '/prerendered/index.html',
      '/.vite/manifest.json',
    ]) {
      const res = await t.anonymous.get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toBe(shell);
    }
  });

  it('serves hashed assets for a year, and a missing one as 404 rather than the shell', async () => {
    const t = await app({ prerendered: true });
    const res = await t.anonymous.get('/assets/main.js');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await t.anonymous.get('/assets/old-build.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('sends a build script only the headers that act on a script, and a page all of them', async () => {
    const t = await app({ prerendered: true });
    const script = await t.anonymous.get('/assets/main.js');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const header of [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'referrer-policy',
    ])
      expect(script.headers.get(header), header).toBeNull();
    const page = await t.anonymous.get('/login');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("lists a dashboard page's chunks in its HTML, and nothing more on other portal pages", async () => {
    const root = webRoot({ prerendered: true });
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/main.js"></script></head><body></body></html>',
    );
    mkdirSync(join(root, '.vite'));
    writeFileSync(
      join(root, '.vite/portal-preloads.json'),
      JSON.stringify({
        '/dashboard/tasks': ['assets/client-shell.js', 'assets/tasks-page.js'],
        '/admin/client/:clientId': ['assets/admin-shell.js', 'assets/client-page.js'],
      }),
    );
    const t = await createTestApp({ webRoot: root });
    apps.push(t);
    const preloads = async (path: string) =>
      [
        ...(await (await t.anonymous.get(path)).text()).matchAll(
          /rel="modulepreload" crossorigin href="([^"]+)"/g,
        ),
      ].map((m) => m[1]);
    expect(await preloads('/dashboard/tasks')).toEqual(['/assets/client-shell.js', '/assets/tasks-page.js']);
    expect(await preloads('/admin/client/4f1c')).toEqual([
      '/assets/admin-shell.js',
      '/assets/client-page.js',
    ]);
    for (const path of ['/login', '/dashboard/tasks/extra', '/admin/client/', '/dashboard'])
      expect(await preloads(path), path).toEqual([]);
  });

  it('falls back to the portal shell, which also renders the public pages, when nothing was prerendered', async () => {
    const t = await app({ prerendered: false });
    for (const path of ['/', '/launch-readiness'])
      expect(await (await t.anonymous.get(path)).text()).toBe(shell);
  });
});
