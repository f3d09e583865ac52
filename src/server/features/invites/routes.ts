import { createRoute, z } from '@hono/zod-openapi';
import {
  createInviteSchema,
  INVITES_PAGE_SIZE,
  inviteListSchema,
  invitePageQuerySchema,
  invitePageSchema,
  inviteParamsSchema,
  invitePreviewSchema,
  inviteRegistrationSchema,
  inviteSchema,
  inviteTokenParamsSchema,
} from '../../../shared/contracts/invites';
import { accountCreatedSchema } from '../../../shared/contracts/signup-fields';
import { createAdminInviteSchema } from '../../../shared/contracts/team';
import { staffRoles } from '../../../shared/domain/roles';
import { auditWho } from '../../audit/audit-who';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentActor, requireAdmin } from '../../http/session';
import { companyJoined } from './company-joined';
import { createInvite } from './create-invite';
import { deleteInvite } from './delete-invite';
import { findValidInvite } from './find-valid-invite';
import { listInvites } from './list-invites';
import { toInviteDto } from './present';
import { registerWithInvite } from './register-with-invite';

const adminRefusals = { 401: refusals[401], 403: refusals[403] };

const list = createRoute({
  method: 'get',
  path: '/admin/invites',
  tags: ['invites'],
  summary: 'Admins: a page of client invite links, newest first, with its status (Active, Used, Expired)',
  middleware: [requireAdmin] as const,
  request: { query: invitePageQuerySchema },
  responses: { 200: json(invitePageSchema, 'Invite links'), 400: refusals[400], ...adminRefusals },
});

const create = createRoute({
  method: 'post',
  path: '/admin/invites',
  tags: ['invites'],
  summary:
    'Admins: generate an invite link (random UUID token, valid 7 days), optional label and company name',
  middleware: [requireAdmin] as const,
  request: { body: { required: true, content: { 'application/json': { schema: createInviteSchema } } } },
  responses: { 201: json(inviteSchema, 'The new link'), 400: refusals[400], ...adminRefusals },
});

const remove = createRoute({
  method: 'delete',
  path: '/admin/invites/{inviteId}',
  tags: ['invites'],
  summary: 'Admins: delete a client invite link',
  middleware: [requireAdmin] as const,
  request: { params: inviteParamsSchema },
  responses: {
    200: json(z.object({ id: z.string() }).meta({ id: 'InviteDeleted' }), 'Deleted'),
    ...refusals,
  },
});

const listAdminInvites = createRoute({
  method: 'get',
  path: '/admin/team/invites',
  tags: ['team'],
  summary:
    'Admins: the links that invite another admin and are not used yet (Active or Expired), newest first',
  middleware: [requireAdmin] as const,
  responses: { 200: json(inviteListSchema, 'Admin invite links'), ...adminRefusals },
});

const createAdminInvite = createRoute({
  method: 'post',
  path: '/admin/team/invites',
  tags: ['team'],
  summary: 'Admins: generate a link that makes another admin (one use, valid 7 days), optional label',
  middleware: [requireAdmin] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: createAdminInviteSchema } } },
  },
  responses: { 201: json(inviteSchema, 'The new link'), 400: refusals[400], ...adminRefusals },
});

const removeAdminInvite = createRoute({
  method: 'delete',
  path: '/admin/team/invites/{inviteId}',
  tags: ['team'],
  summary: 'Admins: delete an admin invite link',
  middleware: [requireAdmin] as const,
  request: { params: inviteParamsSchema },
  responses: {
    200: json(z.object({ id: z.string() }).meta({ id: 'AdminInviteDeleted' }), 'Deleted'),
    ...refusals,
  },
});

const preview = createRoute({
  method: 'get',
  path: '/invites/{token}',
  tags: ['invites'],
  summary: "Anyone: is this invite usable? 404 with SPEC's 'invalid, expired, or has already been used'",
  request: { params: inviteTokenParamsSchema },
  responses: { 200: json(invitePreviewSchema, 'A usable invite'), 404: refusals[404] },
});

const register = createRoute({
  method: 'post',
  path: '/invites/{token}/register',
  tags: ['invites'],
  summary:
    "Anyone holding a usable invite: create an account with the link's role, client or admin (once per " +
    'link); a verification email follows',
  request: {
    params: inviteTokenParamsSchema,
    body: { required: true, content: { 'application/json': { schema: inviteRegistrationSchema } } },
  },
  responses: {
    201: json(
      accountCreatedSchema,
      'The account exists and signs in once the email is verified; for an email that already had an ' +
        'account, the same answer, and that address is emailed instead (no account is created)',
    ),
    400: refusals[400],
    404: refusals[404],
  },
});

/**
 * SPEC §7 invite_links: admins manage client links (Client Management) and admin links (Team Settings),
 * each in its own list; anyone with a usable link registers once, with the link's role.
 */
export function invitesRoutes() {
  return createRouter()
    .openapi(list, async (c) => {
      const { db, config } = c.get('deps');
      const now = new Date();
      const { before } = c.req.valid('query');
      const rows = await listInvites({ db, roles: ['client'], before, limit: INVITES_PAGE_SIZE + 1 });
      const page = rows.slice(0, INVITES_PAGE_SIZE);
      return c.json(
        {
          invites: page.map((row) => toInviteDto(row, config.appOrigin, now)),
          olderCursor: rows.length > INVITES_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
        },
        200,
      );
    })
    .openapi(create, async (c) => {
      const { db, realtime, config } = c.get('deps');
      const { label, companyName } = c.req.valid('json');
      const adminId = currentActor(c).user.id;
      const row = await createInvite({ db, realtime, who: auditWho(c), adminId, label, companyName });
      return c.json(toInviteDto(row, config.appOrigin), 201);
    })
    .openapi(remove, async (c) => {
      const { db, realtime } = c.get('deps');
      const { inviteId } = c.req.valid('param');
      await deleteInvite({ db, realtime, who: auditWho(c), inviteId, roles: ['client'] });
      return c.json({ id: inviteId }, 200);
    })
    .openapi(listAdminInvites, async (c) => {
      const { db, config } = c.get('deps');
      const now = new Date();
      const rows = await listInvites({ db, roles: staffRoles, unusedOnly: true });
      return c.json({ invites: rows.map((row) => toInviteDto(row, config.appOrigin, now)) }, 200);
    })
    .openapi(createAdminInvite, async (c) => {
      const { db, realtime, config } = c.get('deps');
      const { label, role } = c.req.valid('json');
      const adminId = currentActor(c).user.id;
      const row = await createInvite({ db, realtime, who: auditWho(c), adminId, role, label });
      return c.json(toInviteDto(row, config.appOrigin), 201);
    })
    .openapi(removeAdminInvite, async (c) => {
      const { db, realtime } = c.get('deps');
      const { inviteId } = c.req.valid('param');
      await deleteInvite({ db, realtime, who: auditWho(c), inviteId, roles: staffRoles });
      return c.json({ id: inviteId }, 200);
    })
    .openapi(preview, async (c) => {
      const { db } = c.get('deps');
      const invite = await findValidInvite({ db, token: c.req.valid('param').token });
      return c.json(
        {
          companyName: invite.companyName,
          label: invite.label,
          expiresAt: invite.expiresAt.toISOString(),
          role: invite.role,
          joins: await companyJoined(db, invite),
          email: invite.email,
        },
        200,
      );
    })
    .openapi(register, async (c) => {
      const { db, auth, mailer, realtime, config } = c.get('deps');
      const created = await registerWithInvite({
        db,
        auth,
        mailer,
        realtime,
        appOrigin: config.appOrigin,
        who: auditWho(c),
        token: c.req.valid('param').token,
        registration: c.req.valid('json'),
      });
      return c.json(created, 201);
    });
}
