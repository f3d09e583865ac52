import { createRoute, z } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../../core/errors';
import type { Database } from '../../db/connection';
import { outboxEmails } from '../../db/schema/index';
import type { AppEnv } from '../../http/app-env';
import { createRouter, json, refusals } from '../../http/openapi';
import { requireAdmin } from '../../http/session';
import { sharedPings } from './shared-pings';

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['platform'],
  summary: 'Liveness: the server answers and its database responds',
  responses: { 200: json(z.object({ status: z.literal('ok') }), 'Healthy') },
});

// Only where mail really lands in the outbox: a production or SMTP server has no such page at all.
const outboxAvailable = createMiddleware<AppEnv>(async (c, next) => {
  const { config, mailer } = c.get('deps');
  if (config.isProduction || mailer.kind !== 'outbox') throw new AppError('not_found', 'Not found');
  await next();
});

const outboxEmailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    /** Extra headers it carries, such as List-Unsubscribe; empty when none. */
    headers: z.record(z.string(), z.string()),
    createdAt: z.string(),
  })
  .meta({ id: 'OutboxEmail' });

const outbox = createRoute({
  method: 'get',
  path: '/dev/outbox',
  tags: ['platform'],
  summary: 'Recent mail held in the outbox (not in production, nor when SMTP is configured)',
  // It holds sign-in and reset links: only agency staff may read it.
  middleware: [outboxAvailable, requireAdmin] as const,
  responses: {
    200: json(z.object({ emails: z.array(outboxEmailSchema) }), 'The 50 most recent emails'),
    401: refusals[401],
    403: refusals[403],
    404: refusals[404],
  },
});

// Load balancers ask often: the statement is built and, on PostgreSQL, parsed once per database, and
// checks that arrive together share a ping.
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

export function platformRoutes() {
  return createRouter()
    .openapi(health, async (c) => {
      await databaseAnswers(c.get('deps').database);
      return c.json({ status: 'ok' as const }, 200);
    })
    .openapi(outbox, async (c) => {
      const { db } = c.get('deps');
      const rows = await db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(50);
      return c.json(
        {
          emails: rows.map((r) => ({
            id: r.id,
            to: r.to,
            subject: r.subject,
            text: r.text,
            headers: r.headers ?? {},
            createdAt: r.createdAt.toISOString(),
          })),
        },
        200,
      );
    });
}
