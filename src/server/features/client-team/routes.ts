import { createRoute } from '@hono/zod-openapi';
import {
  changeTeammateRoleSchema,
  clientTeamInviteSchema,
  clientTeamMemberSchema,
  clientTeamSchema,
  inviteTeammateSchema,
  teamInviteParamsSchema,
  teammateParamsSchema,
} from '../../../shared/contracts/client-team';
import { errorSchema } from '../../../shared/contracts/errors';
import { auditWho } from '../../audit/audit-who';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentActor, currentClient, requireClient, requireClientAbility } from '../../http/session';
import { changeTeammateRole } from './change-teammate-role';
import { deleteTeamInvite } from './delete-team-invite';
import { getTeam } from './get-team';
import { inviteTeammate, resendTeamInvite } from './invite-teammate';
import { removeTeammate } from './remove-teammate';

const body = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const conflict = (why: string) => json(errorSchema, why);
const tooMany = json(errorSchema, 'The company sent too many invitations in the last hour');

const team = createRoute({
  method: 'get',
  path: '/team',
  tags: ['client team'],
  summary: "The caller's company: its people, and for an owner the invitations sent",
  middleware: [requireClient] as const,
  responses: { 200: json(clientTeamSchema, 'The team'), 401: refusals[401], 403: refusals[403] },
});

const invite = createRoute({
  method: 'post',
  path: '/team/invites',
  tags: ['client team'],
  summary: 'An owner invites a teammate by email, with a role (a one-use link for 7 days, mailed)',
  middleware: [requireClientAbility('members')] as const,
  request: { body: body(inviteTeammateSchema) },
  responses: {
    201: json(clientTeamInviteSchema, 'The invitation'),
    ...refusals,
    409: conflict('Already on the team, or already invited'),
    429: tooMany,
  },
});

const resend = createRoute({
  method: 'post',
  path: '/team/invites/{inviteId}/resend',
  tags: ['client team'],
  summary: 'An owner sends an open invitation again, good for another 7 days',
  middleware: [requireClientAbility('members')] as const,
  request: { params: teamInviteParamsSchema },
  responses: {
    200: json(clientTeamInviteSchema, 'The invitation'),
    ...refusals,
    409: conflict('Already accepted'),
    429: tooMany,
  },
});

const deleteInvite = createRoute({
  method: 'delete',
  path: '/team/invites/{inviteId}',
  tags: ['client team'],
  summary: "An owner deletes one of the company's invitations",
  middleware: [requireClientAbility('members')] as const,
  request: { params: teamInviteParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...refusals },
});

const changeRole = createRoute({
  method: 'patch',
  path: '/team/members/{userId}',
  tags: ['client team'],
  summary: "An owner sets a teammate's role (another owner hands ownership over)",
  middleware: [requireClientAbility('members')] as const,
  request: { params: teammateParamsSchema, body: body(changeTeammateRoleSchema) },
  responses: {
    200: json(clientTeamMemberSchema, 'The teammate'),
    ...refusals,
    409: conflict('The last owner'),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/team/members/{userId}',
  tags: ['client team'],
  summary: 'An owner removes a teammate, or anyone leaves: their login closes and their sessions end',
  middleware: [requireClient] as const,
  request: { params: teammateParamsSchema },
  responses: { 204: { description: 'Removed' }, ...refusals, 409: conflict('The last owner') },
});

/** Issue 47: a client company's people, managed by its owners from Settings (Team tab). */
export function clientTeamRoutes() {
  return createRouter()
    .openapi(team, async (c) => {
      const { db, config } = c.get('deps');
      const callerId = currentActor(c).user.id;
      return c.json(
        await getTeam({ db, client: currentClient(c), callerId, appOrigin: config.appOrigin }),
        200,
      );
    })
    .openapi(invite, async (c) => {
      const { db, mailer, realtime, rateLimiter, config } = c.get('deps');
      const { user } = currentActor(c);
      const created = await inviteTeammate(
        { db, mailer, realtime, rateLimiter, appOrigin: config.appOrigin },
        { clientId: currentClient(c).id, inviter: user, who: auditWho(c), invite: c.req.valid('json') },
      );
      return c.json(created, 201);
    })
    .openapi(resend, async (c) => {
      const { db, mailer, realtime, rateLimiter, config } = c.get('deps');
      const { user } = currentActor(c);
      const renewed = await resendTeamInvite(
        { db, mailer, realtime, rateLimiter, appOrigin: config.appOrigin },
        {
          clientId: currentClient(c).id,
          inviter: user,
          who: auditWho(c),
          inviteId: c.req.valid('param').inviteId,
        },
      );
      return c.json(renewed, 200);
    })
    .openapi(deleteInvite, async (c) => {
      const { db, realtime } = c.get('deps');
      const { inviteId } = c.req.valid('param');
      await deleteTeamInvite({ db, realtime, who: auditWho(c), clientId: currentClient(c).id, inviteId });
      return c.body(null, 204);
    })
    .openapi(changeRole, async (c) => {
      const { db, realtime } = c.get('deps');
      const member = await changeTeammateRole({
        db,
        realtime,
        who: auditWho(c),
        clientId: currentClient(c).id,
        callerId: currentActor(c).user.id,
        userId: c.req.valid('param').userId,
        role: c.req.valid('json').role,
      });
      return c.json(member, 200);
    })
    .openapi(remove, async (c) => {
      const { db, realtime } = c.get('deps');
      await removeTeammate({
        db,
        realtime,
        who: auditWho(c),
        caller: currentClient(c),
        callerId: currentActor(c).user.id,
        userId: c.req.valid('param').userId,
      });
      return c.body(null, 204);
    });
}
