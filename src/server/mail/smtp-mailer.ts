import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * Sends through the SMTP server named by SMTP_URL (`smtp://user:pass@host:587`, or `smtps://` for
 * implicit TLS); nodemailer upgrades a plain connection with STARTTLS whenever the server offers it.
 */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send(email) {
      await transport.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
      });
    },
  };
}
