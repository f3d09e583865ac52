import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';

export function selectMailer(_config: Config, db: Db): Mailer {
  return createOutboxMailer(db);
}
