import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { clientParamsSchema } from '../../../shared/contracts/clients';
import { errorSchema } from '../../../shared/contracts/errors';
import {
  DATA_EXPORT_WINDOW_SECONDS,
  DATA_EXPORTS_PER_DAY,
  dataExportMessages,
} from '../../../shared/domain/data-export';
import { auditWho } from '../../audit/audit-who';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { AppEnv } from '../../http/app-env';
import { startedOnThisSite } from '../../http/cross-site-guard';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentClient, requireAdmin, requireClientAbility } from '../../http/session';
import { attachmentDisposition } from '../../http/upload';
import { readCompanySnapshot } from './company-snapshot';
import { exportAllowed } from './export-allowance';
import { exportFileName, findExportedCompany } from './exported-company';
import { streamCompanyExport } from './stream-company-export';

const zipAnswer = {
  description:
    'A zip, streamed: README.txt, profile.json, onboarding.json, tasks.json, chat.json, updates.json, ' +
    'reviews.json, referrals.json, files.json and the stored originals under files/. A HEAD answers the ' +
    'same status and headers without building it or counting it.',
  content: { 'application/zip': { schema: z.any() } },
};
const tooMany = json(
  errorSchema,
  `The company was exported ${DATA_EXPORTS_PER_DAY} times in the last day (with Retry-After)`,
);

const own = createRoute({
  method: 'get',
  path: '/account/data-export',
  tags: ['data-export'],
  summary: `A client company's owner: everything the company has in the portal, as one zip (${DATA_EXPORTS_PER_DAY} a day)`,
  middleware: [startedOnThisSite, requireClientAbility('export')] as const,
  responses: { 200: zipAnswer, 401: refusals[401], 403: refusals[403], 429: tooMany },
});

const ofClient = createRoute({
  method: 'get',
  path: '/admin/clients/{clientId}/data-export',
  tags: ['data-export'],
  summary: "Admins: a client's export, the same zip its owners download, from the same daily allowance",
  middleware: [startedOnThisSite, requireAdmin] as const,
  request: { params: clientParamsSchema },
  responses: { 200: zipAnswer, ...refusals, 429: tooMany },
});

/**
 * The export of one company, for either route. The allowance is checked and the audit row written before
 * the first byte; a HEAD (which the web asks first, to show a refusal as a message) answers the same
 * status and headers and does neither, nor reads the company's rows.
 */
async function exportResponse(c: Context<AppEnv>, clientId: string, by: 'client' | 'admin') {
  const { db, storage, rateLimiter } = c.get('deps');
  const company = await findExportedCompany(db, clientId);
  const exporting = c.req.method !== 'HEAD';
  if (!(await exportAllowed(rateLimiter, company.id, exporting))) {
    // The whole window: the counter's fixed window may end sooner, never later.
    c.header('Retry-After', String(DATA_EXPORT_WINDOW_SECONDS));
    throw new AppError('rate_limited', dataExportMessages.rateLimited);
  }
  const exportedAt = new Date();
  const headers = {
    'Content-Type': 'application/zip',
    'Content-Disposition': attachmentDisposition(exportFileName(company.name, exportedAt)),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  };
  if (!exporting) return new Response(null, { status: 200, headers });
  const snapshot = await readCompanySnapshot(db, company.id);
  await recordAudit(db, auditWho(c), {
    action: 'data_exported',
    clientId: company.id,
    target: { type: 'export', label: 'Client data' },
    details: { by, files: snapshot.files.length },
  });
  const zip = streamCompanyExport({ storage, snapshot, companyName: company.name, exportedAt });
  return new Response(Readable.toWeb(zip) as ReadableStream, { status: 200, headers });
}

/** Issue 49, "A client's data" (decision 048): the company's owners download it, admins export any client. */
export function dataExportRoutes() {
  return createRouter()
    .openapi(own, (c) => exportResponse(c, currentClient(c).id, 'client'))
    .openapi(ofClient, (c) => exportResponse(c, c.req.valid('param').clientId, 'admin'));
}
