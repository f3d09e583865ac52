import { createRoute } from '@hono/zod-openapi';
import { accountSessionListSchema, revokedSessionsSchema } from '../../../shared/contracts/profile';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentActor, requireUser } from '../../http/session';
import { listSessions } from './list-sessions';

const list = createRoute({
  method: 'get',
  path: '/account/sessions',
  tags: ['accounts'],
  summary: "The signed-in user's sessions: device, address, sign-in and last activity, this device marked",
  middleware: [requireUser] as const,
  responses: { 200: json(accountSessionListSchema, 'Sessions, without tokens'), 401: refusals[401] },
});

const revokeOthers = createRoute({
  method: 'post',
  path: '/account/sessions/revoke-others',
  tags: ['accounts'],
  summary:
    'Signs out every other session of the signed-in user (their live event streams end); this one stays',
  middleware: [requireUser] as const,
  responses: { 200: json(revokedSessionsSchema, 'How many sessions ended'), 401: refusals[401] },
});

export function accountSessionsRoutes() {
  return createRouter()
    .openapi(list, async (c) => {
      const { user, sessionId } = currentActor(c);
      const sessions = await listSessions({
        db: c.get('deps').db,
        userId: user.id,
        currentSessionId: sessionId,
      });
      return c.json({ sessions }, 200);
    })
    .openapi(revokeOthers, async (c) => {
      const { user, sessionId } = currentActor(c);
      const { db, auth } = c.get('deps');
      const before = await listSessions({ db, userId: user.id, currentSessionId: sessionId });
      // Through the auth library, so that each deleted session runs its hook that ends its event streams.
      await auth.api.revokeOtherSessions({ headers: c.req.raw.headers });
      const after = await listSessions({ db, userId: user.id, currentSessionId: sessionId });
      return c.json({ revoked: before.length - after.length }, 200);
    });
}
