import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { serverWho } from '../../src/server/audit/audit-person';
import { refuseSuspendedAfterCreate } from '../../src/server/auth/refuse-suspended';
import type { DbOrTx } from '../../src/server/db/connection';
import { createClient, DEFAULT_TEST_PASSWORD } from '../../src/server/db/factories';
import { sessions } from '../../src/server/db/schema/index';
import { suspendClient } from '../../src/server/features/clients/suspend-client';
import { messages } from '../../src/shared/messages';
import { createTestApp, type TestApp } from '../support/test-app';

// No session may outlive a suspension, however a sign-in and the suspension interleave.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const suspendedRefusal = { code: 'ACCOUNT_SUSPENDED', message: messages.clients.suspendedSignIn };

function signIn(email: string) {
  return t.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEFAULT_TEST_PASSWORD }),
  });
}

const sessionsOf = (userId: string) => t.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('a session for a suspended account', () => {
  it('is refused whichever way it is created, and none is kept', async () => {
    const client = await createClient(t.db);
    await suspendClient({
      db: t.db,
      realtime: t.deps.realtime,
      who: serverWho,
      reach: { kind: 'every' },
      clientId: client.id,
    });
    const { internalAdapter } = await t.deps.auth.$context;

    await expect(internalAdapter.createSession(client.id)).rejects.toMatchObject({
      statusCode: 403,
      body: suspendedRefusal,
    });
    expect(await sessionsOf(client.id)).toEqual([]);
  });

  it('written after the first check passed (a suspension committed in between) is deleted and refused', async () => {
    const client = await createClient(t.db);
    await suspendClient({
      db: t.db,
      realtime: t.deps.realtime,
      who: serverWho,
      reach: { kind: 'every' },
      clientId: client.id,
    });
    // The row as the library inserts it when its before-check read the profile just before the suspension
    // committed, and the suspension's DELETE ran before the row existed.
    const [session] = await t.db
      .insert(sessions)
      .values({
        id: 'raced-session',
        token: 'raced-session-token',
        userId: client.id,
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning();

    await expect(refuseSuspendedAfterCreate(t.db)(session ?? null)).rejects.toMatchObject({
      statusCode: 403,
      body: suspendedRefusal,
    });
    expect(await sessionsOf(client.id)).toEqual([]);
  });
});

// Two transactions at once need two connections: PGlite has one, so the interleaving itself is tried in
// the suite's PostgreSQL run (TEST_DATABASE_URL, as CI does).
if (inject('testDatabase').kind === 'postgres')
  describe('a sign-in racing a suspension on PostgreSQL', () => {
    it('is refused once the suspension commits, leaving no session and no usable cookie', async () => {
      const client = await createClient(t.db);
      // The real suspension, held open just before its commit: its locks are all taken, its profile
      // written and the sessions it saw deleted.
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let held!: () => void;
      const heldOpen = new Promise<void>((resolve) => {
        held = resolve;
      });
      const heldTransaction = {
        transaction: <T>(work: (tx: DbOrTx) => Promise<T>) =>
          t.db.transaction(async (tx) => {
            const result = await work(tx);
            held();
            await committing;
            return result;
          }),
      } as unknown as DbOrTx;
      const suspension = suspendClient({
        db: heldTransaction,
        realtime: t.deps.realtime,
        who: serverWho,
        reach: { kind: 'every' },
        clientId: client.id,
      });
      await heldOpen;

      // The sign-in reads the profile before the suspension commits, then waits on one of its locks.
      const signingIn = signIn(client.email);
      await vi.waitFor(
        async () => {
          const [waiting] = (
            await t.db.execute<{ count: number }>(sql`
            select count(*)::int as count from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`)
          ).rows;
          expect(waiting?.count).toBeGreaterThan(0);
        },
        { timeout: 10_000 },
      );
      commit();
      await suspension;
      const res = await signingIn;

      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: unknown }).error).toEqual(suspendedRefusal);
      expect(await sessionsOf(client.id)).toEqual([]);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const me = await t.app.request('/api/me', { headers: cookie ? { cookie } : {} });
      expect(me.status).toBe(401);
    });
  });
