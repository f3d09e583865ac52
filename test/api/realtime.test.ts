import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHeartbeat } from '../../src/server/features/realtime/heartbeat';
import { MAX_QUEUED_BYTES } from '../../src/server/features/realtime/live-stream';
import { changeFrame } from '../../src/server/features/realtime/sse-frames';
import { messages } from '../../src/shared/messages';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { readSse } from './sse-reader';

let t: TestApp;
let actors: Awaited<ReturnType<TestApp['actors']>>;
beforeAll(async () => {
  t = await createTestApp();
  actors = await t.actors();
});
afterAll(() => t.close());

/** Opens the caller's event stream and waits until the server has subscribed it. */
async function subscribe(caller: Caller) {
  const stream = readSse(await caller.get('/api/events'));
  expect((await stream.next()).event).toBe('ready');
  return stream;
}

/** Publishes `marker` and reads a fresh admin stream until it arrives: every event before it was delivered. */
async function untilDelivered(marker: { topic: 'tasks'; clientId: null; id: string }) {
  const stream = await subscribe(actors.admin);
  try {
    await t.deps.realtime.publish(marker);
    let change = (await stream.nextChange()) as { id?: string };
    while (change.id !== marker.id) change = (await stream.nextChange()) as { id?: string };
  } finally {
    await stream.cancel();
  }
}

describe('GET /api/events', () => {
  it('refuses an anonymous caller with 401', async () => {
    const res = await t.anonymous.get('/api/events');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'unauthorized', message: messages.common.notAuthenticated },
    });
  });

  it("gives a client only the events about itself, never another client's", async () => {
    const { clientA, clientB } = actors;
    const streamA = await subscribe(clientA);
    const streamB = await subscribe(clientB);
    try {
      // B's event first: had it leaked to A, A would see it before its own.
      await t.deps.realtime.publish({ topic: 'tasks', clientId: clientB.userId, id: 'task-of-b' });
      await t.deps.realtime.publish({ topic: 'chat', clientId: null, id: 'admin-only' });
      await t.deps.realtime.publish({ topic: 'tasks', clientId: clientA.userId, id: 'task-of-a' });

      expect(await streamA.nextChange()).toEqual({
        topic: 'tasks',
        clientId: clientA.userId,
        id: 'task-of-a',
      });
      expect(await streamB.nextChange()).toEqual({
        topic: 'tasks',
        clientId: clientB.userId,
        id: 'task-of-b',
      });
      await t.deps.realtime.publish({ topic: 'files', clientId: clientB.userId, id: 'file-of-b' });
      expect(await streamB.nextChange()).toEqual({
        topic: 'files',
        clientId: clientB.userId,
        id: 'file-of-b',
      });
    } finally {
      await streamA.cancel();
      await streamB.cancel();
    }
  });

  it("reaches every open tab of the client an event is about, and every admin's, and no other client's", async () => {
    const { admin, clientA, clientB } = actors;
    const tabsOfA = [await subscribe(clientA), await subscribe(clientA), await subscribe(clientA)];
    const adminTabs = [await subscribe(admin), await subscribe(admin)];
    const tabOfB = await subscribe(clientB);
    try {
      await t.deps.realtime.publish({ topic: 'chat', clientId: clientA.userId, id: 'for-a' });
      await t.deps.realtime.publish({ topic: 'chat', clientId: clientB.userId, id: 'for-b' });
      for (const tab of tabsOfA) expect(await tab.nextChange()).toMatchObject({ id: 'for-a' });
      for (const tab of adminTabs) {
        expect(await tab.nextChange()).toMatchObject({ id: 'for-a' });
        expect(await tab.nextChange()).toMatchObject({ id: 'for-b' });
      }
      // Had A's event leaked to B, B would see it before its own.
      expect(await tabOfB.nextChange()).toMatchObject({ id: 'for-b' });
    } finally {
      await Promise.all([...tabsOfA, ...adminTabs, tabOfB].map((tab) => tab.cancel()));
    }
  });

  it('drops a browser that stopped reading once its backlog is full, instead of queueing without end', async () => {
    const stream = await subscribe(actors.admin);
    try {
      // Nothing reads the stream meanwhile: the events wait on the server, more than its backlog holds.
      const event = (i: number) => ({ topic: 'tasks', clientId: null, id: `backlog-${i}` }) as const;
      const published = Math.ceil(MAX_QUEUED_BYTES / changeFrame(event(0)).byteLength) + 10;
      for (let i = 0; i < published; i++) await t.deps.realtime.publish(event(i));
      let received = 0;
      const ended = await (async () => {
        for (;;) {
          try {
            if ((await stream.next()).event === 'change') received++;
          } catch (error) {
            return String(error);
          }
        }
      })();
      expect(ended).toContain('The event stream ended');
      expect(received).toBeGreaterThan(0);
      expect(received).toBeLessThan(published);
    } finally {
      await stream.cancel();
    }
    // On PostgreSQL the rest of the burst may still be on its way: a later test's stream must not get it.
    await untilDelivered({ topic: 'tasks', clientId: null, id: 'after-the-backlog' });
  });

  it("gives an admin every client's events and the admin-only ones", async () => {
    const { admin, clientA, clientB } = actors;
    const stream = await subscribe(admin);
    try {
      await t.deps.realtime.publish({ topic: 'tasks', clientId: clientA.userId, id: '1' });
      await t.deps.realtime.publish({ topic: 'referrals', clientId: clientB.userId, id: '2' });
      await t.deps.realtime.publish({ topic: 'applications', clientId: null, id: '3' });
      expect(await stream.nextChange()).toEqual({ topic: 'tasks', clientId: clientA.userId, id: '1' });
      expect(await stream.nextChange()).toEqual({ topic: 'referrals', clientId: clientB.userId, id: '2' });
      expect(await stream.nextChange()).toEqual({ topic: 'applications', clientId: null, id: '3' });
    } finally {
      await stream.cancel();
    }
  });

  // The timeout is well under the 25 s heartbeat: events stuck until the next heartbeat fail this test.
  it('sends a burst of events at once, not one per heartbeat', { timeout: 10_000 }, async () => {
    const stream = await subscribe(actors.admin);
    try {
      // Published while the stream is not being read, so they queue up behind the first write.
      for (let i = 0; i < 5; i++)
        await t.deps.realtime.publish({ topic: 'tasks', clientId: null, id: `burst-${i}` });
      for (let i = 0; i < 5; i++) expect(await stream.nextChange()).toMatchObject({ id: `burst-${i}` });
    } finally {
      await stream.cancel();
    }
  });

  it('sends heartbeats while nothing happens, so proxies keep the connection open', async () => {
    const fast = await createTestApp({ database: t.deps.database, heartbeatMs: 20 });
    const client = await fast.signIn(actors.clientA.email ?? '');
    const stream = await subscribe(client);
    try {
      expect(await stream.next()).toEqual({ event: 'heartbeat', data: '{}' });
      expect(await stream.next()).toEqual({ event: 'heartbeat', data: '{}' });
    } finally {
      await stream.cancel();
      await fast.deps.realtime.stop();
    }
  });

  it('delivers an event published by another server instance on the same database', async () => {
    const other = await createTestApp({ database: t.deps.database });
    const clientOnOther = await other.signIn(actors.clientA.email ?? '');
    const adminOnOther = await other.signIn(actors.admin.email ?? '');
    const clientStream = await subscribe(clientOnOther);
    const adminStream = await subscribe(adminOnOther);
    try {
      await t.deps.realtime.publish({ topic: 'tasks', clientId: actors.clientB.userId, id: 'not-for-a' });
      await t.deps.realtime.publish({
        topic: 'project_updates',
        clientId: actors.clientA.userId,
        id: 'from-first',
      });
      expect(await clientStream.nextChange()).toEqual({
        topic: 'project_updates',
        clientId: actors.clientA.userId,
        id: 'from-first',
      });
      expect(await adminStream.nextChange()).toMatchObject({ id: 'not-for-a' });
      expect(await adminStream.nextChange()).toMatchObject({ id: 'from-first' });
    } finally {
      await clientStream.cancel();
      await adminStream.cancel();
      await other.deps.realtime.stop();
    }
  });

  it('delivers an event published inside a transaction only once it commits', async () => {
    const { clientA } = actors;
    const stream = await subscribe(clientA);
    try {
      await t.db
        .transaction(async (tx) => {
          await t.deps.realtime.publish({ topic: 'tasks', clientId: clientA.userId, id: 'rolled-back' }, tx);
          throw new Error('rollback');
        })
        .catch(() => {});
      await t.db.transaction(async (tx) => {
        await t.deps.realtime.publish({ topic: 'tasks', clientId: clientA.userId, id: 'committed' }, tx);
      });
      expect(await stream.nextChange()).toMatchObject({ id: 'committed' });
    } finally {
      await stream.cancel();
    }
  });

  it('ignores a notification on the channel that is not one of our events, and keeps delivering', async () => {
    const stream = await subscribe(actors.admin);
    try {
      await t.db.execute(sql`select pg_notify('agency_portal_events', 'not json')`);
      await t.db.execute(
        sql`select pg_notify('agency_portal_events', '{"topic":"unknown","clientId":null}')`,
      );
      await t.deps.realtime.publish({ topic: 'tasks', clientId: null, id: 'after-garbage' });
      expect(await stream.nextChange()).toEqual({ topic: 'tasks', clientId: null, id: 'after-garbage' });
    } finally {
      await stream.cancel();
    }
  });
});

describe('the heartbeat', () => {
  it('beats every stream once a period, spread over it rather than all in one tick', () => {
    vi.useFakeTimers();
    try {
      const periodMs = 1_000;
      const heartbeat = createHeartbeat(periodMs);
      const beats: number[][] = [];
      // Ten streams opened in the same instant, as after a deploy.
      const leave = Array.from({ length: 10 }, (_, i) => {
        beats[i] = [];
        return heartbeat.join({ beat: () => beats[i]?.push(Date.now()) });
      });
      vi.advanceTimersByTime(periodMs);
      expect(beats.map((b) => b.length)).toEqual(Array(10).fill(1));
      // Each in a tick of its own: their session re-reads do not queue up together.
      expect(new Set(beats.map((b) => b[0])).size).toBe(10);
      vi.advanceTimersByTime(periodMs);
      for (const b of beats) expect((b[1] ?? 0) - (b[0] ?? 0)).toBe(periodMs);

      // A closed stream is beaten no more; the timer stops with the last one.
      for (const stop of leave) stop();
      const counts = beats.map((b) => b.length);
      vi.advanceTimersByTime(periodMs);
      expect(beats.map((b) => b.length)).toEqual(counts);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
