import type { MiddlewareHandler } from 'hono';
import {
  AGENCY_LOGO_PLACEHOLDER,
  AGENCY_NAME_PLACEHOLDER,
  type AgencyBrand,
} from '../../shared/domain/agency-brand';
import { AGENCY_NAME } from '../../shared/domain/agency-settings';
import type { DbOrTx } from '../db/connection';
import { agencyLogoPath, readAgencySettings } from '../platform/agency-settings';
import type { RealtimeHub } from '../realtime/hub';

/** Read again at least this often, should a change notice be missed (another instance, a lost connection). */
const BRAND_TTL_MS = 60_000;

export type AgencyBrandSource = { current(): Promise<AgencyBrand> };

/**
 * The agency's brand for the pages the server fills (decision 033): read from the settings once, kept,
 * and forgotten when they change. Every instance hears of a change through the realtime hub, as admins'
 * sidebars do (the 'agency' topic); a lost connection may have missed one, so it is forgotten then too.
 */
export function agencyBrandSource(db: DbOrTx, realtime: RealtimeHub): AgencyBrandSource {
  let cached: { brand: Promise<AgencyBrand>; until: number } | undefined;
  const forget = () => {
    cached = undefined;
  };
  // Listens as an admin would: agency events go to every admin and to no client.
  realtime.subscribe({
    userId: 'agency-brand-cache',
    role: 'admin',
    send: (event) => event.topic === 'agency' && forget(),
    resync: forget,
  });
  const read = async (): Promise<AgencyBrand> => {
    const settings = await readAgencySettings(db);
    return { name: AGENCY_NAME, logoUrl: agencyLogoPath(settings) };
  };
  return {
    current() {
      if (!cached || cached.until < Date.now()) {
        const brand = read();
        cached = { brand, until: Date.now() + BRAND_TTL_MS };
        // A failed read is not kept: the next page asks again.
        brand.catch(() => {
          if (cached?.brand === brand) forget();
        });
      }
      return cached.brand;
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The logo's <img>, and the preload React writes for it.
const logoTags = new RegExp(`<(img|link)\\b[^>]*="${AGENCY_LOGO_PLACEHOLDER}"[^>]*>`, 'g');

/** Writes the brand where a page has the placeholders; without a logo, the logo's tags go. */
export function fillAgencyBrand(html: string, brand: AgencyBrand): string {
  const withLogo = brand.logoUrl
    ? html.replaceAll(AGENCY_LOGO_PLACEHOLDER, escapeHtml(brand.logoUrl))
    : html.replace(logoTags, '').replaceAll(AGENCY_LOGO_PLACEHOLDER, '');
  return withLogo.replaceAll(AGENCY_NAME_PLACEHOLDER, escapeHtml(brand.name));
}

/** Fills the brand into HTML answers that are not compressed yet (the portal's pages). */
export function agencyBrandPages(source: AgencyBrandSource): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('Content-Type') ?? '';
    if (!type.startsWith('text/html') || c.res.headers.get('Content-Encoding')) return;
    const html = await c.res.text();
    const hasBrand = html.includes(AGENCY_NAME_PLACEHOLDER) || html.includes(AGENCY_LOGO_PLACEHOLDER);
    c.res = new Response(hasBrand ? fillAgencyBrand(html, await source.current()) : html, c.res);
    c.res.headers.delete('Content-Length');
  };
}
