import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Handler } from 'hono';
import type { Database } from '../../db/connection';
import { outboxEmails } from '../../db/schema/index';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { handleError } from '../../http/errors';
import { json } from '../../http/openapi';
import { addWhereMissing, presetOnNode } from '../../http/preset-headers';
import { apiSecurityHeaders } from '../../http/security';
import { sharedPings } from './shared-pings';

/**
 * GET /api/health: the server answers and its database responds. Registered ahead of the API gate
 * (decision 029): load balancers ask every few seconds per instance, and a check reads no session and no
 * body and changes nothing, so of the gate it needs only the API's headers and error shape, which it
 * gives itself. A HEAD is Hono's, run as this GET without the body; any other method passes on to the
 * gate and is refused there as for every API path.
 */
export function healthCheck(deps: Pick<AppDeps, 'config' | 'database'>): Handler<AppEnv> {
  const headers = apiSecurityHeaders({ https: deps.config.appOrigin.startsWith('https://') });
  return async (c) => {
    const preset = presetOnNode(c, headers);
    try {
      await databaseAnswers(deps.database);
      c.res = c.json({ status: 'ok' as const }, 200);
    } catch (error) {
      c.res = handleError(error as Error, c);
    }
    if (!preset) addWhereMissing(c, headers);
    return c.res;
  };
}

/** Its entry in the OpenAPI document, which a route registered through the gate's routers would add. */
export function describeHealth(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerPath(
    createRoute({
      method: 'get',
      path: '/api/health',
      tags: ['platform'],
      summary: 'Liveness: the server answers and its database responds',
      responses: { 200: json(z.object({ status: z.literal('ok') }), 'Healthy') },
    }),
  );
}

// The statement is built and, on PostgreSQL, parsed once per database, and checks that arrive together
// share a ping.
const pingsOf = new WeakMap<Database, () => Promise<void>>();
function databaseAnswers(database: Database) {
  let check = pingsOf.get(database);
  if (!check) {
    const ping = database.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .limit(1)
      .prepare('health_database_answers');
    check = sharedPings(() => ping.execute(), { gather: database.kind === 'pglite' });
    pingsOf.set(database, check);
  }
  return check();
}
