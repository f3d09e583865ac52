import type { Email, Mailer } from './mailer';

/** Where a block of text goes: the server's log (console.log), or a test's list. */
export type MailLog = (block: string) => void;

// A link in a plain-text part ends at whitespace, or at a bracket, quote or angle bracket around it.
const LINK = /https?:\/\/[^\s<>"'[\]]+/g;
// Sentence punctuation right after a link belongs to the sentence, not the link.
const TRAILING_PUNCTUATION = /[.,;:!?)]+$/;

/**
 * The links of an email, in order and each once, read from its plain-text part: every email has one
 * (the type requires it), and the HTML parts we send carry the same links (with-agency-logo.ts builds
 * its HTML from the text, and React Email renders the notification text from the same elements).
 */
export function linksInEmail(email: Email): string[] {
  const found = (email.text.match(LINK) ?? []).map((link) => link.replace(TRAILING_PUNCTUATION, ''));
  return [...new Set(found)];
}

/** One short block per email: who it went to, its subject, then each link on a line of its own. */
export function describeEmailForLog(email: Email): string {
  const links = linksInEmail(email);
  return [
    `Email to ${email.to}: ${email.subject}`,
    ...(links.length ? links.map((link) => `  ${link}`) : ['  (no links)']),
  ].join('\n');
}

/**
 * Outside production, each email the mailer has sent is also written to the log, so that a person who
 * registers on a local server can open their verification (or reset, or invite) link without an inbox
 * or an admin's mail page. Written after the send: a failed try is logged as a failure and retried, and
 * each email appears once when it went out.
 */
export function withLinksInLog(mailer: Mailer, log: MailLog): Mailer {
  return {
    kind: mailer.kind,
    async send(email) {
      await mailer.send(email);
      log(describeEmailForLog(email));
    },
  };
}

/** Production mail never reaches the log: links in it sign people in or change their password. */
export function withLinksInLogOutsideProduction(
  mailer: Mailer,
  { isProduction, log }: { isProduction: boolean; log: MailLog },
): Mailer {
  return isProduction ? mailer : withLinksInLog(mailer, log);
}
