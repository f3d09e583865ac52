import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/server/db/factories';
import { userRoles, users } from '../../src/server/db/schema/index';
import { messages } from '../../src/shared/messages';
import { expectConsole } from '../support/fail-on-console';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/me', () => {
  it('answers 401 without a session', async () => {
    const res = await t.anonymous.get('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'unauthorized', message: messages.common.notAuthenticated },
    });
  });

  it('returns the user, role and stored profile', async () => {
    const user = await createClient(t.db, { name: 'Riley Stone', profile: { companyName: 'Stone & Co' } });
    const me = await t.signIn(user.email);
    const body = await (await me.get('/api/me')).json();
    expect(body.user).toMatchObject({ id: user.id, email: user.email, name: 'Riley Stone' });
    expect(body.role).toBe('client');
    expect(body.profile).toMatchObject({ companyName: 'Stone & Co', firstName: 'Riley', lastName: 'Stone' });
  });

  it('gives no role to a user without a role row, writing none, and builds a default profile', async () => {
    const user = await createClient(t.db, { name: 'Quinn Park' });
    await t.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    const { profiles } = await import('../../src/server/db/schema/index');
    await t.db.delete(profiles).where(eq(profiles.id, user.id));
    const me = await t.signIn(user.email);
    const body = await (await me.get('/api/me')).json();
    expect(body.role).toBeNull();
    expect(body.profile).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Quinn',
      lastName: 'Park',
      primaryColor: '#38b6ff',
      secondaryColor: '#ffffff',
      accentColor: '#000000',
      emailNotifications: true,
      weeklyDigest: false,
      welcomeFlowCompleted: false,
      onboardingCompleted: false,
      contractStatus: 'pending_onboarding',
    });
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).toEqual([]);
  });
});

describe('a user without a role', () => {
  it('is refused by the guards with the no-role message', async () => {
    const user = await createClient(t.db);
    await t.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    const caller = await t.signIn(user.email);
    for (const path of ['/api/tasks', '/api/admin/tasks', '/api/events']) {
      const res = await caller.get(path);
      expect(res.status, path).toBe(403);
      expect(await res.json(), path).toEqual({
        error: { code: 'forbidden', message: messages.guard.noRole },
      });
    }
  });
});

describe('role lookup failure', () => {
  it('answers 500, not the no-role 403, when the role table cannot be read', async () => {
    const own = await createTestApp();
    try {
      const user = await createClient(own.db);
      const caller = await own.signIn(user.email);
      // A real lookup failure: the role table cannot be read.
      await own.db.execute(sql`alter table user_roles rename to user_roles_away`);
      expectConsole('error', 3);
      for (const path of ['/api/tasks', '/api/admin/tasks', '/api/events']) {
        const res = await caller.get(path);
        expect(res.status, path).toBe(500);
        expect(await res.json(), path).toEqual({
          error: { code: 'internal', message: messages.common.unexpected },
        });
      }
    } finally {
      await own.db.execute(sql`alter table if exists user_roles_away rename to user_roles`);
      await own.close();
    }
  });
});

describe('sign-up', () => {
  it('is closed to the public', async () => {
    const res = await t.anonymous.post('/api/auth/sign-up/email', {
      email: 'walk-in@example.test',
      password: 'a-good-long-password',
      name: 'Walk In',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const rows = await t.db.select().from(users).where(eq(users.email, 'walk-in@example.test'));
    expect(rows).toHaveLength(0);
  });
});
