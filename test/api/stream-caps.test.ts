import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/server/db/factories';
import type { RealtimeHub } from '../../src/server/realtime/hub';
import { messages } from '../../src/shared/messages';
import { serveApp } from '../support/serve-app';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { readSse } from './sse-reader';

// Each live stream holds a socket of the server process: these tests open real ones over HTTP, with caps
// small enough to reach. The test app trusts X-Forwarded-For (as behind the proxy), so each request names
// the address it comes from.
const CAPS = { STREAMS_PER_USER: '2', STREAMS_PER_ADDRESS: '3', STREAMS_TOTAL: '5' };

let t: TestApp;
let server: Awaited<ReturnType<typeof serveApp>>;
let live: ReturnType<typeof countLiveStreams>;
beforeAll(async () => {
  t = await createTestApp({ env: CAPS });
  server = await serveApp(t.app.fetch);
  live = countLiveStreams(t.deps.realtime);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

type Stream = ReturnType<typeof readSse>;
const opened: Stream[] = [];

// Every test starts with no stream open: those of the last test are closed and the server has seen them go.
afterEach(async () => {
  await Promise.all(opened.splice(0).map((stream) => stream.cancel().catch(() => {})));
  await live.until(0);
});

/** Counts the hub's live subscriptions (a stream's subscription ends where its slot is given back). */
function countLiveStreams(hub: RealtimeHub) {
  const subscribe = hub.subscribe;
  let count = 0;
  let waiting: { n: number; resolve: () => void }[] = [];
  const settle = () => {
    for (const w of waiting.filter((w) => w.n === count)) w.resolve();
    waiting = waiting.filter((w) => w.n !== count);
  };
  hub.subscribe = (subscriber) => {
    count += 1;
    const unsubscribe = subscribe(subscriber);
    return () => {
      count -= 1;
      unsubscribe();
      settle();
    };
  };
  return {
    get count() {
      return count;
    },
    /** Resolves once exactly `n` streams are open. */
    until: (n: number) =>
      n === count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ n, resolve })),
  };
}

function request(path: string, caller: Caller | null, from: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (caller?.cookie) headers.set('cookie', caller.cookie);
  headers.set('x-forwarded-for', from);
  return fetch(`${server.url}${path}`, { ...init, headers });
}

/** Opens a stream that the server takes, and waits for its `ready`. */
async function openStream(caller: Caller, from: string): Promise<Stream> {
  const stream = readSse(await request('/api/events', caller, from));
  opened.push(stream);
  expect((await stream.next()).event).toBe('ready');
  return stream;
}

/** A stream the server refuses: the status, Retry-After and the error shape. */
async function expectRefused(caller: Caller, from: string, status: number, code: string, message: string) {
  const response = await request('/api/events', caller, from);
  expect(response.status).toBe(status);
  expect(response.headers.get('retry-after')).toBe('10');
  expect(await response.json()).toEqual({ error: { code, message } });
}

/** The streams are still open and delivering: an event about their client reaches each. */
async function expectStillReceiving(streams: Stream | Stream[], clientId: string) {
  const id = `still-open-${Math.random()}`;
  await t.deps.realtime.publish({ topic: 'tasks', clientId, id });
  for (const stream of [streams].flat())
    expect(await stream.nextChange()).toEqual({ topic: 'tasks', clientId, id });
}

/** Reads a stream until the server ends it, and returns the events it sent on the way. */
async function eventsUntilEnd(stream: Stream): Promise<string[]> {
  const seen: string[] = [];
  for (;;) {
    try {
      seen.push((await stream.next()).event);
    } catch (error) {
      if (String(error).includes('The event stream ended')) return seen;
      throw error;
    }
  }
}

async function client(): Promise<{ id: string; caller: Caller }> {
  const user = await createClient(t.db);
  return { id: user.id, caller: await t.signIn(user.email) };
}

describe('streams per person', () => {
  it('refuses a person a stream past their cap with 429, keeps their open ones, and serves another person', async () => {
    const alex = await client();
    const blair = await client();
    // Two tabs on two networks: the person's own cap, not an address's.
    const [first, second] = [
      await openStream(alex.caller, '203.0.113.1'),
      await openStream(alex.caller, '203.0.113.2'),
    ];

    await expectRefused(alex.caller, '203.0.113.3', 429, 'rate_limited', messages.realtime.tooManyForUser);
    // The cap is the person's, whichever session asks: a second browser counts towards it too.
    const phone = await t.signIn(alex.caller.email ?? '');
    await expectRefused(phone, '203.0.113.4', 429, 'rate_limited', messages.realtime.tooManyForUser);

    await expectStillReceiving([first, second], alex.id);
    await expectStillReceiving(await openStream(blair.caller, '203.0.113.1'), blair.id);
  });

  it('gives a closed stream’s slot back: the tab that hangs up makes room for the next', async () => {
    const alex = await client();
    await openStream(alex.caller, '203.0.113.10');
    const hangingUp = await openStream(alex.caller, '203.0.113.11');
    await expectRefused(alex.caller, '203.0.113.12', 429, 'rate_limited', messages.realtime.tooManyForUser);

    await hangingUp.cancel();
    await live.until(1);
    await expectStillReceiving(await openStream(alex.caller, '203.0.113.12'), alex.id);
  });

  it('gives the slot back when the stream ends with its session', async () => {
    const user = await createClient(t.db);
    const laptop = await t.signIn(user.email);
    const phone = await t.signIn(user.email);
    const laptopStream = await openStream(laptop, '203.0.113.20');
    await openStream(phone, '203.0.113.21');
    await expectRefused(phone, '203.0.113.21', 429, 'rate_limited', messages.realtime.tooManyForUser);

    expect((await request('/api/auth/sign-out', laptop, '203.0.113.20', { method: 'POST' })).status).toBe(
      200,
    );
    expect(await eventsUntilEnd(laptopStream)).toEqual(['session-ended']);
    await expectStillReceiving(await openStream(phone, '203.0.113.21'), user.id);
  });

  it('answers HEAD without holding a slot', async () => {
    const alex = await client();
    for (const from of ['203.0.113.30', '203.0.113.31', '203.0.113.32']) {
      const response = await request('/api/events', alex.caller, from, { method: 'HEAD' });
      expect(response.status).toBe(200);
    }
    await openStream(alex.caller, '203.0.113.30');
    await openStream(alex.caller, '203.0.113.31');
  });
});

describe('streams per address', () => {
  it('counts every person behind one address together, and refuses past the cap with 429', async () => {
    const office = '198.51.100.7';
    const [alex, blair] = [await client(), await client()];
    await openStream(alex.caller, office);
    await openStream(alex.caller, office);
    const blairsFirst = await openStream(blair.caller, office);

    // Blair holds one stream, under a person's cap: the office's address is what is full.
    await expectRefused(blair.caller, office, 429, 'rate_limited', messages.realtime.tooManyForAddress);
    await expectStillReceiving(blairsFirst, blair.id);
    // From home, the same person is served.
    await expectStillReceiving(await openStream(blair.caller, '198.51.100.8'), blair.id);
  });
});

describe("the server's total", () => {
  it('refuses a stream past it with 503, while the health check and signed-in reads still answer', async () => {
    const [alex, blair, casey] = [await client(), await client(), await client()];
    // Five streams, two per person at most, from three addresses: the total is full, nothing else is.
    await openStream(alex.caller, '192.0.2.1');
    await openStream(alex.caller, '192.0.2.1');
    await openStream(blair.caller, '192.0.2.2');
    await openStream(blair.caller, '192.0.2.2');
    await openStream(casey.caller, '192.0.2.3');

    await expectRefused(casey.caller, '192.0.2.3', 503, 'unavailable', messages.realtime.serverFull);
    const health = await request('/api/health', null, '192.0.2.4');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const me = await request('/api/me', casey.caller, '192.0.2.3');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(casey.id);
  });

  it('is given back whole when the server stops: every stream ends, and as many open again', async () => {
    const [alex, blair, casey] = [await client(), await client(), await client()];
    const streams = [
      await openStream(alex.caller, '192.0.2.11'),
      await openStream(alex.caller, '192.0.2.11'),
      await openStream(blair.caller, '192.0.2.12'),
      await openStream(blair.caller, '192.0.2.12'),
      await openStream(casey.caller, '192.0.2.13'),
    ];
    await t.deps.realtime.stop();
    for (const stream of streams) expect(await eventsUntilEnd(stream)).toEqual([]);
    await t.deps.realtime.start();

    await openStream(alex.caller, '192.0.2.11');
    await openStream(alex.caller, '192.0.2.11');
    await openStream(blair.caller, '192.0.2.12');
    await openStream(blair.caller, '192.0.2.12');
    await expectStillReceiving(await openStream(casey.caller, '192.0.2.13'), casey.id);
  });
});
