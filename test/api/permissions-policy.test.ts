import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// Every document, API answer and static file denies the device and payment APIs no page uses, so no
// injected script can ask for them (an SVG opened on its own is a document). The build's scripts and style
// sheets are not documents: serve-web.test.ts holds what they carry.
let t: TestApp;
beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'agency-portal-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'assets/main.js'), 'console.log("portal");');
  writeFileSync(join(webRoot, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  t = await createTestApp({ webRoot });
});
afterAll(() => t.close());

const denied = ['camera', 'microphone', 'geolocation', 'payment', 'usb'];

describe('Permissions-Policy', () => {
  it.each([
    ['an API answer', 'GET', '/api/health'],
    ['an API error', 'GET', '/api/no-such-route'],
    ['a HEAD', 'HEAD', '/api/health'],
    ['a refused cross-site write', 'POST', '/api/applications'],
    ['a page of the web app', 'GET', '/login'],
    ['a static file', 'GET', '/logo.svg'],
  ])('is sent on %s', async (_label, method, path) => {
    const res = await t.app.request(path, {
      method,
      headers: method === 'POST' ? { origin: 'https://evil.example', 'content-type': 'text/plain' } : {},
      body: method === 'POST' ? '{}' : undefined,
    });
    const policy = res.headers.get('permissions-policy') ?? '';
    for (const feature of denied) expect(policy, `${path}: ${feature}`).toContain(`${feature}=()`);
  });

  it('leaves the clipboard and fullscreen alone: invite links are copied, attachment videos go fullscreen', async () => {
    const policy = (await t.app.request('/login')).headers.get('permissions-policy') ?? '';
    expect(policy).not.toMatch(/clipboard|fullscreen/);
  });
});
