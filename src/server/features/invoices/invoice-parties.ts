import { eq } from 'drizzle-orm';
import { AGENCY_NAME } from '../../../shared/domain/agency-settings';
import type { DbOrTx } from '../../db/connection';
import { profiles, users } from '../../db/schema/index';
import { readAgencySettings } from '../../platform/agency-settings';
import type { Storage } from '../../storage/storage';

/** Who an invoice is from: the agency's name and address, and its logo when a PDF can carry it. */
/** `timeZone`: the agency's, in which the PDF dates a payment, as the receipt and the receivables do. */
export type InvoiceSender = { name: string; address: string | null; logo: Buffer | null; timeZone: string };
/** Who it is to: the client company as its profile names it. */
export type InvoiceRecipient = { companyName: string | null; contactPerson: string | null; email: string };

/** A logo larger than this is left off the PDF (uploads are capped at 5 MB; this is a backstop). */
const LOGO_MAX_BYTES = 5 * 1024 * 1024;

export async function readInvoiceSender(db: DbOrTx, storage: Storage): Promise<InvoiceSender> {
  const settings = await readAgencySettings(db);
  return {
    name: AGENCY_NAME,
    address: settings.invoiceAddress,
    logo: await readLogo(storage, settings.logoUrl),
    timeZone: settings.timeZone,
  };
}

/**
 * The logo's bytes when it is a PNG or JPEG, which a PDF embeds as they are; an SVG logo, or one that cannot
 * be read, leaves the agency's name alone at the top, as in the emails.
 */
async function readLogo(storage: Storage, key: string | null): Promise<Buffer | null> {
  if (!key || !/\.(png|jpe?g)$/i.test(key)) return null;
  try {
    const object = await storage.get(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of object.body) {
      size += (chunk as Buffer).length;
      if (size > LOGO_MAX_BYTES) {
        object.body.destroy();
        return null;
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    console.error('Could not read the agency logo for an invoice PDF; leaving it off', error);
    return null;
  }
}

export async function readInvoiceRecipient(db: DbOrTx, clientId: string): Promise<InvoiceRecipient> {
  const [row] = await db
    .select({ email: users.email, companyName: profiles.companyName, contactPerson: profiles.contactPerson })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, clientId))
    .limit(1);
  return {
    companyName: row?.companyName?.trim() || null,
    contactPerson: row?.contactPerson?.trim() || null,
    email: row?.email ?? '',
  };
}
