import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../src/server/db/factories';
import { outboxEmails } from '../../src/server/db/schema/index';
import { createSmtpMailer } from '../../src/server/mail/smtp-mailer';
import { createTestApp, type TestApp } from '../support/test-app';

type Received = { envelope: SMTPServerEnvelope; raw: string };

/** An SMTP server on a free local port (an outside service, so a fake is allowed) that keeps what it gets. */
async function startFakeSmtp() {
  const waiting: ((message: Received) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    async onData(stream, session, callback) {
      const raw = await text(stream);
      waiting.shift()?.({ envelope: session.envelope, raw });
      callback();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The next message the server receives. Call before sending. */
    nextMessage: () => new Promise<Received>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

/** A second app on the same database with other settings; it only needs its realtime listener stopped. */
async function appWithEnv(env: Record<string, string>) {
  const other = await createTestApp({ database: t.deps.database, env });
  return { ...other, close: () => other.deps.realtime.stop() };
}

describe('outbox mailer (no SMTP_URL)', () => {
  it('keeps mail in the outbox, newest first, readable at GET /api/dev/outbox', async () => {
    expect(t.deps.mailer.kind).toBe('outbox');
    await t.deps.mailer.send({ to: 'first@example.test', subject: 'First', text: 'one' });
    await t.deps.mailer.send({
      to: 'casey@example.test',
      subject: 'You are invited',
      text: 'Open the link.',
      headers: { 'List-Unsubscribe': '<https://portal.example/api/unsubscribe?token=t>' },
    });

    const admin = await t.signIn((await createAdmin(t.db)).email);
    const res = await admin.get('/api/dev/outbox');
    expect(res.status).toBe(200);
    const { emails } = await res.json();
    expect(emails[0]).toMatchObject({
      to: 'casey@example.test',
      subject: 'You are invited',
      text: 'Open the link.',
      headers: { 'List-Unsubscribe': '<https://portal.example/api/unsubscribe?token=t>' },
    });
    expect(emails.find((e: { to: string }) => e.to === 'first@example.test')?.headers).toEqual({});
  });

  it('is not served in production', async () => {
    const production = await appWithEnv({ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40) });
    try {
      const res = await production.anonymous.get('/api/dev/outbox');
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('not_found');
    } finally {
      await production.close();
    }
  });
});

describe('SMTP mailer (SMTP_URL set)', () => {
  it('delivers recipient, sender, subject and body to the SMTP server', async () => {
    const mailer = createSmtpMailer({ smtpUrl: smtp.url, from: 'Agency Portal <no-reply@portal.example>' });
    const received = smtp.nextMessage();
    await mailer.send({
      to: 'riley@example.test',
      subject: 'Reset your password',
      text: 'Use this link to reset.',
    });
    const { envelope, raw } = await received;

    expect(envelope.rcptTo.map((r) => r.address)).toEqual(['riley@example.test']);
    expect(envelope.mailFrom).toMatchObject({ address: 'no-reply@portal.example' });
    expect(raw).toMatch(/^Subject: Reset your password\r?$/m);
    expect(raw).toMatch(/^From: Agency Portal <no-reply@portal\.example>\r?$/m);
    expect(raw).toContain('Use this link to reset.');
  });

  it('is what the app uses when SMTP_URL is set: mail goes out, not into the outbox, and the outbox route is gone', async () => {
    const withSmtp = await appWithEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Agency <team@portal.example>' });
    try {
      expect(withSmtp.deps.mailer.kind).toBe('smtp');
      const received = smtp.nextMessage();
      await withSmtp.deps.mailer.send({
        to: 'jordan@example.test',
        subject: 'Welcome aboard',
        text: 'Hello Jordan.',
      });
      const { envelope, raw } = await received;
      expect(envelope.rcptTo.map((r) => r.address)).toEqual(['jordan@example.test']);
      expect(raw).toMatch(/^From: Agency <team@portal\.example>\r?$/m);
      expect(raw).toContain('Hello Jordan.');

      const kept = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'jordan@example.test'));
      expect(kept).toEqual([]);
      const res = await withSmtp.anonymous.get('/api/dev/outbox');
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('not_found');
    } finally {
      await withSmtp.close();
    }
  });

  it('fails the send (so the caller can report it) when the SMTP server refuses the message', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.server.address() as AddressInfo;
    try {
      const mailer = createSmtpMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'no-reply@portal.example',
      });
      await expect(mailer.send({ to: 'gone@example.test', subject: 'Hi', text: 'Hi' })).rejects.toThrow(
        /Mailbox unavailable/,
      );
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});
