import { createRoute } from '@hono/zod-openapi';
import { clientListSchema, clientParamsSchema, clientSummarySchema } from '../../../shared/contracts/clients';
import { createRouter, json, refusals } from '../../http/openapi';
import { requireAdmin } from '../../http/session';
import { getClient } from './get-client';
import { listClients } from './list-clients';

const list = createRoute({
  method: 'get',
  path: '/admin/clients',
  tags: ['clients'],
  summary: 'Every client with company, contact person, client-since date and task count, newest first',
  middleware: [requireAdmin] as const,
  responses: { 200: json(clientListSchema, 'Clients'), 401: refusals[401], 403: refusals[403] },
});

const one = createRoute({
  method: 'get',
  path: '/admin/clients/{clientId}',
  tags: ['clients'],
  summary: "One client; 404 'Client Not Found' when the id is no client's",
  middleware: [requireAdmin] as const,
  request: { params: clientParamsSchema },
  responses: { 200: json(clientSummarySchema, 'The client'), ...refusals },
});

/** The admin's view of client accounts (SPEC §2 Client List, /admin/client/{clientId}). */
export function clientsRoutes() {
  return createRouter()
    .openapi(list, async (c) => c.json({ clients: await listClients({ db: c.get('deps').db }) }, 200))
    .openapi(one, async (c) => {
      const { clientId } = c.req.valid('param');
      return c.json(await getClient({ db: c.get('deps').db, clientId }), 200);
    });
}
