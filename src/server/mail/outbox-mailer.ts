import type { Db } from '../db/connection';
import { outboxEmails } from '../db/schema/index';
import type { Mailer } from './mailer';

/** Keeps mail in the database instead of sending it: read by tests and the non-production mail page. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(email) {
      await db.insert(outboxEmails).values(email);
    },
  };
}
