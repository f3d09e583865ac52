import type { Db } from '../db/connection';
import { agencyLogoPath, readAgencySettings } from '../platform/agency-settings';
import type { Email, Mailer } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as HTML: escaped, line breaks kept, and links (ours all start with http) made clickable. */
function textAsHtml(text: string): string {
  return escapeHtml(text)
    .split('\n')
    .map((line) => line.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`))
    .join('<br>\n');
}

/** An email's HTML part: the agency's logo above the text. */
export function withLogo(email: Email, logoSrc: string): Email {
  if (email.html) return email;
  return {
    ...email,
    html: [
      '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">',
      `<p><img src="${escapeHtml(logoSrc)}" alt="Agency logo" height="48" style="height:48px;max-width:240px;width:auto;border:0"></p>`,
      `<div>${textAsHtml(email.text)}</div>`,
      '</body></html>',
    ].join('\n'),
  };
}

/**
 * Every email the portal sends carries the agency's logo once one is uploaded (Settings, System): an HTML
 * part with the logo above the same text, the image fetched from the public logo route (decision 014).
 * Without a logo, or when the settings cannot be read, the email goes as plain text only.
 */
export function withAgencyLogo(mailer: Mailer, { db, appOrigin }: { db: Db; appOrigin: string }): Mailer {
  return {
    kind: mailer.kind,
    async send(email) {
      let path: string | null = null;
      try {
        path = agencyLogoPath(await readAgencySettings(db));
      } catch (error) {
        console.warn('Could not read the agency logo for an email; sending it without', error);
      }
      await mailer.send(path ? withLogo(email, `${appOrigin}${path}`) : email);
    },
  };
}
