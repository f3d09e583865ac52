import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise mail is kept in the outbox table. */
export function selectMailer(config: Config, db: Db): Mailer {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) return createSmtpMailer({ smtpUrl, from });
  return createOutboxMailer(db);
}
