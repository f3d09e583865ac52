import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createAdmin,
  createClient,
  createClientMember,
  createManager,
  DEFAULT_TEST_PASSWORD,
} from '../../src/server/db/factories';
import { outboxEmails, sessions, userRoles } from '../../src/server/db/schema/index';
import { endUserStreams } from '../../src/server/realtime/stream-endings';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { currentCode, keyOf } from '../support/totp';
import { readSse } from './sse-reader';

// The heartbeat stays at its 25 s: a stream that ends only when it next re-reads its session fails the
// bounded waits below.
const ENDS_WITHIN_MS = 5_000;
const NEW_PASSWORD = 'a-brand-new-passphrase';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
});
afterAll(() => t.close());

type Stream = ReturnType<typeof readSse>;
const open: Stream[] = [];

/** Opens the caller's event stream and waits until the server has subscribed it. */
async function subscribe(caller: Caller): Promise<Stream> {
  const stream = readSse(await caller.get('/api/events'));
  open.push(stream);
  expect((await stream.next()).event).toBe('ready');
  return stream;
}

async function closeStreams() {
  await Promise.all(open.splice(0).map((stream) => stream.cancel()));
}

/** The events a stream sends until the server ends it; fails if it is still open after `withinMs`. */
async function eventsUntilEnd(stream: Stream, withinMs = ENDS_WITHIN_MS): Promise<string[]> {
  const seen: string[] = [];
  const read = (async () => {
    for (;;) {
      try {
        seen.push((await stream.next()).event);
      } catch (error) {
        if (String(error).includes('The event stream ended')) return seen;
        throw error;
      }
    }
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooLate = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The event stream was still open ${withinMs} ms later`)),
      withinMs,
    );
  });
  try {
    return await Promise.race([read, tooLate]);
  } finally {
    clearTimeout(timer);
  }
}

/** Proves a stream is still open and delivering: an event about the client reaches it. */
async function expectStillReceiving(stream: Stream, clientId: string, app: TestApp = t) {
  const id = `still-open-${Math.random()}`;
  await app.deps.realtime.publish({ topic: 'tasks', clientId, id });
  expect(await stream.nextChange()).toEqual({ topic: 'tasks', clientId, id });
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function resetToken(email: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, email), eq(outboxEmails.subject, 'Reset your Agency Portal password')))
    .orderBy(desc(outboxEmails.createdAt));
  const match = mail?.text.match(/\/reset-password\?token=(\S+)/);
  if (!match?.[1]) throw new Error(`No reset link was sent to ${email}`);
  return decodeURIComponent(match[1]);
}

/** Two sessions of one client (two browsers), and another client. */
async function people() {
  const [user, other] = [await createClient(t.db), await createClient(t.db)];
  return {
    user,
    laptop: await t.signIn(user.email),
    phone: await t.signIn(user.email),
    other: await t.signIn(other.email),
  };
}

describe('an open event stream ends with its session', () => {
  it("sign-out ends that session's stream at once; the user's other session and other users keep theirs", async () => {
    const { user, laptop, phone, other } = await people();
    try {
      const [laptopStream, phoneStream, otherStream] = [
        await subscribe(laptop),
        await subscribe(phone),
        await subscribe(other),
      ];
      expect((await laptop.post('/api/auth/sign-out')).status).toBe(200);
      expect(await eventsUntilEnd(laptopStream)).toEqual(['session-ended']);
      await expectStillReceiving(phoneStream, user.id);
      await expectStillReceiving(otherStream, other.userId ?? '');
    } finally {
      await closeStreams();
    }
  });

  it("a password change ends the other sessions' streams, and renews the changer's so it reconnects", async () => {
    const { user, laptop, phone, other } = await people();
    try {
      const [laptopStream, phoneStream, otherStream] = [
        await subscribe(laptop),
        await subscribe(phone),
        await subscribe(other),
      ];
      const res = await laptop.post('/api/auth/change-password', {
        currentPassword: DEFAULT_TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(res.status).toBe(200);
      expect(await eventsUntilEnd(phoneStream)).toEqual(['session-ended']);
      // The library replaced the laptop's session too; the tab reconnects with the cookie it was handed.
      expect(await eventsUntilEnd(laptopStream)).toEqual(['session-renewed']);
      const renewedLaptop = t.caller(cookieOf(res), user.id, user.email);
      await expectStillReceiving(await subscribe(renewedLaptop), user.id);
      expect((await phone.get('/api/events')).status).toBe(401);
      await expectStillReceiving(otherStream, other.userId ?? '');
    } finally {
      await closeStreams();
    }
  });

  it("turning two-factor sign-in on and off renews the caller's stream each time, so it reconnects", async () => {
    const user = await createClient(t.db);
    const laptop = await t.signIn(user.email);
    try {
      const started = await laptop.post('/api/auth/two-factor/enable', { password: DEFAULT_TEST_PASSWORD });
      const key = keyOf(((await started.json()) as { totpURI: string }).totpURI);
      const beforeOn = await subscribe(laptop);
      const on = await laptop.post('/api/auth/two-factor/verify-totp', { code: await currentCode(key) });
      expect(on.status).toBe(200);
      expect(await eventsUntilEnd(beforeOn)).toEqual(['session-renewed']);

      const renewed = t.caller(cookieOf(on), user.id, user.email);
      const beforeOff = await subscribe(renewed);
      const off = await renewed.post('/api/auth/two-factor/disable', {
        password: DEFAULT_TEST_PASSWORD,
        code: await currentCode(key),
      });
      expect(off.status).toBe(200);
      expect(await eventsUntilEnd(beforeOff)).toEqual(['session-renewed']);
      await expectStillReceiving(await subscribe(t.caller(cookieOf(off), user.id, user.email)), user.id);
    } finally {
      await closeStreams();
    }
  });

  it('a password reset ends every stream of the user; other users keep theirs', async () => {
    const { user, laptop, phone, other } = await people();
    try {
      const [laptopStream, phoneStream, otherStream] = [
        await subscribe(laptop),
        await subscribe(phone),
        await subscribe(other),
      ];
      expect((await t.anonymous.post('/api/auth/request-password-reset', { email: user.email })).status).toBe(
        200,
      );
      const res = await t.anonymous.post('/api/auth/reset-password', {
        token: await resetToken(user.email),
        newPassword: NEW_PASSWORD,
      });
      expect(res.status).toBe(200);
      expect(await eventsUntilEnd(laptopStream)).toEqual(['session-ended']);
      expect(await eventsUntilEnd(phoneStream)).toEqual(['session-ended']);
      await expectStillReceiving(otherStream, other.userId ?? '');
    } finally {
      await closeStreams();
    }
  });

  it("endUserStreams (for suspension) ends every stream of that user, and only that user's", async () => {
    const { user, laptop, phone, other } = await people();
    try {
      const [laptopStream, phoneStream, otherStream] = [
        await subscribe(laptop),
        await subscribe(phone),
        await subscribe(other),
      ];
      await endUserStreams(t.db, user.id);
      expect(await eventsUntilEnd(laptopStream)).toEqual(['session-ended']);
      expect(await eventsUntilEnd(phoneStream)).toEqual(['session-ended']);
      await expectStillReceiving(otherStream, other.userId ?? '');
    } finally {
      await closeStreams();
    }
  });
});

describe("a client company's people", () => {
  it("hear their company's events, and a removed teammate's stream ends at once while the owner's goes on", async () => {
    const ownerUser = await createClient(t.db);
    const mate = await createClientMember(t.db, ownerUser.id, 'member');
    const owner = await t.signIn(ownerUser.email);
    const teammate = await t.signIn(mate.email);
    try {
      const [ownerStream, mateStream] = [await subscribe(owner), await subscribe(teammate)];
      // An event about the company reaches both of its people.
      await t.deps.realtime.publish({ topic: 'tasks', clientId: ownerUser.id, id: 'shared' });
      expect(await mateStream.nextChange()).toEqual({ topic: 'tasks', clientId: ownerUser.id, id: 'shared' });
      expect(await ownerStream.nextChange()).toEqual({
        topic: 'tasks',
        clientId: ownerUser.id,
        id: 'shared',
      });

      expect((await owner.request('DELETE', `/api/team/members/${mate.id}`)).status).toBe(204);
      expect(await eventsUntilEnd(mateStream)).toEqual(['session-ended']);
      // The owner's Team tab hears of the change, and the stream goes on.
      expect(await ownerStream.nextChange()).toEqual({
        topic: 'clients',
        clientId: ownerUser.id,
        id: mate.id,
      });
      await expectStillReceiving(ownerStream, ownerUser.id);
    } finally {
      await closeStreams();
    }
  });
});

describe("an account manager's stream (decision 043)", () => {
  it("carries only the assigned clients' events, and is renewed at once when the assignment changes", async () => {
    const [clientA, clientB] = [await createClient(t.db), await createClient(t.db)];
    const managerUser = await createManager(t.db, [clientA.id]);
    const admin = await t.signIn((await createAdmin(t.db)).email);
    const manager = await t.signIn(managerUser.email);
    try {
      const stream = await subscribe(manager);
      // Client B's event is not the manager's: the next change the stream carries is client A's.
      await t.deps.realtime.publish({ topic: 'chat', clientId: clientB.id, id: 'not-yours' });
      await expectStillReceiving(stream, clientA.id);

      const assigned = await admin.request('PUT', `/api/admin/clients/${clientB.id}/managers`, {
        userIds: [managerUser.id],
      });
      expect(assigned.status).toBe(200);
      // Renewed, not ended: the browser reconnects, and the new stream carries client B's events too.
      expect((await eventsUntilEnd(stream)).filter((e) => e !== 'heartbeat' && e !== 'change')).toEqual([
        'session-renewed',
      ]);
      const renewed = await subscribe(manager);
      await expectStillReceiving(renewed, clientB.id);
      await expectStillReceiving(renewed, clientA.id);
    } finally {
      await closeStreams();
    }
  });
});

describe('the heartbeat re-reads the session, in case a notice was missed', () => {
  it('ends the stream of a session that is gone, and closes the one whose role changed', async () => {
    // A heartbeat in milliseconds, so the re-read comes well inside the bounded waits.
    const fast = await createTestApp({ database: t.deps.database, heartbeatMs: 40 });
    const [gone, promoted, other] = [
      await createClient(t.db),
      await createClient(t.db),
      await createClient(t.db),
    ];
    try {
      const goneStream = await subscribe(await fast.signIn(gone.email));
      const promotedStream = await subscribe(await fast.signIn(promoted.email));
      const otherStream = await subscribe(await fast.signIn(other.email));
      // Straight in the database: no notice goes out, only the heartbeat can notice.
      await t.db.delete(sessions).where(eq(sessions.userId, gone.id));
      await t.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, promoted.id));

      expect((await eventsUntilEnd(goneStream)).filter((e) => e !== 'heartbeat')).toEqual(['session-ended']);
      // Closed without `session-ended`: the browser reconnects, as the new role.
      expect((await eventsUntilEnd(promotedStream)).filter((e) => e !== 'heartbeat')).toEqual([]);
      await expectStillReceiving(otherStream, other.id, fast);
    } finally {
      await closeStreams();
      await fast.deps.realtime.stop();
    }
  });
});

// On PostgreSQL the notice travels between the instances' own LISTEN connections through the database
// server, as between two servers; on the embedded database both instances share it in-process.
const where = inject('testDatabase').kind === 'postgres' ? 'on PostgreSQL' : 'on the embedded database';

describe(`two server instances ${where}`, () => {
  it('signing out on one instance ends the stream open on the other', async () => {
    const second = await createTestApp({ database: t.deps.database, env: { SIGN_INS_PER_MINUTE: '1000' } });
    const user = await createClient(t.db);
    const other = await createClient(t.db);
    try {
      const onFirst = await t.signIn(user.email);
      const streamOnSecond = await subscribe(second.caller(onFirst.cookie, user.id, user.email));
      const otherOnSecond = await subscribe(await second.signIn(other.email));
      expect((await onFirst.post('/api/auth/sign-out')).status).toBe(200);
      expect(await eventsUntilEnd(streamOnSecond)).toEqual(['session-ended']);
      await expectStillReceiving(otherOnSecond, other.id, second);
    } finally {
      await closeStreams();
      await second.deps.realtime.stop();
    }
  });
});
