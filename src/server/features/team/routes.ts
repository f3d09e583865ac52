import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '../../../shared/contracts/errors';
import { teamListSchema, teamMemberParamsSchema } from '../../../shared/contracts/team';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentActor, requireAdmin } from '../../http/session';
import { listAdmins } from './list-admins';
import { removeAdmin } from './remove-admin';

const list = createRoute({
  method: 'get',
  path: '/admin/team',
  tags: ['team'],
  summary: "Admins: every admin account (name, email, admin since), the caller's marked",
  middleware: [requireAdmin] as const,
  responses: { 200: json(teamListSchema, 'The admins'), 401: refusals[401], 403: refusals[403] },
});

const remove = createRoute({
  method: 'delete',
  path: '/admin/team/{userId}',
  tags: ['team'],
  summary:
    "Admins: remove another admin (the account is deleted and its sessions end); 409 for the caller's " +
    'own account or the last admin',
  middleware: [requireAdmin] as const,
  request: { params: teamMemberParamsSchema },
  responses: {
    200: json(z.object({ id: z.string() }).meta({ id: 'AdminRemoved' }), 'Removed'),
    ...refusals,
    409: json(errorSchema, 'The caller itself, or the last admin'),
  },
});

/** Admin Settings, Team Settings: the agency's admins. Their invite links live with the invites. */
export function teamRoutes() {
  return createRouter()
    .openapi(list, async (c) => {
      const admins = await listAdmins({ db: c.get('deps').db, callerId: currentActor(c).user.id });
      return c.json({ admins }, 200);
    })
    .openapi(remove, async (c) => {
      const { db, realtime } = c.get('deps');
      const { userId } = c.req.valid('param');
      await removeAdmin({ db, realtime, callerId: currentActor(c).user.id, userId });
      return c.json({ id: userId }, 200);
    });
}
