import { createRoute } from '@hono/zod-openapi';
import {
  clientDeletedSchema,
  clientListQuerySchema,
  clientListSchema,
  clientParamsSchema,
  clientSummarySchema,
  deleteClientSchema,
  passwordResetSentSchema,
  updateClientSchema,
} from '../../../shared/contracts/clients';
import { clientManagersSchema, setClientManagersSchema } from '../../../shared/contracts/team';
import { auditWho } from '../../audit/audit-who';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentActor, currentReach, requireAdmin, requireStaff } from '../../http/session';
import { listClientManagers, setClientManagers } from './client-managers';
import { deleteClient } from './delete-client';
import { getClient } from './get-client';
import { listClients } from './list-clients';
import { sendClientPasswordReset } from './send-client-password-reset';
import { restoreClient, suspendClient } from './suspend-client';
import { updateClient } from './update-client';

const list = createRoute({
  method: 'get',
  path: '/admin/clients',
  tags: ['clients'],
  summary:
    'A page of clients with company, contact person, client-since date and task count, newest first; search',
  middleware: [requireStaff] as const,
  request: { query: clientListQuerySchema },
  responses: {
    200: json(clientListSchema, 'Clients'),
    400: refusals[400],
    401: refusals[401],
    403: refusals[403],
  },
});

const one = createRoute({
  method: 'get',
  path: '/admin/clients/{clientId}',
  tags: ['clients'],
  summary: "One client; 404 'Client Not Found' when the id is no client's",
  middleware: [requireStaff] as const,
  request: { params: clientParamsSchema },
  responses: { 200: json(clientSummarySchema, 'The client'), ...refusals },
});

const edit = createRoute({
  method: 'patch',
  path: '/admin/clients/{clientId}',
  tags: ['clients'],
  summary: "Edits a client's company name and contact person (SPEC §6); empty clears, left out keeps",
  middleware: [requireStaff] as const,
  request: {
    params: clientParamsSchema,
    body: { required: true, content: { 'application/json': { schema: updateClientSchema } } },
  },
  responses: { 200: json(clientSummarySchema, 'The client as saved'), ...refusals },
});

const suspend = createRoute({
  method: 'post',
  path: '/admin/clients/{clientId}/suspend',
  tags: ['clients'],
  summary:
    'Suspends a client: its sessions and event streams end now, sign-in is refused; nothing is deleted',
  middleware: [requireStaff] as const,
  request: { params: clientParamsSchema },
  responses: { 200: json(clientSummarySchema, 'The suspended client'), ...refusals },
});

const restore = createRoute({
  method: 'post',
  path: '/admin/clients/{clientId}/restore',
  tags: ['clients'],
  summary: 'Lifts a suspension: the client may sign in again',
  middleware: [requireStaff] as const,
  request: { params: clientParamsSchema },
  responses: { 200: json(clientSummarySchema, 'The restored client'), ...refusals },
});

const remove = createRoute({
  method: 'delete',
  path: '/admin/clients/{clientId}',
  tags: ['clients'],
  summary:
    'Deletes a client with all its rows and stored files; the body must repeat its company name (or email)',
  middleware: [requireAdmin] as const,
  request: {
    params: clientParamsSchema,
    body: { required: true, content: { 'application/json': { schema: deleteClientSchema } } },
  },
  responses: { 200: json(clientDeletedSchema, 'The client is gone'), ...refusals },
});

const resetPassword = createRoute({
  method: 'post',
  path: '/admin/clients/{clientId}/password-reset',
  tags: ['clients'],
  summary: 'Mails the client a password reset link (the same mail as the forgot-password page sends)',
  middleware: [requireStaff] as const,
  request: { params: clientParamsSchema },
  responses: { 200: json(passwordResetSentSchema, 'The mail is on its way'), ...refusals },
});

const managers = createRoute({
  method: 'get',
  path: '/admin/clients/{clientId}/managers',
  tags: ['clients'],
  summary: "A client's account managers (decision 043)",
  middleware: [requireStaff] as const,
  request: { params: clientParamsSchema },
  responses: { 200: json(clientManagersSchema, 'The account managers'), ...refusals },
});

const setManagers = createRoute({
  method: 'put',
  path: '/admin/clients/{clientId}/managers',
  tags: ['clients'],
  summary: "Admins: sets a client's account managers, the whole list at once (each a staff member's id)",
  middleware: [requireAdmin] as const,
  request: {
    params: clientParamsSchema,
    body: { required: true, content: { 'application/json': { schema: setClientManagersSchema } } },
  },
  responses: { 200: json(clientManagersSchema, 'The account managers as saved'), ...refusals },
});

/** The admin's view of client accounts (SPEC §2 Client List, /admin/client/{clientId}, Settings). */
export function clientsRoutes() {
  return createRouter()
    .openapi(list, async (c) => {
      const { q, before, mine } = c.req.valid('query');
      const mineOf = mine ? currentActor(c).user.id : undefined;
      const reach = currentReach(c);
      return c.json(
        await listClients({ db: c.get('deps').db, reach, mineOf, q: q || undefined, before }),
        200,
      );
    })
    .openapi(one, async (c) => {
      const { clientId } = c.req.valid('param');
      return c.json(await getClient({ db: c.get('deps').db, reach: currentReach(c), clientId }), 200);
    })
    .openapi(edit, async (c) => {
      const { clientId } = c.req.valid('param');
      const { db, realtime } = c.get('deps');
      return c.json(
        await updateClient({ db, realtime, reach: currentReach(c), clientId, changes: c.req.valid('json') }),
        200,
      );
    })
    .openapi(suspend, async (c) => {
      const { clientId } = c.req.valid('param');
      const { db, realtime } = c.get('deps');
      const reach = currentReach(c);
      return c.json(await suspendClient({ db, realtime, who: auditWho(c), reach, clientId }), 200);
    })
    .openapi(restore, async (c) => {
      const { clientId } = c.req.valid('param');
      const { db, realtime } = c.get('deps');
      const reach = currentReach(c);
      return c.json(await restoreClient({ db, realtime, who: auditWho(c), reach, clientId }), 200);
    })
    .openapi(remove, async (c) => {
      const { clientId } = c.req.valid('param');
      const { confirmation } = c.req.valid('json');
      const { db, storage, realtime } = c.get('deps');
      await deleteClient({ db, storage, realtime, who: auditWho(c), clientId, confirmation });
      return c.json({ id: clientId }, 200);
    })
    .openapi(resetPassword, async (c) => {
      const { clientId } = c.req.valid('param');
      const { db, auth, config } = c.get('deps');
      const reach = currentReach(c);
      const sent = await sendClientPasswordReset({
        db,
        auth,
        appOrigin: config.appOrigin,
        reach,
        who: auditWho(c),
        clientId,
      });
      return c.json(sent, 200);
    })
    .openapi(managers, async (c) => {
      const { clientId } = c.req.valid('param');
      const found = await listClientManagers({ db: c.get('deps').db, reach: currentReach(c), clientId });
      return c.json({ managers: found }, 200);
    })
    .openapi(setManagers, async (c) => {
      const { clientId } = c.req.valid('param');
      const { db, realtime } = c.get('deps');
      const { userIds } = c.req.valid('json');
      const managers = await setClientManagers({ db, realtime, who: auditWho(c), clientId, userIds });
      return c.json({ managers }, 200);
    });
}
