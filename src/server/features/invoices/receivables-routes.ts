import { createRoute, z } from '@hono/zod-openapi';
import { receivablesAnswerSchema, receivablesQuerySchema } from '../../../shared/contracts/receivables';
import { auditWho } from '../../audit/audit-who';
import { recordAudit } from '../../audit/record-audit';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentReach, requireStaff } from '../../http/session';
import { findReceivables, readAgencyCalendar, readReceivables } from './find-receivables';
import { receivablesCsv } from './receivables-csv';

const tags = ['invoices'];
const staffRefusals = { 400: refusals[400], 401: refusals[401], 403: refusals[403] } as const;

const page = createRoute({
  method: 'get',
  path: '/admin/billing/receivables',
  tags,
  summary:
    "Staff: every client's sent invoices within reach, filtered by ?state= and ?clientId=, newest first, " +
    'with each currency’s outstanding, overdue and paid-this-month totals (unfiltered)',
  middleware: [requireStaff] as const,
  request: { query: receivablesQuerySchema },
  responses: { 200: json(receivablesAnswerSchema, 'The receivables'), ...staffRefusals },
});

const exportCsv = createRoute({
  method: 'get',
  path: '/admin/billing/receivables.csv',
  tags,
  summary: 'Staff: every invoice matching the same filters as a CSV download (formula-safe cells)',
  middleware: [requireStaff] as const,
  request: { query: receivablesQuerySchema },
  responses: {
    200: { description: 'RFC 4180 CSV', content: { 'text/csv': { schema: z.string() } } },
    ...staffRefusals,
  },
});

/** Issue 50, "Receivables for staff": the agency's Billing page. Admins reach every client, managers theirs. */
export function receivablesRoutes() {
  return createRouter()
    .openapi(page, async (c) => {
      const answer = await readReceivables(c.get('deps').db, currentReach(c), c.req.valid('query'));
      return c.json(answer, 200);
    })
    .openapi(exportCsv, async (c) => {
      const { db } = c.get('deps');
      const filters = c.req.valid('query');
      const rows = await findReceivables(db, currentReach(c), filters, await readAgencyCalendar(db));
      // Clients' money leaving the product is on the log, with the filters it was taken with.
      await recordAudit(db, auditWho(c), {
        action: 'data_exported',
        target: { type: 'export', label: 'Receivables CSV' },
        details: { filters, rows: rows.length },
      });
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="receivables-${day}.csv"`);
      c.header('Cache-Control', 'private, no-store');
      return c.body(receivablesCsv(rows), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    });
}
