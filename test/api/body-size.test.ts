import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTask } from '../../src/server/db/factories';
import { DEFAULT_BODY_LIMIT_BYTES } from '../../src/server/http/body-limits';
import { serveApp } from '../support/serve-app';
import type { Caller, TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

// Every JSON body under /api is capped at 1 MB while it is read; multipart uploads are bounded by their
// file limits instead.
let t: TestApp;
let client: Caller;
let commentsPath: string;
let statusPath: string;
beforeAll(async () => {
  t = await createTestApp();
  const { clientA } = await t.actors();
  client = clientA;
  const task = await createTask(t.db, { clientId: clientA.userId as string });
  commentsPath = `/api/tasks/${task.id}/comments`;
  statusPath = `/api/tasks/${task.id}/status`;
});
afterAll(() => t.close());

const TWO_MB = 2 * 1024 * 1024;
const bigJson = () => JSON.stringify({ content: 'x'.repeat(TWO_MB) });

/** The body as a stream of 64 KB chunks, so that it is sent without a Content-Length (chunked). */
function chunked(text: string, options: { endless?: boolean } = {}): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        if (options.endless) return new Promise<void>(() => {}); // the client never finishes sending
        controller.close();
        return;
      }
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  client.request('POST', path, undefined, {
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

async function expectTooLarge(res: Response) {
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({
    error: { code: 'payload_too_large', message: 'The request is too large.' },
  });
}

describe('JSON bodies over 1 MB answer 413', () => {
  it.each([
    ['the task comment route', () => commentsPath],
    ['the task status route', () => statusPath],
    ['the application form', () => '/api/applications'],
  ])('%s, with a Content-Length', async (_label, path) => {
    const body = bigJson();
    await expectTooLarge(await post(path(), body, { 'content-length': String(Buffer.byteLength(body)) }));
  });

  it.each([
    ['the task comment route', () => commentsPath],
    ['the task status route', () => statusPath],
  ])('%s, chunked without a Content-Length', async (_label, path) => {
    await expectTooLarge(await post(path(), chunked(bigJson())));
  });

  it('refuses as soon as the count passes the cap, without waiting for the rest', async () => {
    const endless = chunked('x'.repeat(DEFAULT_BODY_LIMIT_BYTES + 128 * 1024), { endless: true });
    await expectTooLarge(await post(commentsPath, endless));
  });

  it('over real HTTP, a chunked body is refused while the client is still sending', async () => {
    const server = await serveApp(t.app.fetch);
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(`${server.url}${commentsPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: client.cookie ?? '' },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        req.on('error', reject);
        // 1.5 MB, and the request is never ended: only a count taken while reading can answer.
        const chunk = Buffer.alloc(64 * 1024, 'x');
        req.write('{"content":"');
        for (let sent = 0; sent < DEFAULT_BODY_LIMIT_BYTES * 1.5; sent += chunk.length) req.write(chunk);
      });
      expect(status).toBe(413);
    } finally {
      await server.close();
    }
  });

  it('a body just under the cap is read', async () => {
    const body = JSON.stringify({ to: 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES - 100) });
    const res = await post(statusPath, body);
    expect(res.status).toBe(400); // read and parsed: refused by the contract, not by its size
    expect((await res.json()).error.code).toBe('validation_failed');
  });
});

// Node's parser delivers no more than a request declares, so a declared length is judged as declared and a
// JSON body under it is read straight from the request.
describe('over real HTTP, a body with a Content-Length', () => {
  it('under the cap is read and stored', async () => {
    const server = await serveApp(t.app.fetch);
    try {
      const body = JSON.stringify({ content: 'Sent with its length declared' });
      const res = await fetch(`${server.url}${commentsPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: client.cookie ?? '' },
        body,
      });
      expect(res.status).toBe(201);
      expect((await res.json()).content).toBe('Sent with its length declared');
      const { entries } = await (await client.get(commentsPath.replace(/comments$/, 'activity'))).json();
      expect(entries.map((entry: { content?: string }) => entry.content)).toContain(
        'Sent with its length declared',
      );
    } finally {
      await server.close();
    }
  });

  it('over the cap is refused before a byte of it is sent', async () => {
    const server = await serveApp(t.app.fetch);
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(`${server.url}${commentsPath}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': String(TWO_MB),
            cookie: client.cookie ?? '',
          },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        req.on('error', reject);
        req.flushHeaders(); // the headers alone: the answer cannot wait on the body
      });
      expect(status).toBe(413);
    } finally {
      await server.close();
    }
  });
});

describe('multipart bodies', () => {
  it('an upload over 1 MB to the comment route is bounded by its file limit, not the JSON cap', async () => {
    const pdf = Buffer.concat([samples.pdf, Buffer.alloc(TWO_MB, ' ')]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'big.pdf');
    const res = await client.request('POST', commentsPath, undefined, { body: form });
    expect(res.status).toBe(201);
  });

  it('a multipart body to a route that takes no uploads is refused unread', async () => {
    const form = new FormData();
    form.append('businessName', 'x'.repeat(TWO_MB));
    const res = await client.request('POST', '/api/applications', undefined, { body: form });
    expect(res.status).toBe(415);
    expect((await res.json()).error.code).toBe('unsupported_media_type');
  });
});

describe("the auth library's routes", () => {
  it('cap a body at 64 KB', async () => {
    const body = JSON.stringify({ email: 'someone@example.test', password: 'x'.repeat(70 * 1024) });
    await expectTooLarge(await post('/api/auth/sign-in/email', body, { 'x-forwarded-for': '10.30.0.1' }));
  });
});
