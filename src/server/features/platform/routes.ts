import { createRoute, z } from '@hono/zod-openapi';
import { desc, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../../core/errors';
import { outboxEmails } from '../../db/schema/index';
import type { AppEnv } from '../../http/app-env';
import { createRouter, json, refusals } from '../../http/openapi';
import { requireAdmin } from '../../http/session';

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

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['platform'],
  summary: 'Liveness: the server answers and its database responds',
  responses: { 200: json(z.object({ status: z.literal('ok') }), 'Healthy') },
});

export function platformRoutes() {
  return createRouter()
    .openapi(health, async (c) => {
      // A failed ping throws: the app's error handler answers 500 in the error shape.
      await c.get('deps').db.execute(sql`select 1`);
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
