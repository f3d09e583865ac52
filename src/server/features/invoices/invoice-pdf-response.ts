import { Readable } from 'node:stream';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Invoice } from '../../../shared/contracts/billing';
import type { AppEnv } from '../../http/app-env';
import { attachmentDisposition } from '../../http/upload';
import { readInvoiceRecipient, readInvoiceSender } from './invoice-parties';
import { invoicePdfName, streamInvoicePdf } from './invoice-pdf';

export const pdfAnswer = {
  description:
    "The invoice as a PDF (the agency's logo, name and address, the client, lines, totals), streamed",
  content: { 'application/pdf': { schema: z.any() } },
};

/** An invoice the caller may see, as its PDF; a HEAD answers the headers without drawing it. */
export async function invoicePdfResponse(c: Context<AppEnv>, invoice: Invoice): Promise<Response> {
  const headers = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': attachmentDisposition(invoicePdfName(invoice)),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  };
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const { db, storage } = c.get('deps');
  const [sender, recipient] = [
    await readInvoiceSender(db, storage),
    await readInvoiceRecipient(db, invoice.clientId),
  ];
  const pdf = await streamInvoicePdf(invoice, sender, recipient);
  return new Response(Readable.toWeb(pdf) as ReadableStream, { status: 200, headers });
}
