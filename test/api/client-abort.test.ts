import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveApp } from '../support/serve-app';
import { createTestApp, type TestApp } from '../support/test-app';

// A client that closes its connection mid-request is normal on the web: it is logged at debug level,
// not as an unhandled error.
let t: TestApp;
let server: Awaited<ReturnType<typeof serveApp>>;
beforeAll(async () => {
  t = await createTestApp();
  server = await serveApp(t.app.fetch);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

/** Resolves with the first debug or error line the server logs. */
function firstLog(): Promise<string> {
  return new Promise((resolve) => {
    vi.spyOn(console, 'debug').mockImplementation((...args: unknown[]) =>
      resolve(`debug: ${args.join(' ')}`),
    );
    const error = vi.spyOn(console, 'error');
    const failOnConsole = error.getMockImplementation();
    error.mockImplementation((...args: unknown[]) => {
      failOnConsole?.(...args);
      resolve(`error: ${args.map(String).join(' ')}`);
    });
  });
}

/** Sends the start of a request body, then hangs up. */
function hangUpMidBody(path: string, headers: Record<string, string>) {
  const req = httpRequest(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
  });
  req.on('error', () => {}); // our own hang-up
  req.write('{"email":"someone@exa', () => setImmediate(() => req.destroy()));
}

describe('a client hanging up mid-request', () => {
  it('while the auth library’s body is read (Content-Length declared) is logged at debug level', async () => {
    const logged = firstLog();
    hangUpMidBody('/api/auth/sign-in/email', { 'content-length': '1000' });
    expect(await logged).toBe('debug: The client closed the connection during POST /api/auth/sign-in/email');
  });

  it('while a chunked body is counted against its cap is logged at debug level', async () => {
    const logged = firstLog();
    hangUpMidBody('/api/applications', {});
    expect(await logged).toBe('debug: The client closed the connection during POST /api/applications');
  });
});
