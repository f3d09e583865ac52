import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillAgencyBrand } from '../../src/server/http/agency-brand';
import { AGENCY_LOGO_PLACEHOLDER, AGENCY_NAME_PLACEHOLDER } from '../../src/shared/domain/agency-brand';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

// A page as the build writes it: the brand's meta tags, the logo's preload and <img>, the name beside it.
const brandMarkup =
  `<meta name="agency-name" content="${AGENCY_NAME_PLACEHOLDER}">` +
  `<meta name="agency-logo" content="${AGENCY_LOGO_PLACEHOLDER}">` +
  `<link rel="preload" as="image" href="${AGENCY_LOGO_PLACEHOLDER}"/>` +
  `<a href="/"><img src="${AGENCY_LOGO_PLACEHOLDER}" alt="" width="32" height="32"/><span>${AGENCY_NAME_PLACEHOLDER}</span></a>`;
// Long enough to be compressed (the compressor skips bodies under 1 KB).
const landing = `${brandMarkup}<h1>Landing</h1>${'<p>Copy about the agency.</p>'.repeat(60)}`;
const loginForm = `${brandMarkup}<form><input id="email" name="email"><input id="password" type="password"></form>`;

/** A dist/web with the portal shell, a prerendered public page and a prerendered sign-in page. */
function webRoot() {
  const root = mkdtempSync(join(tmpdir(), 'agency-portal-brand-'));
  writeFileSync(join(root, 'index.html'), `<!doctype html><html><head>${brandMarkup}</head></html>`);
  mkdirSync(join(root, 'prerendered/portal'), { recursive: true });
  writeFileSync(join(root, 'prerendered/index.html'), landing);
  writeFileSync(join(root, 'prerendered/pages.json'), JSON.stringify({ '/': 'index.html' }));
  writeFileSync(join(root, 'prerendered/sitemap.xml'), '');
  writeFileSync(join(root, 'prerendered/robots.txt'), '');
  writeFileSync(join(root, 'prerendered/portal/login.html'), loginForm);
  writeFileSync(
    join(root, 'prerendered/portal/pages.json'),
    JSON.stringify({ '/login': 'login.html', '/invite/:token': 'login.html' }),
  );
  return root;
}

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp({ webRoot: webRoot() });
  ({ admin } = await t.actors());
});
afterAll(() => t.close());

const page = async (path: string) => {
  const res = await t.anonymous.get(path);
  expect(res.status).toBe(200);
  return res.text();
};

function logoForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(samples.png)], { type: 'image/png' }), 'logo.png');
  return form;
}

/**
 * Runs `change` and resolves once the agency's change notice has gone round (the server's brand listened
 * first, being subscribed since the app started).
 */
async function afterAgencyNotice(change: () => Promise<Response>): Promise<Response> {
  let unsubscribe = () => {};
  const notice = new Promise<void>((resolve) => {
    unsubscribe = t.deps.realtime.subscribe({
      userId: 'test-listener',
      role: 'admin',
      send: (event) => event.topic === 'agency' && resolve(),
    });
  });
  const res = await change();
  await notice;
  unsubscribe();
  return res;
}

describe("the agency's brand on the pages seen before signing in", () => {
  it('serves the prerendered sign-in pages with their form, for any invite link', async () => {
    for (const path of ['/login', '/invite/some-token']) {
      const html = await page(path);
      expect(html).toContain('<input id="email" name="email">');
      expect(html).toContain('<input id="password" type="password">');
    }
  });

  it('shows the name alone while the agency has no logo', async () => {
    for (const path of ['/login', '/', '/dashboard']) {
      const html = await page(path);
      expect(html).toContain('<span>Agency Portal</span>');
      expect(html).toContain('<meta name="agency-name" content="Agency Portal">');
      expect(html).toContain('<meta name="agency-logo" content="">');
      expect(html).not.toContain('<img');
      expect(html).not.toContain('rel="preload"');
      expect(html).not.toContain('__AGENCY');
    }
  });

  it('shows the logo on every page as soon as an admin uploads one, and the name alone once removed', async () => {
    expect(await page('/login')).not.toContain('<img');
    const upload = await afterAgencyNotice(() =>
      admin.request('POST', '/api/admin/agency/logo', undefined, { body: logoForm() }),
    );
    expect(upload.status).toBe(201);
    const { logoUrl } = (await upload.json()) as { logoUrl: string };
    const html = await page('/login');
    expect(html).toContain(`<img src="${logoUrl}" alt="" width="32" height="32"/>`);
    expect(html).toContain(`<meta name="agency-logo" content="${logoUrl}">`);
    expect(await page('/')).toContain(`<img src="${logoUrl}"`);
    expect(await page('/admin/settings')).toContain(`content="${logoUrl}"`);

    const removed = await afterAgencyNotice(() => admin.request('DELETE', '/api/admin/agency/logo'));
    expect(removed.status).toBe(200);
    const without = await page('/login');
    expect(without).not.toContain('<img');
    expect(without).toContain('<span>Agency Portal</span>');
  });

  it('fills the public pages before compressing them', async () => {
    const res = await t.anonymous.request('GET', '/', undefined, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(html).toContain('<span>Agency Portal</span>');
    expect(html).not.toContain('__AGENCY');
  });
});

describe('filling the brand into a page', () => {
  it('escapes what it writes', () => {
    expect(
      fillAgencyBrand(`<b>${AGENCY_NAME_PLACEHOLDER}</b><img src="${AGENCY_LOGO_PLACEHOLDER}">`, {
        name: 'Bold & <Brave> "Co"',
        logoUrl: '/api/agency/logo?v=1&x="y"',
      }),
    ).toBe(
      '<b>Bold &amp; &lt;Brave&gt; &quot;Co&quot;</b><img src="/api/agency/logo?v=1&amp;x=&quot;y&quot;">',
    );
  });
});
