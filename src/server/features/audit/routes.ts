import { createRoute, z } from '@hono/zod-openapi';
import { auditFiltersSchema, auditPageSchema, auditQuerySchema } from '../../../shared/contracts/audit';
import { auditWho } from '../../audit/audit-who';
import { recordAudit } from '../../audit/record-audit';
import { createRouter, json, refusals } from '../../http/openapi';
import { requireAdmin } from '../../http/session';
import { decodeCursor, encodeCursor } from './audit-cursor';
import { exportAuditCsv } from './export-audit-csv';
import { listAuditEvents } from './list-audit-events';
import { toAuditEventDto } from './present';

const adminRefusals = { 400: refusals[400], 401: refusals[401], 403: refusals[403] } as const;

const page = createRoute({
  method: 'get',
  path: '/admin/audit',
  tags: ['audit'],
  summary:
    'Admins: one page of the audit log, newest first, filtered by person (part of a name or email), ' +
    'action, client and time; ?cursor= for the next page',
  middleware: [requireAdmin] as const,
  request: { query: auditQuerySchema },
  responses: { 200: json(auditPageSchema, 'A page of events'), ...adminRefusals },
});

const exportCsv = createRoute({
  method: 'get',
  path: '/admin/audit/export',
  tags: ['audit'],
  summary:
    'Admins: every event matching the same filters as a CSV download, streamed (formula-safe cells); ' +
    'the export is itself recorded',
  middleware: [requireAdmin] as const,
  request: { query: auditFiltersSchema },
  responses: {
    200: { description: 'RFC 4180 CSV', content: { 'text/csv': { schema: z.string() } } },
    ...adminRefusals,
  },
});

/** Admin Settings, Audit log (decision 046): admins alone read it; account managers do not. */
export function auditRoutes() {
  return createRouter()
    .openapi(page, async (c) => {
      const { cursor, ...filters } = c.req.valid('query');
      const { rows, next } = await listAuditEvents({
        db: c.get('deps').db,
        filters,
        cursor: decodeCursor(cursor),
      });
      return c.json({ events: rows.map(toAuditEventDto), nextCursor: next ? encodeCursor(next) : null }, 200);
    })
    .openapi(exportCsv, async (c) => {
      const { db } = c.get('deps');
      const filters = c.req.valid('query');
      const csv = await exportAuditCsv({ db, filters });
      // Taking the log away is itself on the log, with the filters it was taken with.
      await recordAudit(db, auditWho(c), {
        action: 'data_exported',
        target: { type: 'export', label: 'Audit log CSV' },
        details: { filters },
      });
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="audit-log-${day}.csv"`);
      c.header('Cache-Control', 'private, no-store');
      return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    });
}
