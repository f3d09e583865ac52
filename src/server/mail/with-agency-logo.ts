import { AGENCY_NAME } from '../../shared/domain/agency-settings';
import type { Db } from '../db/connection';
import { agencyEmailLogoPath, readAgencySettings } from '../platform/agency-settings';
import { emailColors } from './email-colors';
import type { Email, Mailer } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as HTML: escaped, line breaks kept, links (ours all start with http) clickable in the primary blue. */
function textAsHtml(text: string): string {
  return escapeHtml(text)
    .split('\n')
    .map((line) =>
      line.replace(
        /https?:\/\/[^\s<]+/g,
        (url) => `<a href="${url}" style="color:${emailColors.brand}">${url}</a>`,
      ),
    )
    .join('<br>\n');
}

/** The agency's logo with its name beside it, or the name alone. A table: mail clients lay out tables. */
function agencyHeader(logoSrc: string | null): string {
  const name = `<td style="vertical-align:middle;font-size:16px;font-weight:700;color:${emailColors.brand}">${escapeHtml(AGENCY_NAME)}</td>`;
  // The logo's alt is empty: the name beside it says what it is, also where images are blocked.
  const logo = logoSrc
    ? `<td style="vertical-align:middle;padding-right:12px"><img src="${escapeHtml(logoSrc)}" alt="" height="40" style="display:block;height:40px;max-width:200px;width:auto;border:0"></td>`
    : '';
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px"><tr>${logo}${name}</tr></table>`;
}

/** An email's HTML part: the agency's logo and name above the text. An email with its own HTML is kept. */
export function withAgencyHeader(email: Email, logoSrc: string | null): Email {
  if (email.html) return email;
  return {
    ...email,
    html: [
      `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:${emailColors.text}">`,
      agencyHeader(logoSrc),
      `<div>${textAsHtml(email.text)}</div>`,
      '</body></html>',
    ].join('\n'),
  };
}

/**
 * Every email the portal sends carries the agency's name, and its logo once one is uploaded (Settings,
 * System): an HTML part with both above the same text, the image fetched from the public logo route
 * (decision 014). An SVG logo is left out, as most mail clients do not show SVG: the name stands alone,
 * as it does without a logo or when the settings cannot be read.
 */
export function withAgencyLogo(mailer: Mailer, { db, appOrigin }: { db: Db; appOrigin: string }): Mailer {
  return {
    kind: mailer.kind,
    async send(email) {
      let path: string | null = null;
      try {
        path = agencyEmailLogoPath(await readAgencySettings(db));
      } catch (error) {
        console.warn('Could not read the agency logo for an email; sending it with the name alone', error);
      }
      await mailer.send(withAgencyHeader(email, path ? `${appOrigin}${path}` : null));
    },
  };
}
