import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import type { Caller, TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';

/**
 * Every API route and who may call it. The first test fails when the app has a route this table lacks
 * (or the table names one the app no longer has); the others call each route as each actor.
 *  - public: anyone; user: any signed-in user; client / admin: only that role.
 *  - ownedBy: for routes that address a client's row, a path to client A's row: client B must get 404.
 */
type Access = 'public' | 'user' | 'client' | 'admin';
type Actors = Awaited<ReturnType<TestApp['actors']>>;
type Sample = { path?: string; body?: unknown };
type Entry = {
  access: Access;
  sample?: (ctx: { t: TestApp; actors: Actors }) => Sample | Promise<Sample>;
  /** The status every caller gets when the route answers the same for all (auth library routes). */
  statusForAll?: number;
  ownedBy?: (ctx: { t: TestApp; actors: Actors }) => Promise<Sample>;
};

// Fresh rows made through the API, so every call addresses something that really exists.
const newInvite = async (actors: Actors) => (await actors.admin.post('/api/admin/invites', {})).json();
const newCheckout = async (t: TestApp) =>
  (await t.anonymous.post('/api/purchases/test-checkout', { serviceTier: 'MVP Growth Retainer' })).json();

/** A route addressing one of client A's tasks: callers allowed reach it, client B is told it is not found. */
function onClientATask(build: (taskId: string, actors: Actors) => Sample | Promise<Sample>): Entry {
  const sample = async ({ actors }: { actors: Actors }) => {
    const task = await (
      await actors.admin.post('/api/admin/tasks', { title: 'M', clientId: actors.clientA.userId })
    ).json();
    return build(task.id, actors);
  };
  return { access: 'user', sample, ownedBy: sample };
}

const matrix: Record<string, Entry> = {
  'GET /api/health': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/dev/outbox': { access: 'admin' },
  'GET /api/auth/*': { access: 'public', sample: () => ({ path: '/api/auth/ok' }), statusForAll: 200 },
  'POST /api/auth/*': {
    access: 'public',
    sample: () => ({
      path: '/api/auth/sign-up/email',
      body: { email: 'x@example.test', password: 'pw-long-enough', name: 'X' },
    }),
    // Public sign-up is closed: everyone is refused alike.
    statusForAll: 400,
  },
  'GET /api/me': { access: 'user' },
  'GET /api/events': { access: 'user' },
  // Applications: the public form (its per-address limit allows these three calls) and the staff's reading.
  'POST /api/applications': {
    access: 'public',
    sample: () => ({ body: { businessName: 'Matrix Coffee', email: 'founder@matrix.example' } }),
  },
  'GET /api/admin/applications': { access: 'admin' },
  'GET /api/admin/applications.csv': { access: 'admin' },
  // Joining: invites, purchases, onboarding, welcome flow. Samples make fresh links and checkouts via the API.
  'GET /api/admin/invites': { access: 'admin' },
  'POST /api/admin/invites': { access: 'admin', sample: () => ({ body: { label: 'Matrix' } }) },
  'DELETE /api/admin/invites/:inviteId': {
    access: 'admin',
    sample: async ({ actors }) => {
      return { path: `/api/admin/invites/${(await newInvite(actors)).id}` };
    },
  },
  'GET /api/invites/:token': {
    access: 'public',
    sample: async ({ actors }) => {
      return { path: `/api/invites/${(await newInvite(actors)).token}` };
    },
  },
  'POST /api/invites/:token/register': {
    access: 'public',
    sample: async ({ actors }) => {
      const invite = await newInvite(actors);
      const password = 'matrix-orchard-42';
      const email = `${crypto.randomUUID()}@example.test`;
      return {
        path: `/api/invites/${invite.token}/register`,
        body: { email, password, confirmPassword: password },
      };
    },
  },
  'POST /api/purchases/test-checkout': {
    access: 'public',
    sample: () => ({ body: { serviceTier: 'MVP Growth Retainer' } }),
  },
  'GET /api/purchases/:sessionId': {
    access: 'public',
    sample: async ({ t }) => {
      return { path: `/api/purchases/${(await newCheckout(t)).sessionId}` };
    },
  },
  'POST /api/purchases/:sessionId/claim': {
    access: 'public',
    sample: async ({ t }) => {
      const checkout = await newCheckout(t);
      const password = 'matrix-orchard-42';
      const email = `${crypto.randomUUID()}@example.test`;
      const body = {
        email,
        companyName: 'Matrix Co',
        contactPerson: 'Max',
        password,
        confirmPassword: password,
      };
      return { path: `/api/purchases/${checkout.sessionId}/claim`, body };
    },
  },
  // Only Stripe calls it, signed; without Stripe configured (as here) it is not served to anyone.
  'POST /api/webhooks/stripe': { access: 'public', statusForAll: 404 },
  'GET /api/onboarding': { access: 'client' },
  'POST /api/onboarding': {
    access: 'client',
    sample: () => ({
      body: { productDescription: 'P', problemSolved: 'Q', idealCustomer: 'R', currentStage: 'mvp' },
    }),
  },
  'GET /api/admin/clients/:clientId/onboarding': {
    access: 'admin',
    sample: ({ actors }) => ({ path: `/api/admin/clients/${actors.clientA.userId}/onboarding` }),
  },
  'POST /api/profile/welcome-complete': { access: 'client' },
  // Tasks: each sample is a fresh task of client A's, created by the admin through the API.
  'GET /api/tasks': { access: 'client' },
  'GET /api/tasks/summary': { access: 'client' },
  'GET /api/tasks/:taskId': onClientATask((id) => ({ path: `/api/tasks/${id}` })),
  'POST /api/tasks/:taskId/status': onClientATask((id) => ({
    path: `/api/tasks/${id}/status`,
    body: { to: 'in-progress' },
  })),
  'GET /api/tasks/:taskId/activity': onClientATask((id) => ({ path: `/api/tasks/${id}/activity` })),
  'POST /api/tasks/:taskId/comments': onClientATask((id) => ({
    path: `/api/tasks/${id}/comments`,
    body: { content: 'Looks good' },
  })),
  'GET /api/tasks/:taskId/attachments/:attachmentId': onClientATask(async (id, actors) => {
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4\n%%EOF\n']), 'brief.pdf');
    const res = await actors.clientA.request('POST', `/api/tasks/${id}/comments`, undefined, { body: form });
    return { path: (await res.json()).attachments[0].downloadUrl };
  }),
  'GET /api/admin/tasks': { access: 'admin' },
  'POST /api/admin/tasks': {
    access: 'admin',
    sample: ({ actors }) => ({ body: { title: 'New task', clientId: actors.clientA.userId } }),
  },
  'GET /api/admin/clients': { access: 'admin' },
  'GET /api/admin/clients/:clientId': {
    access: 'admin',
    sample: ({ actors }) => ({ path: `/api/admin/clients/${actors.clientA.userId}` }),
  },
};

let t: TestApp;
let actors: Actors;

beforeAll(async () => {
  t = await createTestApp();
  actors = await t.actors();
});
afterAll(() => t.close());

function apiRoutes(): string[] {
  const keys = t.app.routes
    // `ALL` entries are middleware and the JSON 404 catch-all, not routes.
    .filter((r) => r.path.startsWith('/api') && r.method !== 'ALL')
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

async function call(caller: Caller, key: string, entry: Entry): Promise<Response> {
  const [method = 'GET', routePath = ''] = key.split(' ');
  const sample = (await entry.sample?.({ t, actors })) ?? {};
  const res = await caller.request(method, sample.path ?? routePath, sample.body);
  // Streams (SSE) stay open: the status is all we need.
  if (res.headers.get('content-type')?.includes('text/event-stream')) await res.body?.cancel();
  return res;
}

describe('access matrix', () => {
  it('lists every API route the app has, and no other', () => {
    expect(apiRoutes()).toEqual(Object.keys(matrix).sort());
  });

  const entries = Object.entries(matrix);

  it.each(entries)('%s: anonymous callers', async (key, entry) => {
    const res = await call(t.anonymous, key, entry);
    if (entry.statusForAll) expect(res.status).toBe(entry.statusForAll);
    else if (entry.access === 'public') expect(res.status).toBeLessThan(400);
    else {
      expect(res.status).toBe(401);
      expect((await res.json()).error.message).toBe(messages.common.notAuthenticated);
    }
  });

  it.each(entries)('%s: a client', async (key, entry) => {
    const res = await call(actors.clientA, key, entry);
    if (entry.statusForAll) expect(res.status).toBe(entry.statusForAll);
    else if (entry.access === 'admin') {
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(messages.guard.adminOnly);
    } else expect(res.status).toBeLessThan(400);
  });

  it.each(entries)('%s: an admin', async (key, entry) => {
    const res = await call(actors.admin, key, entry);
    if (entry.statusForAll) expect(res.status).toBe(entry.statusForAll);
    else if (entry.access === 'client') {
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(messages.guard.clientOnly);
    } else expect(res.status).toBeLessThan(400);
  });

  const owned = entries.filter(([, entry]) => entry.ownedBy);
  if (owned.length) {
    it.each(owned)("%s: another client's row is not found", async (key, entry) => {
      const [method = 'GET'] = key.split(' ');
      const sample = await entry.ownedBy?.({ t, actors });
      const res = await actors.clientB.request(method, sample?.path ?? '', sample?.body);
      expect(res.status).toBe(404);
    });
  }
});
