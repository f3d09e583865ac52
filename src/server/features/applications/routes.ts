import { createRoute, z } from '@hono/zod-openapi';
import {
  applicationInputSchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationReceivedSchema,
} from '../../../shared/contracts/applications';
import { errorSchema } from '../../../shared/contracts/errors';
import { auditWho } from '../../audit/audit-who';
import { recordAudit } from '../../audit/record-audit';
import { createRouter, json, refusals } from '../../http/openapi';
import { requireAdmin } from '../../http/session';
import { listAllApplications, listApplications } from './list-applications';
import { applicationsCsv, toApplicationDto } from './present';
import { limitApplicationsPerIp } from './rate-limit';
import { submitApplication } from './submit-application';

const submit = createRoute({
  method: 'post',
  path: '/applications',
  tags: ['applications'],
  summary: 'Anyone: apply for a partnership (SPEC §2 "Application dialog"). Limited per IP address.',
  middleware: [limitApplicationsPerIp] as const,
  request: { body: { required: true, content: { 'application/json': { schema: applicationInputSchema } } } },
  responses: {
    201: json(
      applicationReceivedSchema,
      'Received (a filled honeypot is answered the same way, and dropped)',
    ),
    400: refusals[400],
    429: json(errorSchema, 'Too many applications from this address'),
  },
});

const list = createRoute({
  method: 'get',
  path: '/admin/applications',
  tags: ['applications'],
  summary: 'Admins: one page of applications, newest first, searched with ?q=; ?before= for older',
  middleware: [requireAdmin] as const,
  request: { query: applicationListQuerySchema },
  responses: {
    200: json(applicationListSchema, 'A page of applications and the total that match'),
    400: refusals[400],
    401: refusals[401],
    403: refusals[403],
  },
});

const exportCsv = createRoute({
  method: 'get',
  path: '/admin/applications.csv',
  tags: ['applications'],
  summary: 'Admins: every application that matches ?q=, as a CSV download',
  middleware: [requireAdmin] as const,
  request: { query: applicationListQuerySchema.pick({ q: true }) },
  responses: {
    200: { description: 'RFC 4180 CSV', content: { 'text/csv': { schema: z.string() } } },
    401: refusals[401],
    403: refusals[403],
  },
});

export function applicationsRoutes() {
  return createRouter()
    .openapi(submit, async (c) => {
      const { honeypot, ...application } = c.req.valid('json');
      // Bots that fill the hidden field get the same answer as people, so they learn nothing to adapt to.
      if (honeypot?.trim()) {
        // Logged, not stored: should a person ever fill the field, staff can still find and reply to them.
        console.info(
          'Dropped an application with a filled honeypot:',
          application.businessName,
          application.email,
        );
      } else {
        const { db, realtime, mailer, config } = c.get('deps');
        const inbox = { agencyEmail: config.mail.agencyEmail, appOrigin: config.appOrigin };
        await submitApplication({ db, realtime, mailer, inbox, application });
      }
      return c.json({ received: true as const }, 201);
    })
    .openapi(list, async (c) => {
      const { q, before } = c.req.valid('query');
      const { items, total, olderCursor } = await listApplications({ db: c.get('deps').db, q, before });
      return c.json({ items: items.map(toApplicationDto), total, olderCursor }, 200);
    })
    .openapi(exportCsv, async (c) => {
      const { q } = c.req.valid('query');
      const { db } = c.get('deps');
      const items = await listAllApplications({ db, q });
      // Applicants' details leaving the product are on the log, with the search they were taken with.
      await recordAudit(db, auditWho(c), {
        action: 'data_exported',
        target: { type: 'export', label: 'Applications CSV' },
        details: { search: q ?? null, rows: items.length },
      });
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="applications-${day}.csv"`);
      return c.body(applicationsCsv(items), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    });
}
