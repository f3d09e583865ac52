import { createRoute, z } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { createRouter, json, refusals } from '../../http/openapi';

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['platform'],
  summary: 'Liveness: the server answers and its database responds',
  responses: { 200: json(z.object({ status: z.literal('ok') }), 'Healthy') },
});

const outboxEmailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'OutboxEmail' });

const outbox = createRoute({
  method: 'get',
  path: '/dev/outbox',
  tags: ['platform'],
  summary: 'Recent mail held in the outbox (not in production, nor when SMTP is configured)',
  responses: {
    200: json(z.object({ emails: z.array(outboxEmailSchema) }), 'The 50 most recent emails'),
    404: refusals[404],
  },
});

export function platformRoutes() {
  return createRouter()
    .openapi(health, async (c) => {
      await c.get('deps').db.select({ id: outboxEmails.id }).from(outboxEmails).limit(1);
      return c.json({ status: 'ok' as const }, 200);
    })
    .openapi(outbox, async (c) => {
      const { config, mailer, db } = c.get('deps');
      if (config.isProduction || mailer.kind !== 'outbox') throw new AppError('not_found', 'Not found');
      const rows = await db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(50);
      return c.json(
        {
          emails: rows.map((r) => ({
            id: r.id,
            to: r.to,
            subject: r.subject,
            text: r.text,
            createdAt: r.createdAt.toISOString(),
          })),
        },
        200,
      );
    });
}
