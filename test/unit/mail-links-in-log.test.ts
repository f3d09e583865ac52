import { describe, expect, it } from 'vitest';
import {
  describeEmailForLog,
  linksInEmail,
  withLinksInLogOutsideProduction,
} from '../../src/server/mail/links-in-log';
import type { Email, Mailer } from '../../src/server/mail/mailer';
import { withAgencyHeader } from '../../src/server/mail/with-agency-logo';
import { renderNotificationEmail } from '../../src/server/notifications/notification-email';

const resetEmail: Email = {
  to: 'riley@example.test',
  subject: 'Reset your Agency Portal password',
  text: 'To choose a new one, open:\nhttps://portal.example/reset-password?token=a%2Bb\n\nThe link works once.',
};

/** A mailer that keeps what it was given, or fails every send. */
function fakeMailer(kind: Mailer['kind'], fail = false) {
  const sent: Email[] = [];
  const mailer: Mailer = {
    kind,
    async send(email) {
      if (fail) throw new Error('SMTP server unavailable');
      sent.push(email);
    },
  };
  return { mailer, sent };
}

describe('linksInEmail', () => {
  it('reads each link of the text part once, in order, without the punctuation after it', () => {
    const links = linksInEmail({
      to: 'a@example.test',
      subject: 'Links',
      text: 'Sign in at http://localhost:3000/login. Or (https://portal.example/forgot-password), or\nhttp://localhost:3000/login again [https://portal.example/a?x=1&y=2]',
    });
    expect(links).toEqual([
      'http://localhost:3000/login',
      'https://portal.example/forgot-password',
      'https://portal.example/a?x=1&y=2',
    ]);
  });

  it("finds a notification email's button, unsubscribe and settings links in its text part", async () => {
    const { html, text } = await renderNotificationEmail({
      heading: 'New message from Harbor Bakery',
      lead: null,
      items: [{ title: 'Chat', body: 'Is the draft ready?' }],
      button: { label: 'Open chat', url: 'https://portal.example/admin/chat?client=c1' },
      reason: 'You get this because new chat messages are on.',
      unsubscribe: { label: 'Turn these off', url: 'https://portal.example/api/unsubscribe?token=t1' },
      settingsUrl: 'https://portal.example/admin/settings',
      logoUrl: 'https://portal.example/api/agency/logo',
    });
    const links = linksInEmail({ to: 'team@example.test', subject: 'New message', text, html });
    expect(links).toEqual([
      'https://portal.example/admin/chat?client=c1',
      'https://portal.example/api/unsubscribe?token=t1',
      'https://portal.example/admin/settings',
    ]);
  });

  it("reads the same links from an email that carries the agency's name and logo", () => {
    const branded = withAgencyHeader(resetEmail, 'https://portal.example/api/agency/logo');
    expect(linksInEmail(branded)).toEqual(['https://portal.example/reset-password?token=a%2Bb']);
  });
});

describe('describeEmailForLog', () => {
  it('names the recipient and subject, then each link on its own line', () => {
    expect(describeEmailForLog(resetEmail)).toBe(
      [
        'Email to riley@example.test: Reset your Agency Portal password',
        '  https://portal.example/reset-password?token=a%2Bb',
      ].join('\n'),
    );
  });

  it('says so when an email has no link', () => {
    expect(describeEmailForLog({ to: 'a@example.test', subject: 'Hello', text: 'Just words.' })).toBe(
      'Email to a@example.test: Hello\n  (no links)',
    );
  });
});

describe('withLinksInLogOutsideProduction', () => {
  it.each(['outbox', 'smtp'] as const)(
    'outside production, logs each email the %s mailer sent, after sending it',
    async (kind) => {
      const { mailer, sent } = fakeMailer(kind);
      const log: string[] = [];
      const logged = withLinksInLogOutsideProduction(mailer, {
        isProduction: false,
        log: (block) => log.push(block),
      });
      expect(logged.kind).toBe(kind);
      await logged.send(resetEmail);
      expect(sent).toEqual([resetEmail]);
      expect(log).toEqual([describeEmailForLog(resetEmail)]);
    },
  );

  it('logs nothing in production, where the same mailer is used as it is', async () => {
    const { mailer, sent } = fakeMailer('smtp');
    const log: string[] = [];
    const logged = withLinksInLogOutsideProduction(mailer, {
      isProduction: true,
      log: (block) => log.push(block),
    });
    expect(logged).toBe(mailer);
    await logged.send(resetEmail);
    expect(sent).toEqual([resetEmail]);
    expect(log).toEqual([]);
  });

  it('logs nothing for a send that failed: the caller sees the failure and it is tried again', async () => {
    const { mailer } = fakeMailer('smtp', true);
    const log: string[] = [];
    const logged = withLinksInLogOutsideProduction(mailer, {
      isProduction: false,
      log: (block) => log.push(block),
    });
    await expect(logged.send(resetEmail)).rejects.toThrow('SMTP server unavailable');
    expect(log).toEqual([]);
  });
});
