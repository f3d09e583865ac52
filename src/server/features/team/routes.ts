import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '../../../shared/contracts/errors';
import {
  changeStaffRoleSchema,
  teamListSchema,
  teamMemberParamsSchema,
  teamMemberSchema,
} from '../../../shared/contracts/team';
import { auditWho } from '../../audit/audit-who';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentActor, requireAdmin } from '../../http/session';
import { changeStaffRole } from './change-staff-role';
import { listStaff } from './list-staff';
import { removeStaffMember } from './remove-staff-member';
import { resetStaffTwoFactor } from './reset-two-factor';

const list = createRoute({
  method: 'get',
  path: '/admin/team',
  tags: ['team'],
  summary: "Admins: the agency's staff (name, email, role, since when), the caller's marked",
  middleware: [requireAdmin] as const,
  responses: { 200: json(teamListSchema, 'The staff'), 401: refusals[401], 403: refusals[403] },
});

const changeRole = createRoute({
  method: 'patch',
  path: '/admin/team/{userId}',
  tags: ['team'],
  summary:
    "Admins: make another staff member an admin or an account manager; 409 for the caller's own role or " +
    'the last admin',
  middleware: [requireAdmin] as const,
  request: {
    params: teamMemberParamsSchema,
    body: { required: true, content: { 'application/json': { schema: changeStaffRoleSchema } } },
  },
  responses: {
    200: json(teamMemberSchema, 'The staff member with the new role'),
    ...refusals,
    409: json(errorSchema, 'The caller itself, or the last admin'),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/admin/team/{userId}',
  tags: ['team'],
  summary:
    "Admins: remove another staff member (the account is deleted and its sessions end); 409 for the caller's " +
    'own account or the last admin',
  middleware: [requireAdmin] as const,
  request: { params: teamMemberParamsSchema },
  responses: {
    200: json(z.object({ id: z.string() }).meta({ id: 'AdminRemoved' }), 'Removed'),
    ...refusals,
    409: json(errorSchema, 'The caller itself, or the last admin'),
  },
});

const resetTwoFactor = createRoute({
  method: 'post',
  path: '/admin/team/{userId}/two-factor/reset',
  tags: ['team'],
  summary:
    "Admins: reset another staff member's two-factor sign-in (its secret and recovery codes go, their " +
    'sessions end); 409 for the caller or someone without it',
  middleware: [requireAdmin] as const,
  request: { params: teamMemberParamsSchema },
  responses: {
    200: json(teamMemberSchema, 'The staff member, two-factor off'),
    ...refusals,
    409: json(errorSchema, 'The caller itself, or two-factor is not on'),
  },
});

/** Admin Settings, Team Settings: the agency's staff. Their invite links live with the invites. */
export function teamRoutes() {
  return createRouter()
    .openapi(list, async (c) => {
      const members = await listStaff({ db: c.get('deps').db, callerId: currentActor(c).user.id });
      return c.json({ members }, 200);
    })
    .openapi(changeRole, async (c) => {
      const { db, realtime } = c.get('deps');
      const { userId } = c.req.valid('param');
      const { role } = c.req.valid('json');
      const changed = await changeStaffRole({
        db,
        realtime,
        who: auditWho(c),
        callerId: currentActor(c).user.id,
        userId,
        role,
      });
      return c.json({ ...changed, isYou: false }, 200);
    })
    .openapi(remove, async (c) => {
      const { db, realtime } = c.get('deps');
      const { userId } = c.req.valid('param');
      const callerId = currentActor(c).user.id;
      await removeStaffMember({ db, realtime, who: auditWho(c), callerId, userId });
      return c.json({ id: userId }, 200);
    })
    .openapi(resetTwoFactor, async (c) => {
      const { db, realtime } = c.get('deps');
      const reset = await resetStaffTwoFactor({
        db,
        realtime,
        who: auditWho(c),
        callerId: currentActor(c).user.id,
        userId: c.req.valid('param').userId,
      });
      return c.json({ ...reset, isYou: false }, 200);
    });
}
