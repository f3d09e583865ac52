import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeHub } from '../../src/server/realtime/hub';
import { serveApp } from '../support/serve-app';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { readSse } from './sse-reader';

// The event stream as browsers get it: through a real HTTP server, where its headers are Hono's answer and
// its body is written straight to Node's response (features/realtime/live-response.ts).
let t: TestApp;
let actors: Awaited<ReturnType<TestApp['actors']>>;
let server: Awaited<ReturnType<typeof serveApp>>;
beforeAll(async () => {
  t = await createTestApp();
  actors = await t.actors();
  server = await serveApp(t.app.fetch);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

function open(caller: Caller, init: RequestInit = {}) {
  return fetch(`${server.url}/api/events`, { ...init, headers: { cookie: caller.cookie ?? '' } });
}

/** Counts the hub's live subscriptions; `ended()` resolves when the next one ends. */
function watchSubscriptions(hub: RealtimeHub) {
  const subscribe = hub.subscribe;
  let endedOne: (() => void) | undefined;
  const watch = {
    open: 0,
    ended: () => new Promise<void>((resolve) => (endedOne = resolve)),
    restore: () => {
      hub.subscribe = subscribe;
    },
  };
  hub.subscribe = (subscriber) => {
    watch.open += 1;
    const unsubscribe = subscribe(subscriber);
    return () => {
      watch.open -= 1;
      unsubscribe();
      endedOne?.();
    };
  };
  return watch;
}

describe('GET /api/events over HTTP', () => {
  it("sends the app's headers, says ready, and delivers the client's own events only", async () => {
    const { clientA, clientB } = actors;
    const response = await open(clientA);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    // Set by the first middleware on the way in, so every header was final when the body started.
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    const stream = readSse(response);
    try {
      expect((await stream.next()).event).toBe('ready');
      await t.deps.realtime.publish({ topic: 'tasks', clientId: clientB.userId, id: 'of-b' });
      await t.deps.realtime.publish({ topic: 'tasks', clientId: clientA.userId, id: 'of-a' });
      expect(await stream.nextChange()).toEqual({ topic: 'tasks', clientId: clientA.userId, id: 'of-a' });
    } finally {
      await stream.cancel();
    }
  });

  it('drops the subscription when the browser hangs up', async () => {
    const watch = watchSubscriptions(t.deps.realtime);
    try {
      const hangUp = new AbortController();
      const stream = readSse(await open(actors.admin, { signal: hangUp.signal }));
      expect((await stream.next()).event).toBe('ready');
      expect(watch.open).toBe(1);
      const ended = watch.ended();
      hangUp.abort();
      await ended;
      expect(watch.open).toBe(0);
    } finally {
      watch.restore();
    }
  });

  it('ends the response with session-ended when the session signs out', async () => {
    const client = await t.signIn(actors.clientA.email ?? '');
    const stream = readSse(await open(client));
    expect((await stream.next()).event).toBe('ready');
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await stream.nextOf('session-ended')).data).toBe('{}');
    await expect(stream.next()).rejects.toThrow('The event stream ended');
  });

  it('answers HEAD with the headers and no subscription', async () => {
    const watch = watchSubscriptions(t.deps.realtime);
    try {
      const response = await fetch(`${server.url}/api/events`, {
        method: 'HEAD',
        headers: { cookie: actors.clientB.cookie ?? '' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream');
      expect(await response.text()).toBe('');
      expect(watch.open).toBe(0);
    } finally {
      watch.restore();
    }
  });
});
